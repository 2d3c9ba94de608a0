// Columns every business table carries: who/when created and last changed it, the soft-delete
// mark (nothing is ever lost) and the version that optimistic concurrency checks (409 on a stale
// write); the columns a few tables share (a RUT, a folio, an estado, a document's file); the
// helpers for the indexes of its lists and the rules several tables keep; and the tables built
// from them (`businessTable`, `listedTable`), so a table declares only its own columns and rules:
//
//   export const flotas = listedTable('flotas', busquedaColumn('nombre', 'descripcion'), {
//     nombre: text('nombre').notNull(),
//     descripcion: text('descripcion'),
//   }, (table) => nombreIndexes('flotas', table))
import { ARCHIVO_MAX_BYTES, TIPOS_ARCHIVO_DOCUMENTO } from '@cordillera/contracts'
import { type BuildExtraConfigColumns, type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { foldedColumns } from '../search-text.ts'

export const id = () => uuid('id').primaryKey().defaultRandom()

// created_by/updated_by hold a usuarios.id without a foreign key: usuarios itself carries them
// and every table would otherwise depend on usuarios (cycles in the schema); null = the system
// (seed, migrations).
export const trackingColumns = () => ({
  ...creacionColumns(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: uuid('updated_by'),
  eliminadoEn: timestamp('eliminado_en', { withTimezone: true }),
  version: integer('version').notNull().default(1),
})

/** When a row was created and who created it (see trackingColumns): all a row never changed keeps. */
export const creacionColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
})

/** A kept file: it lives in the file storage (src/storage/), the row keeps where and what it is. */
export const archivoColumns = () => ({
  /** The storage key the server generated (`<owner>/<owner id>/<uuid>`); never a user's name. */
  archivoClave: text('archivo_clave').notNull(),
  /** The name the file had on the uploader's machine, kept to name the download. */
  archivoNombre: text('archivo_nombre').notNull(),
  /** The type read from the file's bytes: application/pdf, image/jpeg, image/png or image/webp. */
  archivoTipo: text('archivo_tipo').notNull(),
  archivoBytes: integer('archivo_bytes').notNull(),
})

/** A RUT (normalised `12345678-5`) and its number, which the list sorts by. */
export const rutColumns = () => ({ rut: text('rut').notNull(), rutNumero: rutNumeroColumn() })

/** The folded texts a list searches (see search-text.ts), kept by the database itself. */
export const busquedaColumn = (...columns: string[]) =>
  text('busqueda').generatedAlwaysAs(foldedColumns(...columns))

/** A RUT's number (`76543210` of `76543210-3`), so RUTs sort as numbers, not as text. */
export const rutNumeroColumn = () =>
  integer('rut_numero').generatedAlwaysAs(sql.raw(`(split_part("rut", '-', 1))::integer`))

/** The predicate of the partial indexes: only rows not deleted are listed, sorted or unique. */
export const vigente = (table: { eliminadoEn: AnyPgColumn }): SQL =>
  sql`${table.eliminadoEn} is null`

/**
 * Names sort as people expect (á with a, upper and lower case together) with the ICU root
 * collation, which PGlite and PostgreSQL ≥ 16 (built with ICU) both have.
 */
export const collated = (column: AnyPgColumn): SQL => sql`${column} collate "unicode"`

/** A check constraint's "one of these words": the closed vocabularies of the contracts. */
export const inList = (column: unknown, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`

/** The check `name`: the column holds one of a closed vocabulary's values (or none, when optional). */
export const oneOf = (
  name: string,
  column: AnyPgColumn,
  values: readonly string[],
  optional?: 'optional',
) =>
  check(
    name,
    optional ? sql`${column} is null or ${inList(column, values)}` : inList(column, values),
  )

/** The check `name`: a period's end, when it has one, is not before its start. */
export const inOrder = (name: string, start: AnyPgColumn, end: AnyPgColumn) =>
  check(name, sql`${end} is null or ${end} >= ${start}`)

/** The check `<name>_rechazo_con_motivo`: a rejected row, and only a rejected one, says why. */
export const rechazoConMotivo = (
  name: string,
  table: { estado: AnyPgColumn; motivoRechazo: AnyPgColumn },
) =>
  check(
    `${name}_rechazo_con_motivo`,
    sql`(${table.estado} = 'rechazada') = (${table.motivoRechazo} is not null)`,
  )

/** A required reference to another table's row. */
export const reference = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target)

/** The sequential number of a folio (`COT-000123`), handed out by its sequence. */
export const folioNumero = (sequence: string) =>
  integer('numero')
    .notNull()
    .default(sql.raw(`nextval('${sequence}')`))

/** A document's estado, and since when it has been in it. */
export const estadoColumns = (initial: string) => ({
  estado: text('estado').notNull().default(initial),
  estadoDesde: timestamp('estado_desde', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A document an asset or a worker carries: its data and its file, which lives in the file storage
 * (src/storage/), not in the database. `ofTipo`: the columns of one kind of owner, after `tipo`.
 */
export const documentoColumns = <Extra extends object>(ofTipo?: Extra) => ({
  tipo: text('tipo').notNull(),
  ...(ofTipo as Extra),
  numero: text('numero'),
  fechaEmision: date('fecha_emision'),
  vence: date('vence'),
  observaciones: text('observaciones'),
  ...archivoColumns(),
})

type DocumentoTable = {
  [column in
    | 'archivoClave'
    | 'archivoTipo'
    | 'archivoBytes'
    | 'vence'
    | 'fechaEmision']: AnyPgColumn
}

type ArchivoTable = { [column in 'archivoClave' | 'archivoTipo' | 'archivoBytes']: AnyPgColumn }

/** A kept file's rules (`archivoColumns`): one row per stored file, of an accepted type and size. */
export const archivoConstraints = (name: string, table: ArchivoTable) => [
  uniqueIndex(`${name}_archivo_uq`).on(table.archivoClave),
  check(`${name}_archivo_tipo_valido`, inList(table.archivoTipo, TIPOS_ARCHIVO_DOCUMENTO)),
  check(
    `${name}_archivo_tamano`,
    sql`${table.archivoBytes} > 0 and ${table.archivoBytes} <= ${sql.raw(String(ARCHIVO_MAX_BYTES))}`,
  ),
]

/** A document's rules: its file's (`archivoConstraints`), and its dates in order. */
export const documentoConstraints = (name: string, table: DocumentoTable) => [
  ...archivoConstraints(name, table),
  check(
    `${name}_fechas_en_orden`,
    sql`${table.vence} is null or ${table.fechaEmision} is null or ${table.vence} >= ${table.fechaEmision}`,
  ),
]

type Owned = Kept & { vence: AnyPgColumn }

/**
 * An owner's documents' indexes, over the rows not deleted: the owner's documents by expiry
 * (`<name>_<owner>_idx`, the owner's column without its `_id`), and the expiring-documents
 * filter and count (`<name>_vence_idx`).
 */
export const documentoIndexes = (name: string, table: Owned, owner: AnyPgColumn) => [
  index(`${name}_${owner.name.replace(/_id$/, '')}_idx`)
    .on(owner, table.vence)
    .where(vigente(table)),
  index(`${name}_vence_idx`).on(table.vence, owner).where(vigente(table)),
]

type Kept = { id: AnyPgColumn; eliminadoEn: AnyPgColumn }
type IndexKey = AnyPgColumn | SQL

/** Unique among the rows not deleted: a deleted row's key (RUT, nombre, código) may come back. */
export const uniqueVigente = (name: string, table: Kept, key: IndexKey) =>
  uniqueIndex(name).on(key).where(vigente(table))

/**
 * A list's ordered pages over the rows not deleted: one index `<table>_<key>_idx` on
 * `(key's columns…, id)` per sort key, the id making each key unique for keyset cursors.
 */
export const sortIndexes = (
  name: string,
  table: Kept,
  keys: Record<string, IndexKey | [IndexKey, ...IndexKey[]]>,
) =>
  Object.entries(keys).map(([key, columns]) => {
    const [first, ...rest] = Array.isArray(columns) ? columns : [columns]
    return index(`${name}_${key}_idx`)
      .on(first, ...rest, table.id)
      .where(vigente(table))
  })

type Listed = Kept & { createdAt: AnyPgColumn; updatedAt: AnyPgColumn }

/** Every list's last sort keys (created, last changed), and its search's trigram index. */
export const listIndexes = (name: string, table: Listed & { busqueda: ExtraConfigColumn }) => [
  ...sortIndexes(name, table, { creado: table.createdAt, actualizado: table.updatedAt }),
  index(`${name}_busqueda_idx`).using('gin', table.busqueda.op('gin_trgm_ops')),
]

/** A catalogue's name: unique among the rows not deleted whatever its case, sorted as people expect. */
export const nombreIndexes = (
  name: string,
  table: Kept & { nombre: AnyPgColumn },
  sorts: Record<string, IndexKey | [IndexKey, ...IndexKey[]]> = {},
) => [
  uniqueVigente(`${name}_nombre_vigente_uq`, table, sql`lower(${table.nombre})`),
  ...sortIndexes(name, table, { nombre: collated(table.nombre), ...sorts }),
]

/** A RUT's table: the RUT unique among the rows not deleted, the list sorted by it as a number. */
export const rutIndexes = (
  name: string,
  table: Kept & { rut: AnyPgColumn; rutNumero: AnyPgColumn },
  sorts: Record<string, IndexKey | [IndexKey, ...IndexKey[]]>,
) => [
  uniqueVigente(`${name}_rut_vigente_uq`, table, table.rut),
  ...sortIndexes(name, table, { ...sorts, rut: table.rutNumero }),
]

/**
 * A numbered document's (a folio's) indexes: its number unique, its list sorted by number, by
 * `sorts`, and by each of `thenByNumero`'s keys then its number.
 */
export const folioIndexes = (
  name: string,
  table: Kept & { numero: AnyPgColumn },
  sorts: Record<string, IndexKey | [IndexKey, ...IndexKey[]]>,
  thenByNumero: Record<string, AnyPgColumn> = {},
) => [
  uniqueIndex(`${name}_numero_uq`).on(table.numero),
  ...sortIndexes(name, table, {
    numero: table.numero,
    ...sorts,
    ...Object.fromEntries(
      Object.entries(thenByNumero).map(([key, column]) => [key, [column, table.numero]]),
    ),
  }),
]

type Base = { id: ReturnType<typeof id> } & ReturnType<typeof trackingColumns>
export type Columns = Record<string, PgColumnBuilderBase>
export type Extra<N extends string, C extends Columns> = (
  table: BuildExtraConfigColumns<N, C, 'pg'>,
) => PgTableExtraConfigValue[]

/**
 * A business table: its id, its own columns, then the bookkeeping every business table carries
 * (`trackingColumns`); `extra` gives its indexes and rules.
 */
export const businessTable = <const N extends string, const C extends Columns>(
  name: N,
  columns: C,
  extra?: Extra<N, Base & C>,
) => pgTable<N, Base & C>(name, { id: id(), ...columns, ...trackingColumns() } as Base & C, extra)

export type WithId = { id: ReturnType<typeof id> }

/**
 * A table of rows that belong to another's row (a quotation's or a request's items, an asset's
 * movements, a report's signatures, an EDP's lines, history and revisions: statement-columns.ts):
 * its id, the owner's column, then its own. No tracking columns: the rows are written with their
 * owner (its version and audit entries keep them) or appended and never changed.
 */
export const ownedTable = <
  const N extends string,
  const O extends Columns,
  const C extends Columns,
>(
  name: N,
  owner: O,
  columns: C,
  extra: Extra<N, WithId & O & C>,
) => pgTable<N, WithId & O & C>(name, { id: id(), ...owner, ...columns } as WithId & O & C, extra)

type Busqueda = { busqueda: ReturnType<typeof busquedaColumn> }

/**
 * A business table a list shows: its own columns, then the folded text its search reads
 * (`busqueda`, before the bookkeeping), and, after its own indexes and rules, every list's last
 * sort keys and search index (`listIndexes`).
 */
export const listedTable = <const N extends string, const C extends Columns>(
  name: N,
  busqueda: Busqueda['busqueda'],
  columns: C,
  extra: Extra<N, Base & C & Busqueda>,
) =>
  businessTable<N, C & Busqueda>(name, { ...columns, busqueda }, (table) => [
    ...extra(table),
    ...listIndexes(name, table),
  ])

/**
 * A catalogue a list shows and pickers offer (client groups, fleets): a name, unique whatever its
 * case, and a description, both searched.
 */
export const catalogoTable = <const N extends string>(name: N) =>
  listedTable(
    name,
    busquedaColumn('nombre', 'descripcion'),
    { nombre: text('nombre').notNull(), descripcion: text('descripcion') },
    (table) => nombreIndexes(name, table),
  )

type RutColumns = ReturnType<typeof rutColumns>
type Sorts = Record<string, IndexKey | [IndexKey, ...IndexKey[]]>

/**
 * A listed table of people or companies known by their RUT (razones sociales, constructoras,
 * proveedores, trabajadores): the RUT and its number before its own columns, searched by the RUT
 * and `search`'s columns, unique among the rows not deleted, its list sorted by the RUT as a
 * number and by `sorts`; `extra`, its other indexes and rules.
 */
export const rutTable = <const N extends string, const C extends Columns>(
  name: N,
  search: string[],
  columns: C,
  sorts: (table: BuildExtraConfigColumns<N, Base & RutColumns & C & Busqueda, 'pg'>) => Sorts,
  extra?: Extra<N, Base & RutColumns & C & Busqueda>,
) =>
  listedTable<N, RutColumns & C>(
    name,
    busquedaColumn('rut', ...search),
    { ...rutColumns(), ...columns },
    (table) => [...rutIndexes(name, table, sorts(table)), ...(extra?.(table) ?? [])],
  )
