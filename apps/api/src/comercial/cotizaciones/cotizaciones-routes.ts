// The routes of cotizaciones (filled in by the module; see docs/modules.md).
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'

export function registerCotizacionesRoutes(_app: OpenAPIHono<AppEnv>) {}
