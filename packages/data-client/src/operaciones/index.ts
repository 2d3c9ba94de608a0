export { type OperacionesClient, operacionesClient } from './operaciones-client.ts'
export {
  type OperacionesEntity,
  type OperacionesQueries,
  operacionesAffectedBy,
  operacionesQueries,
} from './queries.ts'
