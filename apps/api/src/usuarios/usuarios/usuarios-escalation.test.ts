// No escalation, enforced by the API (decision 069): a user who may create and edit users grants
// only keys it holds (its perfiles' count), never su; nobody changes its own keys, perfiles or su,
// nor disables or deletes itself; the last active su stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryUserPool } from '../../testing/memory-user-pool.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { callerAs } from '../usuarios.testing.ts'

const GESTOR = 'gestor@cordillera.cl'
const BASE = '/v1/usuarios'
let t: TestApp
let callAs: ReturnType<typeof callerAs>
let gestor: { id: string; version: number }
let admin: { id: string; version: number }
const perfiles = new Map<string, string>()

beforeAll(async () => {
  t = await startTestApp({ userPool: createMemoryUserPool() })
  callAs = callerAs(t)
  const listed = await t.call('GET', '/v1/perfiles?pageSize=all', { as: AS.su })
  for (const row of listed.body.items) perfiles.set(row.nombre, row.id)
  const created = await t.call('POST', BASE, {
    as: AS.su,
    body: {
      nombre: 'Gestora de Usuarios',
      email: GESTOR,
      tipo: 'cordillera',
      perfilIds: [perfiles.get('Administración de usuarios')],
      permisos: ['comercial/listar-obras'],
    },
  })
  gestor = created.body
  const row = (await t.call('GET', `${BASE}?q=admin@cordillera.cl`, { as: AS.su })).body.items[0]
  admin = { id: row.id, version: row.version }
}, 180_000)
afterAll(() => t?.close())

const staff = (email: string, extra: Record<string, unknown>) => ({
  nombre: 'Persona Nueva',
  email,
  tipo: 'cordillera',
  ...extra,
})

describe('granting', () => {
  it('grants a key it holds, its perfiles included', async () => {
    const res = await callAs(GESTOR, 'POST', BASE, {
      ...staff('uno@cordillera.cl', {
        permisos: ['comercial/listar-obras', 'usuarios/listar-usuarios'],
      }),
    })
    expect(res.status).toBe(201)
    expect(res.body.creadoPor.nombre).toBe('Gestora de Usuarios')
  })

  it('is refused (403) a key it lacks, given itself or through a perfil, and su', async () => {
    const key = await callAs(
      GESTOR,
      'POST',
      BASE,
      staff('dos@cordillera.cl', { permisos: ['operaciones/listar-activos'] }),
    )
    expect(key.status).toBe(403)
    expect(key.body.error.message).toBe(
      'No puede otorgar permisos que usted no tiene: operaciones/listar-activos.',
    )
    const perfil = await callAs(
      GESTOR,
      'POST',
      BASE,
      staff('dos@cordillera.cl', { perfilIds: [perfiles.get('Operaciones')] }),
    )
    expect(perfil.status).toBe(403)
    expect(perfil.body.error.message).toMatch(
      /^No puede otorgar permisos que usted no tiene: operaciones\//,
    )
    const su = await callAs(GESTOR, 'POST', BASE, staff('dos@cordillera.cl', { su: true }))
    expect(su.status).toBe(403)
    expect(su.body.error.message).toBe(
      'Solo un superusuario puede otorgar o quitar el superusuario.',
    )
    const list = await t.call('GET', `${BASE}?q=dos@cordillera.cl`, { as: AS.su })
    expect(list.body.total).toBe(0)
  })

  it('is refused a perfil made or widened with a key it lacks', async () => {
    const made = await callAs(GESTOR, 'POST', '/v1/perfiles', {
      nombre: 'Atajo',
      permisos: ['rrhh/crear-trabajador'],
    })
    expect(made.status).toBe(403)
    const soloLectura = await t.call('GET', `/v1/perfiles/${perfiles.get('Solo lectura')}`, {
      as: AS.su,
    })
    const widened = await callAs(GESTOR, 'PATCH', `/v1/perfiles/${soloLectura.body.id}`, {
      version: soloLectura.body.version,
      permisos: [...soloLectura.body.permisos, 'usuarios/crear-usuario', 'rrhh/crear-trabajador'],
    })
    expect(widened.status).toBe(403)
    expect(widened.body.error.message).toBe(
      'No puede otorgar permisos que usted no tiene: rrhh/crear-trabajador.',
    )
  })
})

describe('oneself', () => {
  it('cannot change its own keys, perfiles or su, but may its name', async () => {
    for (const body of [{ permisos: [] }, { perfilIds: [] }, { su: true }]) {
      const res = await callAs(GESTOR, 'PATCH', `${BASE}/${gestor.id}`, {
        version: gestor.version,
        ...body,
      })
      expect(res.status, JSON.stringify(body)).toBe(403)
      expect(res.body.error.message, JSON.stringify(body)).toBe(
        'No puede cambiar sus propios permisos, perfiles ni superusuario.',
      )
    }
    const named = await callAs(GESTOR, 'PATCH', `${BASE}/${gestor.id}`, {
      version: gestor.version,
      nombre: 'Gestora Principal',
    })
    expect(named.status).toBe(200)
    gestor = named.body
  })

  it('cannot disable or delete itself', async () => {
    const off = await callAs(GESTOR, 'POST', `${BASE}/${gestor.id}/deshabilitar`, {
      version: gestor.version,
    })
    expect(off.status).toBe(403)
    expect(off.body.error.message).toBe('No puede deshabilitarse a sí mismo.')
    const gone = await callAs(GESTOR, 'DELETE', `${BASE}/${gestor.id}?version=${gestor.version}`)
    expect(gone.status).toBe(403)
    expect(gone.body.error.message).toBe('No puede eliminarse a sí mismo.')
  })
})

describe('the last active su', () => {
  it('is neither disabled nor deleted (409); with a second su it may be', async () => {
    const off = await callAs(GESTOR, 'POST', `${BASE}/${admin.id}/deshabilitar`, {
      version: admin.version,
    })
    expect(off.status).toBe(409)
    expect(off.body.error.message).toMatch(/^Es el último superusuario activo/)
    const gone = await callAs(GESTOR, 'DELETE', `${BASE}/${admin.id}?version=${admin.version}`)
    expect(gone.status).toBe(409)
    // A non-su does not take su from anyone either.
    const taken = await callAs(GESTOR, 'PATCH', `${BASE}/${admin.id}`, {
      version: admin.version,
      su: false,
    })
    expect(taken.status).toBe(403)

    const granted = await t.call('PATCH', `${BASE}/${gestor.id}`, {
      as: AS.su,
      body: { version: gestor.version, su: true },
    })
    expect(granted.status).toBe(200)
    const now = await callAs(GESTOR, 'POST', `${BASE}/${admin.id}/deshabilitar`, {
      version: admin.version,
    })
    expect(now.status).toBe(200)
    expect((await t.call('GET', BASE, { as: AS.su })).status).toBe(401)
    const back = await callAs(GESTOR, 'POST', `${BASE}/${admin.id}/habilitar`, {
      version: now.body.version,
    })
    expect(back.status).toBe(200)
    expect((await t.call('GET', BASE, { as: AS.su })).status).toBe(200)
  })
})
