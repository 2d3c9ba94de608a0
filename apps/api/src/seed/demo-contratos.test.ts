import {
  ESTADOS_COTIZACION,
  ESTADOS_SOLICITUD,
  fechaEnSantiago,
  montosCotizacion,
  ORIGENES_SOLICITUD,
  TIPOS_SOLICITUD,
  type UnidadCobro,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { selectRows } from '../db/select-rows.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger } from '../testing/test-deps.ts'
import {
  DEMO_ACTIVOS_LIBRES_MINIMO,
  DEMO_COTIZACIONES,
  DEMO_OBRA_CLIENTE,
  DEMO_SOLICITUDES,
  generateDemoContratos,
} from './demo-contratos.ts'
import { seedDemo } from './seed-demo.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  await seedDemo({ db: database.db, userPool: createMemoryUserPool(), logger: silentLogger })
}, 120_000)
afterAll(() => database?.close())

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => selectRows<T>(database.db, query)

const countsBy = async (table: string, column: string) =>
  Object.fromEntries(
    (
      await rows<{ key: string; n: number }>(
        sql`select ${sql.raw(column)} as key, count(*)::int as n from ${sql.raw(table)} group by 1`,
      )
    ).map((row) => [row.key, row.n]),
  )

describe('demo quotations, contracts and requests', () => {
  it('generates the same documents for the same day', () => {
    const hoy = fechaEnSantiago(new Date())
    expect(generateDemoContratos(hoy)).toEqual(generateDemoContratos(hoy))
  })

  it('seeds quotations in every estado, a quarter in UF, rejected ones with their motivo', async () => {
    const porEstado = await countsBy('cotizaciones', 'estado')
    for (const estado of ESTADOS_COTIZACION) expect(porEstado[estado], estado).toBeGreaterThan(4)
    const total = Object.values(porEstado).reduce((a, b) => a + b, 0)
    expect(total).toBe(DEMO_COTIZACIONES)
    const porMoneda = await countsBy('cotizaciones', 'moneda')
    expect(porMoneda.UF).toBeGreaterThan(total / 6)
    expect(porMoneda.UF).toBeLessThan(total / 3)
    const [sinMotivo] = await rows<{ n: number }>(
      sql`select count(*)::int as n from cotizaciones where estado = 'rechazada' and coalesce(motivo_rechazo, '') = ''`,
    )
    expect(sinMotivo?.n).toBe(0)
  })

  it("stores each quotation's neto, IVA and total as the amounts module computes them", async () => {
    const cots = await rows<{
      id: string
      moneda: 'CLP' | 'UF'
      neto: string
      iva: string
      total: string
    }>(sql`select id, moneda, neto, iva, total from cotizaciones`)
    const items = await rows<{
      cotizacion_id: string
      cantidad: number
      unidad_cobro: UnidadCobro
      tarifa: string
      periodo_estimado: string
      flete_ida: string
      flete_vuelta: string
      descuento_pct: string
    }>(sql`select * from cotizacion_items order by posicion`)
    let ufConDecimales = 0
    for (const cot of cots) {
      const suyos = items
        .filter((item) => item.cotizacion_id === cot.id)
        .map((item) => ({
          cantidad: item.cantidad,
          unidadCobro: item.unidad_cobro,
          tarifa: Number(item.tarifa),
          periodoEstimado: Number(item.periodo_estimado),
          fleteIda: Number(item.flete_ida),
          fleteVuelta: Number(item.flete_vuelta),
          descuentoPct: Number(item.descuento_pct),
        }))
      expect(suyos.length).toBeGreaterThanOrEqual(1)
      expect(suyos.length).toBeLessThanOrEqual(6)
      const montos = montosCotizacion(suyos, cot.moneda)
      expect([Number(cot.neto), Number(cot.iva), Number(cot.total)]).toEqual([
        montos.neto,
        montos.iva,
        montos.total,
      ])
      if (cot.moneda === 'UF' && suyos.some((item) => !Number.isInteger(item.tarifa))) {
        ufConDecimales++
      }
    }
    expect(ufConDecimales).toBeGreaterThan(10)
  })

  it('seeds vigente and terminado contracts, most from a contratada quotation', async () => {
    const porEstado = await countsBy('contratos', 'estado')
    expect(porEstado.vigente).toBeGreaterThanOrEqual(50)
    expect(porEstado.terminado).toBeGreaterThanOrEqual(15)
    const [check] = await rows<{ contratadas: number; con_cotizacion: number; mal: number }>(sql`
      select
        (select count(*)::int from cotizaciones where estado = 'contratada') as contratadas,
        (select count(*)::int from contratos where cotizacion_id is not null) as con_cotizacion,
        (select count(*)::int from contratos c join contrato_items i on i.contrato_id = c.id
          where c.estado = 'terminado' and (i.fecha_retiro is null or c.fecha_termino >= current_date)) as mal`)
    expect(check?.con_cotizacion).toBe(check?.contratadas)
    expect(check?.mal).toBe(0)
  })

  it('never commits one asset to two contracts over overlapping days', async () => {
    const solapes = await rows<{ codigo: string }>(sql`
      with compromisos as (
        select i.id, i.activo_id, i.fecha_entrega as desde,
          coalesce(i.fecha_retiro, c.fecha_termino, 'infinity'::date) as hasta
        from contrato_items i join contratos c on c.id = i.contrato_id
        where i.eliminado_en is null and c.eliminado_en is null
      )
      select a.activo_id as codigo from compromisos a join compromisos b
        on a.activo_id = b.activo_id and a.id < b.id and a.desde <= b.hasta and b.desde <= a.hasta`)
    expect(solapes).toEqual([])
  })

  it('leaves free assets of every tipo from today on, for a new contract', async () => {
    const libres = await rows<{ tipo: string; libres: number }>(sql`
      select t.nombre as tipo, count(*) filter (where not exists (
        select 1 from contrato_items i join contratos c on c.id = i.contrato_id
        where i.activo_id = a.id and i.eliminado_en is null and c.eliminado_en is null
          and c.estado = 'vigente'
          and coalesce(i.fecha_retiro, c.fecha_termino, 'infinity'::date) >= current_date
      ))::int as libres
      from activos a join tipos_activo t on t.id = a.tipo_activo_id group by t.nombre`)
    expect(libres.length).toBeGreaterThan(10)
    for (const row of libres) {
      expect(row.libres, row.tipo).toBeGreaterThanOrEqual(DEMO_ACTIVOS_LIBRES_MINIMO)
    }
  })

  it('seeds requests of every tipo, origen and estado, rejected ones with their motivo', async () => {
    const porTipo = await countsBy('solicitudes', 'tipo')
    for (const tipo of TIPOS_SOLICITUD) expect(porTipo[tipo], tipo).toBeGreaterThan(4)
    const porOrigen = await countsBy('solicitudes', 'origen')
    for (const origen of ORIGENES_SOLICITUD) expect(porOrigen[origen], origen).toBeGreaterThan(4)
    const porEstado = await countsBy('solicitudes', 'estado')
    for (const estado of ESTADOS_SOLICITUD) expect(porEstado[estado], estado).toBeGreaterThan(2)
    expect(Object.values(porTipo).reduce((a, b) => a + b, 0)).toBe(DEMO_SOLICITUDES)
  })

  it('keeps an asset in one open cambio, retiro or cierre at most, and one open cierre per contract', async () => {
    const abiertas = sql.raw(`('pendiente', 'aprobada', 'en-logistica')`)
    const repetidos = await rows(sql`
      select si.contrato_item_id from solicitud_items si join solicitudes s on s.id = si.solicitud_id
      where s.estado in ${abiertas} and s.tipo in ('cambio', 'retiro-parcial', 'cierre')
      group by 1 having count(*) > 1`)
    expect(repetidos).toEqual([])
    const cierres = await rows(sql`
      select contrato_id from solicitudes where tipo = 'cierre' and estado in ${abiertas}
      group by 1 having count(*) > 1`)
    expect(cierres).toEqual([])
    // A contract being closed took no request after its cierre.
    const trasCierre = await rows(sql`
      select s.numero from solicitudes s join solicitudes c
        on c.contrato_id = s.contrato_id and c.tipo = 'cierre' and c.estado in ${abiertas}
      where s.numero > c.numero`)
    expect(trasCierre).toEqual([])
    const [cierreTerminado] = await rows<{ n: number }>(sql`
      select count(*)::int as n from solicitudes s join contratos c on c.id = s.contrato_id
      where s.tipo = 'cierre' and s.estado in ${abiertas} and c.estado <> 'vigente'`)
    expect(cierreTerminado?.n).toBe(0)
    const [retirados] = await rows<{ n: number }>(sql`
      select count(*)::int as n from solicitud_items si join solicitudes s on s.id = si.solicitud_id
      join contrato_items i on i.id = si.contrato_item_id
      where s.estado in ${abiertas} and i.fecha_retiro is not null`)
    expect(retirados?.n).toBe(0)
  })

  it("gives the site client's obra vigente contracts with assets on rent and its own requests", async () => {
    const [obra] = await rows<{ contratos: number; en_arriendo: number; del_cliente: number }>(sql`
      select
        (select count(*)::int from contratos c where c.obra_id = o.id and c.estado = 'vigente') as contratos,
        (select count(*)::int from contrato_items i join contratos c on c.id = i.contrato_id
          where c.obra_id = o.id and c.estado = 'vigente' and i.fecha_retiro is null) as en_arriendo,
        (select count(*)::int from solicitudes s join usuarios u on u.id = s.solicitante_id
          where s.obra_id = o.id and s.origen = 'cliente' and u.email = 'cliente@cordillera.cl') as del_cliente
      from obras o where o.codigo = ${DEMO_OBRA_CLIENTE}`)
    expect(obra?.contratos).toBeGreaterThanOrEqual(2)
    expect(obra?.en_arriendo).toBeGreaterThanOrEqual(3)
    expect(obra?.del_cliente).toBeGreaterThanOrEqual(4)
  })

  it('continues each folio sequence past the seeded números, and adds nothing on a second run', async () => {
    const [next] = await rows<{ cot: number; con: number; sol: number; max_cot: number }>(sql`
      select nextval('cotizaciones_numero_seq')::int as cot,
        nextval('contratos_numero_seq')::int as con,
        nextval('solicitudes_numero_seq')::int as sol,
        (select max(numero) from cotizaciones) as max_cot`)
    expect(next?.cot).toBe(DEMO_COTIZACIONES + 1)
    expect(next?.max_cot).toBe(DEMO_COTIZACIONES)
    expect(next?.sol).toBe(DEMO_SOLICITUDES + 1)
    expect(next?.con).toBeGreaterThan(70)

    const again = await seedDemo({ db: database.db, userPool: null, logger: silentLogger })
    expect(again.inserted).toMatchObject({ cotizaciones: 0, contratos: 0, solicitudes: 0 })
    // The sequences were moved past what was already handed out: no number is repeated.
    const [after] = await rows<{ cot: number }>(
      sql`select nextval('cotizaciones_numero_seq')::int as cot`,
    )
    expect(after?.cot).toBe(DEMO_COTIZACIONES + 2)
  })
})
