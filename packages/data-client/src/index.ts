// @cordillera/data-client: the portals' only way to the API's data.
export { type ApiClient, createApiClient } from './api-client.ts'
export { ApiRequestError } from './api-request-error.ts'
export { meQueryKey, meQueryOptions } from './me.ts'
export type { ApiClientOptions } from './request.ts'
