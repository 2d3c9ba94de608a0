// @cordillera/data-client/rrhh: the HR area's calls and query options. Imported only by the
// screens that use them (the operador portal's reports import nothing else), so no other screen
// loads the HR routes.
export { type RrhhApi, type RrhhQueries, rrhhApi, rrhhQueries } from './area.ts'
