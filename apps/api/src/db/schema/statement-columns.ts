// What every estado de pago keeps besides its own row, whoever it bills (a client's EDP, edp.ts; a
// lessor's, edp-externos.ts): its lines, its history and its previous revisions — each a table of
// rows that belong to the EDP (`ownedTable`, columns.ts), with the same columns and rules under the
// EDP table's own names (`lineasTable`, `historialTable`, `revisionesTable`). A table adds only
// what is its own: what a line bills (a contract item, an asset), what an entry or a revision
// records beyond the common.

import { ORIGENES_LINEA_EDP, TIPOS_LINEA_EDP } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { type Columns, oneOf, ownedTable } from './columns.ts'
import { usuarios } from './usuarios.ts'

/** Whole pesos: an EDP is billed in pesos (UF lines converted and rounded per line). */
export const pesos = (name: string) => numeric(name, { precision: 16, scale: 0, mode: 'number' })

/**
 * An EDP's totals as its last computation gave them: the valor UF of its closing date the UF lines
 * were converted with (and that date), then neto, IVA and total in whole pesos.
 */
export const totalesColumns = () => ({
  valorUf: numeric('valor_uf', { precision: 10, scale: 2, mode: 'number' }),
  valorUfFecha: date('valor_uf_fecha'),
  neto: pesos('neto').notNull(),
  iva: pesos('iva').notNull(),
  total: pesos('total').notNull(),
})

type Totales = {
  [column in 'revision' | 'valorUf' | 'valorUfFecha' | 'neto' | 'iva' | 'total']: AnyPgColumn
}

/**
 * An EDP's rules on its revision and totals: a revision from 1, no negative amount and the total
 * their sum, a valor UF (positive) only with its date.
 */
export const totalesConstraints = (name: string, table: Totales) => [
  check(`${name}_revision_positiva`, sql`${table.revision} >= 1`),
  check(
    `${name}_montos`,
    sql`${table.neto} >= 0 and ${table.iva} >= 0 and ${table.total} = ${table.neto} + ${table.iva}`,
  ),
  check(
    `${name}_valor_uf_con_fecha`,
    sql`(${table.valorUf} is null) = (${table.valorUfFecha} is null) and (${table.valorUf} is null or ${table.valorUf} > 0)`,
  ),
]

/**
 * A line of the current revision: its place, whether computed or typed by staff (`origen`), its
 * tipo, then `about` (what it bills), its words, its amount, why a manual one was added and the
 * computation's line whole with its evidence (`linea`).
 */
export const lineaColumns = <const About extends Columns>(about: About) => ({
  /** Its place in the EDP (0, 1, 2…). */
  posicion: integer('posicion').notNull(),
  origen: text('origen').notNull(),
  tipo: text('tipo').notNull(),
  ...about,
  descripcion: text('descripcion').notNull(),
  /** Whole pesos billed (after the line's discount). */
  monto: pesos('monto').notNull(),
  /** Why a manual line was added (required for one). */
  motivo: text('motivo'),
  linea: jsonb('linea').notNull(),
})

type Linea = { [column in 'posicion' | 'origen' | 'tipo' | 'monto' | 'motivo']: AnyPgColumn }

/**
 * A line's rules: one line per place in its EDP (`owner`), an origen and a tipo of their lists,
 * no negative amount, and a manual line (and only one) is of tipo manual and says why.
 */
export const lineaConstraints = (
  name: string,
  table: Linea,
  owner: AnyPgColumn,
  vocabularies: { origenes: readonly string[]; tipos: readonly string[] },
) => [
  uniqueIndex(`${name}_posicion_uq`).on(owner, table.posicion),
  oneOf(`${name}_origen_valido`, table.origen, vocabularies.origenes),
  oneOf(`${name}_tipo_valido`, table.tipo, vocabularies.tipos),
  check(`${name}_monto_no_negativo`, sql`${table.monto} >= 0`),
  check(
    `${name}_manual_con_motivo`,
    sql`(${table.origen} = 'manual') = (${table.tipo} = 'manual') and (${table.origen} <> 'manual' or ${table.motivo} is not null)`,
  ),
]

/**
 * An entry of the history, newest last: the revision it happened in, the move (`accion`) from
 * one estado to the next, who (`usuario`: the usuarios table's id), whether the EDP's party or
 * staff recorded it (`origen`), when and the comment.
 */
export const historialColumns = (usuario: () => AnyPgColumn) => ({
  revision: integer('revision').notNull(),
  accion: text('accion').notNull(),
  desde: text('desde'),
  hacia: text('hacia').notNull(),
  usuarioId: uuid('usuario_id').references(usuario),
  origen: text('origen').notNull(),
  en: timestamp('en', { withTimezone: true }).notNull().defaultNow(),
  comentario: text('comentario'),
})

type Entrada = { [column in 'accion' | 'desde' | 'hacia' | 'origen' | 'en']: AnyPgColumn }

/** The history's rules: read by EDP in order (`<name>_edp_idx`), every word of its list. */
export const historialConstraints = (
  name: string,
  table: Entrada,
  owner: AnyPgColumn,
  vocabularies: {
    acciones: readonly string[]
    estados: readonly string[]
    origenes: readonly string[]
  },
) => [
  index(`${name}_edp_idx`).on(owner, table.en),
  oneOf(`${name}_accion_valida`, table.accion, vocabularies.acciones),
  oneOf(`${name}_desde_valido`, table.desde, vocabularies.estados, 'optional'),
  oneOf(`${name}_hacia_valido`, table.hacia, vocabularies.estados),
  oneOf(`${name}_origen_valido`, table.origen, vocabularies.origenes),
]

/** A previous revision, read-only: its number, the totals and the lines as the other party saw them. */
export const revisionColumns = () => ({
  revision: integer('revision').notNull(),
  neto: pesos('neto').notNull(),
  iva: pesos('iva').notNull(),
  total: pesos('total').notNull(),
  lineas: jsonb('lineas').notNull(),
})

/** One row per revision of its EDP. */
export const revisionConstraints = (
  name: string,
  table: { revision: AnyPgColumn },
  owner: AnyPgColumn,
) => [uniqueIndex(`${name}_edp_revision_uq`).on(owner, table.revision)]

/** The EDP's column among a table's (its owner's, the only one `owner` declares). */
const ownerOf = (table: object, owner: Columns) =>
  (table as Record<string, AnyPgColumn>)[Object.keys(owner)[0] as string] as AnyPgColumn

type Owned<N extends string, O extends Columns, C extends Columns> = Parameters<
  typeof ownedTable<N, O, C>
>[3]

/** An EDP's lines (`lineaColumns(about)` and their rules) and `extra`, the index of what they bill. */
export const lineasTable = <
  const N extends string,
  const O extends Columns,
  const About extends Columns,
>(
  name: N,
  owner: O,
  about: About,
  extra: Owned<N, O, ReturnType<typeof lineaColumns<About>>>,
) =>
  ownedTable(name, owner, lineaColumns(about), (table) => [
    ...lineaConstraints(name, table, ownerOf(table, owner), {
      origenes: ORIGENES_LINEA_EDP,
      tipos: TIPOS_LINEA_EDP,
    }),
    ...extra(table),
  ])

/** An EDP's history (`historialColumns` and its rules, by its vocabularies), then its `own`. */
export const historialTable = <
  const N extends string,
  const O extends Columns,
  const Own extends Columns,
>(
  name: N,
  owner: O,
  vocabularies: Parameters<typeof historialConstraints>[3],
  own: Own,
  extra?: Owned<N, O, ReturnType<typeof historialColumns> & Own>,
) =>
  ownedTable(name, owner, { ...historialColumns(() => usuarios.id), ...own }, (table) => [
    ...historialConstraints(name, table, ownerOf(table, owner), vocabularies),
    ...(extra?.(table) ?? []),
  ])

/** An EDP's previous revisions (`revisionColumns`), what `own` says closed each, and when. */
export const revisionesTable = <
  const N extends string,
  const O extends Columns,
  const Own extends Columns,
>(
  name: N,
  owner: O,
  own: Own,
) =>
  ownedTable(
    name,
    owner,
    {
      ...revisionColumns(),
      ...own,
      cerradaEn: timestamp('cerrada_en', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => revisionConstraints(name, table, ownerOf(table, owner)),
  )
