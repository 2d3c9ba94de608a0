// Users through the API, in-process against the seeded demo data and a user pool in memory:
// every route's success and refusals, the kinds' rules, the pool's part of each write, and that
// a disabled user is refused at once.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { obras, proveedores, usuarios } from '../../db/schema/index.ts'
import { createMemoryUserPool } from '../../testing/memory-user-pool.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { callerAs } from '../usuarios.testing.ts'

const pool = createMemoryUserPool()
let t: TestApp
let obraId: string
let comercialId: string
let clienteObraId: string

beforeAll(async () => {
  t = await startTestApp({ userPool: pool })
  const [obra] = await t.database.db
    .select({ id: obras.id })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  obraId = obra?.id ?? ''
  comercialId = await perfilId('Comercial')
  clienteObraId = await perfilId('Cliente de obra')
}, 180_000)
afterAll(() => t?.close())
const callAs = (email: string, method: string, path: string, body?: unknown) =>
  callerAs(t)(email, method, path, body)

const BASE = '/v1/usuarios'

async function perfilId(nombre: string): Promise<string> {
  const res = await t.call('GET', `/v1/perfiles?q=${encodeURIComponent(nombre)}`, { as: AS.su })
  const found = res.body.items.find((row: { nombre: string }) => row.nombre === nombre)
  if (!found) throw new Error(`no perfil ${nombre}`)
  return found.id
}

const nuevo = (email: string, extra: Record<string, unknown> = {}) => ({
  nombre: 'Daniela Vidal Araya',
  email,
  tipo: 'cordillera',
  ...extra,
})

describe('GET /v1/usuarios', () => {
  it('lists every kind, each told apart as the audience rule does', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=100&q=cordillera.cl`, { as: AS.su })
    expect(res.status).toBe(200)
    const byEmail = new Map(
      res.body.items.map((row: { email: string; tipo: string }) => [row.email, row.tipo]),
    )
    expect(byEmail.get('admin@cordillera.cl')).toBe('cordillera')
    expect(byEmail.get('cliente@cordillera.cl')).toBe('cliente')
    expect(byEmail.get('operador@cordillera.cl')).toBe('operador')
    const lessors = await t.call('GET', `${BASE}?tipo=proveedor&pageSize=100`, { as: AS.su })
    expect(lessors.body.items.map((row: { email: string }) => row.email)).toContain(
      'proveedor@arriendos-sur.cl',
    )
    expect(
      lessors.body.items.every(
        (row: { tipo: string; proveedor: unknown }) => row.tipo === 'proveedor' && row.proveedor,
      ),
    ).toBe(true)
  })

  it('filters by perfil, obra and activo, and sorts by e-mail', async () => {
    const withPerfil = await t.call('GET', `${BASE}?perfilId=${comercialId}&pageSize=100`, {
      as: AS.su,
    })
    expect(withPerfil.body.total).toBeGreaterThan(0)
    for (const row of withPerfil.body.items) {
      expect(row.perfiles.map((perfil: { nombre: string }) => perfil.nombre)).toContain('Comercial')
    }
    const ofObra = await t.call('GET', `${BASE}?obraId=${obraId}`, { as: AS.su })
    expect(ofObra.body.items.map((row: { email: string }) => row.email)).toContain(
      'cliente@cordillera.cl',
    )
    const inactive = await t.call('GET', `${BASE}?activo=false&pageSize=100`, { as: AS.su })
    expect(inactive.body.total).toBeGreaterThan(0)
    expect(inactive.body.items.every((row: { activo: boolean }) => !row.activo)).toBe(true)
    const sorted = await t.call('GET', `${BASE}?sort=email&dir=desc&pageSize=20`, { as: AS.su })
    const emails = sorted.body.items.map((row: { email: string }) => row.email)
    expect(emails).toEqual([...emails].sort().reverse())
  })

  it('answers 400 on a bad filter, 401 without a token, 403 without the key or to a site client', async () => {
    const bad = await t.call('GET', `${BASE}?tipo=jefe`, { as: AS.su })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.tipo).toBe('El tipo de usuario no es válido.')
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', BASE, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', BASE, { as: AS.cliente })).status).toBe(403)
  })

  it('exports the list as CSV with its columns', async () => {
    const res = await t.call('GET', `${BASE}/exportar?format=csv&tipo=cliente`, { as: AS.su })
    expect(res.status).toBe(200)
    const [header, ...lines] = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('Nombre;Correo;Tipo;Perfiles;Obras;Superusuario;Estado;Creado;Modificado')
    expect(lines.some((line) => line.includes('cliente@cordillera.cl;Cliente de obra'))).toBe(true)
  })
})

describe('POST /v1/usuarios', () => {
  it('creates a site client: its temporary password once, its pool account, its audit entry', async () => {
    const email = 'nueva.cliente@constructora.cl'
    const res = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo(' Nueva.Cliente@Constructora.cl ', {
        tipo: 'cliente',
        obraIds: [obraId],
        perfilIds: [clienteObraId],
      }),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      email,
      tipo: 'cliente',
      activo: true,
      su: false,
      obras: [{ id: obraId, codigo: 'OB-0001' }],
      perfiles: [{ id: clienteObraId, nombre: 'Cliente de obra' }],
      permisosEfectivos: ['comercial/listar-solicitudes-cliente'],
      acceso: { estado: 'FORCE_CHANGE_PASSWORD', habilitado: true },
      creadoPor: { nombre: 'Administración Cordillera' },
    })
    expect(res.body.contraseniaTemporal).toBe(pool.users.get(email)?.password)
    const audit = await t.auditOf(res.body.id)
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'usuario',
        action: 'crear',
        usuarioId: await t.userId(AS.su),
        after: expect.objectContaining({
          email,
          items: [{ perfilId: clienteObraId }, { obraId }],
        }),
      }),
    ])
    // The reader never sees the temporary password again.
    const read = await t.call('GET', `${BASE}/${res.body.id}`, { as: AS.su })
    expect(read.body.contraseniaTemporal).toBeUndefined()
    // The new user's first call links it to its account and gets its obra's requests.
    const own = await callAs(email, 'GET', '/v1/solicitudes-cliente')
    expect(own.status).toBe(200)
  })

  it('answers 400 for each rule of the kinds and each unknown key or perfil', async () => {
    const sinObra = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo('a@b.cl', { tipo: 'cliente' }),
    })
    expect(sinObra.status).toBe(400)
    expect(sinObra.body.error.fields.obraIds).toBe('Elija al menos una obra.')
    const claves = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo('a@b.cl', { permisos: ['comercial/listar-obras', 'comercial/volar'] }),
    })
    expect(claves.status).toBe(400)
    expect(claves.body.error.fields['permisos.1']).toBe(
      'El permiso comercial/volar no existe en el catálogo.',
    )
    const perfil = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo('a@b.cl', { perfilIds: ['00000000-0000-4000-8000-000000000000'] }),
    })
    expect(perfil.status).toBe(400)
    expect(perfil.body.error.fields.perfilIds).toBe('Uno de los perfiles no existe.')
    const suCliente = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo('a@b.cl', { tipo: 'cliente', obraIds: [obraId], su: true }),
    })
    expect(suCliente.status).toBe(400)
    expect(pool.users.has('a@b.cl')).toBe(false)
  })

  it('answers 409 for an e-mail the database or the pool has, writing nothing', async () => {
    const taken = await t.call('POST', BASE, { as: AS.su, body: nuevo('comercial@cordillera.cl') })
    expect(taken.status).toBe(409)
    expect(taken.body.error.fields.email).toBe('Ya existe un usuario con ese correo.')
    await pool.inviteUser({ email: 'huerfana@cordillera.cl', nombre: 'H', delivery: 'show' })
    const inPool = await t.call('POST', BASE, { as: AS.su, body: nuevo('huerfana@cordillera.cl') })
    expect(inPool.status).toBe(409)
    const rows = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'huerfana@cordillera.cl'))
    expect(rows).toEqual([])
  })

  it('leaves neither half when the pool fails (503) or the audit fails', async () => {
    pool.failNext()
    const down = await t.call('POST', BASE, { as: AS.su, body: nuevo('caida@cordillera.cl') })
    expect(down.status).toBe(503)
    const undo = await failAuditsOf(t.database, 'usuario')
    try {
      const failed = await t.call('POST', BASE, { as: AS.su, body: nuevo('caida@cordillera.cl') })
      expect(failed.status).toBe(500)
    } finally {
      await undo()
    }
    const rows = await t.database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'caida@cordillera.cl'))
    expect(rows).toEqual([])
    expect(pool.users.has('caida@cordillera.cl')).toBe(false)
  })

  it('answers 401 without a token and 403 without the create key', async () => {
    expect((await t.call('POST', BASE, { as: null, body: nuevo('x@y.cl') })).status).toBe(401)
    expect((await t.call('POST', BASE, { as: AS.comercial, body: nuevo('x@y.cl') })).status).toBe(
      403,
    )
  })
})

describe('GET, PATCH and DELETE /v1/usuarios/{id}', () => {
  let id: string
  let version: number

  beforeAll(async () => {
    const res = await t.call('POST', BASE, {
      as: AS.su,
      body: nuevo('editable@cordillera.cl', { perfilIds: [comercialId] }),
    })
    id = res.body.id
    version = res.body.version
  })

  it('reads one with its own and effective keys (404 for none, 400 for a bad id)', async () => {
    const res = await t.call('GET', `${BASE}/${id}`, { as: AS.su })
    expect(res.status).toBe(200)
    expect(res.body.permisos).toEqual([])
    expect(res.body.permisosEfectivos).toContain('comercial/listar-obras')
    const none = await t.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, { as: AS.su })
    expect(none.status).toBe(404)
    expect(none.body.error.message).toBe('El usuario no existe.')
    expect((await t.call('GET', `${BASE}/nada`, { as: AS.su })).status).toBe(400)
    expect((await t.call('GET', `${BASE}/${id}`, { as: AS.comercial })).status).toBe(403)
  })

  it('edits its name, keys and perfiles at the version read; a stale one is 409', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      as: AS.su,
      body: {
        version,
        nombre: 'Daniela Vidal',
        permisos: ['rrhh/listar-trabajadores'],
        perfilIds: [],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      nombre: 'Daniela Vidal',
      version: version + 1,
      perfiles: [],
      permisosEfectivos: ['rrhh/listar-trabajadores'],
    })
    const stale = await t.call('PATCH', `${BASE}/${id}`, {
      as: AS.su,
      body: { version, nombre: 'Otra' },
    })
    expect(stale.status).toBe(409)
    const [entry] = (await t.auditOf(id)).slice(-1)
    expect(entry).toMatchObject({
      action: 'editar',
      before: expect.objectContaining({ items: [{ perfilId: comercialId }] }),
      after: expect.objectContaining({ items: [], permisos: ['rrhh/listar-trabajadores'] }),
    })
    version = res.body.version
  })

  it('keeps a kind: staff get no obras, a site client keeps one', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      as: AS.su,
      body: { version, obraIds: [obraId] },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.obraIds).toBe('Solo un cliente de obra tiene obras.')
    const cliente = await t.call('GET', `${BASE}?q=cliente@cordillera.cl`, { as: AS.su })
    const row = cliente.body.items[0]
    const empty = await t.call('PATCH', `${BASE}/${row.id}`, {
      as: AS.su,
      body: { version: row.version, obraIds: [] },
    })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields.obraIds).toBe('Un cliente de obra conserva al menos una obra.')
  })

  it('disables it: its next call is 401 and its account is disabled; enabling restores both', async () => {
    const email = 'editable@cordillera.cl'
    expect((await callAs(email, 'GET', '/v1/trabajadores')).status).toBe(200)
    const off = await t.call('POST', `${BASE}/${id}/deshabilitar`, { as: AS.su, body: { version } })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ activo: false, acceso: { habilitado: false } })
    expect((await callAs(email, 'GET', '/v1/trabajadores')).status).toBe(401)
    const stale = await t.call('POST', `${BASE}/${id}/habilitar`, { as: AS.su, body: { version } })
    expect(stale.status).toBe(409)
    const on = await t.call('POST', `${BASE}/${id}/habilitar`, {
      as: AS.su,
      body: { version: off.body.version },
    })
    expect(on.body).toMatchObject({ activo: true, acceso: { habilitado: true } })
    expect((await callAs(email, 'GET', '/v1/trabajadores')).status).toBe(200)
    version = on.body.version
  })

  it('resets its password through the pool (409 while it never set one)', async () => {
    const refused = await t.call('POST', `${BASE}/${id}/restablecer-contrasenia`, {
      as: AS.su,
      body: { version },
    })
    expect(refused.status).toBe(409)
    await pool.setPassword('editable@cordillera.cl', 'Propia-2026!')
    const res = await t.call('POST', `${BASE}/${id}/restablecer-contrasenia`, {
      as: AS.su,
      body: { version },
    })
    expect(res.status).toBe(200)
    expect(res.body.acceso).toEqual({ estado: 'RESET_REQUIRED', habilitado: true })
    version = res.body.version
  })

  it('deletes it softly: gone from the list, its account disabled; then 404', async () => {
    const res = await t.call('DELETE', `${BASE}/${id}?version=${version}`, { as: AS.su })
    expect(res.status).toBe(204)
    expect(pool.users.get('editable@cordillera.cl')?.enabled).toBe(false)
    const list = await t.call('GET', `${BASE}?q=editable@cordillera.cl`, { as: AS.su })
    expect(list.body.total).toBe(0)
    const again = await t.call('DELETE', `${BASE}/${id}?version=${version + 1}`, { as: AS.su })
    expect(again.status).toBe(404)
  })
})

describe("a lessor's users: /v1/proveedores/{id}/usuarios", () => {
  let proveedorId: string
  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ id: proveedores.id })
      .from(proveedores)
      .where(eq(proveedores.rut, '76543210-3'))
    proveedorId = row?.id ?? ''
  })

  it("lists only that lessor's users and creates one of its own", async () => {
    const res = await t.call('GET', `/v1/proveedores/${proveedorId}/usuarios?pageSize=100`, {
      as: AS.su,
    })
    expect(res.status).toBe(200)
    const emails = res.body.items.map((row: { email: string }) => row.email)
    expect(emails).toContain('proveedor@arriendos-sur.cl')
    expect(emails).not.toContain('proveedor@maqnorte.cl')
    const created = await t.call('POST', `/v1/proveedores/${proveedorId}/usuarios`, {
      as: AS.su,
      body: { nombre: 'Pedro Lagos', email: 'pedro.lagos@arriendos-sur.cl' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      tipo: 'proveedor',
      proveedor: { id: proveedorId, razonSocial: 'Arriendos Sur SpA' },
    })
    expect(typeof created.body.contraseniaTemporal).toBe('string')
    const own = await callAs('pedro.lagos@arriendos-sur.cl', 'GET', '/v1/arrendador/equipos')
    expect(own.status).toBe(200)
  })

  it('answers 404 for a proveedor that does not exist, 400 and 403 as the others', async () => {
    const none = '00000000-0000-4000-8000-000000000000'
    expect((await t.call('GET', `/v1/proveedores/${none}/usuarios`, { as: AS.su })).status).toBe(
      404,
    )
    const created = await t.call('POST', `/v1/proveedores/${none}/usuarios`, {
      as: AS.su,
      body: { nombre: 'X', email: 'x@nadie.cl' },
    })
    expect(created.status).toBe(404)
    expect(pool.users.has('x@nadie.cl')).toBe(false)
    const bad = await t.call('POST', `/v1/proveedores/${proveedorId}/usuarios`, {
      as: AS.su,
      body: { nombre: '', email: 'no-es-correo' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'nombre'])
    const listed = await t.call('GET', `/v1/proveedores/${proveedorId}/usuarios`, {
      as: AS.sinPermisos,
    })
    expect(listed.status).toBe(403)
  })
})
