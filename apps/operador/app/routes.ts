// The operador portal's URLs. Every module is loaded on demand (one chunk per route).
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  route('login', 'routes/login.tsx'),
  layout('routes/protected-layout.tsx', [index('routes/home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
