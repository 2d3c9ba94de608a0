// @cordillera/data-client/comercial: the commercial area's calls and query options. Imported only
// by the screens that use them, so no other screen loads the commercial routes.
export { type ComercialApi, type ComercialQueries, comercialApi, comercialQueries } from './area.ts'
