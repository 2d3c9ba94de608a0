// The issued documents (decision 090) through the API, on real rows issued here: the list
// (GET /v1/sii/documentos) filters, searches, sorts and pages on the server, never shows a deleted
// row, and shows guías (52) only to a caller who also holds logistics' key (asking for them
// without it is a 403); its export writes the same rows; each document's XML and PDF open with the
// key of its tipo (a factura the EDP's, a guía either movements' screen key); the settings take
// their screen's key; site clients, lessors and operators are refused everywhere.
import type { DocumentoTributarioRow } from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dteEmitidos, movimientos, obras, usuarios } from '../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { edpAprobado, emisorListo } from './sii.testing.ts'

let t: TestApp
const facturas: { id: string; folio: number; edpId: string; razonSocial: string }[] = []
const guias: { id: string; folio: number; movimientoId: string }[] = []

type Page = { items: DocumentoTributarioRow[]; total: number; nextCursor: string | null }
const list = async (query = '', as: string = AS.comercial) => {
  const res = await t.call('GET', `/v1/sii/documentos${query}`, { as })
  return res as { status: number; body: Page & { error: { message: string } } }
}

/** The rows the database holds, not deleted, of `tipos`, as the list should answer them. */
async function stored(tipos: number[]) {
  return t.database.db
    .select()
    .from(dteEmitidos)
    .where(and(isNull(dteEmitidos.eliminadoEn), inArray(dteEmitidos.tipoDte, tipos)))
}

/** Gives the demo user `email` exactly these keys (the walk of keys per tipo needs mixes). */
async function conLlaves(email: string, permisos: string[]) {
  await t.database.db.update(usuarios).set({ permisos }).where(eq(usuarios.email, email))
}

beforeAll(async () => {
  t = await startTestApp()
  await emisorListo(t)
  // Three facturas, each of an EDP of another obra's razón social.
  const candidatas = await t.database.db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .orderBy(asc(obras.codigo))
    .limit(40)
  const obraIds: string[] = []
  for (const obra of candidatas) {
    if (obraIds.length === 3) break
    if (candidatas.some((o) => obraIds.includes(o.id) && o.razonSocialId === obra.razonSocialId))
      continue
    obraIds.push(obra.id)
  }
  for (const [i, obraId] of obraIds.entries()) {
    const edp = await edpAprobado(t, { obraId, mes: [1, 3, 5][i] })
    const res = await t.call('POST', `/v1/edp/${edp.id}/factura`, {
      body: { version: edp.version },
    })
    if (res.status !== 201) throw new Error(`factura: ${JSON.stringify(res.body)}`)
    facturas.push({
      id: res.body.id,
      folio: res.body.folio,
      edpId: edp.id,
      razonSocial: res.body.razonSocialReceptor,
    })
  }
  // Two guías, of despachos that have none yet.
  const conGuia = (await stored([52])).flatMap((row) => row.movimientoId ?? [])
  const despachos = await t.database.db
    .select({ id: movimientos.id })
    .from(movimientos)
    .where(
      and(
        eq(movimientos.tipo, 'despacho'),
        conGuia.length > 0 ? notInArray(movimientos.id, conGuia) : undefined,
      ),
    )
    .orderBy(asc(movimientos.fecha), asc(movimientos.id))
    .limit(2)
  for (const { id } of despachos) {
    const res = await t.call('POST', `/v1/movimientos/${id}/guia`, { as: AS.operaciones, body: {} })
    if (res.status !== 201) throw new Error(`guía: ${JSON.stringify(res.body)}`)
    guias.push({ id: res.body.id, folio: res.body.folio, movimientoId: id })
  }
}, 240_000)
afterAll(() => t?.close())

describe('GET /v1/sii/documentos', () => {
  it('shows comercial@ (the EDP list’s key, no logistics’) every factura and no guía, newest first', async () => {
    const res = await list('?pageSize=all')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const expected = await stored([33])
    expect(res.body.total).toBe(expected.length)
    expect(res.body.items.map((row) => row.id).sort()).toEqual(expected.map((r) => r.id).sort())
    expect(res.body.items.every((row) => row.tipoDte === 33)).toBe(true)
    const fechas = res.body.items.map((row) => row.fechaEmision)
    expect(fechas).toEqual([...fechas].sort().reverse())
  })

  it('carries the EDP a factura bills, by its folio, and no movement', async () => {
    const [first] = facturas
    const res = await list(`?edpId=${first?.edpId}`)
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: first?.id,
        tipoDte: 33,
        folio: first?.folio,
        edpId: first?.edpId,
        edp: { id: first?.edpId, folio: expect.stringMatching(/^EDP-\d{6}$/) },
        movimiento: null,
        estadoEnvio: 'listo-para-enviar',
      }),
    ])
  })

  it('refuses comercial@ the guías, by tipo or by movement: 403 in Spanish', async () => {
    for (const query of ['?tipoDte=52', `?movimientoId=${guias[0]?.movimientoId}`]) {
      const res = await list(query)
      expect(res.status).toBe(403)
      expect(res.body.error.message).toMatch(/guías de despacho.*operaciones\/logistica-activos/)
    }
  })

  it('shows su the guías with their movement and asset', async () => {
    const res = await list('?tipoDte=52&sort=folio&dir=asc&pageSize=all', AS.su)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe((await stored([52])).length)
    const mine = res.body.items.filter((row) => guias.some((g) => g.id === row.id))
    expect(mine).toHaveLength(2)
    for (const row of mine) {
      expect(row.movimiento).toEqual({
        id: row.movimientoId,
        activo: { id: expect.any(String), codigo: expect.any(String) },
      })
      expect(row.edp).toBeNull()
    }
    const all = await list('?pageSize=all', AS.su)
    expect(all.body.total).toBe((await stored([33, 52])).length)
  })

  it('shows a staff user with both keys facturas and guías', async () => {
    await conLlaves(AS.sinPermisos, ['comercial/listar-edp', 'operaciones/logistica-activos'])
    try {
      const res = await list('?pageSize=all', AS.sinPermisos)
      expect(res.status).toBe(200)
      expect(res.body.total).toBe((await stored([33, 52])).length)
      expect((await list('?tipoDte=52', AS.sinPermisos)).status).toBe(200)
    } finally {
      await conLlaves(AS.sinPermisos, [])
    }
  })

  it('sorts by folio both ways and pages by number and by cursor over the same rows', async () => {
    const asc = await list('?sort=folio&dir=asc&pageSize=all')
    const folios = asc.body.items.map((row) => row.folio)
    expect(folios).toEqual([...folios].sort((a, b) => a - b))
    const desc = await list('?sort=folio&dir=desc&pageSize=all')
    expect(desc.body.items.map((row) => row.folio)).toEqual([...folios].reverse())
    const first = await list('?sort=folio&dir=asc&pageSize=2')
    expect(first.body.items.map((row) => row.folio)).toEqual(folios.slice(0, 2))
    const second = await list('?sort=folio&dir=asc&pageSize=2&page=2')
    expect(second.body.items.map((row) => row.folio)).toEqual(folios.slice(2, 4))
    const byCursor = await list(`?sort=folio&dir=asc&pageSize=2&cursor=${first.body.nextCursor}`)
    expect(byCursor.body.items.map((row) => row.id)).toEqual(second.body.items.map((r) => r.id))
  })

  it('sorts by total and by the receptor’s razón social', async () => {
    const byTotal = await list('?sort=total&dir=desc&pageSize=all')
    const totals = byTotal.body.items.map((row) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const byName = await list('?sort=razonSocialReceptor&dir=asc&pageSize=all')
    const names = byName.body.items.map((row) => row.razonSocialReceptor)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')))
  })

  it('filters by folio, estado de envío and fecha de emisión', async () => {
    const [, second] = facturas
    const byFolio = await list(`?tipoDte=33&folio=${second?.folio}`)
    expect(byFolio.body.items.map((row) => row.id)).toEqual([second?.id])
    expect((await list('?estadoEnvio=aceptado')).body.total).toBe(0)
    const listos = await list('?estadoEnvio=listo-para-enviar&pageSize=all')
    expect(listos.body.items.map((row) => row.id)).toEqual(
      expect.arrayContaining(facturas.map((f) => f.id)),
    )
    const [stamped] = await t.database.db
      .select({ fecha: dteEmitidos.fechaEmision })
      .from(dteEmitidos)
      .where(eq(dteEmitidos.id, second?.id ?? ''))
    const dia = stamped?.fecha ?? ''
    const ese = await list(`?desde=${dia}&hasta=${dia}&pageSize=all`)
    expect(ese.body.items.map((row) => row.id)).toEqual(
      expect.arrayContaining(facturas.map((f) => f.id)),
    )
    expect(ese.body.items.every((row) => row.fechaEmision === dia)).toBe(true)
    expect((await list('?desde=2099-01-01')).body.total).toBe(0)
    expect((await list('?hasta=2000-01-01')).body.total).toBe(0)
  })

  it('finds the receptor by razón social (any case, no accents needed) or by RUT with dots', async () => {
    const [first] = facturas
    const row = (await list(`?edpId=${first?.edpId}`)).body.items[0]
    const palabra = (first?.razonSocial.split(' ')[0] ?? '').toUpperCase()
    const byName = await list(`?q=${encodeURIComponent(palabra)}&pageSize=all`)
    expect(byName.body.items.map((r) => r.id)).toContain(first?.id)
    expect(
      byName.body.items.every((r) =>
        r.razonSocialReceptor
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toUpperCase()
          .includes(palabra.normalize('NFD').replace(/\p{M}/gu, '')),
      ),
    ).toBe(true)
    const [numero = '', dv] = (row?.rutReceptor ?? '').split('-')
    const conPuntos = `${numero.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`
    const byRut = await list(`?q=${encodeURIComponent(conPuntos)}&pageSize=all`)
    expect(byRut.body.items.map((r) => r.id)).toContain(first?.id)
    expect(byRut.body.items.every((r) => r.rutReceptor === row?.rutReceptor)).toBe(true)
  })

  it('never shows a deleted document', async () => {
    const [, , third] = facturas
    await t.database.db
      .update(dteEmitidos)
      .set({ eliminadoEn: new Date() })
      .where(eq(dteEmitidos.id, third?.id ?? ''))
    try {
      const res = await list('?pageSize=all')
      expect(res.body.items.map((row) => row.id)).not.toContain(third?.id)
      expect(res.body.total).toBe((await stored([33])).length)
      const file = await t.app.request(`/v1/sii/documentos/${third?.id}/xml`, {
        headers: { Authorization: t.authorization(AS.comercial) },
      })
      expect(file.status).toBe(404)
    } finally {
      await t.database.db
        .update(dteEmitidos)
        .set({ eliminadoEn: null })
        .where(eq(dteEmitidos.id, third?.id ?? ''))
    }
  })

  it.each([
    ['tipoDte=39', 'tipoDte'],
    ['folio=abc', 'folio'],
    ['folio=0', 'folio'],
    ['estadoEnvio=perdido', 'estadoEnvio'],
    ['edpId=no-es-uuid', 'edpId'],
    ['desde=2026-02-30', 'desde'],
    ['desde=2026-05-10&hasta=2026-05-01', 'hasta'],
    ['sort=rut', 'sort'],
  ])('400 naming the field for %s, in Spanish', async (query, field) => {
    const res = await list(`?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: 'entrada_invalida' })
    expect((res.body.error as { fields?: Record<string, string> }).fields?.[field]).toBeTruthy()
  })

  it('401 without a session; 403 to staff without the EDP list’s key, site clients, lessors and operators', async () => {
    expect((await list('', null as unknown as string)).status).toBe(401)
    for (const who of [AS.operaciones, AS.sinPermisos, AS.cliente, AS.proveedor, AS.operador]) {
      expect((await list('', who)).status, who).toBe(403)
    }
  })
})

describe('GET /v1/sii/documentos/exportar', () => {
  it('writes the facturas comercial@ sees, with the list’s headers, in CSV', async () => {
    const res = await t.app.request('/v1/sii/documentos/exportar?format=csv&sort=folio', {
      headers: { Authorization: t.authorization(AS.comercial) },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/documentos-tributarios-.*\.csv/)
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toContain('Documento;Folio;Emisión;RUT receptor;Receptor')
    expect(lines).toHaveLength(1 + (await stored([33])).length)
    expect(lines.slice(1).every((line) => line.startsWith('Factura electrónica;'))).toBe(true)
  })

  it('refuses comercial@ the guías (403) and writes them for su', async () => {
    const refused = await t.app.request('/v1/sii/documentos/exportar?tipoDte=52', {
      headers: { Authorization: t.authorization(AS.comercial) },
    })
    expect(refused.status).toBe(403)
    const res = await t.app.request('/v1/sii/documentos/exportar?tipoDte=52&format=xlsx', {
      headers: { Authorization: t.authorization(AS.su) },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
  })

  it('400 for an unknown format or column; 401; 403 to operaciones@ and site clients', async () => {
    const call = (query: string, as: string | null) =>
      t.app.request(`/v1/sii/documentos/exportar${query}`, {
        headers: as ? { Authorization: t.authorization(as) } : {},
      })
    expect((await call('?format=pdf', AS.comercial)).status).toBe(400)
    expect((await call('?columns=secreto', AS.comercial)).status).toBe(400)
    expect((await call('', null)).status).toBe(401)
    expect((await call('', AS.operaciones)).status).toBe(403)
    expect((await call('', AS.cliente)).status).toBe(403)
  })
})

describe('GET /v1/sii/documentos/{id}/xml and /pdf, keyed by the document’s tipo', () => {
  const descargar = (id: string, archivo: 'xml' | 'pdf', as: string | null) =>
    t.app.request(`/v1/sii/documentos/${id}/${archivo}`, {
      headers: as ? { Authorization: t.authorization(as) } : {},
    })

  it.each(['xml', 'pdf'] as const)(
    '%s: comercial@ downloads a factura and is refused a guía; operaciones@ the reverse',
    async (archivo) => {
      const factura = facturas[0]?.id ?? ''
      const guia = guias[0]?.id ?? ''
      const ok = await descargar(factura, archivo, AS.comercial)
      expect(ok.status).toBe(200)
      expect(ok.headers.get('content-disposition')).toMatch(/DTE-33-F\d{6}/)
      const refused = await descargar(guia, archivo, AS.comercial)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /guías de despacho.*operaciones\/logistica-activos o operaciones\/historico-movimientos/,
      )
      const guiaOk = await descargar(guia, archivo, AS.operaciones)
      expect(guiaOk.status).toBe(200)
      expect(guiaOk.headers.get('content-disposition')).toMatch(/DTE-52-F\d{6}/)
      const facturaRefused = await descargar(factura, archivo, AS.operaciones)
      expect(facturaRefused.status).toBe(403)
      expect(
        ((await facturaRefused.json()) as { error: { message: string } }).error.message,
      ).toMatch(/facturas.*comercial\/listar-edp/)
    },
  )

  it('opens a guía to the movements’ history key alone, and both to su', async () => {
    await conLlaves(AS.sinPermisos, ['operaciones/historico-movimientos'])
    try {
      expect((await descargar(guias[0]?.id ?? '', 'xml', AS.sinPermisos)).status).toBe(200)
      expect((await descargar(facturas[0]?.id ?? '', 'xml', AS.sinPermisos)).status).toBe(403)
    } finally {
      await conLlaves(AS.sinPermisos, [])
    }
    expect((await descargar(guias[0]?.id ?? '', 'pdf', AS.su)).status).toBe(200)
    expect((await descargar(facturas[0]?.id ?? '', 'pdf', AS.su)).status).toBe(200)
  })

  it('refuses staff without either key, site clients, lessors and operators (403); 401; 404; 400', async () => {
    for (const id of [facturas[0]?.id ?? '', guias[0]?.id ?? '']) {
      for (const who of [AS.sinPermisos, AS.cliente, AS.proveedor, AS.operador]) {
        expect((await descargar(id, 'xml', who)).status, who).toBe(403)
      }
      expect((await descargar(id, 'pdf', null)).status).toBe(401)
    }
    const unknown = await descargar('0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60', 'pdf', AS.comercial)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'El documento tributario no existe.',
    )
    expect((await descargar('no-es-uuid', 'xml', AS.comercial)).status).toBe(400)
  })
})

describe('the SII settings, under their screen’s key (sistema/configuracion-tributaria)', () => {
  it('open to su and to a staff user given the key; 403 to comercial@ and site clients', async () => {
    for (const path of ['/v1/sii/configuracion', '/v1/sii/certificado', '/v1/sii/cafs']) {
      expect((await t.call('GET', path, { as: AS.su })).status, path).toBe(200)
      for (const who of [AS.comercial, AS.operaciones, AS.sinPermisos, AS.cliente]) {
        expect((await t.call('GET', path, { as: who })).status, `${who} ${path}`).toBe(403)
      }
    }
    await conLlaves(AS.sinPermisos, ['sistema/configuracion-tributaria'])
    try {
      for (const path of ['/v1/sii/configuracion', '/v1/sii/certificado', '/v1/sii/cafs']) {
        expect((await t.call('GET', path, { as: AS.sinPermisos })).status, path).toBe(200)
      }
    } finally {
      await conLlaves(AS.sinPermisos, [])
    }
  })
})

describe('the EDP’s factura on its rows and detail (edp-generados)', () => {
  it('carries the factura issued (folio, estado de envío) and null where none was', async () => {
    const [first] = facturas
    const res = await t.call('GET', '/v1/edp?estado=aprobado-obra&pageSize=all')
    expect(res.status).toBe(200)
    const rows = res.body.items as { id: string; factura: unknown }[]
    for (const factura of facturas) {
      expect(rows.find((row) => row.id === factura.edpId)?.factura).toEqual({
        id: factura.id,
        folio: factura.folio,
        estadoEnvio: 'listo-para-enviar',
      })
    }
    const facturadas = new Set(
      (await stored([33])).flatMap((row) => (row.edpId === null ? [] : [row.edpId])),
    )
    for (const row of rows.filter((r) => !facturadas.has(r.id))) expect(row.factura).toBeNull()
    const detail = await t.call('GET', `/v1/edp/${first?.edpId}`)
    expect(detail.body.factura).toEqual({
      id: first?.id,
      folio: first?.folio,
      estadoEnvio: 'listo-para-enviar',
    })
  })

  it('forgets a deleted factura', async () => {
    const [first] = facturas
    await t.database.db
      .update(dteEmitidos)
      .set({ eliminadoEn: new Date() })
      .where(eq(dteEmitidos.id, first?.id ?? ''))
    try {
      expect((await t.call('GET', `/v1/edp/${first?.edpId}`)).body.factura).toBeNull()
    } finally {
      await t.database.db
        .update(dteEmitidos)
        .set({ eliminadoEn: null })
        .where(eq(dteEmitidos.id, first?.id ?? ''))
    }
  })
})
