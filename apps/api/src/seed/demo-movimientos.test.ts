// The demo fleet's year of movements: consistent with the seeded contracts and requests, allowed
// by the state machine one after another, never in the future, each guía once; the assets' estado
// is what their movements leave them in, and a second run adds nothing.
import {
  type EstadoActivo,
  estadoTrasMovimiento,
  fechaEnSantiago,
  sumarDias,
  type TipoMovimiento,
  UBICACION_INICIAL,
  type UbicacionActivo,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commitmentsOf } from '../comercial/contratos/asset-commitments.ts'
import type { Database } from '../db/database.ts'
import { selectRows } from '../db/select-rows.ts'
import { verifyEstados } from '../operaciones/movimientos/verify-estados.ts'
import { EMISOR_GUIAS_RUT } from '../records/record-movimiento.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger } from '../testing/test-deps.ts'
import {
  DEMO_ACTIVOS_LIBRES_MINIMO,
  DEMO_OBRA_CLIENTE,
  generateDemoContratos,
} from './demo-contratos.ts'
import {
  type ActivoParaPlan,
  DEMO_EN_TALLER,
  DEMO_EN_TALLER_DIAS,
  DEMO_PRIMERA_GUIA,
  DEMO_REGISTRO_DIAS,
  type ItemParaPlan,
  instanteEnSantiago,
  planDemoMovimientos,
} from './demo-movimientos.ts'
import { generateDemoActivos } from './demo-operaciones.ts'
import { type SeedReport, seedDemo } from './seed-demo.ts'

let database: Database
let first: SeedReport
const hoy = fechaEnSantiago(new Date())
const ayer = sumarDias(hoy, -1)

beforeAll(async () => {
  database = await openTestDatabase()
  first = await seedDemo({
    db: database.db,
    userPool: createMemoryUserPool(),
    logger: silentLogger,
  })
}, 120_000)
afterAll(() => database?.close())

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => selectRows<T>(database.db, query)

type Movimiento = {
  id: string
  activo_id: string
  codigo: string
  tipo: TipoMovimiento
  fecha: string
  /** Santiago's calendar day and hour of the movement. */
  dia: string
  hora: number
  desde_lugar: string
  desde_obra_id: string | null
  hasta_lugar: string
  hasta_obra_id: string | null
  estado_resultante: string
  solicitud_id: string | null
  guia_despacho: number | null
  guia_emisor: string | null
  transportista: string | null
  responsable: string
  observaciones: string | null
  created_at: string
  created_by: string | null
}

const historia = () =>
  rows<Movimiento>(sql`
    select m.*, a.codigo, to_char(m.fecha at time zone 'America/Santiago', 'YYYY-MM-DD') as dia,
      extract(hour from m.fecha at time zone 'America/Santiago')::int as hora
    from movimientos m join activos a on a.id = m.activo_id
    order by a.codigo, m.fecha, m.id`)

const porActivo = (movs: Movimiento[]) => {
  const map = new Map<string, Movimiento[]>()
  for (const mov of movs) map.set(mov.activo_id, [...(map.get(mov.activo_id) ?? []), mov])
  return map
}

type ItemContrato = {
  activo_id: string
  codigo: string
  obra_id: string
  obra_codigo: string
  contrato_estado: string
  fecha_entrega: string
  fecha_retiro: string | null
  estado: string
  obra_actual_id: string | null
}

const itemsContrato = () =>
  rows<ItemContrato>(sql`
    select i.activo_id, a.codigo, c.obra_id, o.codigo as obra_codigo, c.estado as contrato_estado,
      to_char(i.fecha_entrega, 'YYYY-MM-DD') as fecha_entrega,
      to_char(i.fecha_retiro, 'YYYY-MM-DD') as fecha_retiro, a.estado, a.obra_actual_id
    from contrato_items i join contratos c on c.id = i.contrato_id
    join activos a on a.id = i.activo_id join obras o on o.id = c.obra_id
    where i.eliminado_en is null and c.eliminado_en is null`)

describe('instanteEnSantiago', () => {
  it("reads a working hour on Santiago's clock, summer (-03) and winter (-04) alike", () => {
    expect(instanteEnSantiago('2026-07-01', 8 * 60 + 30).toISOString()).toBe(
      '2026-07-01T12:30:00.000Z',
    )
    expect(instanteEnSantiago('2026-12-01', 17 * 60).toISOString()).toBe('2026-12-01T20:00:00.000Z')
  })
})

describe('planDemoMovimientos', () => {
  const activo = (id: string, sembrable = true): ActivoParaPlan => ({
    id,
    codigo: `EX-${id.padStart(3, '0')}`,
    tipo: 'Excavadora',
    tipoActivoId: 'excavadora',
    estado: 'disponible',
    createdAt: new Date(),
    sembrable,
  })
  const item = (activoId: string, fechaEntrega: string, fechaRetiro: string | null) =>
    ({
      activoId,
      obraId: 'obra-1',
      vigente: fechaRetiro === null,
      sembrado: true,
      fechaEntrega,
      fechaRetiro,
      fechaTermino: null,
      solicitud: null,
    }) satisfies ItemParaPlan
  const input = {
    hoy: '2026-11-25',
    activos: [
      activo('1'),
      activo('2'),
      activo('3', false),
      ...['4', '5', '6'].map((i) => activo(i)),
    ],
    items: [
      item('1', '2026-01-10', '2026-03-02'),
      item('1', '2026-05-04', null),
      // Overlaps the previous rental of the asset: left out.
      item('1', '2026-06-01', '2026-06-20'),
      item('3', '2026-02-01', null),
    ],
    demandaPorTipo: new Map<string, number>(),
    foliosUsados: new Set([DEMO_PRIMERA_GUIA + 1]),
  }

  it('gives the same plan for the same input, and nothing to an asset that is not to be seeded', () => {
    const plan = planDemoMovimientos(input)
    expect(planDemoMovimientos(input)).toEqual(plan)
    expect(plan.movimientos.some((mov) => mov.activoId === '3')).toBe(false)
    expect(plan.activos.map((a) => a.id).sort()).toEqual(['1', '2', '4', '5', '6'])
  })

  it('dispatches and withdraws each rental on its days, skips an overlapping one and leaves the asset where its last movement did', () => {
    const plan = planDemoMovimientos(input)
    const delUno = plan.movimientos.filter(
      (mov) =>
        mov.activoId === '1' && mov.tipo !== 'ingreso-taller' && mov.tipo !== 'salida-taller',
    )
    expect(
      delUno
        .filter((mov) => mov.observaciones !== 'Vuelve a la obra tras su reparación en taller.')
        .map((mov) => [mov.tipo, fechaEnSantiago(mov.fecha), mov.hastaObraId]),
    ).toEqual([
      ['despacho', '2026-01-10', 'obra-1'],
      ['retiro', '2026-03-02', null],
      ['despacho', '2026-05-04', 'obra-1'],
    ])
    expect(plan.activos.find((a) => a.id === '1')).toMatchObject({
      estado: 'en-obra',
      obraId: 'obra-1',
    })
    // A folio already used is skipped; the others follow one another from the first.
    const folios = plan.movimientos.flatMap((mov) => mov.guiaDespacho ?? [])
    expect(folios).not.toContain(DEMO_PRIMERA_GUIA + 1)
    expect(Math.min(...folios)).toBe(DEMO_PRIMERA_GUIA)
    // Keeping three free excavators, at most the other two go to the taller today.
    expect(plan.activos.filter((a) => a.estado === 'en-taller').length).toBeLessThanOrEqual(2)
  })
})

describe('the plan on any day', () => {
  // The demo is seeded on whatever day the database is created: the plan over the demo contracts
  // of a day keeps its rules on days spread over two years, not only today.
  const tipoDe = new Map(generateDemoActivos().map((activo) => [activo.codigo, activo.tipo]))
  const planDel = (dia: string) => {
    const { contratos, solicitudes } = generateDemoContratos(dia)
    const retiros = new Map(
      solicitudes
        .filter((sol) => sol.estado === 'completada' && sol.tipo !== 'arriendo')
        .flatMap((sol) =>
          sol.items.flatMap((item) =>
            item.contratoItem
              ? [[`${item.contratoItem.contratoNumero}/${item.contratoItem.activoCodigo}`, sol]]
              : [],
          ),
        ) as [string, (typeof solicitudes)[number]][],
    )
    const items = contratos.flatMap((con) =>
      con.items.map((item) => {
        const sol = retiros.get(`${con.numero}/${item.activoCodigo}`)
        return {
          activoId: item.activoCodigo,
          obraId: con.obraCodigo,
          vigente: con.estado === 'vigente',
          sembrado: true,
          fechaEntrega: item.fechaEntrega,
          fechaRetiro: item.fechaRetiro,
          fechaTermino: con.fechaTermino,
          solicitud: sol ? { id: `SOL-${sol.numero}`, tipo: sol.tipo } : null,
        } satisfies ItemParaPlan
      }),
    )
    const plan = planDemoMovimientos({
      hoy: dia,
      activos: [...tipoDe].map(([codigo, tipo]) => ({
        id: codigo,
        codigo,
        tipo,
        tipoActivoId: tipo,
        estado: 'disponible',
        createdAt: new Date(),
        sembrable: true,
      })),
      items,
      demandaPorTipo: new Map(),
      foliosUsados: new Set(),
    })
    return { plan, items }
  }

  it('dispatches what is on rent, keeps the taller to 8–12 free assets and stays in the past', () => {
    for (let i = 0; i < 24; i++) {
      const dia = sumarDias('2026-01-07', i * 31)
      const { plan, items } = planDel(dia)
      const donde = new Map(plan.activos.map((a) => [a.id, a]))
      for (const item of items.filter((item) => item.vigente && item.fechaRetiro === null)) {
        expect(donde.get(item.activoId), `${dia} ${item.activoId}`).toMatchObject({
          estado: 'en-obra',
          obraId: item.obraId,
        })
      }
      const enTaller = plan.activos.filter((a) => a.estado === 'en-taller').length
      expect(enTaller, dia).toBeGreaterThanOrEqual(DEMO_EN_TALLER.min)
      expect(enTaller, dia).toBeLessThanOrEqual(DEMO_EN_TALLER.max)
      expect(
        plan.movimientos.every((mov) => fechaEnSantiago(mov.fecha) < dia),
        dia,
      ).toBe(true)
    }
  })
})

describe('the seeded history', () => {
  it('is what the check recomputes: no asset differs from its movements', async () => {
    expect(await verifyEstados(database.db)).toEqual([])
  })

  it("lets every movement follow the asset's previous one by the state machine, in time order, never in the future", async () => {
    const movs = await historia()
    expect(movs.length).toBe(first.inserted.movimientos)
    const ahora = Date.now()
    for (const [, lista] of porActivo(movs)) {
      let actual: UbicacionActivo = UBICACION_INICIAL
      let antes = 0
      for (const mov of lista) {
        const fecha = Date.parse(mov.fecha)
        expect(fecha, `${mov.codigo} ${mov.fecha}`).toBeGreaterThan(antes)
        expect(fecha).toBeLessThanOrEqual(ahora)
        antes = fecha
        const next = estadoTrasMovimiento(
          { ...actual, codigo: mov.codigo },
          { tipo: mov.tipo, hastaObraId: mov.hasta_obra_id },
        )
        if ('error' in next) throw new Error(`${mov.codigo} ${mov.dia}: ${next.error}`)
        expect([
          mov.desde_lugar,
          mov.desde_obra_id,
          mov.hasta_lugar,
          mov.hasta_obra_id,
          mov.estado_resultante,
        ]).toEqual([
          next.desde.lugar,
          next.desde.obraId,
          next.hasta.lugar,
          next.hasta.obraId,
          next.estado,
        ])
        actual = { estado: next.estado, obraId: next.obraId }
      }
    }
  })

  it('spans about a year, a month at a time, with no author and recorded when it happened', async () => {
    const movs = await historia()
    expect(movs.length).toBeGreaterThan(600)
    expect(movs.length).toBeLessThan(2000)
    const dias = movs.map((mov) => mov.dia).sort()
    expect(dias[0]).toSatisfy((dia: string) => dia <= sumarDias(hoy, -330))
    expect(dias.at(-1)).toSatisfy((dia: string) => dia >= sumarDias(hoy, -7))
    const meses = new Set(dias.map((dia) => dia.slice(0, 7)))
    for (let i = 1; i <= 12; i++) {
      expect(meses, sumarDias(hoy, -30 * i)).toContain(sumarDias(hoy, -30 * i).slice(0, 7))
    }
    expect(movs.every((mov) => mov.created_by === null && mov.created_at === mov.fecha)).toBe(true)
    const tipos = new Set(movs.map((mov) => mov.tipo))
    expect([...tipos].sort()).toEqual(['despacho', 'ingreso-taller', 'retiro', 'salida-taller'])
  })

  it('carries a guía of its own on every despacho and retiro, issued by the company, with a transportista', async () => {
    const movs = await historia()
    const conGuia = movs.filter((mov) => mov.tipo === 'despacho' || mov.tipo === 'retiro')
    const folios = conGuia.map((mov) => mov.guia_despacho)
    expect(folios.every((folio) => folio !== null && folio >= DEMO_PRIMERA_GUIA)).toBe(true)
    expect(new Set(folios).size).toBe(conGuia.length)
    expect(conGuia.every((mov) => mov.guia_emisor === EMISOR_GUIAS_RUT && mov.transportista)).toBe(
      true,
    )
    const taller = movs.filter((mov) => mov.tipo.endsWith('-taller'))
    expect(taller.every((mov) => mov.guia_despacho === null && mov.transportista === null)).toBe(
      true,
    )
    expect(movs.every((mov) => /^\S+( \S+)+$/.test(mov.responsable))).toBe(true)
    // Each entry to the workshop says why.
    const ingresos = taller.filter((mov) => mov.tipo === 'ingreso-taller')
    expect(ingresos.every((mov) => (mov.observaciones ?? '').length > 10)).toBe(true)
  })

  it("dispatches each contract item's asset to the contract's obra on its fecha de entrega; one on rent today is there", async () => {
    const movs = porActivo(await historia())
    const items = await itemsContrato()
    const enArriendo = items.filter(
      (item) =>
        item.contrato_estado === 'vigente' &&
        item.fecha_entrega <= hoy &&
        (item.fecha_retiro === null || item.fecha_retiro >= hoy),
    )
    expect(enArriendo.length).toBeGreaterThan(100)
    for (const item of items) {
      const despacho = (movs.get(item.activo_id) ?? []).find(
        (mov) =>
          mov.tipo === 'despacho' &&
          mov.dia === item.fecha_entrega &&
          mov.hasta_obra_id === item.obra_id,
      )
      expect(despacho, `${item.codigo} → ${item.obra_codigo} ${item.fecha_entrega}`).toBeDefined()
      // In the morning, Santiago time.
      expect(despacho?.hora).toSatisfy((hora: number) => hora >= 8 && hora < 11)
    }
    for (const item of enArriendo) {
      expect([item.codigo, item.estado, item.obra_actual_id]).toEqual([
        item.codigo,
        'en-obra',
        item.obra_id,
      ])
    }
    // The site client sees its assets at its obra.
    const delCliente = enArriendo.filter((item) => item.obra_codigo === DEMO_OBRA_CLIENTE)
    expect(delCliente.length).toBeGreaterThanOrEqual(3)
  })

  it('withdraws each withdrawn item on its fecha de retiro, naming the completed request that explains it', async () => {
    const movs = porActivo(await historia())
    const items = (await itemsContrato()).filter(
      (item) => item.fecha_retiro !== null && item.fecha_retiro < hoy,
    )
    expect(items.length).toBeGreaterThan(40)
    for (const item of items) {
      const lista = movs.get(item.activo_id) ?? []
      const retiro = lista.findIndex(
        (mov) =>
          mov.tipo === 'retiro' &&
          mov.dia === item.fecha_retiro &&
          mov.desde_obra_id === item.obra_id,
      )
      expect(retiro, `${item.codigo} ← ${item.obra_codigo} ${item.fecha_retiro}`).toBeGreaterThan(0)
      // In the afternoon.
      expect(lista[retiro]?.hora).toSatisfy((hora: number) => hora >= 14 && hora < 18)
      // It is back at that obra only if a later despacho took it there again.
      if (item.obra_actual_id === item.obra_id) {
        expect(
          lista
            .slice(retiro)
            .some((mov) => mov.tipo === 'despacho' && mov.hasta_obra_id === item.obra_id),
        ).toBe(true)
      }
    }
    const explicados = await rows<{ ok: boolean; tipo: string; estado: string }>(sql`
      select s.tipo, s.estado, exists (
        select 1 from solicitud_items si join contrato_items i on i.id = si.contrato_item_id
        join contratos c on c.id = i.contrato_id
        where si.solicitud_id = s.id and i.activo_id = m.activo_id and c.obra_id = m.desde_obra_id
          and i.fecha_retiro = (m.fecha at time zone 'America/Santiago')::date
      ) as ok
      from movimientos m join solicitudes s on s.id = m.solicitud_id`)
    expect(explicados.length).toBeGreaterThan(15)
    for (const row of explicados) {
      expect(row).toEqual({ ok: true, tipo: expect.any(String), estado: 'completada' })
      expect(['cambio', 'retiro-parcial', 'cierre']).toContain(row.tipo)
    }
    // Every completed withdrawal request is carried out by the retiros of its items.
    const [sinMovimiento] = await rows<{ n: number }>(sql`
      select count(*)::int as n from solicitud_items si join solicitudes s on s.id = si.solicitud_id
      where s.estado = 'completada' and s.tipo in ('cambio', 'retiro-parcial', 'cierre')
        and not exists (select 1 from movimientos m join contrato_items i on i.activo_id = m.activo_id
          where i.id = si.contrato_item_id and m.solicitud_id = s.id and m.tipo = 'retiro')`)
    expect(sinMovimiento?.n).toBe(0)
  })

  it(`keeps ${DEMO_EN_TALLER.min}–${DEMO_EN_TALLER.max} assets in the taller now, none of them committed today or later`, async () => {
    const enTaller = await rows<{ id: string; codigo: string }>(
      sql`select id, codigo from activos where estado = 'en-taller' and eliminado_en is null`,
    )
    expect(enTaller.length).toBeGreaterThanOrEqual(DEMO_EN_TALLER.min)
    expect(enTaller.length).toBeLessThanOrEqual(DEMO_EN_TALLER.max)
    expect(
      await commitmentsOf(
        database.db,
        enTaller.map((a) => a.id),
        hoy,
        null,
      ),
    ).toEqual([])
    const movs = porActivo(await historia())
    for (const activo of enTaller) {
      const ultimo = movs.get(activo.id)?.at(-1)
      expect(ultimo).toMatchObject({ tipo: 'ingreso-taller', desde_lugar: 'bodega' })
      expect(ultimo?.dia).toSatisfy(
        (dia: string) => dia >= sumarDias(hoy, -DEMO_EN_TALLER_DIAS) && dia <= ayer,
      )
    }
    // Workshop visits between rentals and a few repairs in the middle of one.
    const visitas = [...movs.values()].flat().filter((mov) => mov.tipo === 'salida-taller')
    expect(visitas.length).toBeGreaterThan(100)
    const reparaciones = [...movs.values()]
      .flat()
      .filter((mov) => mov.tipo === 'ingreso-taller' && mov.desde_lugar === 'obra')
    expect(reparaciones.length).toBeGreaterThan(0)
  })

  it('leaves free assets of every tipo in the bodega, enough for the approved adiciones, and the open requests their assets at the obra', async () => {
    const libres = await rows<{
      tipo_activo_id: string
      tipo: string
      libres: number
      en_taller: number
    }>(sql`
      select t.id as tipo_activo_id, t.nombre as tipo, count(a.id) filter (where a.estado = 'disponible' and not exists (
        select 1 from contrato_items i join contratos c on c.id = i.contrato_id
        where i.activo_id = a.id and i.eliminado_en is null and c.eliminado_en is null
          and c.estado = 'vigente'
          and coalesce(i.fecha_retiro, c.fecha_termino, 'infinity'::date) >= ${hoy}::date
      ))::int as libres,
      count(a.id) filter (where a.estado = 'en-taller')::int as en_taller
      from tipos_activo t left join activos a on a.tipo_activo_id = t.id and a.eliminado_en is null
      group by t.id, t.nombre`)
    expect(libres.length).toBe(15)
    const pedidas = await rows<{ tipo_activo_id: string; cantidad: number }>(sql`
      select si.tipo_activo_id, sum(si.cantidad)::int as cantidad
      from solicitud_items si join solicitudes s on s.id = si.solicitud_id
      where s.tipo = 'adicion' and s.estado in ('aprobada', 'en-logistica') group by 1`)
    for (const row of libres) {
      expect(row.libres, row.tipo).toBeGreaterThanOrEqual(DEMO_ACTIVOS_LIBRES_MINIMO)
      // The taller takes an asset only from a tipo that keeps what the adiciones ask for.
      const pedida = pedidas.find((p) => p.tipo_activo_id === row.tipo_activo_id)?.cantidad ?? 0
      if (row.en_taller > 0) expect(row.libres, row.tipo).toBeGreaterThanOrEqual(pedida)
    }
    // An open cambio, retiro or cierre can be carried out: its assets are at its contract's obra.
    const abiertos = await rows<{
      numero: number
      estado: string
      obra: string | null
      en: string
    }>(sql`
      select s.numero, a.estado, a.obra_actual_id as obra, c.obra_id as en
      from solicitudes s join solicitud_items si on si.solicitud_id = s.id
      join contrato_items i on i.id = si.contrato_item_id join contratos c on c.id = i.contrato_id
      join activos a on a.id = i.activo_id
      where s.estado in ('pendiente', 'aprobada', 'en-logistica')
        and s.tipo in ('cambio', 'retiro-parcial', 'cierre')`)
    expect(abiertos.length).toBeGreaterThan(5)
    for (const row of abiertos) {
      expect({ ...row, estado: row.estado as EstadoActivo }).toEqual({
        ...row,
        estado: 'en-obra',
        obra: row.en,
      })
    }
  })

  it('dates each asset from its last movement and registers it about thirteen months back, before its first', async () => {
    const activos = await rows<{
      codigo: string
      estado_desde: string
      created_at: string
      updated_at: string
      primero: string | null
      ultimo: string | null
    }>(sql`
      select a.codigo, a.estado_desde, a.created_at, a.updated_at,
        (select min(fecha) from movimientos m where m.activo_id = a.id) as primero,
        (select max(fecha) from movimientos m where m.activo_id = a.id) as ultimo
      from activos a where a.eliminado_en is null`)
    expect(activos).toHaveLength(300)
    const registroMin = sumarDias(hoy, -DEMO_REGISTRO_DIAS.max - 1)
    const registroMax = sumarDias(hoy, -DEMO_REGISTRO_DIAS.min + 1)
    for (const activo of activos) {
      const registrado = new Date(activo.created_at).toISOString().slice(0, 10)
      expect(registrado, activo.codigo).toSatisfy(
        (dia: string) => dia >= registroMin && dia <= registroMax,
      )
      expect(activo.estado_desde).toBe(activo.ultimo ?? activo.created_at)
      expect(activo.updated_at).toBe(activo.estado_desde)
      if (activo.primero)
        expect(Date.parse(activo.created_at)).toBeLessThan(Date.parse(activo.primero))
    }
    // Spares that never moved this year: disponible since they were registered.
    const quietos = activos.filter((a) => a.ultimo === null).length
    expect(quietos).toBeGreaterThan(20)
    expect(quietos).toBeLessThan(80)
  })

  it('adds nothing on a second run, and changes no asset', async () => {
    const [antes] = await rows<{ n: number; activos: string }>(sql`
      select (select count(*)::int from movimientos) as n,
        (select string_agg(codigo || estado || estado_desde::text || created_at::text, ',' order by codigo) from activos) as activos`)
    const again = await seedDemo({ db: database.db, userPool: null, logger: silentLogger })
    expect(again.inserted.movimientos).toBe(0)
    const [despues] = await rows<{ n: number; activos: string }>(sql`
      select (select count(*)::int from movimientos) as n,
        (select string_agg(codigo || estado || estado_desde::text || created_at::text, ',' order by codigo) from activos) as activos`)
    expect(despues).toEqual(antes)
  })
})
