import { defineRoute } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type App, createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { operadores, proveedores, trabajadores, usuarios } from '../db/schema/index.ts'
import { registerRoute } from '../http/register-route.ts'
import { openTestDatabase, testDeps } from '../testing/test-deps.ts'
import { hasPermission, isOfAudience } from './require-permission.ts'

// Routes that exist only in this test: one per audience.
const keyedRoute = defineRoute({
  method: 'post',
  path: '/v1/test/trabajadores',
  summary: 'Ruta de prueba con permiso',
  tags: ['test'],
  permission: 'rrhh/crear-trabajador',
  body: z.object({ nombres: z.string().min(2, 'Ingrese al menos 2 letras.'), edad: z.number() }),
  responses: { 201: { description: 'creado', schema: z.object({ ok: z.literal(true) }) } },
})

const lessorRoute = defineRoute({
  method: 'get',
  path: '/v1/test/arrendador/equipos',
  summary: 'Ruta de prueba solo para arrendadores',
  tags: ['test'],
  permission: '',
  audience: 'proveedor',
  responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
})

const staffNoKeyRoute = defineRoute({
  method: 'get',
  path: '/v1/test/constructoras',
  summary: 'Ruta de prueba para el personal, sin permiso',
  tags: ['test'],
  permission: '',
  responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
})

// A keyless route that reaches another entity: it also needs that entity's key.
const reachingRoute = defineRoute({
  method: 'get',
  path: '/v1/test/constructoras/trabajadores',
  summary: 'Ruta de prueba sin permiso propio que alcanza otra entidad',
  tags: ['test'],
  permission: '',
  alsoRequires: ['rrhh/detalle-trabajador'],
  responses: { 200: { description: 'ok', schema: z.object({ ok: z.literal(true) }) } },
})

let database: Database
let app: App

const token = (sub: string, email = '') => ({ Authorization: `Bearer test:${sub}:${email}` })
const postJson = (headers: Record<string, string>, body: unknown) =>
  app.request('/v1/test/trabajadores', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

beforeAll(async () => {
  database = await openTestDatabase()
  const [proveedor] = await database.db
    .insert(proveedores)
    // Provisional: a validated proveedor needs bank data (proveedores_validado_con_banco).
    .values({ rut: '76543210-3', razonSocial: 'Arriendos de Prueba SpA', provisorio: true })
    .returning({ id: proveedores.id })
  // The operator user's record (usuarios.operador_id is a foreign key).
  const [trabajador] = await database.db
    .insert(trabajadores)
    .values({
      rut: '12345678-5',
      nombres: 'Operador',
      apellidos: 'De Prueba',
      cargo: 'Operador de maquinaria',
      fechaIngreso: '2024-01-02',
    })
    .returning({ id: trabajadores.id })
  await database.db.insert(operadores).values({
    id: '0b5e7a3c-0000-4000-8000-0000000000ff',
    trabajadorId: trabajador?.id ?? '',
    licenciaClase: 'D',
  })
  await database.db.insert(usuarios).values([
    {
      email: 'rrhh@test.cl',
      nombre: 'RRHH',
      tipo: 'cordillera',
      permisos: ['rrhh/crear-trabajador'],
      cognitoSub: 'sub-rrhh',
    },
    { email: 'nada@test.cl', nombre: 'Sin permisos', tipo: 'cordillera', cognitoSub: 'sub-nada' },
    { email: 'su@test.cl', nombre: 'Admin', tipo: 'cordillera', su: true, cognitoSub: 'sub-su' },
    // An operator, even holding every key through su, is not staff.
    {
      email: 'operador@test.cl',
      nombre: 'Operador',
      tipo: 'cordillera',
      su: true,
      operadorId: '0b5e7a3c-0000-4000-8000-0000000000ff',
      cognitoSub: 'sub-operador',
    },
    {
      email: 'baja@test.cl',
      nombre: 'De baja',
      tipo: 'cordillera',
      activo: false,
      cognitoSub: 'sub-baja',
    },
    { email: 'nuevo@test.cl', nombre: 'Sin sub aún', tipo: 'cordillera' },
    // A lessor that somehow holds the staff key: tipo is checked first, keys do not help.
    {
      email: 'arrendador@test.cl',
      nombre: 'Arrendador',
      tipo: 'proveedor',
      proveedorId: proveedor?.id,
      permisos: ['rrhh/crear-trabajador'],
      cognitoSub: 'sub-arrendador',
    },
  ])
  app = createApp(testDeps(database))
  registerRoute(app, keyedRoute, (c) => c.json({ ok: true } as const, 201))
  registerRoute(app, lessorRoute, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, staffNoKeyRoute, (c) => c.json({ ok: true } as const, 200))
  registerRoute(app, reachingRoute, (c) => c.json({ ok: true } as const, 200))
}, 180_000)
afterAll(() => database?.close())

describe('authentication', () => {
  it('401 without a token, in Spanish', async () => {
    const res = await app.request('/v1/me')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      error: { code: 'no_autenticado', message: 'Debe iniciar sesión para continuar.' },
    })
  })

  it('401 with a token the verifier rejects or a malformed header', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic abc', 'Bearer']) {
      const res = await app.request('/v1/me', { headers: { Authorization: authorization } })
      expect(res.status).toBe(401)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('no_autenticado')
    }
  })

  it('401 for a valid token of an unknown or inactive user', async () => {
    expect((await app.request('/v1/me', { headers: token('sub-desconocido') })).status).toBe(401)
    expect((await app.request('/v1/me', { headers: token('sub-baja') })).status).toBe(401)
  })

  it('links a user without sub by verified e-mail on first sign-in, then by sub', async () => {
    const unverified = await app.request('/v1/me', {
      headers: { Authorization: 'Bearer test:sub-nuevo:nuevo@test.cl:unverified' },
    })
    expect(unverified.status).toBe(401)
    const first = await app.request('/v1/me', { headers: token('sub-nuevo', 'Nuevo@test.cl') })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      email: 'nuevo@test.cl',
      nombreUsuario: 'Sin sub aún',
    })
    const [row] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'nuevo@test.cl'))
    expect(row?.cognitoSub).toBe('sub-nuevo')
    expect((await app.request('/v1/me', { headers: token('sub-nuevo') })).status).toBe(200)
    // A row already tied to a sub is never taken over through its e-mail.
    expect(
      (await app.request('/v1/me', { headers: token('sub-otro', 'rrhh@test.cl') })).status,
    ).toBe(401)
  })
})

describe('permissions', () => {
  it('403 when the route key is not in permisos', async () => {
    const res = await postJson(token('sub-nada'), { nombres: 'Ana', edad: 30 })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      error: { code: 'prohibido', message: 'No tiene permiso para realizar esta acción.' },
    })
  })

  it('passes with the key or with su', async () => {
    expect((await postJson(token('sub-rrhh'), { nombres: 'Ana', edad: 30 })).status).toBe(201)
    expect((await postJson(token('sub-su'), { nombres: 'Ana', edad: 30 })).status).toBe(201)
  })

  it('checks permission before input: no data leaks to the unauthorised', async () => {
    expect((await postJson({}, { nombres: 'x' })).status).toBe(401)
    expect((await postJson(token('sub-nada'), { nombres: 'x' })).status).toBe(403)
  })

  it('documents the key and the audience in the OpenAPI entry', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, { post?: { description?: string; responses: object } }>
    }
    const entry = doc.paths['/v1/test/trabajadores']?.post
    expect(entry?.description).toContain('rrhh/crear-trabajador')
    expect(entry?.description).toContain('personal de Cordillera')
    expect(Object.keys(entry?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    )
  })

  it('hasPermission: public, authenticated, empty key, key, su', () => {
    const user = {
      id: '',
      email: '',
      nombre: '',
      tipo: 'cordillera' as const,
      su: false,
      permisos: ['rrhh/listar-trabajadores'],
      proveedor: null,
      obraIds: [],
      operadorId: null,
    }
    expect(hasPermission(user, null)).toBe(true)
    expect(hasPermission(user, 'authenticated')).toBe(true)
    expect(hasPermission(user, '')).toBe(true)
    expect(hasPermission(user, 'rrhh/listar-trabajadores')).toBe(true)
    expect(hasPermission(user, 'rrhh/crear-trabajador')).toBe(false)
    expect(hasPermission({ ...user, su: true }, 'rrhh/crear-trabajador')).toBe(true)
    expect(isOfAudience(user, null)).toBe(true)
    expect(isOfAudience(user, 'cordillera')).toBe(true)
    expect(isOfAudience({ ...user, su: true }, 'proveedor')).toBe(false)
    expect(isOfAudience({ ...user, tipo: 'proveedor' }, 'proveedor')).toBe(true)
  })

  it('isOfAudience staff: the company staff, not its site clients or operators', () => {
    const user = {
      id: '',
      email: '',
      nombre: '',
      tipo: 'cordillera' as const,
      su: true,
      permisos: [],
      proveedor: null,
      obraIds: [],
      operadorId: null,
    }
    expect(isOfAudience(user, 'staff')).toBe(true)
    expect(isOfAudience({ ...user, obraIds: ['obra'] }, 'staff')).toBe(false)
    expect(isOfAudience({ ...user, operadorId: 'operador' }, 'staff')).toBe(false)
    expect(isOfAudience({ ...user, tipo: 'proveedor' }, 'staff')).toBe(false)
    // Site clients and operators still reach the keyed routes their keys open.
    expect(isOfAudience({ ...user, obraIds: ['obra'] }, 'cordillera')).toBe(true)
    // The operator's own routes: only a user linked to an operator record, su or not.
    expect(isOfAudience({ ...user, operadorId: 'operador' }, 'operador')).toBe(true)
    expect(isOfAudience(user, 'operador')).toBe(false)
    expect(isOfAudience({ ...user, su: true }, 'operador')).toBe(false)
    expect(isOfAudience({ ...user, tipo: 'proveedor', operadorId: 'operador' }, 'operador')).toBe(
      false,
    )
  })

  it('alsoRequires: the key of every other entity the operation reaches, unless su', async () => {
    const nada = await get('/v1/test/constructoras/trabajadores', token('sub-nada'))
    expect(nada.status).toBe(403)
    expect(await nada.json()).toEqual({
      error: {
        code: 'prohibido',
        message:
          'No tiene permiso para realizar esta acción: requiere también el permiso rrhh/detalle-trabajador.',
      },
    })
    // Holding another key of the area is not enough.
    expect((await get('/v1/test/constructoras/trabajadores', token('sub-rrhh'))).status).toBe(403)
    expect((await get('/v1/test/constructoras/trabajadores', token('sub-su'))).status).toBe(200)
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: { description?: string } }>
    }
    expect(doc.paths['/v1/test/constructoras/trabajadores']?.get?.description).toContain(
      '`rrhh/detalle-trabajador`',
    )
  })
})

const get = (path: string, headers: Record<string, string>) => app.request(path, { headers })

describe('audience (tipo)', () => {
  const soloPersonal = {
    error: { code: 'prohibido', message: 'Esta acción es solo para el personal de Cordillera.' },
  }
  const soloPersonalInterno = {
    error: {
      code: 'prohibido',
      message:
        'Esta acción es solo para el personal de Cordillera; clientes de obra y operadores no tienen acceso.',
    },
  }
  const soloArrendadores = {
    error: { code: 'prohibido', message: 'Esta acción es solo para usuarios arrendadores.' },
  }

  it('403 for a lessor on a staff route, before its key is looked at', async () => {
    const res = await postJson(token('sub-arrendador'), { nombres: 'Ana', edad: 30 })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(soloPersonal)
    const noKey = await get('/v1/test/constructoras', token('sub-arrendador'))
    expect(noKey.status).toBe(403)
    expect(await noKey.json()).toEqual(soloPersonalInterno)
  })

  it('403 for an operator on a keyless staff route, su or not', async () => {
    const res = await get('/v1/test/constructoras', token('sub-operador'))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual(soloPersonalInterno)
    // Its keys still open keyed staff routes: ownership of keyed routes is theirs to decide.
    expect((await postJson(token('sub-operador'), { nombres: 'Ana', edad: 30 })).status).toBe(201)
  })

  it('403 for staff on a lessor route, su included', async () => {
    for (const sub of ['sub-nada', 'sub-su']) {
      const res = await get('/v1/test/arrendador/equipos', token(sub))
      expect(res.status, sub).toBe(403)
      expect(await res.json()).toEqual(soloArrendadores)
    }
  })

  it('lets each tipo through to its own routes; an empty key needs no permiso', async () => {
    expect((await get('/v1/test/arrendador/equipos', token('sub-arrendador'))).status).toBe(200)
    expect((await get('/v1/test/constructoras', token('sub-nada'))).status).toBe(200)
  })

  it('401 before 403: no token on a lessor route is not authenticated', async () => {
    expect((await get('/v1/test/arrendador/equipos', {})).status).toBe(401)
  })
})

describe('input validation', () => {
  it('400 entrada_invalida with Spanish messages per field', async () => {
    const res = await postJson(token('sub-rrhh'), { nombres: 'A' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      error: { code: string; message: string; fields: Record<string, string> }
    }
    expect(body.error.code).toBe('entrada_invalida')
    expect(body.error.message).toBe('Los datos enviados no son válidos.')
    expect(body.error.fields.nombres).toBe('Ingrese al menos 2 letras.')
    // zod's own message, in Spanish through its es locale.
    expect(body.error.fields.edad).toMatch(/se esperaba número/i)
  })

  it('400 for a malformed JSON body', async () => {
    const res = await postJson(token('sub-rrhh'), '{"nombres": ')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: {
        code: 'entrada_invalida',
        message: 'El cuerpo de la solicitud no es un JSON válido.',
      },
    })
  })
})
