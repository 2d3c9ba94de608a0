// The users area's routes (decision 069): users of every kind, a lessor's users and perfiles.
// The user pool is the app's (app.ts): tests hand in the local pool or one in memory.
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { registerPerfilesRoutes } from './perfiles/perfiles-routes.ts'
import type { UserPool } from './usuarios/user-pool.ts'
import { registerCuentasRoutes } from './usuarios/usuarios-routes.ts'

export function registerUsuariosRoutes(app: OpenAPIHono<AppEnv>, pool: UserPool) {
  registerCuentasRoutes(app, pool)
  registerPerfilesRoutes(app)
}
