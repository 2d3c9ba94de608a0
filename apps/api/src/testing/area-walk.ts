// Test support for an area's routes test (comercial-routes.test.ts, operaciones-routes.test.ts):
// the routes under the area's path prefixes, walked with nonsense input by the superuser, and
// checked against /openapi.json. Each area gives only its prefixes and the nonsense its own
// fields invite; a route added to an area is walked without being listed anywhere.
import { listRegisteredRoutes, type RegisteredRoute } from '../http/route-registry.ts'
import { routeName } from './route-walk.ts'
import { AS, type TestApp } from './test-app.ts'

/** The routes whose path is one of `prefixes` or lies under one. */
export function areaRoutes(t: TestApp, prefixes: readonly string[]): RegisteredRoute[] {
  return listRegisteredRoutes(t.app).filter((route) =>
    prefixes.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`)),
  )
}

const IDS = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid']
// A message a person reading Spanish recognises as Spanish.
const SPANISH = /[áéíóúñ]|\b(de|el|la|no)\b/i

/**
 * Calls every route with each path id × query × body (bodies only where the route takes one) as
 * su, and lists what went wrong: a 5xx, or a refusal without a Spanish message. Empty = fine.
 */
export async function nonsenseProblems(
  t: TestApp,
  routes: readonly RegisteredRoute[],
  { bodies, queries }: { bodies: readonly unknown[]; queries: readonly string[] },
): Promise<string[]> {
  const problems: string[] = []
  for (const route of routes) {
    for (const id of IDS) {
      for (const query of queries) {
        for (const body of route.hasBody ? bodies : [undefined]) {
          const path = route.path.replaceAll(/\{\w+\}/g, id) + query
          const res = await t.call(route.method.toUpperCase(), path, { as: AS.su, body })
          const where = `${routeName(route)} ${path} ${JSON.stringify(body)}`
          if (res.status >= 500) problems.push(`${where}: ${res.status}`)
          if (res.status >= 400 && !SPANISH.test(res.body?.error?.message)) {
            problems.push(`${where}: no Spanish message`)
          }
        }
      }
    }
  }
  return problems
}

/** The routes missing from /openapi.json or whose description does not name every key they check. */
export async function undocumentedProblems(
  t: TestApp,
  routes: readonly RegisteredRoute[],
): Promise<string[]> {
  const doc = (await t.call('GET', '/openapi.json', { as: null })).body as {
    paths: Record<string, Record<string, { description: string }>>
  }
  const problems: string[] = []
  for (const route of routes) {
    const operation = doc.paths[route.path]?.[route.method]
    if (!operation) {
      problems.push(`${routeName(route)}: not in /openapi.json`)
      continue
    }
    const keys = [
      ...(route.permission === '' ? [] : [String(route.permission)]),
      ...route.alsoRequires,
    ]
    for (const expected of keys.length > 0 ? keys : ['sin permiso adicional']) {
      if (!operation.description.includes(expected)) {
        problems.push(`${routeName(route)}: its description does not name ${expected}`)
      }
    }
  }
  return problems
}
