// The users client against a recording fetch: the path, method and body each call sends, the
// create's answer with its temporary password, and what a write makes stale.
import { describe, expect, it } from 'vitest'
import { connectionAnswering } from '../test-connection.ts'
import { usuariosApi, usuariosQueries } from './index.ts'

const id = '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22'
const proveedorId = '7a1d2c3b-0000-4000-8000-00000000000a'
const usuario = {
  id,
  nombre: 'Camila Soto',
  email: 'camila@cordillera.cl',
  tipo: 'cordillera',
  su: false,
  activo: true,
  perfiles: [{ id: proveedorId, nombre: 'Comercial' }],
  proveedor: null,
  obrasCount: 0,
  version: 1,
  creadoEn: '2026-11-28T12:00:00Z',
  actualizadoEn: '2026-11-28T12:00:00Z',
  permisos: [],
  permisosEfectivos: ['comercial/listar-obras'],
  obras: [],
  operador: null,
  acceso: { estado: 'FORCE_CHANGE_PASSWORD', habilitado: true },
  creadoPor: null,
  actualizadoPor: null,
}

describe('the users client', () => {
  it('creates a user and hands back its temporary password once', async () => {
    const { connection, fetch } = connectionAnswering(
      { ...usuario, contraseniaTemporal: 'Ab3#kmnpqrstuv' },
      201,
    )
    const creado = await usuariosApi(connection).usuarios.create({
      nombre: 'Camila Soto',
      email: 'Camila@Cordillera.cl',
      tipo: 'cordillera',
      perfilIds: [proveedorId],
    })
    expect(creado.contraseniaTemporal).toBe('Ab3#kmnpqrstuv')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('http://api.test/v1/usuarios')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'Camila@Cordillera.cl' })
  })

  it('disables, enables and resets a user at the version read', async () => {
    const { connection, fetch } = connectionAnswering(usuario)
    const api = usuariosApi(connection).usuarios
    await api.disable(id, { version: 3 })
    await api.enable(id, { version: 4 })
    await api.resetPassword(id, { version: 5 })
    const sent = fetch.mock.calls.map(([url, init]) => [String(url), init?.method, init?.body])
    expect(sent).toEqual([
      [`http://api.test/v1/usuarios/${id}/deshabilitar`, 'POST', '{"version":3}'],
      [`http://api.test/v1/usuarios/${id}/habilitar`, 'POST', '{"version":4}'],
      [`http://api.test/v1/usuarios/${id}/restablecer-contrasenia`, 'POST', '{"version":5}'],
    ])
  })

  it("lists a lessor's users under its proveedor, cached among the users", async () => {
    const page = { items: [], total: 0, page: 1, pageSize: 25, nextCursor: null, prevCursor: null }
    const { connection, fetch } = connectionAnswering(page)
    await usuariosApi(connection).usuariosArrendador.list(proveedorId, { activo: 'true' })
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      `http://api.test/v1/proveedores/${proveedorId}/usuarios?activo=true`,
    )
    const queries = usuariosQueries(connection)
    expect(queries.usuariosArrendador(proveedorId).list({}).queryKey.slice(0, 4)).toEqual([
      'usuarios',
      'usuarios',
      'list',
      `proveedor:${proveedorId}`,
    ])
    // A perfil's write makes the users stale (their effective keys), and a user's the perfiles.
    expect(queries.perfiles.invalidates).toEqual([
      ['usuarios', 'perfiles'],
      ['usuarios', 'usuarios'],
    ])
    expect(queries.usuarios.invalidates).toEqual([
      ['usuarios', 'usuarios'],
      ['usuarios', 'perfiles'],
    ])
  })
})
