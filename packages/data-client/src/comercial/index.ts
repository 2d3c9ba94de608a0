export { type ComercialClient, comercialClient } from './comercial-client.ts'
export {
  affectedBy,
  type ComercialEntity,
  comercialKeys,
  detailQuery,
  listQuery,
  useComercialMutation,
} from './queries.ts'
