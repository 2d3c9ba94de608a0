// @cordillera/data-client: the portals' only way to the API's data. This entry point is the shared
// core (the connection, the errors, how an area is declared and how a write invalidates); each
// area has its own entry point, imported only by the screens that use it:
//   @cordillera/data-client/comercial, /operaciones, /rrhh, and /session (who is signed in).
export { ApiRequestError } from './api-request-error.ts'
export { type Connection, createConnection } from './connection.ts'
export {
  type CallBuilders,
  defineArea,
  type EntityKey,
  type EntityNameQuery,
  type EntityQueries,
  type EntityWrites,
  type Fetch,
  type ListCall,
  type ListQueries,
  type ListQueryOptions,
  type QueryBuilders,
  useEntityMutation,
} from './define-area.ts'
export { type DownloadedFile, fileNameOf } from './download.ts'
export type { ApiClientOptions, RouteOutput } from './request.ts'
export { type BodyInput, type QueryInput, queryValues } from './resource.ts'
