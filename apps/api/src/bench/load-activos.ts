// Loads `count` activos for the benchmark, in batch inserts, with the demo fleet's tipos, marcas
// and flotas, 20 lessors owning a fifth of them, códigos by tipo (`EX-00012`), patentes on road
// vehicles, creation times over three years, and documents on a third of them whose expiry dates
// run from two months ago to a year ahead (about one asset in ten is flagged).
import { fechaEnSantiago, rutCheckDigit, sumarDias } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  activos,
  documentosActivo,
  flotas,
  marcas,
  proveedores,
  tiposActivo,
} from '../db/schema/index.ts'
import {
  FLOTAS_DEMO,
  MARCAS_DEMO,
  type MarcaDemo,
  TIPOS_ACTIVO_DEMO,
} from '../seed/demo-vocabulary.ts'
import { seededRandom } from '../seed/seeded-random.ts'

const BATCH = 1000
const THREE_YEARS_MS = 3 * 365 * 86_400_000
const CONSONANTES = 'BCDFGHJKLPRSTVWXYZ'
const TIPOS_DOCUMENTO = ['revision-tecnica', 'soap', 'permiso-circulacion', 'certificado-operacion']

/** The i-th new-format patente (`BCDF12`): distinct for every i below 18⁴ × 100. */
function patenteNumero(i: number): string {
  let letters = ''
  let rest = Math.floor(i / 100)
  for (let k = 0; k < 4; k++) {
    letters = (CONSONANTES[rest % CONSONANTES.length] ?? 'B') + letters
    rest = Math.floor(rest / CONSONANTES.length)
  }
  return `${letters}${String(i % 100).padStart(2, '0')}`
}

export async function loadActivos(database: Database, count: number): Promise<void> {
  const random = seededRandom(100_010)
  const { db } = database
  const marcaRows = await db
    .insert(marcas)
    .values(MARCAS_DEMO.map((nombre) => ({ nombre })))
    .onConflictDoNothing()
    .returning({ id: marcas.id, nombre: marcas.nombre })
  const marcaIds = new Map(marcaRows.map((row) => [row.nombre, row.id]))
  const tipoRows = await db
    .insert(tiposActivo)
    .values(
      TIPOS_ACTIVO_DEMO.map(({ nombre, categoria, unidadCobroDefault, tarifaReferencia }) => ({
        nombre,
        categoria,
        unidadCobroDefault,
        tarifaReferencia,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tiposActivo.id, nombre: tiposActivo.nombre })
  const tipoIds = new Map(tipoRows.map((row) => [row.nombre, row.id]))
  const flotaIds = (
    await db
      .insert(flotas)
      .values(FLOTAS_DEMO.map((flota) => ({ ...flota })))
      .onConflictDoNothing()
      .returning({ id: flotas.id })
  ).map((row) => row.id)
  const duenoIds = (
    await db
      .insert(proveedores)
      .values(
        Array.from({ length: 20 }, (_, i) => {
          const body = 60_000_000 + i * 7
          return {
            rut: `${body}-${rutCheckDigit(body)}`,
            razonSocial: `Arriendos Bench ${i + 1} SpA`,
            banco: 'BancoEstado',
            tipoCuenta: 'corriente',
            numeroCuenta: String(10_000_000 + i),
          }
        }),
      )
      .onConflictDoNothing()
      .returning({ id: proveedores.id })
  ).map((row) => row.id)

  const hoy = fechaEnSantiago(new Date())
  const now = Date.now()
  const numeroPorTipo = new Map<string, number>()
  let patentes = 0
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const i = start + offset
      const tipo = random.pick(TIPOS_ACTIVO_DEMO)
      const numero = (numeroPorTipo.get(tipo.nombre) ?? 0) + 1
      numeroPorTipo.set(tipo.nombre, numero)
      const [marca, modelos] = random.pick(
        Object.entries(tipo.modelos) as [MarcaDemo, readonly string[]][],
      )
      const anio = random.int(2008, 2025)
      return {
        codigo: `${tipo.prefijo}-${String(numero).padStart(5, '0')}`,
        tipoActivoId: tipoIds.get(tipo.nombre) ?? '',
        marcaId: marcaIds.get(marca) ?? '',
        modelo: random.pick(modelos),
        anio,
        patente: tipo.patente ? patenteNumero(patentes++) : null,
        numeroSerie: `${marca.slice(0, 3).toUpperCase()}${anio % 100}B${String(i).padStart(7, '0')}`,
        horometro: ((2026 - anio) * tipo.horasAnuales * (0.5 + random.next() * 0.7)).toFixed(1),
        flotaId: random.chance(0.75) ? random.pick(flotaIds) : null,
        proveedorId: random.chance(0.2) ? random.pick(duenoIds) : null,
        createdAt: new Date(now - random.int(0, THREE_YEARS_MS)),
      }
    })
    const ids = await db.insert(activos).values(rows).returning({ id: activos.id })
    const documentos = ids.flatMap(({ id }) =>
      random.chance(1 / 3)
        ? Array.from({ length: random.int(1, 3) }, (_, n) => ({
            activoId: id,
            tipo: TIPOS_DOCUMENTO[n] ?? 'otro',
            numero: String(random.int(100_000, 999_999)),
            vence: sumarDias(hoy, random.int(-60, 365)),
            archivoClave: `activos/${id}/bench-${n}`,
            archivoNombre: 'documento.pdf',
            archivoTipo: 'application/pdf',
            archivoBytes: random.int(50_000, 2_000_000),
          }))
        : [],
    )
    if (documentos.length > 0) await db.insert(documentosActivo).values(documentos)
  }
  // What autovacuum does on PostgreSQL after a bulk load: statistics for the planner and the
  // visibility map that lets page reads come from the index alone.
  await db.execute(sql`vacuum analyze activos`)
  await db.execute(sql`vacuum analyze documentos_activo`)
}
