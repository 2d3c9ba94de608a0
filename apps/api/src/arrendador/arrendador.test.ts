// The lessor area through the API, in-process against the seeded demo database, with both demo
// lessors (Arriendos Sur and Maquinarias del Norte): each sees and changes only its own proveedor's
// rows, whatever the request names; another's row by id answers 404, and so does another's photo;
// staff routes answer 403 to a lessor and lessor routes 403 to staff; bad input is a 400 in
// Spanish and a stale version a 409.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, proveedores, reports, usuarios } from '../db/schema/index.ts'
import { sampleImage } from '../storage/test-files.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../testing/test-app.ts'

const A = AS.proveedor
const B = 'proveedor@maqnorte.cl'
const OPS = AS.operaciones
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const hoy = fechaEnSantiago(new Date())

let t: TestApp
/** Each lessor's proveedor id and asset ids. */
const mine: Record<string, { proveedorId: string; activos: string[] }> = {}

async function lessor(email: string) {
  const { db } = t.database
  const [user] = await db
    .select({ proveedorId: usuarios.proveedorId })
    .from(usuarios)
    .where(eq(usuarios.email, email))
  if (!user?.proveedorId) throw new Error(`${email} is no lessor`)
  const rows = await db
    .select({ id: activos.id })
    .from(activos)
    .where(and(eq(activos.proveedorId, user.proveedorId), isNull(activos.eliminadoEn)))
  return { proveedorId: user.proveedorId, activos: rows.map((row) => row.id) }
}

beforeAll(async () => {
  t = await startTestApp()
  mine[A] = await lessor(A)
  mine[B] = await lessor(B)
}, 180_000)
afterAll(() => t?.close())

const ids = (body: { items: { id: string }[] }) => body.items.map((row) => row.id)
const spanish = (message: string) => /[áéíóúñ]|\b(de|el|la|no|un|una)\b/i.test(message)

describe('the seed', () => {
  it('gives both lessors a portal user, assets, incidents and trips of their own', async () => {
    for (const email of [A, B]) {
      expect(mine[email]?.activos.length, email).toBeGreaterThan(0)
      const incidentes = await t.call('GET', '/v1/arrendador/incidentes', { as: email })
      expect(incidentes.status).toBe(200)
      expect(incidentes.body.total).toBeGreaterThanOrEqual(3)
      const estados = new Set(incidentes.body.items.map((row: { estado: string }) => row.estado))
      expect(estados).toEqual(new Set(['abierto', 'en-revision', 'cerrado']))
      const viajes = await t.call('GET', '/v1/arrendador/viajes', { as: email })
      expect(viajes.body.total).toBeGreaterThan(0)
    }
    const [proveedor] = await t.database.db
      .select({ razonSocial: proveedores.razonSocial })
      .from(proveedores)
      .where(eq(proveedores.id, mine[B]?.proveedorId as string))
    expect(proveedor?.razonSocial).toBe('Maquinarias del Norte Ltda.')
  })
})

describe('who may call', () => {
  const lessorPaths = [
    '/v1/arrendador/equipos',
    '/v1/arrendador/reports-maquina',
    '/v1/arrendador/viajes',
    '/v1/arrendador/incidentes',
  ]
  it('answers 401 without a session and 403 to staff, su included, on the lessor routes', async () => {
    for (const path of lessorPaths) {
      expect((await t.call('GET', path, { as: null })).status, path).toBe(401)
      expect((await t.call('GET', path, { as: OPS })).status, path).toBe(403)
      expect((await t.call('GET', path, { as: AS.su })).status, path).toBe(403)
      expect((await t.call('GET', path, { as: AS.cliente })).status, path).toBe(403)
    }
  })

  it('answers 403 to a lessor on the staff routes, and to staff without the asset keys', async () => {
    for (const path of ['/v1/incidentes', '/v1/viajes-arrendador']) {
      const res = await t.call('GET', path, { as: A })
      expect(res.status, path).toBe(403)
      expect(spanish(res.body.error.message)).toBe(true)
      expect((await t.call('GET', path, { as: AS.sinPermisos })).status, path).toBe(403)
      expect((await t.call('GET', path, { as: OPS })).status, path).toBe(200)
    }
  })
})

describe('GET /v1/arrendador/equipos', () => {
  it('lists exactly the lessor’s own assets, the other lessor’s never', async () => {
    for (const [self, other] of [
      [A, B],
      [B, A],
    ] as const) {
      const res = await t.call('GET', '/v1/arrendador/equipos?pageSize=all', { as: self })
      expect(res.status).toBe(200)
      expect(new Set(ids(res.body))).toEqual(new Set(mine[self]?.activos))
      // A filter naming the other's obra or nothing cannot widen the scope.
      for (const id of mine[other]?.activos ?? []) expect(ids(res.body)).not.toContain(id)
    }
  })

  it('shows where each asset is, its last hour meter and this month’s hours, no client tariff', async () => {
    const res = await t.call('GET', '/v1/arrendador/equipos?pageSize=all', { as: A })
    const row = res.body.items[0]
    expect(Object.keys(row).sort()).toEqual(
      [
        'actualizadoEn',
        'anio',
        'codigo',
        'creadoEn',
        'estado',
        'estadoDesde',
        'horasMes',
        'horometro',
        'id',
        'marca',
        'modelo',
        'obraActual',
        'patente',
        'tipoActivo',
        'version',
      ].sort(),
    )
    expect(JSON.stringify(res.body)).not.toMatch(/tarifa/i)
  })

  it('counts this month’s signed hours and reads the last signed hour meter', async () => {
    const { db } = t.database
    const [report] = await db
      .select({ id: reports.id, activoId: reports.activoId })
      .from(reports)
      .where(inArray(reports.activoId, mine[A]?.activos ?? []))
      .limit(1)
    if (!report) throw new Error('the demo lessor’s machines have no report')
    const path = `/v1/arrendador/equipos/${report.activoId}`
    const before = await t.call('GET', path, { as: A })
    expect(before.status).toBe(200)
    // A report of today signed with 7.5 hours and a reading above any other.
    await db
      .update(reports)
      .set({ fecha: hoy, estado: 'firmado', horometroInicio: 99_000, horometroFin: 99_007.5 })
      .where(eq(reports.id, report.id))
    const after = await t.call('GET', path, { as: A })
    expect(after.body.horometro).toBe(99_007.5)
    expect(after.body.horasMes).toBeGreaterThanOrEqual(before.body.horasMes + 7.5)
  })

  it('answers another lessor’s asset, an unknown one and a malformed id as not found or 400', async () => {
    const ajeno = mine[B]?.activos[0] as string
    const res = await t.call('GET', `/v1/arrendador/equipos/${ajeno}`, { as: A })
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('No encontramos el equipo.')
    expect((await t.call('GET', `/v1/arrendador/equipos/${UNKNOWN}`, { as: A })).status).toBe(404)
    const malo = await t.call('GET', '/v1/arrendador/equipos/no-es-id', { as: A })
    expect(malo.status).toBe(400)
    expect(spanish(malo.body.error.message)).toBe(true)
  })

  it('gives one asset’s movements with their guía and its documents by expiry', async () => {
    const { db } = t.database
    const [enObra] = await db
      .select({ id: activos.id })
      .from(activos)
      .where(
        and(eq(activos.proveedorId, mine[A]?.proveedorId as string), eq(activos.estado, 'en-obra')),
      )
      .limit(1)
    if (!enObra) throw new Error('the demo lessor has no asset at an obra')
    const res = await t.call('GET', `/v1/arrendador/equipos/${enObra.id}`, { as: A })
    expect(res.status).toBe(200)
    expect(res.body.obraActual).not.toBeNull()
    const despacho = res.body.movimientos.find((m: { tipo: string }) => m.tipo === 'despacho')
    expect(despacho?.guiaDespacho).toBeGreaterThan(0)
    expect(despacho?.hasta.obra).not.toBeNull()
    expect(Array.isArray(res.body.documentos)).toBe(true)
    expect(res.body.creadoPor).toBeNull()
  })
})

describe('GET /v1/arrendador/reports-maquina', () => {
  beforeAll(async () => {
    // Tests' databases keep no signature images, so their reports stay borrador: sign a few of
    // each lessor's machines here, as an operator would have.
    const { db } = t.database
    for (const email of [A, B]) {
      const rows = await db
        .select({ id: reports.id })
        .from(reports)
        .where(inArray(reports.activoId, mine[email]?.activos ?? []))
        .limit(4)
      await db
        .update(reports)
        .set({ estado: 'firmado' })
        .where(
          inArray(
            reports.id,
            rows.map((row) => row.id),
          ),
        )
    }
  })

  it('lists only the signed reports of the lessor’s machines, paged on the server', async () => {
    const res = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=2', { as: A })
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThan(0)
    expect(res.body.items.length).toBeLessThanOrEqual(2)
    const all = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=all', { as: A })
    for (const row of all.body.items) {
      expect(mine[A]?.activos).toContain(row.activo.id)
      expect(['firmado', 'validado']).toContain(row.estado)
      expect(row).not.toHaveProperty('observacion')
      expect(row).not.toHaveProperty('contratoId')
    }
    const other = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=all', { as: B })
    const theirs = new Set(ids(other.body))
    expect(ids(all.body).filter((id) => theirs.has(id))).toEqual([])
  })

  it('filters by asset and period; another lessor’s asset gives nothing', async () => {
    const all = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=all', { as: A })
    const first = all.body.items[0]
    const byAsset = await t.call(
      'GET',
      `/v1/arrendador/reports-maquina?pageSize=all&activoId=${first.activo.id}&desde=${first.fecha}&hasta=${first.fecha}`,
      { as: A },
    )
    expect(byAsset.body.items.length).toBeGreaterThan(0)
    for (const row of byAsset.body.items) {
      expect(row.activo.id).toBe(first.activo.id)
      expect(row.fecha).toBe(first.fecha)
    }
    const ajeno = await t.call(
      'GET',
      `/v1/arrendador/reports-maquina?activoId=${mine[B]?.activos[0]}`,
      { as: A },
    )
    expect(ajeno.body.total).toBe(0)
  })

  it('refuses a period that ends before it starts, in Spanish', async () => {
    const res = await t.call(
      'GET',
      `/v1/arrendador/reports-maquina?desde=${hoy}&hasta=${sumarDias(hoy, -3)}`,
      { as: A },
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields.hasta).toBe('La fecha final no puede ser anterior a la inicial.')
  })

  it('exports the same rows as a CSV, only the lessor’s', async () => {
    const all = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=all', { as: A })
    const res = await t.call('GET', '/v1/arrendador/reports-maquina/exportar?format=csv', {
      as: A,
    })
    expect(res.status).toBe(200)
    const text = String(res.body)
    for (const row of all.body.items) expect(text).toContain(row.folio)
    const theirs = await t.call('GET', '/v1/arrendador/reports-maquina?pageSize=all', { as: B })
    for (const row of theirs.body.items) expect(text).not.toContain(row.folio)
  })
})

describe('/v1/arrendador/viajes', () => {
  const viaje = (activoId: string) => ({
    activoId,
    fecha: hoy,
    origen: 'Bodega Lampa',
    destino: 'Obra Parque Alcántara',
    km: 48.5,
    carga: 'Excavadora sobre cama baja',
    guiaDespacho: 81234,
  })

  it('creates a trip of one of its own trucks, and refuses another lessor’s truck with a 400', async () => {
    const res = await t.call('POST', '/v1/arrendador/viajes', {
      as: A,
      body: viaje(mine[A]?.activos[0] as string),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ origen: 'Bodega Lampa', km: 48.5, guiaDespacho: 81234 })
    const ajeno = await t.call('POST', '/v1/arrendador/viajes', {
      as: A,
      body: viaje(mine[B]?.activos[0] as string),
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields.activoId).toBe('Elija uno de sus equipos.')
  })

  it('says in Spanish what is wrong with a trip', async () => {
    const res = await t.call('POST', '/v1/arrendador/viajes', {
      as: A,
      body: { activoId: 'x', fecha: '2026-02-30', origen: '', km: -1, carga: 3 },
    })
    expect(res.status).toBe(400)
    for (const field of ['activoId', 'fecha', 'origen', 'destino', 'km', 'carga']) {
      expect(spanish(res.body.error.fields[field] ?? ''), field).toBe(true)
    }
  })

  it('lets only its owner read and edit it; a stale version is a 409', async () => {
    const created = await t.call('POST', '/v1/arrendador/viajes', {
      as: A,
      body: viaje(mine[A]?.activos[0] as string),
    })
    const path = `/v1/arrendador/viajes/${created.body.id}`
    expect((await t.call('GET', path, { as: B })).status).toBe(404)
    const foreign = await t.call('PATCH', path, {
      as: B,
      body: { version: created.body.version, km: 1 },
    })
    expect(foreign.status).toBe(404)
    const list = await t.call('GET', '/v1/arrendador/viajes?pageSize=all', { as: B })
    expect(ids(list.body)).not.toContain(created.body.id)

    const edited = await t.call('PATCH', path, {
      as: A,
      body: { version: created.body.version, km: 50 },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.km).toBe(50)
    const stale = await t.call('PATCH', path, {
      as: A,
      body: { version: created.body.version, km: 60 },
    })
    expect(stale.status).toBe(409)
    expect(spanish(stale.body.error.message)).toBe(true)
    const moved = await t.call('PATCH', path, {
      as: A,
      body: { version: edited.body.version, activoId: mine[B]?.activos[0] },
    })
    expect(moved.status).toBe(400)
  })

  it('audits who created a trip, and writes neither when the audit fails', async () => {
    const created = await t.call('POST', '/v1/arrendador/viajes', {
      as: A,
      body: { ...viaje(mine[A]?.activos[0] as string), carga: 'Auditada' },
    })
    const [entry] = await t.auditOf(created.body.id)
    expect(entry).toMatchObject({ action: 'crear', usuarioId: await t.userId(A) })
    const restore = await failAuditsOf(t.database, 'viaje-arrendador')
    try {
      const failed = await t.call('POST', '/v1/arrendador/viajes', {
        as: A,
        body: { ...viaje(mine[A]?.activos[0] as string), carga: 'Sin auditoría' },
      })
      expect(failed.status).toBe(500)
    } finally {
      await restore()
    }
    const cargas = async (q: string) =>
      (await t.call('GET', `/v1/arrendador/viajes?pageSize=all&q=${q}`, { as: A })).body.items.map(
        (row: { carga: string }) => row.carga,
      )
    expect(await cargas('auditada')).toEqual(['Auditada'])
    expect(await cargas('auditoria')).toEqual([])
  })

  it('shows every lessor’s trips to operations staff, with whose truck it was', async () => {
    const res = await t.call(
      'GET',
      `/v1/viajes-arrendador?pageSize=all&proveedorId=${mine[B]?.proveedorId}`,
      { as: OPS },
    )
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThan(0)
    for (const row of res.body.items) expect(row.proveedor.id).toBe(mine[B]?.proveedorId)
  })
})

describe('/v1/arrendador/incidentes', () => {
  type Ticket = { clave: string; url: string; method: string; headers: Record<string, string> }

  async function upload(as: string): Promise<string> {
    const png = await sampleImage('image/png')
    const res = await t.call<Ticket>('POST', '/v1/arrendador/incidentes/subidas', {
      as,
      body: { nombre: 'cabina.png', bytes: png.byteLength, tipo: 'image/png' },
    })
    expect(res.status).toBe(201)
    const put = await t.app.request(res.body.url, {
      method: res.body.method,
      headers: res.body.headers,
      body: png,
    })
    expect(put.status).toBeLessThan(300)
    return res.body.clave
  }

  const raise = (as: string, body: Record<string, unknown>) =>
    t.call('POST', '/v1/arrendador/incidentes', { as, body })

  it('raises one with a photo; only its lessor sees it and its photo, staff close it', async () => {
    const clave = await upload(A)
    const activoId = mine[A]?.activos[0] as string
    const created = await raise(A, {
      activoId,
      fecha: hoy,
      tipo: 'falla',
      descripcion: 'Fuga de aceite en el cilindro del brazo.',
      fotos: [{ clave, nombre: 'cabina.png' }],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ estado: 'abierto', tipo: 'falla', fotosCount: 1 })
    expect(created.body.folio).toMatch(/^INC-\d{6}$/)
    const id = created.body.id
    const fotoId = created.body.fotos[0].id

    // The other lessor: not in its list, not found by id, nor its photo.
    const theirs = await t.call('GET', '/v1/arrendador/incidentes?pageSize=all', { as: B })
    expect(ids(theirs.body)).not.toContain(id)
    expect((await t.call('GET', `/v1/arrendador/incidentes/${id}`, { as: B })).status).toBe(404)
    const foto = `/v1/arrendador/incidentes/${id}/fotos/${fotoId}/descarga`
    expect((await t.call('GET', foto, { as: B })).status).toBe(404)
    const link = await t.call('GET', foto, { as: A })
    expect(link.status).toBe(200)
    const file = await t.app.request(link.body.url)
    expect(file.status).toBe(200)

    // Staff: listed, taken under review, closed; a stale version and closing twice are 409s.
    const staff = await t.call('GET', `/v1/incidentes?pageSize=all&estado=abierto`, { as: OPS })
    expect(ids(staff.body)).toContain(id)
    const review = await t.call('POST', `/v1/incidentes/${id}/revision`, {
      as: OPS,
      body: { version: created.body.version },
    })
    expect(review.status).toBe(200)
    expect(review.body.estado).toBe('en-revision')
    const stale = await t.call('POST', `/v1/incidentes/${id}/cierre`, {
      as: OPS,
      body: { version: created.body.version, comentario: 'Reparado.' },
    })
    expect(stale.status).toBe(409)
    const sinComentario = await t.call('POST', `/v1/incidentes/${id}/cierre`, {
      as: OPS,
      body: { version: review.body.version, comentario: ' ' },
    })
    expect(sinComentario.status).toBe(400)
    expect(sinComentario.body.error.fields.comentario).toBe('Ingrese el comentario de cierre.')
    const closed = await t.call('POST', `/v1/incidentes/${id}/cierre`, {
      as: OPS,
      body: { version: review.body.version, comentario: 'Se cambió el sello del cilindro.' },
    })
    expect(closed.status).toBe(200)
    expect(closed.body).toMatchObject({
      estado: 'cerrado',
      cerradoPor: { nombre: expect.any(String) },
    })
    const again = await t.call('POST', `/v1/incidentes/${id}/cierre`, {
      as: OPS,
      body: { version: closed.body.version, comentario: 'Otra vez.' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('El incidente está cerrado.')
    // The lessor sees it closed, with the comment, not who at the company closed it.
    const seen = await t.call('GET', `/v1/arrendador/incidentes/${id}`, { as: A })
    expect(seen.body).toMatchObject({
      estado: 'cerrado',
      comentarioCierre: 'Se cambió el sello del cilindro.',
      cerradoPor: null,
      creadoPor: null,
    })
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual([
      'crear',
      'gestionar',
      'gestionar',
    ])
  })

  it('refuses another lessor’s asset, another lessor’s photo, and nonsense, in Spanish', async () => {
    const ajeno = await raise(A, {
      activoId: mine[B]?.activos[0],
      fecha: hoy,
      tipo: 'siniestro',
      descripcion: 'No es mío.',
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields.activoId).toBe('Elija uno de sus equipos.')
    const suya = await upload(B)
    const conFotoAjena = await raise(A, {
      activoId: mine[A]?.activos[0],
      fecha: hoy,
      tipo: 'otro',
      descripcion: 'Foto de otro arrendador.',
      fotos: [{ clave: suya, nombre: 'x.png' }],
    })
    expect(conFotoAjena.status).toBe(400)
    expect(conFotoAjena.body.error.fields.archivo).toMatch(/súbelo de nuevo/)
    const nonsense = await raise(A, { activoId: 1, fecha: 'ayer', tipo: 'robo', descripcion: '' })
    expect(nonsense.status).toBe(400)
    for (const field of ['activoId', 'fecha', 'tipo', 'descripcion']) {
      expect(spanish(nonsense.body.error.fields[field] ?? ''), field).toBe(true)
    }
  })

  it('answers staff’s 404 for an unknown incident and the lessor’s for another’s photo path', async () => {
    expect((await t.call('GET', `/v1/incidentes/${UNKNOWN}`, { as: OPS })).status).toBe(404)
    const list = await t.call('GET', '/v1/arrendador/incidentes', { as: B })
    const theirs = list.body.items[0].id
    expect(
      (
        await t.call('GET', `/v1/arrendador/incidentes/${theirs}/fotos/${UNKNOWN}/descarga`, {
          as: A,
        })
      ).status,
    ).toBe(404)
  })
})
