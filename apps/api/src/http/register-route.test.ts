import { type ApiRouteDefinition, defineRoute } from '@cordillera/contracts'
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { registerRoute } from './register-route.ts'
import { listRegisteredRoutes } from './route-registry.ts'

const ok = { 200: { description: 'ok', schema: z.object({}) } } as const
const route = (overrides: Partial<ApiRouteDefinition>) =>
  defineRoute({
    method: 'get',
    path: '/v1/test/ruta',
    summary: 'Ruta de prueba',
    tags: ['test'],
    permission: 'rrhh/listar-trabajadores',
    responses: ok,
    ...overrides,
  })
const handler = (c: { json: (body: object, status: 200) => Response }) => c.json({}, 200)
const newApp = () => new OpenAPIHono<AppEnv>()

describe('registerRoute checks access when the route is mounted', () => {
  it('throws for a key the route catalogue does not know', () => {
    expect(() =>
      // @ts-expect-error typecheck catches a misspelt key; the start-time check backs it for untyped callers.
      registerRoute(newApp(), route({ permission: 'rrhh/listar-trabajadore' }), handler),
    ).toThrow(/GET \/v1\/test\/ruta: permission 'rrhh\/listar-trabajadore' is not a key/)
  })

  it('throws for an audience on a route open to both tipos', () => {
    expect(() =>
      registerRoute(
        newApp(),
        route({ permission: 'authenticated', audience: 'proveedor' }),
        handler,
      ),
    ).toThrow(/keyed routes only/)
    expect(() =>
      registerRoute(newApp(), route({ permission: null, audience: 'cordillera' }), handler),
    ).toThrow(/keyed routes only/)
  })

  it('throws when the same method and path are mounted twice', () => {
    const app = newApp()
    registerRoute(app, route({ path: '/v1/test/{id}' }), handler)
    expect(() => registerRoute(app, route({ path: '/v1/test/{otro}' }), handler)).toThrow(
      /registered twice/,
    )
  })

  it('throws for an alsoRequires key the catalogue does not know, or on an open route', () => {
    expect(() =>
      // @ts-expect-error typecheck catches a misspelt key; the start-time check backs it for untyped callers.
      registerRoute(newApp(), route({ alsoRequires: ['comercial/crear-obras'] }), handler),
    ).toThrow(/alsoRequires 'comercial\/crear-obras' is not a key/)
    expect(() =>
      registerRoute(
        newApp(),
        route({ permission: 'authenticated', alsoRequires: ['comercial/crear-obra'] }),
        handler,
      ),
    ).toThrow(/keyed routes only/)
  })

  it('accepts catalogue keys and the empty key, for either audience', () => {
    const app = newApp()
    registerRoute(app, route({ path: '/a' }), handler)
    registerRoute(app, route({ path: '/b', permission: '' }), handler)
    registerRoute(app, route({ path: '/c', permission: '', audience: 'proveedor' }), handler)
    expect(listRegisteredRoutes(app).map((entry) => entry.path)).toEqual(['/a', '/b', '/c'])
  })
})

describe('the route registry', () => {
  it('records method, path, permission, audience, body and input schemas of each route, per app', () => {
    const app = newApp()
    registerRoute(app, route({ permission: null, path: '/publica' }), handler)
    registerRoute(app, route({ permission: 'authenticated', path: '/sesion' }), handler)
    registerRoute(
      app,
      route({ method: 'post', path: '/v1/x/{id}', body: z.object({}), permission: '' }),
      handler,
    )
    registerRoute(app, route({ path: '/arr', permission: '', audience: 'proveedor' }), handler)
    registerRoute(
      app,
      route({
        path: '/con-filtro',
        query: z.object({ q: z.string().optional() }),
        alsoRequires: ['rrhh/detalle-trabajador'],
      }),
      handler,
    )
    const none = { alsoRequires: [], queryParams: [] }
    const registered = listRegisteredRoutes(app)
    // The input schemas are the contract's own objects (the fuzz suite generates from them).
    expect(registered[2]?.schemas.body).toBeInstanceOf(z.ZodObject)
    expect(registered[4]?.schemas.query?.shape).toHaveProperty('q')
    expect(registered.map(({ schemas: _, ...entry }) => entry)).toEqual([
      {
        method: 'get',
        path: '/publica',
        permission: null,
        audience: null,
        hasBody: false,
        ...none,
      },
      {
        method: 'get',
        path: '/sesion',
        permission: 'authenticated',
        audience: null,
        hasBody: false,
        ...none,
      },
      // The empty key is for staff unless the route says otherwise.
      {
        method: 'post',
        path: '/v1/x/{id}',
        permission: '',
        audience: 'staff',
        hasBody: true,
        ...none,
      },
      {
        method: 'get',
        path: '/arr',
        permission: '',
        audience: 'proveedor',
        hasBody: false,
        ...none,
      },
      {
        method: 'get',
        path: '/con-filtro',
        permission: 'rrhh/listar-trabajadores',
        audience: 'cordillera',
        hasBody: false,
        alsoRequires: ['rrhh/detalle-trabajador'],
        queryParams: ['q'],
      },
    ])
    expect(listRegisteredRoutes(newApp())).toEqual([])
  })
})

describe('the OpenAPI entry says who may call the route', () => {
  const app = newApp()
  registerRoute(app, route({ path: '/publica', permission: null }), handler)
  registerRoute(app, route({ path: '/sesion', permission: 'authenticated' }), handler)
  registerRoute(app, route({ path: '/personal-con-clave' }), handler)
  registerRoute(app, route({ path: '/personal', permission: '' }), handler)
  registerRoute(
    app,
    route({ path: '/toda-la-empresa', permission: '', audience: 'cordillera' }),
    handler,
  )
  registerRoute(app, route({ path: '/arrendador', permission: '', audience: 'proveedor' }), handler)
  registerRoute(
    app,
    route({ path: '/alcanza-otra', permission: '', alsoRequires: ['comercial/crear-obra'] }),
    handler,
  )
  registerRoute(
    app,
    route({ method: 'post', path: '/con-cuerpo', body: z.object({}), permission: '' }),
    handler,
  )
  const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } })
  const entry = (path: string) => doc.paths?.[path]?.get
  const errorStatuses = (path: string) =>
    Object.keys(entry(path)?.responses ?? {}).filter((status) => status.startsWith('4'))

  it('in its description', () => {
    expect(entry('/publica')?.description).toBe('Pública.')
    expect(entry('/sesion')?.description).toBe(
      'Requiere sesión: personal de Cordillera o arrendador.',
    )
    expect(entry('/personal-con-clave')?.description).toBe(
      'Solo personal de Cordillera (tipo `cordillera`), con el permiso `rrhh/listar-trabajadores` (o su).',
    )
    expect(entry('/personal')?.description).toBe(
      'Solo personal interno de Cordillera (tipo `cordillera`, sin obras de cliente ni ficha de operador), sin permiso adicional.',
    )
    expect(entry('/toda-la-empresa')?.description).toBe(
      'Solo personal de Cordillera (tipo `cordillera`), sin permiso adicional.',
    )
    expect(entry('/alcanza-otra')?.description).toBe(
      'Solo personal interno de Cordillera (tipo `cordillera`, sin obras de cliente ni ficha de operador), con el permiso `comercial/crear-obra` (o su).',
    )
    expect(entry('/arrendador')?.description).toBe(
      'Solo usuarios arrendadores (tipo `proveedor`; su no basta), sin permiso adicional.',
    )
  })

  it('in its error answers and security', () => {
    // 400 everywhere: an undeclared query parameter is refused on every route.
    expect(errorStatuses('/publica')).toEqual(['400'])
    expect(errorStatuses('/sesion')).toEqual(['400', '401'])
    expect(errorStatuses('/personal')).toEqual(['400', '401', '403'])
    expect(errorStatuses('/arrendador')).toEqual(['400', '401', '403'])
    expect(doc.paths?.['/con-cuerpo']?.post?.responses?.['413']).toBeDefined()
    expect(entry('/publica')?.security).toBeUndefined()
    expect(entry('/arrendador')?.security).toEqual([{ bearerAuth: [] }])
  })
})
