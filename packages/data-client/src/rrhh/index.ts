export { type RrhhClient, rrhhClient } from './rrhh-client.ts'
