export {
  type OperadoresClient,
  type OperadoresQueries,
  operadoresQueries,
} from './operadores.ts'
export { type RrhhClient, rrhhClient } from './rrhh-client.ts'
export {
  type TrabajadoresClient,
  type TrabajadoresQueries,
  trabajadoresQueries,
} from './trabajadores.ts'
