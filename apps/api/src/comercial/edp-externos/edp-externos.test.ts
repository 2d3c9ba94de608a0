// The external EDP routes as staff use them (decision 064): the preview and crear of a lessor's
// March to the peso (its falla incident's days out, the incident as their proof), the refusals
// (400 in Spanish, 401, 403 to a lessor, a site client and an operator, 404, 409 for an
// overlapping period, a blocked draft, a stale version and a move from the wrong estado), the list
// and its export, the edit that recomputes, emitir, the answers to the lessor's adjustment
// requests (accepted: a new revision, the previous kept; rejected with a reason), the PDF and XLSX,
// and the lessor agreements kept from the proveedor's screen.
import type {
  AcuerdoArriendoDetail,
  AcuerdosArriendo,
  EdpExternoDetail,
} from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edpsExternos, proveedores, solicitudesAjuste } from '../../db/schema/index.ts'
import { leerXlsx } from '../../pdf/edp-xlsx-lectura.testing.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  type ArrendadorEjemplo,
  activoDe,
  arrendadorEjemplo,
  despachoA,
  MARZO_2031,
} from './edp-externo-fixtures.ts'

let t: TestApp
let ejemplo: ArrendadorEjemplo
const NADIE = '00000000-0000-4000-8000-000000000000'
const marzo = { fechaInicio: MARZO_2031.fechaInicio, fechaFin: MARZO_2031.fechaFin }

beforeAll(async () => {
  t = await startTestApp()
  ejemplo = await arrendadorEjemplo(t.database.db)
}, 180_000)
afterAll(() => t?.close())

const del = (e: ArrendadorEjemplo, periodo: object = marzo) => ({
  obraId: e.obraId,
  proveedorId: e.proveedorId,
  ...periodo,
})
const preview = (body: Record<string, string>, as: string = AS.comercial) =>
  t.call('GET', `/v1/edp-externos/previsualizacion?${new URLSearchParams(body)}`, { as })
const crear = (body: object, as: string = AS.comercial) =>
  t.call('POST', '/v1/edp-externos', { body, as })

describe('the preview', () => {
  it("computes the lessor's March to the peso, its incident's days out with the incident as proof, without saving it", async () => {
    const res = await preview(del(ejemplo))
    expect(res.status).toBe(200)
    const { calculo } = res.body
    expect(calculo.bloqueado).toBe(false)
    expect(calculo.totales).toEqual({
      neto: MARZO_2031.neto,
      iva: MARZO_2031.iva,
      total: MARZO_2031.total,
    })
    const [arriendo] = calculo.lineas
    expect(arriendo).toMatchObject({ tipo: 'arriendo', cantidad: 28, tarifa: 100_000 })
    expect(arriendo.evidencia.movimientos).toEqual([
      expect.objectContaining({ tipo: 'despacho', fecha: '2031-02-20' }),
    ])
    expect(arriendo.evidencia.diasExcluidos.map((d: { fecha: string }) => d.fecha)).toEqual([
      '2031-03-10',
      '2031-03-11',
      '2031-03-12',
    ])
    expect(arriendo.evidencia.diasExcluidos[0].incidente.id).toBe(ejemplo.incidenteId)
    expect(res.body.proveedor.id).toBe(ejemplo.proveedorId)
    const saved = await t.database.db
      .select({ id: edpsExternos.id })
      .from(edpsExternos)
      .where(eq(edpsExternos.proveedorId, ejemplo.proveedorId))
    expect(saved).toEqual([])
  })

  it('says in Spanish what is wrong with the period, the obra or the proveedor', async () => {
    const invertido = await preview(
      del(ejemplo, { fechaInicio: '2031-03-31', fechaFin: '2031-03-01' }),
    )
    expect(invertido.status).toBe(400)
    expect(invertido.body.error.fields.fechaFin).toBe(
      'La fecha final no puede ser anterior a la inicial.',
    )
    const largo = await preview(del(ejemplo, { fechaInicio: '2031-03-01', fechaFin: '2031-05-01' }))
    expect(largo.status).toBe(400)
    expect(largo.body.error.fields.fechaFin).toContain('elija hasta 31')
    const sinObra = await preview({ ...del(ejemplo), obraId: NADIE })
    expect(sinObra.status).toBe(400)
    expect(sinObra.body.error.fields.obraId).toBe('Elija la obra de la lista.')
    const sinProveedor = await preview({ ...del(ejemplo), proveedorId: NADIE })
    expect(sinProveedor.status).toBe(400)
    expect(sinProveedor.body.error.fields.proveedorId).toBe('Elija el proveedor de la lista.')
  })
})

describe('crear', () => {
  it('refuses a draft while an asset at the obra has no agreement, naming it', async () => {
    const otro = await arrendadorEjemplo(t.database.db)
    const sinAcuerdo = await activoDe(t.database.db, otro.proveedorId)
    await despachoA(t.database.db, sinAcuerdo, otro.obraId, '2031-03-05')
    const vista = await preview(del(otro))
    expect(vista.body.calculo.bloqueado).toBe(true)
    expect(vista.body.calculo.problemas[0]).toMatchObject({ codigo: 'activo-sin-acuerdo' })
    const res = await crear(del(otro))
    expect(res.status).toBe(409)
    expect(res.body.error.message).toContain('no tiene tarifa del arrendador vigente')
  })

  it('creates it in borrador with the next EDPE folio, its lines, history and audit; one per period', async () => {
    const res = await crear(del(ejemplo))
    expect(res.status).toBe(201)
    const edp: EdpExternoDetail = res.body
    expect(edp.folio).toMatch(/^EDPE-\d{6}$/)
    expect(edp).toMatchObject({
      estado: 'borrador',
      revision: 1,
      neto: MARZO_2031.neto,
      iva: MARZO_2031.iva,
      total: MARZO_2031.total,
      solicitudesPendientes: 0,
    })
    expect(edp.lineas).toHaveLength(1)
    expect(edp.historial.map((h) => h.accion)).toEqual(['crear'])
    expect((await t.auditOf(edp.id)).map((a) => a.action)).toEqual(['crear'])

    const otra = await crear(del(ejemplo, { fechaInicio: '2031-03-15', fechaFin: '2031-04-10' }))
    expect(otra.status).toBe(409)
    expect(otra.body.error.message).toContain(edp.folio)
  })

  it('answers 401 without a session and 403 to a lessor, a site client and an operator', async () => {
    expect((await crear(del(ejemplo), null as unknown as string)).status).toBe(401)
    for (const as of [AS.proveedor, AS.cliente, AS.operador]) {
      expect((await crear(del(ejemplo), as)).status).toBe(403)
      expect((await t.call('GET', '/v1/edp-externos', { as })).status).toBe(403)
      expect((await preview(del(ejemplo), as)).status).toBe(403)
    }
  })
})

describe('the list, the edit and emitir', () => {
  let edp: EdpExternoDetail
  beforeAll(async () => {
    const [found] = await t.database.db
      .select({ id: edpsExternos.id })
      .from(edpsExternos)
      .where(eq(edpsExternos.proveedorId, ejemplo.proveedorId))
    if (!found) throw new Error('the crear test runs first')
    edp = (await t.call<EdpExternoDetail>('GET', `/v1/edp-externos/${found.id}`)).body
  })

  it('lists it filtered by proveedor, estado and period, and exports it', async () => {
    const page = await t.call(
      'GET',
      `/v1/edp-externos?proveedorId=${ejemplo.proveedorId}&estado=borrador&desde=2031-03-01&hasta=2031-03-31`,
    )
    expect(page.status).toBe(200)
    expect(page.body.items.map((row: { folio: string }) => row.folio)).toEqual([edp.folio])
    const ninguno = await t.call(
      'GET',
      `/v1/edp-externos?proveedorId=${ejemplo.proveedorId}&estado=aceptado`,
    )
    expect(ninguno.body.items).toEqual([])
    const mal = await t.call('GET', '/v1/edp-externos?estado=pagado')
    expect(mal.status).toBe(400)
    const csv = await t.call(
      'GET',
      `/v1/edp-externos/exportar?proveedorId=${ejemplo.proveedorId}&format=csv`,
    )
    expect(csv.status).toBe(200)
    expect(String(csv.body)).toContain(edp.folio)
    expect(String(csv.body)).toContain('Borrador')
    expect((await t.call('GET', `/v1/edp-externos/${NADIE}`)).status).toBe(404)
  })

  it('edits a borrador with a manual line and its reason, recomputing; a stale version is a 409', async () => {
    const linea = {
      descripcion: 'Traslado interno de la excavadora',
      motivo: 'Acordado con el arrendador por correo',
      cantidad: 1,
      unidad: 'unidad',
      tarifa: 250_000,
    }
    const sinMotivo = await t.call('PATCH', `/v1/edp-externos/${edp.id}`, {
      body: { version: edp.version, lineasManuales: [{ ...linea, motivo: '' }] },
    })
    expect(sinMotivo.status).toBe(400)
    expect(sinMotivo.body.error.fields['lineasManuales.0.motivo']).toBe(
      'Ingrese el motivo de la línea manual.',
    )
    const res = await t.call<EdpExternoDetail>('PATCH', `/v1/edp-externos/${edp.id}`, {
      body: { version: edp.version, lineasManuales: [linea] },
    })
    expect(res.status).toBe(200)
    // $2.800.000 + $250.000 = $3.050.000; IVA $579.500; total $3.629.500.
    expect(res.body).toMatchObject({ neto: 3_050_000, iva: 579_500, total: 3_629_500 })
    expect(res.body.lineas.map((l) => [l.origen, l.monto])).toEqual([
      ['calculada', 2_800_000],
      ['manual', 250_000],
    ])
    const stale = await t.call('PATCH', `/v1/edp-externos/${edp.id}`, {
      body: { version: edp.version, lineasManuales: [] },
    })
    expect(stale.status).toBe(409)
    edp = res.body
  })

  it('emits it once; an emitted EDP is not edited nor emitted again', async () => {
    const res = await t.call<EdpExternoDetail>('POST', `/v1/edp-externos/${edp.id}/emitir`, {
      body: { version: edp.version, comentario: 'Enviado a Arriendos de Prueba' },
    })
    expect(res.status).toBe(200)
    expect(res.body.estado).toBe('emitido')
    expect(res.body.historial.at(-1)).toMatchObject({ accion: 'emitir', hacia: 'emitido' })
    const otraVez = await t.call('POST', `/v1/edp-externos/${edp.id}/emitir`, {
      body: { version: res.body.version },
    })
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.error.message).toBe(
      'Solo se emite un EDP externo en borrador; este está emitido.',
    )
    const editar = await t.call('PATCH', `/v1/edp-externos/${edp.id}`, {
      body: { version: res.body.version, lineasManuales: [] },
    })
    expect(editar.status).toBe(409)
    edp = res.body
  })

  it('accepts one adjustment request as a new revision (the previous kept) and rejects another with its reason', async () => {
    const { db } = t.database
    const [arriendo, manual] = edp.lineas
    if (!arriendo || !manual) throw new Error('two lines')
    // What the lessor's portal writes when it raises them (its routes are the arrendador area's).
    const pedir = async (linea: typeof arriendo, monto: number, motivo: string) => {
      const [row] = await db
        .insert(solicitudesAjuste)
        .values({
          proveedorId: ejemplo.proveedorId,
          edpExternoId: edp.id,
          revision: edp.revision,
          lineaId: linea.id,
          lineaDescripcion: linea.descripcion,
          lineaMonto: linea.monto ?? 0,
          motivo,
          montoSolicitado: monto,
        })
        .returning()
      if (!row) throw new Error('no solicitud')
      return row
    }
    const primera = await pedir(
      arriendo,
      3_000_000,
      'El 12 de marzo la excavadora trabajó la tarde',
    )
    const segunda = await pedir(manual, 300_000, 'El traslado costó más')
    await db
      .update(edpsExternos)
      .set({ estado: 'en-ajuste', version: edp.version + 1 })
      .where(eq(edpsExternos.id, edp.id))
    const version = edp.version + 1
    const base = `/v1/edp-externos/${edp.id}/solicitudes-ajuste`

    const sinMotivo = await t.call('POST', `${base}/${segunda.id}/rechazar`, {
      body: { version, respuesta: '' },
    })
    expect(sinMotivo.status).toBe(400)
    expect(sinMotivo.body.error.fields.respuesta).toBe('Ingrese el motivo del rechazo.')
    expect((await t.call('POST', `${base}/${NADIE}/aceptar`, { body: { version } })).status).toBe(
      404,
    )
    for (const as of [AS.proveedor, AS.cliente, AS.operador]) {
      expect(
        (await t.call('POST', `${base}/${primera.id}/aceptar`, { body: { version }, as })).status,
      ).toBe(403)
    }

    const aceptada = await t.call<EdpExternoDetail>('POST', `${base}/${primera.id}/aceptar`, {
      body: { version, respuesta: 'Revisado con el report' },
    })
    expect(aceptada.status).toBe(200)
    // $3.000.000 + $250.000 = $3.250.000; IVA $617.500; total $3.867.500; still en ajuste.
    expect(aceptada.body).toMatchObject({
      estado: 'en-ajuste',
      revision: 2,
      neto: 3_250_000,
      iva: 617_500,
      total: 3_867_500,
      solicitudesPendientes: 1,
    })
    expect(aceptada.body.revisiones).toEqual([
      expect.objectContaining({ revision: 1, neto: 3_050_000, total: 3_629_500 }),
    ])
    expect(aceptada.body.revisiones[0]?.lineas[0]?.monto).toBe(2_800_000)
    expect(aceptada.body.lineas[0]?.evidencia.notas.at(-1)).toContain(
      'Ajustada por la solicitud AJU-',
    )
    expect(aceptada.body.solicitudesAjuste.map((s) => s.estado)).toEqual(['aceptada', 'pendiente'])

    const otraVez = await t.call('POST', `${base}/${primera.id}/aceptar`, {
      body: { version: aceptada.body.version },
    })
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.error.message).toContain('ya fue aceptada')

    const rechazada = await t.call<EdpExternoDetail>('POST', `${base}/${segunda.id}/rechazar`, {
      body: { version: aceptada.body.version, respuesta: 'El traslado se pactó a $250.000' },
    })
    expect(rechazada.status).toBe(200)
    expect(rechazada.body).toMatchObject({
      estado: 'emitido',
      revision: 2,
      total: 3_867_500,
      solicitudesPendientes: 0,
    })
    expect(rechazada.body.solicitudesAjuste[1]).toMatchObject({
      estado: 'rechazada',
      respuesta: 'El traslado se pactó a $250.000',
    })
    expect(rechazada.body.historial.map((h) => h.accion)).toEqual([
      'crear',
      'editar',
      'emitir',
      'aceptar-ajuste',
      'rechazar-ajuste',
    ])
    const stale = await t.call('POST', `${base}/${segunda.id}/rechazar`, {
      body: { version: aceptada.body.version, respuesta: 'x' },
    })
    expect(stale.status).toBe(409)
    edp = rechazada.body
  })

  it('downloads as a PDF whose text shows the lessor and the total, and as XLSX', async () => {
    const download = (formato: string, as: string = AS.comercial) =>
      t.app.request(`/v1/edp-externos/${edp.id}/${formato}`, {
        headers: { Authorization: t.authorization(as) },
      })
    const pdf = await download('pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`${edp.folio}.pdf`)
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()))
    const { text } = await extractText(document, { mergePages: true })
    const plano = text.replace(/\s+/g, ' ')
    expect(plano).toContain('$3.867.500')
    expect(plano).toContain('Estado de pago externo')
    expect(plano).toContain(edp.proveedor.razonSocial)
    const xlsx = await download('xlsx')
    expect(xlsx.status).toBe(200)
    const hojas = leerXlsx(new Uint8Array(await xlsx.arrayBuffer()))
    expect(JSON.stringify([...hojas.values()])).toContain('3867500')
    expect((await download('pdf', AS.proveedor)).status).toBe(403)
    expect((await t.call('GET', `/v1/edp-externos/${NADIE}/pdf`)).status).toBe(404)
  })
})

describe('the lessor agreements', () => {
  it("are kept from the proveedor's screen: list, create, edit at the version read, delete", async () => {
    const otro = await arrendadorEjemplo(t.database.db)
    const segundo = await activoDe(t.database.db, otro.proveedorId)
    const base = `/v1/proveedores/${otro.proveedorId}/acuerdos-arriendo`
    const lista = await t.call<AcuerdosArriendo>('GET', base)
    expect(lista.status).toBe(200)
    expect(lista.body.items).toHaveLength(1)
    expect(lista.body.activosDelProveedor.map((a) => a.id).sort()).toEqual(
      [otro.activoId, segundo].sort(),
    )
    const tarifa = {
      activoId: segundo,
      tarifa: 1.5,
      unidadCobro: 'hora',
      minimoHoras: 180,
      minimoPor: 'mes',
      moneda: 'UF',
      vigenciaDesde: '2031-01-01',
    }
    const general = await t.call('POST', base, { body: { activos: [tarifa] } })
    expect(general.status).toBe(409)
    expect(general.body.error.fields.obraId).toContain('ya tiene un acuerdo')
    const ajeno = await t.call('POST', base, {
      body: { obraId: otro.obraId, activos: [{ ...tarifa, activoId: ejemplo.activoId }] },
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields['activos.0.activoId']).toBe('El activo no es de este proveedor.')
    const solapado = await t.call('POST', base, {
      body: { obraId: otro.obraId, activos: [tarifa, { ...tarifa, vigenciaDesde: '2031-06-01' }] },
    })
    expect(solapado.status).toBe(400)
    expect(solapado.body.error.fields['activos.1.vigenciaDesde']).toContain('ya tiene tarifa')
    const creado = await t.call<AcuerdoArriendoDetail>('POST', base, {
      body: { obraId: otro.obraId, activos: [tarifa] },
    })
    expect(creado.status).toBe(201)
    expect(creado.body.obra?.id).toBe(otro.obraId)
    expect(creado.body.activos[0]).toMatchObject({ tarifa: 1.5, moneda: 'UF', minimoHoras: 180 })

    const item = `${base}/${creado.body.id}`
    const editado = await t.call<AcuerdoArriendoDetail>('PATCH', item, {
      body: { version: creado.body.version, activos: [{ ...tarifa, tarifa: 1.6 }] },
    })
    expect(editado.status).toBe(200)
    expect(editado.body.activos[0]?.tarifa).toBe(1.6)
    const stale = await t.call('PATCH', item, {
      body: { version: creado.body.version, observaciones: 'x' },
    })
    expect(stale.status).toBe(409)
    const deOtro = await t.call(
      'PATCH',
      `/v1/proveedores/${ejemplo.proveedorId}/acuerdos-arriendo/${creado.body.id}`,
      { body: { version: editado.body.version, observaciones: 'x' } },
    )
    expect(deOtro.status).toBe(404)
    expect((await t.call('GET', base, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', base, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', `/v1/proveedores/${NADIE}/acuerdos-arriendo`)).status).toBe(404)
    const borrado = await t.call('DELETE', `${item}?version=${editado.body.version}`)
    expect(borrado.status).toBe(204)
    expect((await t.call<AcuerdosArriendo>('GET', base)).body.items).toHaveLength(1)
    expect((await t.auditOf(creado.body.id)).map((a) => a.action)).toEqual([
      'crear',
      'editar',
      'eliminar',
    ])
  })
})

describe('twenty at once', () => {
  it('creations for one obra, lessor and period make one EDP', async () => {
    const otro = await arrendadorEjemplo(t.database.db)
    const answers = await Promise.all(Array.from({ length: 20 }, () => crear(del(otro))))
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(19).fill(409)])
    const stored = await t.database.db
      .select({ id: edpsExternos.id })
      .from(edpsExternos)
      .where(
        and(eq(edpsExternos.proveedorId, otro.proveedorId), eq(edpsExternos.obraId, otro.obraId)),
      )
    expect(stored).toHaveLength(1)
    // The proveedor's row was only locked, never changed.
    const [proveedor] = await t.database.db
      .select({ version: proveedores.version })
      .from(proveedores)
      .where(eq(proveedores.id, otro.proveedorId))
    expect(proveedor?.version).toBe(1)
  }, 60_000)
})
