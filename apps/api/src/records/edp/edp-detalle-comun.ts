// What both estados de pago (the client's, decision 061, and the lessor's, decision 064) read back
// of what they keep beside their row (db/schema/statement-columns.ts): the current revision's lines
// with their evidence, the history with who did each move, the previous revisions as the other party
// saw them, and the valor UF of the totals. Each EDP adds what is its own (the site's observations,
// an adjustment's motivo).
import type { EdpLinea, EdpLineaGuardada, OrigenLineaEdp } from '@cordillera/contracts'
import { asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import { usuarios } from '../../db/schema/index.ts'

type Tabla<C extends string> = PgTable & { [column in C | 'id']: AnyPgColumn }

/** The lines of the EDP `id` (its `owner` column), in their order. */
export async function lineasGuardadas(
  db: Db | Tx,
  lineas: Tabla<'posicion' | 'origen' | 'linea'>,
  owner: AnyPgColumn,
  id: string,
): Promise<EdpLineaGuardada[]> {
  // The tables are statement-columns.ts's: the same columns under each EDP's names.
  const rows = (await db
    .select()
    .from(lineas)
    .where(eq(owner, id))
    .orderBy(asc(lineas.posicion))) as {
    id: string
    posicion: number
    origen: string
    linea: unknown
  }[]
  return rows.map((row) => ({
    ...(row.linea as EdpLinea),
    lineaId: row.id,
    posicion: row.posicion,
    origen: row.origen as OrigenLineaEdp,
  }))
}

/** The words an EDP's history is told in: its moves, its estados, who recorded them. */
type Palabras = { accion: string; estado: string; origen: string }

/**
 * The history of the EDP `id`, oldest first, each entry with its author's name, then what the EDP
 * adds of its own row (`own`).
 */
export async function historialGuardado<
  P extends Palabras,
  Row extends Record<string, unknown>,
  Own extends object = Record<never, never>,
>(
  db: Db | Tx,
  historial: Tabla<'usuarioId' | 'en'>,
  owner: AnyPgColumn,
  id: string,
  own: (entry: Row) => Own = () => ({}) as Own,
) {
  const rows = (await db
    .select({ entry: historial, usuario: { id: usuarios.id, nombre: usuarios.nombre } })
    .from(historial)
    .leftJoin(usuarios, eq(usuarios.id, historial.usuarioId))
    .where(eq(owner, id))
    .orderBy(asc(historial.en), asc(historial.id))) as {
    entry: Row & EntradaGuardada
    usuario: { id: string; nombre: string } | null
  }[]
  return rows.map(({ entry, usuario }) => ({
    id: entry.id,
    revision: entry.revision,
    accion: entry.accion as P['accion'],
    desde: entry.desde as P['estado'] | null,
    hacia: entry.hacia as P['estado'],
    usuario: usuario?.id ? usuario : null,
    origen: entry.origen as P['origen'],
    en: entry.en.toISOString(),
    comentario: entry.comentario,
    ...own(entry),
  }))
}

type EntradaGuardada = {
  id: string
  revision: number
  accion: string
  desde: string | null
  hacia: string
  origen: string
  en: Date
  comentario: string | null
}

/**
 * The previous revisions of the EDP `id`, in order: totals and lines as the other party saw them,
 * what the EDP adds of its own row (`own`), and when it was closed.
 */
export async function revisionesGuardadas<Row extends Record<string, unknown>, Own extends object>(
  db: Db | Tx,
  revisiones: Tabla<'revision'>,
  owner: AnyPgColumn,
  id: string,
  own: (row: Row) => Own,
) {
  const rows = (await db
    .select()
    .from(revisiones)
    .where(eq(owner, id))
    .orderBy(asc(revisiones.revision))) as (Row & RevisionGuardada)[]
  return rows.map((row) => ({
    revision: row.revision,
    neto: row.neto,
    iva: row.iva,
    total: row.total,
    lineas: row.lineas as EdpLineaGuardada[],
    ...own(row),
    cerradaEn: row.cerradaEn.toISOString(),
  }))
}

type RevisionGuardada = {
  revision: number
  neto: number
  iva: number
  total: number
  lineas: unknown
  cerradaEn: Date
}

/** The valor UF the totals were converted with, as a detail shows it. */
export function valorUfGuardado(record: { valorUf: number | null; valorUfFecha: string | null }) {
  return record.valorUf === null || record.valorUfFecha === null
    ? null
    : { fecha: record.valorUfFecha, valor: record.valorUf }
}
