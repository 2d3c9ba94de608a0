// The lessor's external EDPs through the API, in-process against the seeded demo database, with
// both demo lessors (Arriendos Sur and Maquinarias del Norte): each lists only the EDPs emitted to
// it (never a borrador), reads one with its lines and evidence but none of the company's people,
// downloads its PDF, accepts it, or asks to adjust a line with a file — the EDP goes en ajuste,
// staff answer in the backoffice's routes, and the lessor sees the answer and the new revision and
// accepts it. Another lessor's EDP, request or file answers 404; staff, site clients and
// operators 403; bad input a 400 in Spanish; a stale version a 409.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, edpsExternos, usuarios } from '../../db/schema/index.ts'
import { sampleImage } from '../../storage/test-files.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'

const A = AS.proveedor
const B = 'proveedor@maqnorte.cl'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const BASE = '/v1/arrendador/estados-de-pago'

type Row = { id: string; estado: string; version: number; folio: string; revision: number }
type Linea = { lineaId: string; id: string; descripcion: string; monto: number | null }
type Ticket = { clave: string; url: string; method: string; headers: Record<string, string> }

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const spanish = (message: string) => /[áéíóúñ]|\b(de|el|la|no|un|una)\b/i.test(message)

async function list(as: string, query = ''): Promise<Row[]> {
  const res = await t.call<{ items: Row[] }>('GET', `${BASE}?pageSize=all${query}`, { as })
  expect(res.status).toBe(200)
  return res.body.items
}

/** One of the lessor's EDPs in `estado`, read whole. */
async function one(as: string, estado: string) {
  const [row] = await list(as, `&estado=${estado}`)
  if (!row) throw new Error(`${as} has no EDP ${estado} in the seed`)
  const res = await t.call('GET', `${BASE}/${row.id}`, { as })
  expect(res.status).toBe(200)
  return res.body as Row & { lineas: Linea[]; historial: unknown[]; solicitudesAjuste: unknown[] }
}

async function upload(as: string): Promise<string> {
  const png = await sampleImage('image/png')
  const res = await t.call<Ticket>('POST', '/v1/arrendador/solicitudes-ajuste/subidas', {
    as,
    body: { nombre: 'guia.png', bytes: png.byteLength, tipo: 'image/png' },
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

describe('the lessor’s list and detail', () => {
  it('lists only the EDPs emitted to it, never a borrador nor another lessor’s', async () => {
    const mias = await list(A)
    const suyas = await list(B)
    expect(mias.length).toBeGreaterThan(0)
    expect(suyas.length).toBeGreaterThan(0)
    for (const row of [...mias, ...suyas]) expect(row.estado).not.toBe('borrador')
    const idsB = new Set(suyas.map((row) => row.id))
    expect(mias.filter((row) => idsB.has(row.id))).toEqual([])
    // Every non-borrador EDP of A's proveedor is there.
    const [user] = await t.database.db
      .select({ proveedorId: usuarios.proveedorId })
      .from(usuarios)
      .where(eq(usuarios.email, A))
    const stored = await t.database.db
      .select({ id: edpsExternos.id, estado: edpsExternos.estado })
      .from(edpsExternos)
      .where(eq(edpsExternos.proveedorId, user?.proveedorId as string))
    expect(stored.some((row) => row.estado === 'borrador')).toBe(true)
    expect(new Set(mias.map((row) => row.id))).toEqual(
      new Set(stored.filter((row) => row.estado !== 'borrador').map((row) => row.id)),
    )
  })

  it('reads one with its lines and evidence, and names none of the company’s people', async () => {
    const edp = await one(A, 'aceptado')
    expect(edp.lineas.length).toBeGreaterThan(0)
    expect(edp.lineas[0]).toMatchObject({ evidencia: expect.any(Object) })
    const text = JSON.stringify(edp)
    expect(text).not.toMatch(/@cordillera\.cl/)
    expect(edp).toMatchObject({ creadoPor: null, actualizadoPor: null })
    expect(text).not.toMatch(/"usuario"|"items"|"problemas"|"proveedor"/)
    for (const entry of edp.historial as { origen: string }[]) {
      expect(['arrendador', 'personal']).toContain(entry.origen)
    }
  })

  it('gives its PDF, and 404 for another lessor’s EDP, a borrador or an unknown id', async () => {
    const [mia] = await list(A)
    const pdf = await t.app.request(`${BASE}/${mia?.id}/pdf`, {
      headers: { Authorization: `Bearer test:${await subOf(A)}:${A}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
    expect(pdf.headers.get('content-disposition')).toContain(mia?.folio)

    const [suya] = await list(B)
    const [borrador] = await t.database.db
      .select({ id: edpsExternos.id })
      .from(edpsExternos)
      .where(eq(edpsExternos.estado, 'borrador'))
    for (const id of [suya?.id, borrador?.id, UNKNOWN]) {
      for (const path of [`${BASE}/${id}`, `${BASE}/${id}/pdf`]) {
        const res = await t.call('GET', path, { as: A })
        expect(res.status, path).toBe(404)
      }
    }
  })
})

async function subOf(email: string) {
  const [row] = await t.database.db
    .select({ sub: usuarios.cognitoSub })
    .from(usuarios)
    .where(eq(usuarios.email, email))
  return row?.sub
}

describe('who may call', () => {
  const paths = [BASE, '/v1/arrendador/solicitudes-ajuste']
  it('answers 401 without a session and 403 to staff, su, a site client and an operator', async () => {
    for (const path of paths) {
      expect((await t.call('GET', path, { as: null })).status, path).toBe(401)
      for (const as of [AS.comercial, AS.operaciones, AS.su, AS.cliente, AS.operador]) {
        const res = await t.call('GET', path, { as })
        expect(res.status, `${path} ${as}`).toBe(403)
      }
    }
    const [mia] = await list(A)
    const aceptar = await t.call('POST', `${BASE}/${mia?.id}/aceptar`, {
      as: AS.comercial,
      body: { version: mia?.version },
    })
    expect(aceptar.status).toBe(403)
  })
})

describe('accepting and asking to adjust', () => {
  it('accepts an emitted EDP once, with its history and audit; 409 when stale or accepted', async () => {
    const edp = await one(A, 'emitido')
    const stale = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: A,
      body: { version: edp.version + 1 },
    })
    expect(stale.status).toBe(409)
    expect(spanish(stale.body.error.message)).toBe(true)
    const otro = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: B,
      body: { version: edp.version },
    })
    expect(otro.status).toBe(404)

    const ok = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: A,
      body: { version: edp.version, comentario: 'Conforme con el período.' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ estado: 'aceptado', version: edp.version + 1 })
    expect(ok.body.historial.at(-1)).toMatchObject({
      accion: 'aceptar',
      desde: 'emitido',
      hacia: 'aceptado',
      origen: 'arrendador',
      comentario: 'Conforme con el período.',
    })
    const audits = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, edp.id))
    expect(audits.map((row) => row.action)).toContain('aceptar')

    const again = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: A,
      body: { version: ok.body.version },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toMatch(/aceptado/)
  })

  it('refuses a bad request in Spanish, another’s line, another’s file and a stale version', async () => {
    const edp = await one(B, 'emitido')
    const url = `${BASE}/${edp.id}/solicitudes-ajuste`
    const nonsense = await t.call('POST', url, {
      as: B,
      body: { version: edp.version, lineaId: 'x', montoSolicitado: -1.5, motivo: '' },
    })
    expect(nonsense.status).toBe(400)
    for (const field of ['lineaId', 'montoSolicitado', 'motivo']) {
      expect(spanish(nonsense.body.error.fields[field] ?? ''), field).toBe(true)
    }
    const linea = edp.lineas[0] as Linea
    const otraLinea = await t.call('POST', url, {
      as: B,
      body: {
        version: edp.version,
        lineaId: UNKNOWN,
        montoSolicitado: 1000,
        motivo: 'Faltan días.',
      },
    })
    expect(otraLinea.status).toBe(400)
    expect(otraLinea.body.error.fields.lineaId).toBe('Elija una línea de este estado de pago.')
    const ajena = await upload(A)
    const conArchivoAjeno = await t.call('POST', url, {
      as: B,
      body: {
        version: edp.version,
        lineaId: linea.lineaId,
        montoSolicitado: 1000,
        motivo: 'Faltan días.',
        archivo: { clave: ajena, nombre: 'guia.png' },
      },
    })
    expect(conArchivoAjeno.status).toBe(400)
    expect(conArchivoAjeno.body.error.fields.archivo).toMatch(/súbelo de nuevo/)
    const stale = await t.call('POST', url, {
      as: B,
      body: { version: edp.version + 5, lineaId: linea.lineaId, montoSolicitado: 1, motivo: 'x' },
    })
    expect(stale.status).toBe(409)
    const deOtro = await t.call('POST', url, {
      as: A,
      body: { version: edp.version, lineaId: linea.lineaId, montoSolicitado: 1, motivo: 'x' },
    })
    expect(deOtro.status).toBe(404)
    // Nothing was written: still emitido, at its version.
    expect((await t.call('GET', `${BASE}/${edp.id}`, { as: B })).body).toMatchObject({
      estado: 'emitido',
      version: edp.version,
    })
  })

  it('lessor → staff → lessor: a request with a file, accepted by staff, the new revision accepted', async () => {
    const edp = await one(B, 'emitido')
    const linea = edp.lineas.find((l) => (l.monto ?? 0) > 0) as Linea
    const clave = await upload(B)
    const pedido = (linea.monto ?? 0) + 150_000
    const raised = await t.call('POST', `${BASE}/${edp.id}/solicitudes-ajuste`, {
      as: B,
      body: {
        version: edp.version,
        lineaId: linea.lineaId,
        montoSolicitado: pedido,
        motivo: 'La máquina trabajó tres días más según las guías.',
        archivo: { clave, nombre: 'guias.png' },
      },
    })
    expect(raised.status).toBe(201)
    expect(raised.body).toMatchObject({ estado: 'en-ajuste', solicitudesPendientes: 1 })
    expect(raised.body.historial.at(-1)).toMatchObject({
      accion: 'solicitar-ajuste',
      desde: 'emitido',
      hacia: 'en-ajuste',
      origen: 'arrendador',
    })
    const solicitud = raised.body.solicitudesAjuste.at(-1)
    expect(solicitud).toMatchObject({
      estado: 'pendiente',
      lineaId: linea.id,
      lineaMonto: linea.monto,
      montoSolicitado: pedido,
      archivo: { nombre: 'guias.png', tipo: 'image/png' },
      respuesta: null,
    })
    expect(solicitud.folio).toMatch(/^AJU-\d{6}$/)
    // While it waits, the lessor cannot accept.
    const early = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: B,
      body: { version: raised.body.version },
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toMatch(/solicitudes de ajuste/)

    // Its requests' list and the file: its own only.
    const mias = await t.call('GET', '/v1/arrendador/solicitudes-ajuste?pageSize=all', { as: B })
    expect(mias.body.items.map((row: { id: string }) => row.id)).toContain(solicitud.id)
    const ajenas = await t.call('GET', '/v1/arrendador/solicitudes-ajuste?pageSize=all', { as: A })
    expect(ajenas.body.items.map((row: { id: string }) => row.id)).not.toContain(solicitud.id)
    const descarga = `/v1/arrendador/solicitudes-ajuste/${solicitud.id}/archivo/descarga`
    expect((await t.call('GET', descarga, { as: B })).status).toBe(200)
    expect((await t.call('GET', descarga, { as: A })).status).toBe(404)
    expect((await t.call('GET', `${BASE}/${edp.id}`, { as: A })).status).toBe(404)

    // Staff see it in the backoffice's detail and accept it at the version read.
    const staff = await t.call('GET', `/v1/edp-externos/${edp.id}`, { as: AS.comercial })
    expect(staff.status).toBe(200)
    expect(staff.body.solicitudesAjuste.map((s: { id: string }) => s.id)).toContain(solicitud.id)
    const accepted = await t.call(
      'POST',
      `/v1/edp-externos/${edp.id}/solicitudes-ajuste/${solicitud.id}/aceptar`,
      {
        as: AS.comercial,
        body: { version: staff.body.version, respuesta: 'Revisadas las guías.' },
      },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ estado: 'emitido', revision: edp.revision + 1 })

    // The lessor sees the new revision, the previous kept, and the answer.
    const after = await t.call('GET', `${BASE}/${edp.id}`, { as: B })
    expect(after.body).toMatchObject({ estado: 'emitido', revision: edp.revision + 1 })
    expect(after.body.lineas.find((l: Linea) => l.id === linea.id).monto).toBe(pedido)
    expect(after.body.revisiones.at(-1)).toMatchObject({ revision: edp.revision })
    expect(after.body.solicitudesAjuste.at(-1)).toMatchObject({
      estado: 'aceptada',
      respuesta: 'Revisadas las guías.',
    })
    expect(JSON.stringify(after.body)).not.toMatch(/@cordillera\.cl|"usuario"/)
    const respondida = await t.call('GET', '/v1/arrendador/solicitudes-ajuste?estado=aceptada', {
      as: B,
    })
    expect(respondida.body.items.map((row: { id: string }) => row.id)).toContain(solicitud.id)

    const ok = await t.call('POST', `${BASE}/${edp.id}/aceptar`, {
      as: B,
      body: { version: after.body.version },
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ estado: 'aceptado', revision: edp.revision + 1 })
  })

  it('answers 404 for an unknown request’s file', async () => {
    const res = await t.call(
      'GET',
      `/v1/arrendador/solicitudes-ajuste/${UNKNOWN}/archivo/descarga`,
      { as: A },
    )
    expect(res.status).toBe(404)
    expect(spanish(res.body.error.message)).toBe(true)
  })
})
