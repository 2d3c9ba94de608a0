// The EDP routes as staff use them: the preview and crear of the worked example to the peso, the
// refusals (400 in Spanish, 404, 409 for an overlapping period, a blocked draft, a stale version
// and a move from the wrong estado), edp-generados' list, tabs and export, the edit that
// recomputes, and the whole workflow with its history, revisions and audit.
import type { EdpDetail, EdpPreview } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edps } from '../../db/schema/index.ts'
import { leerXlsx } from '../../pdf/edp-xlsx-lectura.testing.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { type ContratoEjemplo, contratoEjemplo, EJEMPLO } from './edp-fixtures.ts'

let t: TestApp
let ejemplo: ContratoEjemplo
const enero = { periodoDesde: EJEMPLO.desde, periodoHasta: EJEMPLO.hasta }
const NADIE = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  t = await startTestApp()
  ejemplo = await contratoEjemplo(t.database.db)
}, 180_000)
afterAll(() => t?.close())

const crear = (contratoId: string, body: object = enero, as: string = AS.comercial) =>
  t.call('POST', '/v1/edp', { body: { contratoId, ...body }, as })

describe('the preview', () => {
  it('computes the worked example to the peso, with its evidence, without saving it', async () => {
    const query = new URLSearchParams({ contratoId: ejemplo.contratoId, ...enero })
    const res = await t.call<EdpPreview>('GET', `/v1/edp/previsualizacion?${query}`)
    expect(res.status).toBe(200)
    const { calculo } = res.body
    expect(calculo.totales).toEqual({ neto: EJEMPLO.neto, iva: EJEMPLO.iva, total: EJEMPLO.total })
    expect(calculo.bloqueado).toBe(false)
    expect(calculo.valorUf).toEqual({ fecha: EJEMPLO.hasta, valor: EJEMPLO.valorUf })
    const [arriendo] = calculo.lineas
    expect(arriendo).toMatchObject({ tipo: 'arriendo', cantidad: 132, monto: EJEMPLO.neto })
    expect(arriendo?.evidencia.movimientos).toEqual([
      expect.objectContaining({ tipo: 'despacho', fecha: EJEMPLO.despacho }),
    ])
    expect(arriendo?.evidencia.movimientos[0]?.guiaDespacho).toEqual(expect.any(Number))
    expect(calculo.items[0]).toMatchObject({ diasEnArriendo: 24, diasCobrables: 22 })
    expect(calculo.items[0]?.diasExcluidos.map((dia) => [dia.fecha, dia.motivo])).toEqual(
      EJEMPLO.diasDeLluvia.map((fecha) => [fecha, 'clima']),
    )
    expect(res.body.contrato.id).toBe(ejemplo.contratoId)
    const saved = await t.database.db
      .select({ id: edps.id })
      .from(edps)
      .where(eq(edps.contratoId, ejemplo.contratoId))
    expect(saved).toEqual([])
  })

  it('lists a missing valor UF as a blocking problem, never guessed', async () => {
    const query = new URLSearchParams({
      contratoId: ejemplo.contratoId,
      periodoDesde: '2030-02-01',
      periodoHasta: '2030-02-28',
    })
    const res = await t.call<EdpPreview>('GET', `/v1/edp/previsualizacion?${query}`)
    expect(res.status).toBe(200)
    expect(res.body.calculo.bloqueado).toBe(true)
    expect(res.body.calculo.totales).toBeNull()
    expect(res.body.calculo.problemas).toEqual([
      expect.objectContaining({ codigo: 'sin-valor-uf', bloqueante: true }),
    ])
  })

  it('says in Spanish what is wrong with the period or the contract', async () => {
    const solo = await t.call(
      'GET',
      `/v1/edp/previsualizacion?contratoId=${ejemplo.contratoId}&periodoDesde=2030-01-01`,
    )
    expect(solo.status).toBe(400)
    expect(solo.body.error.fields.periodoHasta).toBe(
      'Indique las dos fechas del período, o ninguna para el mes anterior.',
    )
    const antes = await t.call(
      'GET',
      `/v1/edp/previsualizacion?contratoId=${ejemplo.contratoId}&periodoDesde=2029-12-01&periodoHasta=2029-12-31`,
    )
    expect(antes.status).toBe(400)
    expect(antes.body.error.fields.periodoDesde).toBe(
      'El contrato empieza el 01-01-2030: el período no puede empezar antes.',
    )
    const nadie = await t.call('GET', `/v1/edp/previsualizacion?contratoId=${NADIE}`)
    expect(nadie.status).toBe(400)
    expect(nadie.body.error.fields.contratoId).toBe('Elija el contrato de la lista.')
  })

  it('defaults to the previous calendar month: before this contract began, so it says so', async () => {
    const res = await t.call('GET', `/v1/edp/previsualizacion?contratoId=${ejemplo.contratoId}`)
    expect(res.status).toBe(400)
    expect(res.body.error.fields.periodoDesde).toMatch(/^El contrato no estuvo vigente entre el/)
  })
})

describe('the contract’s terms the computation reads', () => {
  it('show in the contract’s detail: the item’s discount and operator rate, rain and fuel', async () => {
    const res = await t.call('GET', `/v1/contratos/${ejemplo.contratoId}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ climaNoCobrable: true, precioCombustible: null })
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: ejemplo.itemId, descuentoPct: 5, tarifaOperador: null }),
    ])
  })
})

describe('crear', () => {
  it('refuses a draft with blocking problems, listing them', async () => {
    const res = await crear(ejemplo.contratoId, {
      periodoDesde: '2030-02-01',
      periodoHasta: '2030-02-28',
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(
      /^El EDP no se puede guardar mientras haya problemas que lo bloquean\. Falta el valor UF del 28-02-2030/,
    )
  })

  it('writes nothing when its audit entry cannot be written', async () => {
    const otro = await contratoEjemplo(t.database.db)
    const restore = await failAuditsOf(t.database, 'edp')
    try {
      expect((await crear(otro.contratoId)).status).toBe(500)
    } finally {
      await restore()
    }
    const saved = await t.database.db
      .select({ id: edps.id })
      .from(edps)
      .where(eq(edps.contratoId, otro.contratoId))
    expect(saved).toEqual([])
  })

  it('stores the worked example in revisión comercial 1 with its lines, history and audit', async () => {
    const res = await crear(ejemplo.contratoId, { ...enero, hes: 'HES-77' })
    expect(res.status).toBe(201)
    const edp: EdpDetail = res.body
    expect(edp.folio).toMatch(/^EDP-\d{6}$/)
    expect(edp).toMatchObject({
      estado: 'revision-comercial-1',
      revision: 1,
      moneda: 'UF',
      neto: EJEMPLO.neto,
      iva: EJEMPLO.iva,
      total: EJEMPLO.total,
      periodoDesde: EJEMPLO.desde,
      periodoHasta: EJEMPLO.hasta,
      hes: 'HES-77',
      valorUf: { fecha: EJEMPLO.hasta, valor: EJEMPLO.valorUf },
      creadoPor: { nombre: expect.any(String) },
    })
    expect(edp.ordenCompra).toMatch(/^OC-/)
    expect(edp.lineas).toEqual([
      expect.objectContaining({ tipo: 'arriendo', origen: 'calculada', posicion: 0 }),
    ])
    expect(edp.items[0]?.diasCobrables).toBe(22)
    expect(edp.historial).toEqual([
      expect.objectContaining({ accion: 'crear', desde: null, hacia: 'revision-comercial-1' }),
    ])
    const audit = await t.auditOf(edp.id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear'])
    expect(audit[0]?.usuarioId).toBe(await t.userId(AS.comercial))
  })

  it('refuses a second EDP of the contract whose period meets the first (409)', async () => {
    const mismo = await crear(ejemplo.contratoId)
    expect(mismo.status).toBe(409)
    expect(mismo.body.error.message).toMatch(
      /^El contrato ya tiene el EDP-\d{6} del 01-01-2030 al 31-01-2030, que se cruza con este período/,
    )
    const dentro = await crear(ejemplo.contratoId, {
      periodoDesde: '2030-01-20',
      periodoHasta: '2030-01-25',
    })
    expect(dentro.status).toBe(409)
  })

  it('refuses a manual line about an item that is not this contract’s, and stores nothing', async () => {
    const before = await t.call('GET', `/v1/edp?contratoId=${ejemplo.contratoId}&pageSize=all`)
    const res = await crear(ejemplo.contratoId, {
      periodoDesde: '2031-01-01',
      periodoHasta: '2031-01-31',
      lineasManuales: [
        {
          itemId: '02a1e9ee-0b67-457a-a211-d98ed1974d9c',
          descripcion: 'Daño',
          motivo: 'Golpe en la pala',
          cantidad: 1,
          unidad: 'unidad',
          tarifa: 5,
        },
      ],
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      'lineasManuales.0.itemId':
        'El ítem no es de este contrato o no estuvo en arriendo en el período.',
    })
    const after = await t.call('GET', `/v1/edp?contratoId=${ejemplo.contratoId}&pageSize=all`)
    expect(after.body.total).toBe(before.body.total)
  })

  it('says in Spanish what is wrong with the body', async () => {
    const res = await t.call('POST', '/v1/edp', {
      body: {
        contratoId: 'x',
        periodoDesde: '2030-01-31',
        periodoHasta: '2030-01-01',
        lineasManuales: [{ descripcion: 'Daño', cantidad: 1, unidad: 'unidad', tarifa: 5 }],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({
      contratoId: 'Elija el contrato de la lista.',
      'lineasManuales.0.motivo': 'Ingrese el motivo de la línea manual.',
    })
    const alReves = await crear(ejemplo.contratoId, {
      periodoDesde: '2030-01-31',
      periodoHasta: '2030-01-01',
    })
    expect(alReves.status).toBe(400)
    expect(alReves.body.error.fields).toEqual({
      periodoHasta: 'La fecha final no puede ser anterior a la inicial.',
    })
  })
})

describe('edp-generados', () => {
  it('lists by tab, filters, counts each tab and exports', async () => {
    const query = `contratoId=${ejemplo.contratoId}`
    const tab = await t.call('GET', `/v1/edp?estado=revision-comercial-1&${query}`)
    expect(tab.status).toBe(200)
    expect(tab.body.items).toHaveLength(1)
    expect(tab.body.items[0]).toMatchObject({ total: EJEMPLO.total, obra: { id: ejemplo.obraId } })
    expect((await t.call('GET', `/v1/edp?estado=revision-obra&${query}`)).body.items).toEqual([])
    const monto = await t.call('GET', `/v1/edp?${query}&montoMinimo=${EJEMPLO.total + 1}`)
    expect(monto.body.items).toEqual([])
    const periodo = await t.call('GET', `/v1/edp?${query}&desde=2030-02-01`)
    expect(periodo.body.items).toEqual([])
    const conteos = await t.call('GET', `/v1/edp/conteos?${query}`)
    expect(conteos.status).toBe(200)
    expect(conteos.body).toEqual({
      porEstado: {
        'revision-comercial-1': 1,
        'revision-obra': 0,
        'observado-obra': 0,
        'revision-comercial-2': 0,
        'aprobado-obra': 0,
      },
      total: 1,
    })
    const csv = await t.call<string>('GET', `/v1/edp/exportar?${query}&format=csv`)
    expect(csv.status).toBe(200)
    expect(csv.body).toContain(tab.body.items[0].folio)
    expect(csv.body).toContain('Revisión comercial 1')
  })

  it('answers 404 in Spanish for an EDP that does not exist', async () => {
    const res = await t.call('GET', `/v1/edp/${NADIE}`)
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('No encontramos el EDP.')
  })

  it('refuses a bad filter in Spanish', async () => {
    const res = await t.call('GET', '/v1/edp?estado=borrador&montoMinimo=-5')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toMatchObject({
      estado: 'El estado no es válido.',
      montoMinimo: 'El monto mínimo no puede ser negativo.',
    })
  })
})

describe('the workflow', () => {
  let edp: EdpDetail
  beforeAll(async () => {
    const [found] = await t.database.db
      .select({ id: edps.id })
      .from(edps)
      .where(eq(edps.contratoId, ejemplo.contratoId))
    edp = (await t.call<EdpDetail>('GET', `/v1/edp/${found?.id}`)).body
  })
  const move = (accion: string, body: object, as: string = AS.comercial) =>
    t.call('POST', `/v1/edp/${edp.id}/${accion}`, {
      body: { version: edp.version, ...body },
      as,
    })
  const step = async (accion: string, body: object = {}) => {
    const res = await move(accion, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    edp = res.body
    return edp
  }

  it('edits in revisión comercial: a manual line with its reason recomputes the totals', async () => {
    const stale = edp.version
    const res = await t.call<EdpDetail>('PATCH', `/v1/edp/${edp.id}`, {
      body: {
        version: edp.version,
        ordenCompra: 'OC-2030-01',
        lineasManuales: [
          {
            descripcion: 'Reparación de balde',
            motivo: 'Daño informado por la obra',
            cantidad: 1,
            unidad: 'unidad',
            tarifa: 2,
          },
        ],
      },
    })
    expect(res.status).toBe(200)
    edp = res.body
    // 2 UF at 38.500 = $77.000 more neto; IVA once over the new neto.
    expect(edp.neto).toBe(EJEMPLO.neto + 77_000)
    expect(edp.iva).toBe(Math.round((EJEMPLO.neto + 77_000) * 0.19))
    expect(edp.total).toBe(edp.neto + edp.iva)
    expect(edp.ordenCompra).toBe('OC-2030-01')
    expect(edp.lineas.map((linea) => [linea.tipo, linea.origen, linea.motivo])).toEqual([
      ['arriendo', 'calculada', null],
      ['manual', 'manual', 'Daño informado por la obra'],
    ])
    const conflicto = await t.call('PATCH', `/v1/edp/${edp.id}`, {
      body: { version: stale, hes: 'HES-1' },
    })
    expect(conflicto.status).toBe(409)
    expect(conflicto.body.error.message).toBe(
      'Otro usuario modificó este registro. Recargue e intente nuevamente.',
    )
  })

  it('is sent to the obra, and no longer edited there', async () => {
    expect((await move('aprobar', {})).status).toBe(409)
    await step('enviar-a-obra', { comentario: 'Enviado al jefe de obra.' })
    expect(edp.estado).toBe('revision-obra')
    const edit = await t.call('PATCH', `/v1/edp/${edp.id}`, {
      body: { version: edp.version, hes: 'HES-2' },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.error.message).toBe(
      'Solo se edita un EDP en revisión comercial; este está en revisión obra.',
    )
  })

  it('is observed with a required comment, optionally per line', async () => {
    const sinComentario = await move('observar', {})
    expect(sinComentario.status).toBe(400)
    expect(sinComentario.body.error.fields.comentario).toMatch(/comentario/)
    const ajena = await move('observar', {
      comentario: 'Revisar',
      lineas: [{ lineaId: NADIE, comentario: 'No corresponde' }],
    })
    expect(ajena.status).toBe(400)
    expect(ajena.body.error.fields['lineas.0.lineaId']).toBe(
      'La línea observada no es de este EDP.',
    )
    const manual = edp.lineas[1]
    await step('observar', {
      comentario: 'La reparación no corresponde.',
      lineas: [{ lineaId: manual?.lineaId, comentario: 'El balde ya venía dañado.' }],
    })
    expect(edp.estado).toBe('observado-obra')
    expect(edp.historial.at(-1)).toMatchObject({
      accion: 'observar',
      origen: 'comercial',
      comentario: 'La reparación no corresponde.',
      observacionesLineas: [
        { lineaId: manual?.lineaId, posicion: 1, comentario: 'El balde ya venía dañado.' },
      ],
    })
  })

  it('takes the observation, is edited and resent as a new revision, the previous kept', async () => {
    await step('tomar-observacion')
    expect(edp.estado).toBe('revision-comercial-2')
    const edit = await t.call<EdpDetail>('PATCH', `/v1/edp/${edp.id}`, {
      body: { version: edp.version, lineasManuales: [] },
    })
    expect(edit.status).toBe(200)
    edp = edit.body
    expect(edp.total).toBe(EJEMPLO.total)
    await step('reenviar', { comentario: 'Sin la reparación.' })
    expect(edp).toMatchObject({ estado: 'revision-obra', revision: 2 })
    expect(edp.revisiones).toEqual([
      expect.objectContaining({
        revision: 1,
        total: EJEMPLO.neto + 77_000 + Math.round((EJEMPLO.neto + 77_000) * 0.19),
        observacion: 'La reparación no corresponde.',
        observacionesLineas: [expect.objectContaining({ comentario: 'El balde ya venía dañado.' })],
      }),
    ])
    expect(edp.revisiones[0]?.lineas).toHaveLength(2)
  })

  it('is approved (recorded by staff), then closed to every move and edit', async () => {
    await step('aprobar', { comentario: 'Aprobado por correo del jefe de obra.' })
    expect(edp.estado).toBe('aprobado-obra')
    expect(edp.historial.map((entry) => [entry.accion, entry.revision, entry.origen])).toEqual([
      ['crear', 1, 'comercial'],
      ['editar', 1, 'comercial'],
      ['enviar-a-obra', 1, 'comercial'],
      ['observar', 1, 'comercial'],
      ['tomar-observacion', 1, 'comercial'],
      ['editar', 1, 'comercial'],
      ['reenviar', 2, 'comercial'],
      ['aprobar', 2, 'comercial'],
    ])
    for (const accion of [
      'enviar-a-obra',
      'observar',
      'tomar-observacion',
      'reenviar',
      'aprobar',
    ]) {
      const res = await move(accion, { comentario: 'Otra vez' })
      expect(res.status).toBe(409)
      expect(res.body.error.message).toMatch(/este está aprobado por obra y cerrado\.$/)
    }
    const edit = await t.call('PATCH', `/v1/edp/${edp.id}`, {
      body: { version: edp.version, hes: 'HES-3' },
    })
    expect(edit.status).toBe(409)
    const audit = await t.auditOf(edp.id)
    expect(audit.map((entry) => entry.action)).toEqual([
      'crear',
      'editar',
      'enviar-a-obra',
      'observar',
      'tomar-observacion',
      'editar',
      'reenviar',
      'aprobar',
    ])
  })

  it('downloads as a PDF whose text shows the total as the screens write it, and as XLSX', async () => {
    const download = (formato: string, as: string = AS.comercial) =>
      t.app.request(`/v1/edp/${edp.id}/${formato}`, {
        headers: { Authorization: t.authorization(as) },
      })
    const pdf = await download('pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`${edp.folio}.pdf`)
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()))
    const { text } = await extractText(document, { mergePages: true })
    expect(text.replace(/\s+/g, ' ')).toContain('$6.894.241')
    const xlsx = await download('xlsx')
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-disposition')).toContain(`${edp.folio}.xlsx`)
    const hojas = leerXlsx(new Uint8Array(await xlsx.arrayBuffer()))
    expect(hojas.size).toBeGreaterThan(1)
    expect(JSON.stringify([...hojas.values()])).toContain(String(EJEMPLO.total))
    expect((await download('pdf', AS.sinPermisos)).status).toBe(403)
    expect((await t.call('GET', `/v1/edp/${NADIE}/pdf`)).status).toBe(404)
  })

  it('answers 404 to a move of an EDP that does not exist, 400 to a bad version', async () => {
    const res = await t.call('POST', `/v1/edp/${NADIE}/aprobar`, { body: { version: 1 } })
    expect(res.status).toBe(404)
    const bad = await t.call('POST', `/v1/edp/${edp.id}/aprobar`, { body: { version: 'x' } })
    expect(bad.status).toBe(400)
  })
})

describe('who may', () => {
  it('refuses each route without its key (403) and without a session (401)', async () => {
    const routes: [string, string][] = [
      ['GET', '/v1/edp'],
      ['GET', '/v1/edp/conteos'],
      ['GET', `/v1/edp/previsualizacion?contratoId=${ejemplo.contratoId}`],
      ['GET', `/v1/edp/${NADIE}`],
      ['POST', '/v1/edp'],
      ['PATCH', `/v1/edp/${NADIE}`],
      ['POST', `/v1/edp/${NADIE}/enviar-a-obra`],
      ['POST', `/v1/edp/${NADIE}/observar`],
      ['POST', `/v1/edp/${NADIE}/tomar-observacion`],
      ['POST', `/v1/edp/${NADIE}/reenviar`],
      ['POST', `/v1/edp/${NADIE}/aprobar`],
    ]
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : { version: 1 }
      expect((await t.call(method, path, { as: AS.sinPermisos, body })).status, path).toBe(403)
      expect((await t.call(method, path, { as: AS.cliente, body })).status, path).toBe(403)
      expect((await t.call(method, path, { as: null, body })).status, path).toBe(401)
    }
  })
})
