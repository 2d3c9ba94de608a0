// The demo operators' assignments and three months of their reports, seeded with a storage (as the
// API's start does): the assignments keep the rules the API keeps, the reports keep theirs (one
// per operator, asset, day and jornada, inside an assignment, hour meters growing per asset), every
// estado is there, each signed report has its signature (image stored, hash of what it signed),
// operador@ has his open assignment and no report today, and a second run adds nothing.
import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { type ContenidoReport, fechaEnSantiago, textoCanonicoReport } from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { firmasReport, reports } from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import { getReport } from '../rrhh/reports/get-report.ts'
import { fileTypeOf } from '../storage/file-type-of.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger, testStorage } from '../testing/test-deps.ts'
import { DEMO_OPERADORES_TOTAL } from './demo-trabajadores.ts'
import { DEMO_OPERADOR_ID } from './demo-users.ts'
import { type SeedReport, seedDemo } from './seed-demo.ts'

let database: Database
let first: SeedReport
const storage = testStorage()
const hoy = fechaEnSantiago(new Date())
const seed = () =>
  seedDemo({ db: database.db, userPool: createMemoryUserPool(), logger: silentLogger, storage })

beforeAll(async () => {
  database = await openTestDatabase()
  first = await seed()
}, 180_000)
afterAll(async () => {
  await database?.close()
  await rm(storage.root, { recursive: true, force: true })
})

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query)

describe('demo assignments', () => {
  it('put every demo operator on an asset, with retiros, cambios and a night shift', async () => {
    expect(first.inserted.asignaciones_operador).toBeGreaterThanOrEqual(DEMO_OPERADORES_TOTAL)
    const [counts] = await rows<Record<string, number>>(sql`
      select count(distinct operador_id)::int as operadores,
        count(*) filter (where termino = 'retiro')::int as retiros,
        count(*) filter (where termino = 'cambio')::int as cambiados,
        count(*) filter (where origen = 'cambio' and reemplaza_id is not null)::int as cambios,
        count(*) filter (where origen = 'adicion')::int as adiciones
      from asignaciones_operador`)
    expect(counts).toMatchObject({ operadores: DEMO_OPERADORES_TOTAL, adiciones: 1 })
    expect(counts?.retiros).toBeGreaterThan(0)
    expect(counts?.cambios).toBeGreaterThan(0)
    expect(counts?.cambios).toBe(counts?.cambiados)
  })

  it('keep the rules: inside their item’s span, one asset per operator, one operator per asset but the night shift', async () => {
    const fueraDeArriendo = await rows(sql`
      select a.id from asignaciones_operador a
      where not exists (select 1 from contrato_items i join contratos c on c.id = i.contrato_id
        where i.activo_id = a.activo_id and i.contrato_id = a.contrato_id
          and i.eliminado_en is null and i.fecha_entrega <= a.desde
          and coalesce(i.fecha_retiro, c.fecha_termino, 'infinity'::date)
            >= coalesce(a.hasta, ${hoy}::date))`)
    expect(fueraDeArriendo).toEqual([])
    const overlap = (column: 'operador_id' | 'activo_id') =>
      rows(sql`
        select a.id from asignaciones_operador a join asignaciones_operador b
          on b.${sql.raw(column)} = a.${sql.raw(column)} and b.id < a.id
          and a.origen <> 'adicion' and b.origen <> 'adicion'
          and daterange(a.desde, a.hasta, '[]') && daterange(b.desde, b.hasta, '[]')`)
    expect(await overlap('operador_id')).toEqual([])
    expect(await overlap('activo_id')).toEqual([])
  })

  it('give operador@ one open assignment on an asset on rent at its obra today', async () => {
    const propias = await rows<{ hasta: string | null; estado: string; en_su_obra: boolean }>(sql`
      select a.hasta, ac.estado, ac.obra_actual_id = c.obra_id as en_su_obra
      from asignaciones_operador a join activos ac on ac.id = a.activo_id
        join contratos c on c.id = a.contrato_id
      where a.operador_id = ${DEMO_OPERADOR_ID}`)
    expect(propias).toEqual([{ hasta: null, estado: 'en-obra', en_su_obra: true }])
  })
})

describe('demo reports', () => {
  it('cover three months in every estado, HR’s comment on those en-observacion', async () => {
    expect(first.inserted.reports).toBeGreaterThan(1000)
    const estados = await rows<{ estado: string; n: number; sin_comentario: number }>(sql`
      select estado, count(*)::int as n,
        count(*) filter (where observacion is null)::int as sin_comentario
      from reports group by estado order by estado`)
    expect(estados.map((row) => row.estado)).toEqual([
      'borrador',
      'en-observacion',
      'firmado',
      'validado',
    ])
    expect(estados.find((row) => row.estado === 'en-observacion')?.sin_comentario).toBe(0)
    const byEstado = Object.fromEntries(estados.map((row) => [row.estado, row.n]))
    expect(byEstado.validado).toBeGreaterThan(byEstado.firmado as number)
  })

  it('lie inside an assignment of their operator, one per operator, asset, day and jornada', async () => {
    const fuera = await rows(sql`
      select r.id from reports r where not exists (select 1 from asignaciones_operador a
        where a.operador_id = r.operador_id and a.activo_id = r.activo_id
          and a.contrato_id = r.contrato_id and a.desde <= r.fecha
          and coalesce(a.hasta, r.fecha) >= r.fecha)`)
    expect(fuera).toEqual([])
    const futuros = await rows(sql`select id from reports where fecha > ${hoy}::date`)
    expect(futuros).toEqual([])
  })

  it('read each asset’s hour meter growing from its registration, shift after shift', async () => {
    const retrocesos = await rows(sql`
      select id from (
        select r.id, r.horometro_inicio, a.horometro,
          lag(r.horometro_fin) over (partition by r.activo_id order by r.fecha, r.jornada) as previo
        from reports r join activos a on a.id = r.activo_id) x
      where horometro_inicio < coalesce(previo, horometro)`)
    expect(retrocesos).toEqual([])
  })

  it('give operador@ a few, validado ones, one en-observacion and one firmado, none today', async () => {
    const propios = await database.db
      .select({ fecha: reports.fecha, estado: reports.estado })
      .from(reports)
      .where(eq(reports.operadorId, DEMO_OPERADOR_ID))
      .orderBy(reports.fecha)
    expect(propios.length).toBeGreaterThanOrEqual(4)
    expect(propios.some((row) => row.fecha === hoy)).toBe(false)
    expect(propios.map((row) => row.estado).slice(-2)).toEqual(['en-observacion', 'firmado'])
    expect(propios.slice(0, -2).every((row) => row.estado === 'validado')).toBe(true)
  })

  it('sign each signed report once: image stored as a PNG, hash of the content it signed, verified', async () => {
    const [counts] = await rows<{ firmados: number; firmas: number; borradores_firmados: number }>(
      sql`select
        (select count(*)::int from reports where estado <> 'borrador') as firmados,
        (select count(*)::int from firmas_report) as firmas,
        (select count(*)::int from firmas_report f join reports r on r.id = f.report_id
          where r.estado = 'borrador') as borradores_firmados`,
    )
    expect(counts?.firmas).toBe(counts?.firmados)
    expect(counts?.borradores_firmados).toBe(0)
    expect(first.inserted.firmas_report).toBe(counts?.firmas)

    const firmas = await database.db.select().from(firmasReport).limit(40)
    for (const firma of firmas) {
      const canonical = textoCanonicoReport(firma.contenido as ContenidoReport)
      expect(createHash('sha256').update(canonical).digest('hex')).toBe(firma.hash)
      expect(firma.imagenClave).toMatch(new RegExp(`^reports/${firma.reportId}/firmas/`))
    }
    const sample = firmas.slice(0, 5)
    for (const firma of sample) {
      expect(fileTypeOf(await storage.read(firma.imagenClave))).toBe('image/png')
      const [report] = await database.db
        .select({ operadorId: reports.operadorId })
        .from(reports)
        .where(eq(reports.id, firma.reportId))
      const detail = await getReport(database.db, storage, {
        id: firma.reportId,
        operadorId: report?.operadorId as string,
      })
      expect(detail.firmas.map((f) => f.integridad)).toEqual(['integra'])
    }
  })

  it('adds nothing on a second run', async () => {
    const again = await seed()
    expect(again.inserted).toMatchObject({ asignaciones_operador: 0, reports: 0, firmas_report: 0 })
  })
})
