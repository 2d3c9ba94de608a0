// Amounts in pesos ($1.234.567) and in UF (UF 12,35), shown and read back. The rules live once,
// in @cordillera/contracts, so a quotation's PDF and export show what its screen shows; this only
// gives them a place among the other formatters.
export {
  formatClp,
  formatMonto,
  formatUf,
  parseClp,
  parseMonto,
  parseUf,
  type UfFormatOptions,
} from '@cordillera/contracts'
