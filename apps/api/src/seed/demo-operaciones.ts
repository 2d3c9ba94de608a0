// The demo fleet: 17 marcas, 15 tipos de activo with their usual rates, 5 flotas and 300 activos
// with códigos by tipo (EX-001…), believable models, years and hour meters, patentes only on road
// vehicles, about a fifth owned by the validated demo proveedores (Arriendos Sur SpA, the demo
// lessor, among them) and all `disponible`. Generated with a seeded random, so it is the same on
// every start; inserted like the commercial demo data: one batch per table, only rows whose
// natural key (name, código) was never used, deleted ones included.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/database.ts'
import { activos, flotas, marcas, proveedores, tiposActivo } from '../db/schema/index.ts'
import { DEMO_PROVEEDORES } from './demo-business.ts'
import { generateDemoComercial } from './demo-generated.ts'
import {
  FLOTAS_DEMO,
  MARCAS_DEMO,
  type MarcaDemo,
  OBSERVACIONES_ACTIVO,
  TIPOS_ACTIVO_DEMO,
} from './demo-vocabulary.ts'
import { seededRandom } from './seeded-random.ts'

/** The lessor of the demo lessor user: some of the fleet is its own. */
export const ARRIENDOS_SUR_RUT = '76543210-3'

export type DemoActivo = {
  codigo: string
  tipo: string
  marca: MarcaDemo
  modelo: string
  anio: number
  patente: string | null
  numeroSerie: string
  horometro: string
  flota: string | null
  /** null = propio. */
  proveedorRut: string | null
  observaciones: string | null
}

// The model year the hour meters are counted to: fixed, so the data does not change with the clock.
const ANIO_BASE = 2026
const CONSONANTES = 'BCDFGHJKLPRSTVWXYZ'
const ALFANUMERICOS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

let generated: DemoActivo[] | undefined

/** The 300 demo assets, always the same (seeded random). */
export function generateDemoActivos(): DemoActivo[] {
  if (generated) return generated
  const random = seededRandom(20_261_010)
  const comercial = generateDemoComercial()
  const duenos = [
    ...DEMO_PROVEEDORES.filter((row) => !('provisorio' in row && row.provisorio)),
    ...comercial.proveedores.filter((row) => !row.provisorio),
  ]
    .map((row) => row.rut)
    .filter((rut) => rut !== ARRIENDOS_SUR_RUT)
  const patentes = new Set<string>()
  const series = new Set<string>()
  const unique = (taken: Set<string>, make: () => string) => {
    for (;;) {
      const value = make()
      if (!taken.has(value)) {
        taken.add(value)
        return value
      }
    }
  }
  const chars = (alphabet: string, count: number) =>
    Array.from({ length: count }, () => random.pick([...alphabet])).join('')

  generated = TIPOS_ACTIVO_DEMO.flatMap((tipo) => {
    const modelos = Object.entries(tipo.modelos) as [MarcaDemo, readonly string[]][]
    return Array.from({ length: tipo.cantidad }, (_, i): DemoActivo => {
      const [marca, modelosDeMarca] = random.pick(modelos)
      const anio = random.chance(0.7) ? random.int(2017, 2025) : random.int(2009, 2016)
      const horas = (ANIO_BASE - anio) * tipo.horasAnuales * (0.5 + random.next() * 0.7)
      const propio = !random.chance(0.2)
      return {
        codigo: `${tipo.prefijo}-${String(i + 1).padStart(3, '0')}`,
        tipo: tipo.nombre,
        marca,
        modelo: random.pick(modelosDeMarca),
        anio,
        patente: tipo.patente
          ? unique(patentes, () => `${chars(CONSONANTES, 4)}${chars('0123456789', 2)}`)
          : null,
        numeroSerie: unique(
          series,
          () => `${marca.slice(0, 3).toUpperCase()}${anio % 100}${chars(ALFANUMERICOS, 8)}`,
        ),
        horometro: Math.max(horas, 12.5).toFixed(1),
        flota: random.chance(0.75) ? random.pick(FLOTAS_DEMO).nombre : null,
        proveedorRut: propio ? null : random.chance(0.3) ? ARRIENDOS_SUR_RUT : random.pick(duenos),
        observaciones: random.chance(0.25) ? random.pick(OBSERVACIONES_ACTIVO) : null,
      }
    })
  })
  return generated
}

/** The códigos of the demo assets, for seeds that hang rows on them (their documents). */
export const demoActivoCodigos = (): string[] => generateDemoActivos().map((row) => row.codigo)

type Named = typeof marcas | typeof tiposActivo | typeof flotas

/** Every name ever used in the table (lower case), deleted rows included. */
async function namesOf(tx: Tx, table: Named): Promise<Set<string>> {
  const rows = await tx.select({ key: sql<string>`lower(${table.nombre})` }).from(table)
  return new Set(rows.map((row) => row.key))
}

/** Ids of the rows not deleted, by a key (lower-cased names, RUTs as stored). */
async function idsBy(
  tx: Tx,
  table: Named | typeof proveedores,
  key: SQL | AnyPgColumn,
  where?: SQL,
) {
  const rows = await tx
    .select({ key: sql<string>`${key}`, id: table.id })
    .from(table)
    .where(and(isNull(table.eliminadoEn), where))
  return new Map(rows.map((row) => [row.key, row.id]))
}

async function insertRows<Row>(rows: Row[], insert: (rows: Row[]) => Promise<unknown[]>) {
  return rows.length === 0 ? 0 : (await insert(rows)).length
}

/** Adds what is missing of the demo fleet; answers how many rows each table got. */
export async function seedDemoOperaciones(tx: Tx): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {}

  const marcaNames = await namesOf(tx, marcas)
  inserted.marcas = await insertRows(
    MARCAS_DEMO.filter((nombre) => !marcaNames.has(nombre.toLowerCase())).map((nombre) => ({
      nombre,
    })),
    (rows) => tx.insert(marcas).values(rows).onConflictDoNothing().returning({ id: marcas.id }),
  )

  const tipoNames = await namesOf(tx, tiposActivo)
  inserted.tipos_activo = await insertRows(
    TIPOS_ACTIVO_DEMO.filter((tipo) => !tipoNames.has(tipo.nombre.toLowerCase())).map(
      ({
        nombre,
        categoria,
        unidadCobroDefault,
        tarifaReferencia,
        requiereOperador,
        descripcion,
      }) => ({
        nombre,
        categoria,
        unidadCobroDefault,
        tarifaReferencia,
        requiereOperador,
        descripcion,
      }),
    ),
    (rows) =>
      tx.insert(tiposActivo).values(rows).onConflictDoNothing().returning({ id: tiposActivo.id }),
  )

  const flotaNames = await namesOf(tx, flotas)
  inserted.flotas = await insertRows(
    FLOTAS_DEMO.filter((flota) => !flotaNames.has(flota.nombre.toLowerCase())).map((flota) => ({
      ...flota,
    })),
    (rows) => tx.insert(flotas).values(rows).onConflictDoNothing().returning({ id: flotas.id }),
  )

  const lower = (table: Named) => sql`lower(${table.nombre})`
  const marcaIds = await idsBy(tx, marcas, lower(marcas))
  const tipoIds = await idsBy(tx, tiposActivo, lower(tiposActivo))
  const flotaIds = await idsBy(tx, flotas, lower(flotas))
  const duenoIds = await idsBy(tx, proveedores, proveedores.rut, eq(proveedores.provisorio, false))
  const codigos = new Set(
    (await tx.select({ codigo: activos.codigo }).from(activos)).map((row) => row.codigo),
  )
  const nuevos = generateDemoActivos().flatMap(
    ({ tipo, marca, flota, proveedorRut, ...activo }) => {
      const tipoActivoId = tipoIds.get(tipo.toLowerCase())
      const marcaId = marcaIds.get(marca.toLowerCase())
      // An asset whose tipo or marca someone deleted is left out.
      if (codigos.has(activo.codigo) || !tipoActivoId || !marcaId) return []
      return [
        {
          ...activo,
          tipoActivoId,
          marcaId,
          flotaId: (flota && flotaIds.get(flota.toLowerCase())) ?? null,
          // An owner deleted since: the asset is listed as the company's own.
          proveedorId: (proveedorRut && duenoIds.get(proveedorRut)) ?? null,
        },
      ]
    },
  )
  inserted.activos = await insertRows(nuevos, (rows) =>
    tx.insert(activos).values(rows).onConflictDoNothing().returning({ id: activos.id }),
  )
  return inserted
}
