// Perfiles through the API: the seeded ones, create, edit and delete with their refusals, and a
// perfil's keys as its holders' keys — one taken away is refused on their next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryUserPool } from '../../testing/memory-user-pool.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { callerAs } from '../usuarios.testing.ts'

const BASE = '/v1/perfiles'
let t: TestApp
let callAs: ReturnType<typeof callerAs>

beforeAll(async () => {
  t = await startTestApp({ userPool: createMemoryUserPool() })
  callAs = callerAs(t)
}, 180_000)
afterAll(() => t?.close())

describe('GET /v1/perfiles', () => {
  it('lists the seeded perfiles by name with their keys and holders', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=all`, { as: AS.su })
    expect(res.status).toBe(200)
    const nombres = res.body.items.map((row: { nombre: string }) => row.nombre)
    expect(nombres).toEqual(expect.arrayContaining(['Comercial', 'Operador', 'Cliente de obra']))
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')))
    const cliente = res.body.items.find(
      (row: { nombre: string }) => row.nombre === 'Cliente de obra',
    )
    expect(cliente.permisos).toEqual(['comercial/listar-solicitudes-cliente'])
    expect(cliente.usuariosCount).toBeGreaterThan(0)
  })

  it('answers 401 without a token and 403 without the users list key', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', BASE, { as: AS.comercial })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/nada`, { as: AS.su })).status).toBe(400)
    const none = await t.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, { as: AS.su })
    expect(none.status).toBe(404)
  })
})

describe('a perfil written', () => {
  let perfil: { id: string; version: number }

  it('is created with known keys only (400), a name not taken (409), audited', async () => {
    const unknown = await t.call('POST', BASE, {
      as: AS.su,
      body: { nombre: 'Bodega', permisos: ['operaciones/volar'] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.fields['permisos.0']).toBe(
      'El permiso operaciones/volar no existe en el catálogo.',
    )
    const taken = await t.call('POST', BASE, {
      as: AS.su,
      body: { nombre: 'comercial', permisos: [] },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error.fields.nombre).toBe('Ya existe un perfil con este nombre.')
    const res = await t.call('POST', BASE, {
      as: AS.su,
      body: { nombre: 'Bodega', descripcion: '', permisos: ['rrhh/listar-trabajadores'] },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ nombre: 'Bodega', descripcion: null, usuariosCount: 0 })
    perfil = res.body
    expect(await t.auditOf(perfil.id)).toEqual([
      expect.objectContaining({ entity: 'perfil', action: 'crear' }),
    ])
  })

  it('gives its keys to its holders, and takes them on their next request', async () => {
    const user = await t.call('POST', '/v1/usuarios', {
      as: AS.su,
      body: {
        nombre: 'Bodeguero',
        email: 'bodega@cordillera.cl',
        tipo: 'cordillera',
        perfilIds: [perfil.id],
      },
    })
    expect(user.status).toBe(201)
    expect((await callAs('bodega@cordillera.cl', 'GET', '/v1/trabajadores')).status).toBe(200)
    const edited = await t.call('PATCH', `${BASE}/${perfil.id}`, {
      as: AS.su,
      body: { version: perfil.version, permisos: [] },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      permisos: [],
      usuariosCount: 1,
      version: perfil.version + 1,
    })
    expect((await callAs('bodega@cordillera.cl', 'GET', '/v1/trabajadores')).status).toBe(403)
    const stale = await t.call('PATCH', `${BASE}/${perfil.id}`, {
      as: AS.su,
      body: { version: perfil.version, nombre: 'Otra' },
    })
    expect(stale.status).toBe(409)
    perfil = edited.body

    // Refused while a user has it; deleted once nobody does.
    const refused = await t.call('DELETE', `${BASE}/${perfil.id}?version=${perfil.version}`, {
      as: AS.su,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'Un usuario tiene este perfil: quíteselo antes de eliminarlo.',
    )
    await t.call('PATCH', `/v1/usuarios/${user.body.id}`, {
      as: AS.su,
      body: { version: user.body.version, perfilIds: [] },
    })
    const undo = await failAuditsOf(t.database, 'perfil')
    try {
      const failed = await t.call('DELETE', `${BASE}/${perfil.id}?version=${perfil.version}`, {
        as: AS.su,
      })
      expect(failed.status).toBe(500)
    } finally {
      await undo()
    }
    const gone = await t.call('DELETE', `${BASE}/${perfil.id}?version=${perfil.version}`, {
      as: AS.su,
    })
    expect(gone.status).toBe(204)
    expect((await t.call('GET', `${BASE}/${perfil.id}`, { as: AS.su })).status).toBe(404)
    // A name freed by a delete may be used again.
    const again = await t.call('POST', BASE, {
      as: AS.su,
      body: { nombre: 'Bodega', permisos: [] },
    })
    expect(again.status).toBe(201)
  })

  it('answers 403 to writes without the users edit key', async () => {
    const res = await t.call('POST', BASE, {
      as: AS.comercial,
      body: { nombre: 'Nada', permisos: [] },
    })
    expect(res.status).toBe(403)
  })
})
