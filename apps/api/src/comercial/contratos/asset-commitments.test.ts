// The commitment rule at its edges, on contracts written straight into the seeded database: which
// items hold an asset over a span, and which assets a new contract may take.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, contratoItems, contratos, obras } from '../../db/schema/index.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { commitmentsOf, offerableAssets } from './asset-commitments.ts'
import { activosDeTipo } from './contrato-fixtures.ts'

let t: TestApp
let pool: { id: string; codigo: string }[]
beforeAll(async () => {
  t = await startTestApp()
  pool = [
    ...(await activosDeTipo(t.database.db, 'Grúa horquilla')),
    ...(await activosDeTipo(t.database.db, 'Manipulador telescópico')),
    ...(await activosDeTipo(t.database.db, 'Camión tolva')),
  ]
}, 180_000)
afterAll(() => t?.close())

const DESDE = '2030-03-10'
const HASTA = '2030-03-20'

let used = 0
function nextActivo(): string {
  const activo = pool[used++]
  if (!activo) throw new Error('not enough free demo assets')
  return activo.id
}

type ContractSpec = {
  fechaTermino?: string
  estado?: 'vigente' | 'terminado'
  eliminado?: boolean
  item: { fechaEntrega: string; fechaRetiro?: string; eliminado?: boolean }
}

/** One contract with one item on a fresh asset; answers the asset's id. */
async function holding(spec: ContractSpec): Promise<string> {
  const { db } = t.database
  const [obra] = await db.select().from(obras).where(eq(obras.codigo, 'OB-0001'))
  if (!obra) throw new Error('demo obra missing')
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      moneda: 'CLP',
      fechaInicio: '2030-01-01',
      fechaTermino: spec.fechaTermino ?? null,
      estado: spec.estado ?? 'vigente',
      eliminadoEn: spec.eliminado ? new Date() : null,
    })
    .returning()
  const activoId = nextActivo()
  await db.insert(contratoItems).values({
    contratoId: contrato?.id ?? '',
    activoId,
    tarifa: 1000,
    unidadCobro: 'dia',
    fechaEntrega: spec.item.fechaEntrega,
    fechaRetiro: spec.item.fechaRetiro ?? null,
    eliminadoEn: spec.item.eliminado ? new Date() : null,
  })
  return activoId
}

const committed = async (activoId: string, desde = DESDE, hasta: string | null = HASTA) =>
  (await commitmentsOf(t.database.db, [activoId], desde, hasta)).length > 0

const offerable = async (activoId: string, desde = DESDE, hasta: string | null = HASTA) =>
  (
    await t.database.db
      .select({ id: activos.id })
      .from(activos)
      .where(and(eq(activos.id, activoId), offerableAssets(desde, hasta)))
  ).length === 1

describe('an asset is committed', () => {
  it('through the day it is withdrawn, and free from the next', async () => {
    const retiradoAntes = await holding({
      item: { fechaEntrega: '2030-01-01', fechaRetiro: '2030-03-09' },
    })
    const retiradoElDia = await holding({
      item: { fechaEntrega: '2030-01-01', fechaRetiro: DESDE },
    })
    expect(await committed(retiradoAntes)).toBe(false)
    expect(await offerable(retiradoAntes)).toBe(true)
    expect(await committed(retiradoElDia)).toBe(true)
    expect(await offerable(retiradoElDia)).toBe(false)
  })

  it('from the day it is delivered: a span ending the day before is free', async () => {
    const entregaDespues = await holding({ item: { fechaEntrega: '2030-03-21' } })
    expect(await committed(entregaDespues)).toBe(false)
    expect(await committed(entregaDespues, DESDE, '2030-03-21')).toBe(true)
    // A new contract without an end meets every later delivery.
    expect(await committed(entregaDespues, DESDE, null)).toBe(true)
  })

  it('forever by an open-ended contract, until its end when it has one', async () => {
    const sinFin = await holding({ item: { fechaEntrega: '2030-01-01' } })
    expect(await committed(sinFin, '2099-01-01', null)).toBe(true)
    const conFin = await holding({
      fechaTermino: '2030-03-09',
      item: { fechaEntrega: '2030-01-01' },
    })
    expect(await committed(conFin)).toBe(false)
    expect(await committed(conFin, '2030-03-09', '2030-03-09')).toBe(true)
  })

  it('by nothing when the contract is terminado or deleted, or the item deleted', async () => {
    const terminado = await holding({ estado: 'terminado', item: { fechaEntrega: '2030-01-01' } })
    const contratoBorrado = await holding({ eliminado: true, item: { fechaEntrega: '2030-01-01' } })
    const itemBorrado = await holding({ item: { fechaEntrega: '2030-01-01', eliminado: true } })
    for (const activoId of [terminado, contratoBorrado, itemBorrado]) {
      expect(await committed(activoId)).toBe(false)
      expect(await offerable(activoId)).toBe(true)
    }
  })

  it('names the contract that holds it, for each asset asked about', async () => {
    const a = await holding({ item: { fechaEntrega: '2030-01-01' } })
    const b = await holding({ item: { fechaEntrega: '2030-01-01', fechaRetiro: '2030-02-01' } })
    const found = await commitmentsOf(t.database.db, [a, b], DESDE, HASTA)
    expect(found).toEqual([
      { activoId: a, contratoId: expect.any(String), contratoNumero: expect.any(Number) },
    ])
    expect(await commitmentsOf(t.database.db, [], DESDE, HASTA)).toEqual([])
  })
})

describe('an asset is offered', () => {
  it('unless it is de baja or deleted, even when no contract holds it', async () => {
    const baja = nextActivo()
    const borrado = nextActivo()
    const libre = nextActivo()
    const { db } = t.database
    await db.update(activos).set({ estado: 'de-baja' }).where(eq(activos.id, baja))
    await db.update(activos).set({ eliminadoEn: new Date() }).where(eq(activos.id, borrado))
    const rows = await db
      .select({ id: activos.id })
      .from(activos)
      .where(and(inArray(activos.id, [baja, borrado, libre]), offerableAssets(DESDE, null)))
    expect(rows.map((row) => row.id)).toEqual([libre])
  })
})
