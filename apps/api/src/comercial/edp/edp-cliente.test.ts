// The site client's EDPs (/v1/edp-cliente): cliente@ belongs to obra OB-0001 and sees, opens,
// approves and observes only that obra's EDPs once they were sent to it; an EDP still in
// revisión comercial 1, or of another obra, answers exactly as a missing one, and nothing of it
// changes. The site's own answers are marked as given by the site (`cliente`), not by staff.
import type { EdpDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edps } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { contratoEjemplo, EJEMPLO } from './edp-fixtures.ts'

const BASE = '/v1/edp-cliente'
const NADIE = '00000000-0000-4000-8000-000000000000'
const NO_EXISTE = 'No encontramos el EDP.'

let t: TestApp
let propio: EdpDetail
let ajeno: EdpDetail
let borrador: EdpDetail

async function edpEnObra(obraCodigo: string, enviar: boolean): Promise<EdpDetail> {
  const contrato = await contratoEjemplo(t.database.db, { obraCodigo })
  const created = await t.call('POST', '/v1/edp', {
    body: {
      contratoId: contrato.contratoId,
      periodoDesde: EJEMPLO.desde,
      periodoHasta: EJEMPLO.hasta,
    },
  })
  if (created.status !== 201) throw new Error(JSON.stringify(created.body))
  if (!enviar) return created.body
  const sent = await t.call('POST', `/v1/edp/${created.body.id}/enviar-a-obra`, {
    body: { version: created.body.version },
  })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  return sent.body
}

beforeAll(async () => {
  t = await startTestApp()
  propio = await edpEnObra('OB-0001', true)
  borrador = await edpEnObra('OB-0001', false)
  ajeno = await edpEnObra('OB-0002', true)
}, 180_000)
afterAll(() => t?.close())

const versionOf = async (id: string) =>
  (await t.database.db.select({ version: edps.version }).from(edps).where(eq(edps.id, id)))[0]
    ?.version

describe('GET /v1/edp-cliente', () => {
  it('lists only its obras’ EDPs sent to it', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=all`, { as: AS.cliente })
    expect(res.status).toBe(200)
    const ids = res.body.items.map((row: { id: string }) => row.id)
    expect(ids).toContain(propio.id)
    expect(ids).not.toContain(borrador.id)
    expect(ids).not.toContain(ajeno.id)
    for (const row of res.body.items) expect(row.obra.codigo).toBe('OB-0001')
  })

  it('shows nothing of another obra even when filtered by it', async () => {
    const res = await t.call('GET', `${BASE}?obraId=${ajeno.obra.id}`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([])
  })

  it('is empty for staff, who follow no obra', async () => {
    const res = await t.call('GET', BASE, { as: AS.su })
    expect(res.status).toBe(200)
    expect(res.body.items).toEqual([])
  })

  it('refuses a tab the site never sees', async () => {
    const res = await t.call('GET', `${BASE}?estado=revision-comercial-1`, { as: AS.cliente })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.estado).toBe('El estado no es válido.')
  })
})

describe('GET /v1/edp-cliente/{id}', () => {
  it('opens its own with the lines and their evidence', async () => {
    const res = await t.call<EdpDetail>('GET', `${BASE}/${propio.id}`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(EJEMPLO.total)
    expect(res.body.lineas[0]?.evidencia.reports.length).toBeGreaterThan(0)
  })

  it('answers another obra’s, or one not yet sent, exactly as a missing one', async () => {
    const missing = await t.call('GET', `${BASE}/${NADIE}`, { as: AS.cliente })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe(NO_EXISTE)
    for (const id of [ajeno.id, borrador.id]) {
      const res = await t.call('GET', `${BASE}/${id}`, { as: AS.cliente })
      expect(res.status).toBe(404)
      expect(res.body).toEqual(missing.body)
    }
  })
})

describe('GET /v1/edp-cliente/{id}/pdf', () => {
  const pdfOf = (id: string, as: string = AS.cliente) =>
    t.app.request(`${BASE}/${id}/pdf`, { headers: { Authorization: t.authorization(as) } })

  it('gives the site the PDF of its own, whose text shows its folio and total', async () => {
    const res = await pdfOf(propio.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain(`${propio.folio}.pdf`)
    const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
    expect(text).toContain(propio.folio)
    expect(text).toContain('$6.894.241')
  })

  it('answers another obra’s, or one not yet sent, as a missing one; staff’s key is not enough', async () => {
    for (const id of [ajeno.id, borrador.id, NADIE]) {
      const res = await pdfOf(id)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(NO_EXISTE)
    }
    // Staff follow no obra: the site's route shows them nothing either.
    expect((await pdfOf(propio.id, AS.su)).status).toBe(404)
    expect((await pdfOf(propio.id, AS.sinPermisos)).status).toBe(403)
    expect((await t.app.request(`${BASE}/${propio.id}/pdf`)).status).toBe(401)
  })
})

describe('the site’s answer', () => {
  it('cannot approve or observe another obra’s EDP, and nothing of it changes', async () => {
    const before = await versionOf(ajeno.id)
    const aprobar = await t.call('POST', `${BASE}/${ajeno.id}/aprobar`, {
      as: AS.cliente,
      body: { version: ajeno.version },
    })
    expect(aprobar.status).toBe(404)
    expect(aprobar.body.error.message).toBe(NO_EXISTE)
    const observar = await t.call('POST', `${BASE}/${ajeno.id}/observar`, {
      as: AS.cliente,
      body: { version: ajeno.version, comentario: 'No es mía' },
    })
    expect(observar.status).toBe(404)
    expect(await versionOf(ajeno.id)).toBe(before)
    expect((await t.auditOf(ajeno.id)).map((entry) => entry.action)).toEqual([
      'crear',
      'enviar-a-obra',
    ])
  })

  it('observes one line of its own, marked as the site’s', async () => {
    const linea = propio.lineas[0]
    const res = await t.call<EdpDetail>('POST', `${BASE}/${propio.id}/observar`, {
      as: AS.cliente,
      body: {
        version: propio.version,
        comentario: 'Las horas no cuadran.',
        lineas: [{ lineaId: linea?.lineaId, comentario: 'El 31 trabajamos 4 h, no 4,5.' }],
      },
    })
    expect(res.status).toBe(200)
    propio = res.body
    expect(propio.estado).toBe('observado-obra')
    expect(propio.historial.at(-1)).toMatchObject({
      accion: 'observar',
      origen: 'cliente',
      usuario: { id: await t.userId(AS.cliente) },
      comentario: 'Las horas no cuadran.',
      observacionesLineas: [
        { lineaId: linea?.lineaId, comentario: 'El 31 trabajamos 4 h, no 4,5.' },
      ],
    })
    // Observed, it is still the site's to see, but no longer to answer.
    expect((await t.call('GET', `${BASE}/${propio.id}`, { as: AS.cliente })).status).toBe(200)
    const again = await t.call('POST', `${BASE}/${propio.id}/aprobar`, {
      as: AS.cliente,
      body: { version: propio.version },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(
      'Solo se aprueba un EDP en revisión obra; este está observado por obra.',
    )
  })

  it('approves the next revision, marked as the site’s', async () => {
    for (const accion of ['tomar-observacion', 'reenviar']) {
      const res = await t.call('POST', `/v1/edp/${propio.id}/${accion}`, {
        body: { version: propio.version },
      })
      expect(res.status).toBe(200)
      propio = res.body
    }
    const res = await t.call<EdpDetail>('POST', `${BASE}/${propio.id}/aprobar`, {
      as: AS.cliente,
      body: { version: propio.version, comentario: 'Conforme.' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ estado: 'aprobado-obra', revision: 2 })
    expect(res.body.historial.at(-1)).toMatchObject({ accion: 'aprobar', origen: 'cliente' })
    expect(res.body.revisiones.map((revision) => revision.observacion)).toEqual([
      'Las horas no cuadran.',
    ])
  })

  it('needs the site client’s key', async () => {
    const res = await t.call('GET', BASE, { as: AS.sinPermisos })
    expect(res.status).toBe(403)
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
  })
})
