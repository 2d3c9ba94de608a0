// One column definition per list, read by both the portal's table and the API's export, so a
// cell and the file's cell say the same thing: the Spanish header, the value as a person reads it
// (RUT with dots, comuna by name, dates dd-MM-yyyy on Santiago's clock, Sí/No) and whether the
// API can sort or filter by it. A column's id is the list route's sort or filter name when it has
// one: typed against the list query, a sortable column the API cannot sort fails typecheck.
//   export const obraColumns = defineColumns<ObraRow, ListObrasQuery>()([
//     { id: 'nombre', header: 'Obra', value: (row) => row.nombre, sortable: true },
//   ])
// The portal adds only presentation (links, badges); the export writes the same values.
import { z } from 'zod'
import { type Moneda, monedas } from '../money.ts'
import { formatRut } from '../rut.ts'
import type { QueryFilter, QuerySort } from './list-query.ts'
import { ESTADO_ACTIVO_LABEL, ESTADOS_ACTIVO, type EstadoActivo, opcionesDe } from './vocabulary.ts'

/** What a cell holds: text as shown, or a number (a spreadsheet can still sum it); null is empty. */
export type ColumnValue = string | number | null

export type ColumnFilter =
  | { type: 'text'; placeholder?: string }
  | { type: 'select'; options: readonly { value: string; label: string }[] }

type ColumnBase<Row> = {
  /** Spanish label: table header, card label, column menu and the file's header. */
  header: string
  value: (row: Row) => ColumnValue
  /** Whether the column menu may hide it (default true). */
  hideable?: boolean
  /** Hidden (on screen and so in the export) until the user shows it from the column menu. */
  defaultHidden?: boolean
  /** Numbers and amounts read better aligned to the end. */
  align?: 'start' | 'center' | 'end'
}

/**
 * A column of a list whose query sorts by `S` and filters by `F`: a sortable column's id must be
 * one of `S`, a filtered one's one of `F`; other columns may be named freely.
 */
export type ListColumn<
  Row,
  S extends string = string,
  F extends string = string,
> = ColumnBase<Row> &
  (
    | { id: string; sortable?: false; filter?: undefined }
    | { id: S; sortable: true; filter?: undefined }
    | { id: F; sortable?: false; filter: ColumnFilter }
    | { id: S & F; sortable: true; filter: ColumnFilter }
  )

/** A list's column as the table and the export writers read it; `Id` is the list's column ids. */
export type AnyListColumn<Row, Id extends string = string> = ColumnBase<Row> & {
  id: Id
  sortable?: boolean
  filter?: ColumnFilter | undefined
}

/**
 * The columns of the list whose row is `Row` and whose query (`z.input` of it) is `Q`:
 * `defineColumns<ObraRow, ListObrasQuery>()([...])`. The ids stay in the type, so a screen naming
 * a column the list lacks (a cell for `nombree`) fails typecheck too.
 */
export function defineColumns<Row, Q>() {
  return <const C extends readonly ListColumn<Row, QuerySort<Q>, QueryFilter<Q>>[]>(
    columns: C,
  ): readonly AnyListColumn<Row, C[number]['id']>[] => {
    const seen = new Set<string>()
    for (const column of columns) {
      if (seen.has(column.id)) throw new Error(`Columna repetida: ${column.id}`)
      seen.add(column.id)
    }
    return columns
  }
}

// ---- How values read, in Chile -------------------------------------------------------------

const SANTIAGO = 'America/Santiago'
const dateTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: SANTIAGO,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as Chile reads it: `14-05-2026 09:30` (America/Santiago, whatever the machine's zone). */
export function fechaHoraText(iso: string | null | undefined): string | null {
  if (!iso) return null
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return null
  return dateTime.format(instant).replace(',', '')
}

/** A calendar date: `2026-05-14` → `14-05-2026`. */
export function fechaText(isoDate: string | null | undefined): string | null {
  if (!isoDate) return null
  const [year, month, day] = isoDate.slice(0, 10).split('-')
  return `${day}-${month}-${year}`
}

export const siNo = (value: boolean): string => (value ? 'Sí' : 'No')
export const rutText = (rut: string): string => formatRut(rut)
export { comunaText, regionColumn, regionText } from '../chile/columns.ts'

// ---- The export route's query -----------------------------------------------------------------

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/**
 * What an export adds to the list's query (search, filters, sort, without paging): the file's
 * `format` and, optionally, the `columns` to write in order (what the table shows), comma-separated
 * ids of the list's columns; without it every column is written.
 */
export function exportParams<Row>(columns: readonly AnyListColumn<Row>[]) {
  const ids = columns.map((column) => column.id)
  return {
    format: z
      .enum(EXPORT_FORMATS, { error: `El formato debe ser ${EXPORT_FORMATS.join(' o ')}.` })
      .default('csv'),
    columns: z
      .string()
      .max(2000, 'Demasiadas columnas.')
      .optional()
      .transform((text) =>
        text
          ?.split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .refine((chosen) => !chosen || chosen.every((id) => ids.includes(id)), {
        error: `Columnas que se pueden exportar: ${ids.join(', ')}.`,
      })
      .meta({ description: `Ids separados por comas, en orden: ${ids.join(', ')}.` }),
  }
}

/** The columns an export writes: those asked for, in the order asked, or all of them. */
export function chosenColumns<Row>(
  columns: readonly AnyListColumn<Row>[],
  ids: readonly string[] | undefined,
): AnyListColumn<Row>[] {
  if (!ids || ids.length === 0) return [...columns]
  return ids.flatMap((id) => columns.filter((column) => column.id === id))
}

export const exportFileResponse = {
  description:
    'Archivo con todas las filas que cumplen la búsqueda y los filtros, en el orden pedido, ' +
    'enviado por partes (streaming): CSV (text/csv, UTF-8 con BOM, separador `;`, para Excel en ' +
    'español) o XLSX según `format`; el nombre va en Content-Disposition.',
} as const

/**
 * A select filter over a closed list: each value with its label (`selectFilter(ESTADOS_CONTRATO,
 * ESTADO_CONTRATO_LABEL)`), the label given by a map or a function.
 */
export function selectFilter<const V extends string>(
  values: readonly V[],
  label: Readonly<Record<V, string>> | ((value: V) => string),
) {
  const labels =
    typeof label === 'function'
      ? (Object.fromEntries(values.map((value) => [value, label(value)])) as Record<V, string>)
      : label
  return { type: 'select', options: opcionesDe(labels, values) } as const
}

// ---- Columns many lists share -----------------------------------------------------------------

/** The column that names a row (its RUT, código or folio): sortable, always shown. */
const keyColumn = <const Id extends string, const H extends string, Row>(
  id: Id,
  header: H,
  value: (row: Row) => string,
) => ({ id, header, value, sortable: true, hideable: false }) as const

/** A calendar date of the row (`14-05-2026`), sortable: `fechaColumn('fechaInicio', 'Inicio')`. */
export const fechaColumn = <const Id extends string, Row extends { [K in Id]: string | null }>(
  id: Id,
  header: string,
) => ({ id, header, value: (row: Row) => fechaText(row[id]), sortable: true }) as const

/** An instant of the row (`14-05-2026 10:32`), sortable: `fechaHoraColumn('estadoDesde', 'Desde')`. */
export const fechaHoraColumn = <const Id extends string, Row extends { [K in Id]: string | null }>(
  id: Id,
  header: string,
) => ({ id, header, value: (row: Row) => fechaHoraText(row[id]), sortable: true }) as const

/** A count or an amount of the row, aligned to the end: `numeroColumn('diasEnArriendo', 'Días')`. */
export const numeroColumn = <const Id extends string, Row extends { [K in Id]: number | null }>(
  id: Id,
  header: string,
) => ({ id, header, value: (row: Row) => row[id], align: 'end' }) as const

/**
 * A closed list's value by its label, filtered by its values (all of the labels', or `values`),
 * and sortable when `sortable`: `labelColumn('estado', 'Estado', ESTADO_CONTRATO_LABEL)`.
 */
export function labelColumn<
  const Id extends string,
  const V extends string,
  Row extends { [K in Id]: V },
  const Sortable extends boolean = false,
>(
  id: Id,
  header: string,
  labels: Readonly<Record<V, string>>,
  options: { values?: readonly NoInfer<V>[]; sortable?: Sortable } = {},
) {
  const value = (row: Row) => labels[row[id]]
  const filter = selectFilter(options.values ?? (Object.keys(labels) as V[]), labels)
  return (
    options.sortable ? { id, header, value, sortable: true, filter } : { id, header, value, filter }
  ) as Sortable extends true
    ? { id: Id; header: string; value: typeof value; sortable: true; filter: typeof filter }
    : { id: Id; header: string; value: typeof value; filter: typeof filter }
}

/** The RUT, with dots and dash; sorted as a number by the lists that sort by it. */
export const rutColumn = <Row extends { rut: string }>() =>
  keyColumn('rut', 'RUT', (row: Row) => rutText(row.rut))

/** The código (an obra's, an asset's), sortable, always shown. */
export const codigoColumn = <Row extends { codigo: string }>() =>
  keyColumn('codigo', 'Código', (row: Row) => row.codigo)

/** A numbered document's folio (`COT-000123`), sorted by its number, always shown. */
export const folioColumn = <Row extends { folio: string }>() =>
  keyColumn('numero', 'Folio', (row: Row) => row.folio)

/** The contract a row is on, by its folio (the lists of items on rent): sortable, always shown. */
export const contratoColumn = <Row extends { contrato: { folio: string } }>() =>
  keyColumn('contrato', 'Contrato', (row: Row) => row.contrato.folio)

/** An asset's estado, sortable and filtered by every estado. */
export function estadoActivoColumn<Row extends { estado: EstadoActivo }>() {
  return {
    id: 'estado',
    header: 'Estado',
    value: (row: Row) => ESTADO_ACTIVO_LABEL[row.estado],
    sortable: true,
    filter: selectFilter(ESTADOS_ACTIVO, ESTADO_ACTIVO_LABEL),
  } as const
}

/** Active or not, filtered by `id` (the list's `activo`, or `activa` of obras). */
export function activoColumn<Row, const Id extends string>(
  id: Id,
  of: (row: Row) => boolean,
  { femenino = false } = {},
) {
  const [si, no] = femenino ? ['Activa', 'Inactiva'] : ['Activo', 'Inactivo']
  return {
    id,
    header: 'Estado',
    value: (row: Row) => (of(row) ? si : no),
    filter: {
      type: 'select',
      options: [
        { value: 'true', label: si },
        { value: 'false', label: no },
      ],
    },
  } as const
}

/** An instant of the row's bookkeeping, sortable, hidden until shown. */
const trackingColumn = <
  const Id extends 'creadoEn' | 'actualizadoEn',
  Row extends { [K in Id]: string },
>(
  id: Id,
  header: string,
) =>
  ({
    id,
    header,
    value: (row: Row) => fechaHoraText(row[id]),
    sortable: true,
    defaultHidden: true,
  }) as const

/** When the row was created (`Creado`/`Creada`), sortable, hidden until shown. */
export const creadoColumn = <Row extends { creadoEn: string }>(header = 'Creado') =>
  trackingColumn<'creadoEn', Row>('creadoEn', header)

/** When the row last changed (`Modificado`/`Modificada`), sortable, hidden until shown. */
export const modificadoColumn = <Row extends { actualizadoEn: string }>(header = 'Modificado') =>
  trackingColumn<'actualizadoEn', Row>('actualizadoEn', header)

/** A quotation's or contract's moneda, filtered by every moneda. */
export const monedaColumn = <Row extends { moneda: Moneda }>() =>
  ({
    id: 'moneda',
    header: 'Moneda',
    value: (row: Row) => row.moneda,
    filter: selectFilter(monedas, (moneda) => moneda),
  }) as const

/** An obra as the lists name it: `OB-0001 Edificio Central`. */
export const obraCodigoNombre = (obra: { codigo: string; nombre: string } | null): string | null =>
  obra === null ? null : `${obra.codigo} ${obra.nombre}`

/** The row's obra, by its código and name (`obraColumn({ sortable: true })` where it sorts). */
export const obraColumn = <
  Row extends { obra: { codigo: string; nombre: string } },
  const O extends { sortable?: boolean } = Record<never, never>,
>(
  own?: O,
) =>
  ({
    id: 'obra',
    header: 'Obra',
    value: (row: Row) => obraCodigoNombre(row.obra),
    ...(own as O),
  }) as const

/** The row's razón social, by its name. */
export const razonSocialColumn = <Row extends { razonSocial: { razonSocial: string } }>() =>
  ({
    id: 'razonSocial',
    header: 'Razón social',
    value: (row: Row) => row.razonSocial.razonSocial,
  }) as const

/** A period's column (`Período`, desde – hasta), sorted by its first day (the column's id). */
export const periodoColumn = <const K extends string, Row>(
  id: K,
  periodo: (row: Row) => readonly [desde: string, hasta: string],
) =>
  ({
    id,
    header: 'Período',
    value: (row: Row) => {
      const [desde, hasta] = periodo(row)
      return `${fechaText(desde)} – ${fechaText(hasta)}`
    },
    sortable: true,
  }) as const

/** A statement's amounts: neto and IVA hidden until shown, the total sortable. */
export const montosColumns = <Row extends { neto: number; iva: number; total: number }>() =>
  [
    {
      id: 'neto',
      header: 'Neto',
      value: (row: Row) => row.neto,
      align: 'end',
      defaultHidden: true,
    },
    { id: 'iva', header: 'IVA', value: (row: Row) => row.iva, align: 'end', defaultHidden: true },
    { id: 'total', header: 'Total', value: (row: Row) => row.total, align: 'end', sortable: true },
  ] as const
