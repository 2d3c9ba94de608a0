// @cordillera/data-client/operaciones: the operations area's calls and query options. Imported
// only by the screens that use them, so no other screen loads the operations routes.
export {
  type OperacionesApi,
  type OperacionesQueries,
  operacionesApi,
  operacionesQueries,
} from './area.ts'
