export {
  type PostgresServer,
  type PostgresServerOptions,
  startPostgresServer,
} from './postgres-server.ts'
