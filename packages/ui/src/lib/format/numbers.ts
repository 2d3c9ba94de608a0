// Numbers the Chilean way (1.234,5), shown and read back. The rules live once, in
// @cordillera/contracts, so the API's documents and exports print what the screens show; this
// only gives them a place among the other formatters.
export {
  formatNumber,
  LOCALE,
  type NumberFormatOptions,
  parseNumber,
  splitNumber,
} from '@cordillera/contracts'
