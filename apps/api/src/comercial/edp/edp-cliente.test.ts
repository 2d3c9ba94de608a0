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

/** The worked example's EDP at an obra, sent to it or not; `ufDeMas` adds a manual line of that many UF. */
async function edpEnObra(obraCodigo: string, enviar: boolean, ufDeMas = 0): Promise<EdpDetail> {
  const contrato = await contratoEjemplo(t.database.db, { obraCodigo })
  const created = await t.call('POST', '/v1/edp', {
    body: {
      contratoId: contrato.contratoId,
      periodoDesde: EJEMPLO.desde,
      periodoHasta: EJEMPLO.hasta,
      ...(ufDeMas > 0
        ? {
            lineasManuales: [
              {
                descripcion: 'Ajuste',
                motivo: 'Acordado con la obra',
                cantidad: 1,
                unidad: 'unidad',
                tarifa: ufDeMas,
              },
            ],
          }
        : {}),
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

describe('what the site sees while staff rework an observed EDP', () => {
  const pdfText = async (id: string) => {
    const res = await t.app.request(`${BASE}/${id}/pdf`, {
      headers: { Authorization: t.authorization(AS.cliente) },
    })
    expect(res.status).toBe(200)
    const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
  }
  const listed = async (id: string) => {
    const res = await t.call('GET', `${BASE}?pageSize=all&sort=total`, { as: AS.cliente })
    expect(res.status).toBe(200)
    return res.body.items.find((row: { id: string }) => row.id === id)
  }

  it('is the revision it observed until staff resend it, then the new one', async () => {
    let edp = await edpEnObra('OB-0001', true)
    const linea = edp.lineas[0]
    const observada = await t.call<EdpDetail>('POST', `${BASE}/${edp.id}/observar`, {
      as: AS.cliente,
      body: {
        version: edp.version,
        comentario: 'Falta descontar el daño.',
        lineas: [{ lineaId: linea?.lineaId, comentario: 'Revisen las horas.' }],
      },
    })
    expect(observada.status).toBe(200)
    const tomada = await t.call<EdpDetail>('POST', `/v1/edp/${edp.id}/tomar-observacion`, {
      body: { version: observada.body.version },
    })
    expect(tomada.status).toBe(200)
    // Staff add a line: 2 UF at $38.500 = $77.000 more neto, $91.630 more total.
    const editada = await t.call<EdpDetail>('PATCH', `/v1/edp/${edp.id}`, {
      body: {
        version: tomada.body.version,
        lineasManuales: [
          {
            descripcion: 'Reposición de pernos',
            motivo: 'Acordado con la obra',
            cantidad: 1,
            unidad: 'unidad',
            tarifa: 2,
          },
        ],
      },
    })
    expect(editada.status).toBe(200)
    edp = editada.body
    expect(edp.estado).toBe('revision-comercial-2')
    expect(edp.total).toBe(EJEMPLO.total + 91_630)
    expect(edp.lineas).toHaveLength(observada.body.lineas.length + 1)

    // The site: the revision it observed, its amounts, its observation; not staff's draft.
    const vista = await t.call<EdpDetail>('GET', `${BASE}/${edp.id}`, { as: AS.cliente })
    expect(vista.status).toBe(200)
    expect(vista.body).toMatchObject({
      estado: 'revision-comercial-2',
      revision: 1,
      neto: EJEMPLO.neto,
      iva: EJEMPLO.iva,
      total: EJEMPLO.total,
    })
    expect(vista.body.lineas).toEqual(observada.body.lineas)
    expect(vista.body.lineas.map((l) => l.descripcion)).not.toContain('Reposición de pernos')
    expect(vista.body.items).toEqual([])
    expect(vista.body.historial.map((entrada) => entrada.accion)).toEqual([
      'crear',
      'enviar-a-obra',
      'observar',
      'tomar-observacion',
    ])
    expect(vista.body.revisiones).toEqual([
      expect.objectContaining({
        revision: 1,
        total: EJEMPLO.total,
        observacion: 'Falta descontar el daño.',
        observacionesLineas: [
          expect.objectContaining({ lineaId: linea?.lineaId, comentario: 'Revisen las horas.' }),
        ],
      }),
    ])
    expect(await listed(edp.id)).toMatchObject({ total: EJEMPLO.total, neto: EJEMPLO.neto })
    // Sorted by total, it stands where the total it was sent puts it: before an EDP of 1 UF more.
    const entre = await edpEnObra('OB-0001', true, 1)
    expect(entre.total).toBe(EJEMPLO.total + 45_815)
    const porTotal = await t.call('GET', `${BASE}?pageSize=all&sort=total&dir=asc`, {
      as: AS.cliente,
    })
    const orden = porTotal.body.items.map((row: { id: string }) => row.id)
    expect(orden.indexOf(edp.id)).toBeLessThan(orden.indexOf(entre.id))
    const pdf = await pdfText(edp.id)
    expect(pdf).toContain('$6.894.241')
    expect(pdf).not.toContain('Reposición de pernos')
    // Staff still see their draft.
    const staff = await t.call<EdpDetail>('GET', `/v1/edp/${edp.id}`)
    expect(staff.body.total).toBe(EJEMPLO.total + 91_630)

    // Resent, the site sees the new revision, in the list as in the detail.
    const reenviada = await t.call<EdpDetail>('POST', `/v1/edp/${edp.id}/reenviar`, {
      body: { version: edp.version },
    })
    expect(reenviada.status).toBe(200)
    const nueva = await t.call<EdpDetail>('GET', `${BASE}/${edp.id}`, { as: AS.cliente })
    expect(nueva.body).toMatchObject({
      estado: 'revision-obra',
      revision: 2,
      total: EJEMPLO.total + 91_630,
    })
    expect(nueva.body.lineas.map((l) => l.descripcion)).toContain('Reposición de pernos')
    expect(nueva.body.items.length).toBeGreaterThan(0)
    expect(await listed(edp.id)).toMatchObject({ total: nueva.body.total, neto: nueva.body.neto })
    expect(await pdfText(edp.id)).toContain('Reposición de pernos')
  })
})

describe('its list and its details agree', () => {
  it('shows in each row the totals its detail shows, whatever the estado', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=all`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body.items.length).toBeGreaterThan(0)
    for (const row of res.body.items as EdpDetail[]) {
      const detail = await t.call<EdpDetail>('GET', `${BASE}/${row.id}`, { as: AS.cliente })
      expect(detail.status).toBe(200)
      expect({
        estado: detail.body.estado,
        neto: detail.body.neto,
        total: detail.body.total,
      }).toEqual({ estado: row.estado, neto: row.neto, total: row.total })
      const lineas = detail.body.lineas.reduce((sum, linea) => sum + (linea.monto ?? 0), 0)
      expect(lineas).toBe(detail.body.neto)
    }
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
