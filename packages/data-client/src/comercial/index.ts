export { type ComercialClient, comercialClient } from './comercial-client.ts'
export {
  type ComercialEntity,
  type ComercialQueries,
  comercialAffectedBy,
  comercialQueries,
} from './queries.ts'
