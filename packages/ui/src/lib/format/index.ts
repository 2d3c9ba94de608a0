// The one module for showing and reading values the way the business writes them in Chile (es-CL,
// America/Santiago): dates, numbers, money in CLP and UF, and RUT. Import from here:
//   import { formatClp, formatDate, parseUf } from '@cordillera/ui/lib/format/index'
// Money arithmetic (IVA, UF→CLP, rounding) and the text of numbers and amounts live in
// @cordillera/contracts, shared with the API; money.ts, numbers.ts and rut.ts re-export them.
// Those without a schema behind them (dates, numbers, sizes) are also `@cordillera/ui/format/plain`.
export * from './money.ts'
export * from './plain.ts'
export * from './rut.ts'
