// @cordillera/data-client: the portals' only way to the API's data.
export { type ApiClient, createApiClient } from './api-client.ts'
export { ApiRequestError } from './api-request-error.ts'
export * from './comercial/index.ts'
export { type DownloadedFile, fileNameOf } from './download.ts'
export {
  defineEntityQueries,
  type EntityNameQuery,
  type EntityQueries,
  type Fetch,
  type ListCall,
  type ListQueryOptions,
  useEntityMutation,
} from './entity-queries.ts'
export { meQueryKey, meQueryOptions } from './me.ts'
export * from './operaciones/index.ts'
export type { ApiClientOptions, RouteOutput } from './request.ts'
export { type BodyInput, type QueryInput, queryValues } from './resource.ts'
export * from './rrhh/index.ts'
