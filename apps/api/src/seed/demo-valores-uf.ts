// The demo valor UF table: a value for each of the 365 days ending on the day the seed runs
// (Santiago's calendar day), so a fresh database prices UF quotations of the last year, today
// included. The values follow the UF's own rule: from the 10th of one month to the 9th of the next
// the UF grows day by day at a steady pace, the month's inflation spread over its days; here each
// month's inflation is a seeded draw between 0,1 % and 0,4 % (about 3 % a year), so the series is
// smooth, always rising, about $38.900–$40.100 in 2026, and the same value for the same day on
// every machine and every start. Inserted like the other demo data: only days never used, deleted
// ones included, so a day someone deleted stays deleted; a later start adds the days since.
import { diasEntre, fechaDePartes, fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { gte } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { valoresUf } from '../db/schema/index.ts'
import { seededRandom } from './seeded-random.ts'

export const DEMO_VALORES_UF_DIAS = 365

/** The UF on the 10th of December 2025, where the demo series is anchored. */
const ANCLA = { anio: 2025, mes: 12, valor: 38_950 }

/** The inflation of the period that starts on the 10th of that month: 0,1 %–0,4 %. */
function inflacionDelPeriodo(anio: number, mes: number): number {
  return 0.001 + 0.003 * seededRandom(anio * 12 + mes).next()
}

type Mes = { anio: number; mes: number }

const decimo = ({ anio, mes }: Mes) => fechaDePartes({ anio, mes, dia: 10 })
const siguiente = (m: Mes): Mes =>
  m.mes === 12 ? { anio: m.anio + 1, mes: 1 } : { anio: m.anio, mes: m.mes + 1 }
const anterior = (m: Mes): Mes =>
  m.mes === 1 ? { anio: m.anio - 1, mes: 12 } : { anio: m.anio, mes: m.mes - 1 }

/** The demo valor UF of a day (`yyyy-MM-dd`), in pesos with two decimals. */
export function valorUfDemo(fecha: string): number {
  const [anio, mes, dia] = fecha.split('-').map(Number) as [number, number, number]
  // The period the day belongs to starts on the 10th of its month, or of the previous one.
  const periodo = dia < 10 ? anterior({ anio, mes }) : { anio, mes }
  let valor = ANCLA.valor
  let cursor: Mes = { anio: ANCLA.anio, mes: ANCLA.mes }
  const key = (m: Mes) => m.anio * 12 + m.mes
  while (key(cursor) < key(periodo)) {
    valor *= 1 + inflacionDelPeriodo(cursor.anio, cursor.mes)
    cursor = siguiente(cursor)
  }
  while (key(cursor) > key(periodo)) {
    cursor = anterior(cursor)
    valor /= 1 + inflacionDelPeriodo(cursor.anio, cursor.mes)
  }
  const desde = decimo(periodo)
  const largo = diasEntre(desde, decimo(siguiente(periodo)))
  const avance = diasEntre(desde, fecha) / largo
  valor *= (1 + inflacionDelPeriodo(periodo.anio, periodo.mes)) ** avance
  return Math.round(valor * 100) / 100
}

/** The demo days and values: the DEMO_VALORES_UF_DIAS days ending on `hoy`, oldest first. */
export function generateDemoValoresUf(hoy: string): { fecha: string; valor: number }[] {
  return Array.from({ length: DEMO_VALORES_UF_DIAS }, (_, i) => {
    const fecha = sumarDias(hoy, i - DEMO_VALORES_UF_DIAS + 1)
    return { fecha, valor: valorUfDemo(fecha) }
  })
}

/** Adds the demo days never used (deleted ones included); answers how many. */
export async function seedDemoValoresUf(tx: Tx, now = new Date()): Promise<Record<string, number>> {
  const demo = generateDemoValoresUf(fechaEnSantiago(now))
  const desde = demo[0]?.fecha ?? fechaEnSantiago(now)
  const usadas = new Set(
    (
      await tx.select({ fecha: valoresUf.fecha }).from(valoresUf).where(gte(valoresUf.fecha, desde))
    ).map((row) => row.fecha),
  )
  const nuevos = demo
    .filter((row) => !usadas.has(row.fecha))
    .map((row) => ({ fecha: row.fecha, valor: row.valor.toFixed(2) }))
  if (nuevos.length === 0) return { valores_uf: 0 }
  const added = await tx
    .insert(valoresUf)
    .values(nuevos)
    .onConflictDoNothing()
    .returning({ id: valoresUf.id })
  return { valores_uf: added.length }
}
