// The contracts lists, export and detail through the API, in-process against PGlite seeded with
// the demo data (80 contracts, about 60 vigentes and 20 terminados, with items and requests), plus
// one contract passed from a quotation here, whose detail is followed through its requests.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  contratoItems,
  contratos,
  obras,
  solicitudes,
  solicitudItems,
} from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { activosDeTipo, insertCotizacion } from './contrato-fixtures.ts'

type ContratoRow = {
  id: string
  numero: number
  folio: string
  estado: string
  moneda: string
  fechaInicio: string
  fechaTermino: string | null
  ordenCompra: string | null
  obra: { id: string; codigo: string }
  razonSocial: { id: string }
  activosEnArriendo: number
  solicitudesPendientes: number
}

const BASE = '/v1/contratos'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
/** The contract passed here: OC-ZX-991, three Grúas horquilla from 2027-02-01. */
let own: { id: string; folio: string; cotizacionFolio: string; itemIds: string[] }
beforeAll(async () => {
  t = await startTestApp()
  const cot = await insertCotizacion(t.database.db, [{ tipo: 'Grúa horquilla', cantidad: 3 }])
  const gruas = await activosDeTipo(t.database.db, 'Grúa horquilla')
  const res = await t.call('POST', `/v1/cotizaciones/${cot.id}/contrato`, {
    body: {
      version: cot.version,
      fechaInicio: '2027-02-01',
      ordenCompra: 'OC-ZX-991',
      items: cot.items.flatMap((item) =>
        gruas.slice(0, item.cantidad).map((activo) => ({
          cotizacionItemId: item.id,
          activoId: activo.id,
          fechaEntrega: '2027-02-01',
        })),
      ),
    },
  })
  if (res.status !== 201) throw new Error(JSON.stringify(res.body))
  own = {
    id: res.body.id,
    folio: res.body.folio,
    cotizacionFolio: res.body.cotizacion.folio,
    itemIds: res.body.items.map((item: { id: string }) => item.id),
  }
}, 180_000)
afterAll(() => t?.close())

const items = async (path: string, as: string = AS.comercial): Promise<ContratoRow[]> => {
  const res = await t.call('GET', path, { as })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items
}

const countWhere = async (where: ReturnType<typeof and>) =>
  (
    await t.database.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(contratos)
      .where(and(isNull(contratos.eliminadoEn), where))
  )[0]?.n

describe('GET /v1/contratos', () => {
  it('pages every contract by folio; the same rows by number and by cursor', async () => {
    const first = await t.call('GET', `${BASE}?pageSize=20`)
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(await countWhere(undefined))
    expect(first.body.total).toBeGreaterThan(40)
    const numeros = first.body.items.map((row: ContratoRow) => row.numero)
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b))
    expect(first.body.items[0].folio).toMatch(/^CON-\d{6}$/)
    const second = await items(`${BASE}?pageSize=20&page=2`)
    const byCursor = await items(`${BASE}?pageSize=20&cursor=${first.body.nextCursor}`)
    expect(byCursor.map((row) => row.id)).toEqual(second.map((row) => row.id))
    const all = await items(`${BASE}?pageSize=all`)
    expect(all.slice(20, 40).map((row) => row.id)).toEqual(second.map((row) => row.id))
  })

  it('sorts by start and end dates both ways', async () => {
    for (const [sort, field] of [
      ['fechaInicio', 'fechaInicio'],
      ['fechaTermino', 'fechaTermino'],
    ] as const) {
      const rows = await items(`${BASE}?pageSize=all&sort=${sort}&dir=desc`)
      const fechas = rows.map((row) => row[field]).filter((fecha) => fecha !== null)
      expect(fechas).toEqual([...fechas].sort().reverse())
    }
  })

  it('filters by estado, obra, razón social and moneda', async () => {
    const terminados = await items(`${BASE}?pageSize=all&estado=terminado`)
    expect(terminados.length).toBe(await countWhere(eq(contratos.estado, 'terminado')))
    expect(terminados.length).toBeGreaterThan(0)
    expect(terminados.every((row) => row.estado === 'terminado')).toBe(true)
    const [obra] = await t.database.db.select().from(obras).where(eq(obras.codigo, 'OB-0001'))
    const deObra = await items(`${BASE}?pageSize=all&obraId=${obra?.id}`)
    expect(deObra.map((row) => row.id)).toContain(own.id)
    expect(deObra.every((row) => row.obra.codigo === 'OB-0001')).toBe(true)
    const deRazon = await items(`${BASE}?pageSize=all&razonSocialId=${obra?.razonSocialId}`)
    expect(deRazon.every((row) => row.razonSocial.id === obra?.razonSocialId)).toBe(true)
    const uf = await items(`${BASE}?pageSize=all&moneda=UF`)
    expect(uf.length).toBe(await countWhere(eq(contratos.moneda, 'UF')))
    expect(uf.every((row) => row.moneda === 'UF')).toBe(true)
    const bad = await t.call('GET', `${BASE}?estado=abierto`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.estado).toBe('El estado no es válido.')
  })

  it('searches by folio and by orden de compra', async () => {
    const porFolio = await items(`${BASE}?q=${own.folio.toLowerCase()}`)
    expect(porFolio.map((row) => row.id)).toEqual([own.id])
    const porOc = await items(`${BASE}?q=zx-991`)
    expect(porOc.map((row) => row.id)).toEqual([own.id])
  })

  it('counts the assets still on rent and the open requests of each row', async () => {
    const rows = await items(`${BASE}?pageSize=all`)
    const ids = rows.map((row) => row.id)
    const { db } = t.database
    const enArriendo = await db
      .select({ id: contratoItems.contratoId, n: sql<number>`cast(count(*) as integer)` })
      .from(contratoItems)
      .where(
        and(
          inArray(contratoItems.contratoId, ids),
          isNull(contratoItems.eliminadoEn),
          isNull(contratoItems.fechaRetiro),
        ),
      )
      .groupBy(contratoItems.contratoId)
    const abiertas = await db
      .select({ id: solicitudes.contratoId, n: sql<number>`cast(count(*) as integer)` })
      .from(solicitudes)
      .where(
        and(
          isNull(solicitudes.eliminadoEn),
          inArray(solicitudes.estado, ['pendiente', 'aprobada', 'en-logistica']),
        ),
      )
      .groupBy(solicitudes.contratoId)
    const expected = new Map(
      ids.map((id) => [id, { activosEnArriendo: 0, solicitudesPendientes: 0 }]),
    )
    for (const row of enArriendo) {
      const entry = expected.get(row.id)
      if (entry) entry.activosEnArriendo = row.n
    }
    for (const row of abiertas) {
      const entry = row.id ? expected.get(row.id) : undefined
      if (entry) entry.solicitudesPendientes = row.n
    }
    expect(rows.map((row) => [row.id, row.activosEnArriendo, row.solicitudesPendientes])).toEqual(
      ids.map((id) => [
        id,
        expected.get(id)?.activosEnArriendo,
        expected.get(id)?.solicitudesPendientes,
      ]),
    )
    expect(rows.some((row) => row.solicitudesPendientes > 0)).toBe(true)
    expect(rows.find((row) => row.id === own.id)?.activosEnArriendo).toBe(3)
  })
})

describe('GET /v1/contratos-vigentes and /v1/contratos-terminados', () => {
  it('list only their estado, with the same filters and search', async () => {
    const vigentes = await items('/v1/contratos-vigentes?pageSize=all')
    expect(vigentes.length).toBe(await countWhere(eq(contratos.estado, 'vigente')))
    expect(vigentes.every((row) => row.estado === 'vigente')).toBe(true)
    const terminados = await items('/v1/contratos-terminados?pageSize=all')
    expect(terminados.length).toBe(await countWhere(eq(contratos.estado, 'terminado')))
    expect(terminados.every((row) => row.estado === 'terminado')).toBe(true)
    expect(await items(`/v1/contratos-vigentes?q=${own.folio}`)).toHaveLength(1)
    expect(await items(`/v1/contratos-terminados?q=${own.folio}`)).toHaveLength(0)
  })

  it('do not take an estado of their own (400)', async () => {
    const res = await t.call('GET', '/v1/contratos-vigentes?estado=terminado')
    expect(res.status).toBe(400)
  })
})

describe('permissions', () => {
  it('answers 403 to users without the key and 401 without a session', async () => {
    const paths = [
      BASE,
      '/v1/contratos-vigentes',
      '/v1/contratos-terminados',
      `${BASE}/exportar`,
      `${BASE}/${own.id}`,
    ]
    for (const path of paths) {
      for (const as of [AS.sinPermisos, AS.operaciones, AS.cliente]) {
        expect((await t.call('GET', path, { as })).status, `${path} as ${as}`).toBe(403)
      }
      expect((await t.call('GET', path, { as: null })).status).toBe(401)
    }
  })
})

describe('GET /v1/contratos/exportar', () => {
  it('exports the filtered contracts with the list columns, dates as Chile writes them', async () => {
    const res = await t.call(
      'GET',
      `${BASE}/exportar?q=zx-991&columns=numero,obra,ordenCompra,fechaInicio,activosEnArriendo,estado`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/contratos-\d{4}-\d{2}-\d{2}\.csv/)
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Folio;Obra;Orden de compra;Inicio;Activos en arriendo;Estado')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^${own.folio};OB-0001 .*;OC-ZX-991;01-02-2027;3;Vigente$`)),
    ])
  })

  it('exports every terminado contract as XLSX', async () => {
    const res = await t.call('GET', `${BASE}/exportar?estado=terminado&format=xlsx`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
  })
})

describe('GET /v1/contratos/{id}', () => {
  it('shows the items, the requests holding them, the requests and the history', async () => {
    const { db } = t.database
    const [contrato] = await db.select().from(contratos).where(eq(contratos.id, own.id))
    const solicitante = await t.userId(AS.comercial)
    const pedir = async (tipo: string, estado: string, itemIds: string[], motivo?: string) => {
      const [row] = await db
        .insert(solicitudes)
        .values({
          tipo,
          origen: 'comercial',
          obraId: contrato?.obraId ?? '',
          contratoId: own.id,
          estado,
          fechaRequerida: '2027-03-01',
          motivoRechazo: motivo ?? null,
          solicitanteId: solicitante,
        })
        .returning()
      if (!row) throw new Error('solicitud')
      if (itemIds.length > 0) {
        await db.insert(solicitudItems).values(
          itemIds.map((contratoItemId, posicion) => ({
            solicitudId: row.id,
            posicion,
            contratoItemId,
          })),
        )
      }
      return row
    }
    const retiro = await pedir('retiro-parcial', 'aprobada', [own.itemIds[0] ?? ''])
    const rechazada = await pedir('cambio', 'rechazada', [own.itemIds[1] ?? ''], 'Sin stock')
    // The history is the audit log: the requests' entries, one second apart.
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000)
    await db.insert(auditLog).values([
      {
        at: at(1),
        usuarioId: solicitante,
        entity: 'solicitud',
        entityId: retiro.id,
        action: 'crear',
      },
      {
        at: at(2),
        usuarioId: solicitante,
        entity: 'solicitud',
        entityId: retiro.id,
        action: 'aprobar',
      },
      {
        at: at(3),
        usuarioId: solicitante,
        entity: 'solicitud',
        entityId: rechazada.id,
        action: 'crear',
      },
      {
        at: at(4),
        usuarioId: solicitante,
        entity: 'solicitud',
        entityId: rechazada.id,
        action: 'rechazar',
        after: { motivoRechazo: 'Sin stock' },
      },
    ])

    const res = await t.call('GET', `${BASE}/${own.id}`)
    expect(res.status).toBe(200)
    const sol = (numero: number) => `SOL-${String(numero).padStart(6, '0')}`
    expect(res.body).toMatchObject({
      id: own.id,
      folio: own.folio,
      cotizacion: { folio: own.cotizacionFolio },
      obra: { codigo: 'OB-0001' },
      activosEnArriendo: 3,
      solicitudesPendientes: 1,
      condiciones: 'Pago a 30 días.',
      creadoPor: { nombre: expect.any(String) },
    })
    const detailItems = res.body.items as {
      id: string
      activo: { codigo: string; tipoActivo: { nombre: string } }
      solicitudPendiente: { folio: string; tipo: string } | null
    }[]
    expect(detailItems).toHaveLength(3)
    expect(detailItems.every((item) => item.activo.tipoActivo.nombre === 'Grúa horquilla')).toBe(
      true,
    )
    const pendientes = Object.fromEntries(
      detailItems.map((item) => [item.id, item.solicitudPendiente]),
    )
    expect(pendientes[own.itemIds[0] ?? '']).toEqual({
      id: retiro.id,
      folio: sol(retiro.numero),
      tipo: 'retiro-parcial',
    })
    // A rejected request holds nothing.
    expect(pendientes[own.itemIds[1] ?? '']).toBeNull()
    expect(res.body.solicitudes.map((row: { folio: string }) => row.folio)).toEqual([
      sol(rechazada.numero),
      sol(retiro.numero),
    ])
    expect(res.body.historial.map((entry: { descripcion: string }) => entry.descripcion)).toEqual([
      `Solicitud ${sol(rechazada.numero)} rechazada: Sin stock`,
      `Solicitud ${sol(rechazada.numero)} de cambio creada`,
      `Solicitud ${sol(retiro.numero)} aprobada`,
      `Solicitud ${sol(retiro.numero)} de retiro parcial creada`,
      `Contrato creado desde ${own.cotizacionFolio}`,
    ])
    expect(res.body.historial[0].usuario).toMatchObject({ id: solicitante })

    // An open cierre holds every item still on rent not already held by another request.
    await db
      .update(contratoItems)
      .set({ fechaRetiro: '2027-02-20' })
      .where(eq(contratoItems.id, own.itemIds[2] ?? ''))
    const cierre = await pedir('cierre', 'pendiente', [])
    const conCierre = await t.call('GET', `${BASE}/${own.id}`)
    const tipos = (conCierre.body.items as typeof detailItems).map((item) => [
      item.id,
      item.solicitudPendiente?.folio,
    ])
    expect(Object.fromEntries(tipos)).toEqual({
      [own.itemIds[0] ?? '']: sol(retiro.numero),
      [own.itemIds[1] ?? '']: sol(cierre.numero),
      [own.itemIds[2] ?? '']: undefined,
    })
    expect(conCierre.body.activosEnArriendo).toBe(2)
    expect(conCierre.body.solicitudesPendientes).toBe(2)
  })

  it('answers 404 for a contract that does not exist or was deleted', async () => {
    const missing = await t.call('GET', `${BASE}/${UNKNOWN}`)
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No encontramos el contrato.')
    const [other] = await items(`${BASE}?estado=terminado&pageSize=1`)
    await t.database.db
      .update(contratos)
      .set({ eliminadoEn: new Date() })
      .where(eq(contratos.id, other?.id ?? ''))
    expect((await t.call('GET', `${BASE}/${other?.id}`)).status).toBe(404)
    expect((await items(`${BASE}?pageSize=all`)).map((row) => row.id)).not.toContain(other?.id)
  })
})
