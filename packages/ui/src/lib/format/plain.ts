// The formatters that need no schema: dates, times, numbers and file sizes (`@cordillera/ui/format/
// plain`). A screen whose first paint must not build the contracts' zod schemas (the phone's list
// of reports, issue 21) imports these from here: the RUT and money helpers the index adds come from
// @cordillera/contracts modules that import zod. Everything here is also in `@cordillera/ui/format`.
export * from './dates.ts'
export * from './file-size.ts'
export * from './numbers.ts'
export { instantFromWallTime, type WallTime, wallTimeAt } from './time-zone.ts'
