// What logistics' two lists of assets share (logística de activos, activos en taller): the page the
// API answers in the list's sort, the código column leading to the asset's detail for whoever may
// open it, the Tipo and Flota selects (their filters sent under the routes' names), each row named
// and searched by its código, and the row's movement action with its dialog. A list gives its
// queries, sort and columns, how a row is the asset the dialog moves, and the action's words.
import { href, routeByName } from '@cordillera/permissions'
import {
  filtersByColumn,
  type ListQueries,
  type ListScreenOptions,
  linkCell,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { type ComponentProps, useMemo } from 'react'
import type { RecordMovimientoDialog } from '../movimientos/registrar-movimiento.tsx'
import { FILTER_OF_COLUMN, useColumnsWithOpciones } from './opciones-filtros.ts'
import { useRecordMovimiento } from './registrar-movimiento-action.tsx'

type CursorPage = { page: number; nextCursor: string | null; prevCursor: string | null }
type ActivoRow = { id: string; codigo: string; modelo: string }

/** The código cell: the asset's detail, a link for whoever may open it. */
export const codigoCell = <Row extends ActivoRow>(canOpenActivo: boolean) =>
  linkCell(
    (row: Row) => row.codigo,
    (row) => (canOpenActivo ? href('activos-detalle', { id: row.id }) : null),
  )

export function useListaDeActivos<
  Row extends ActivoRow,
  Q extends object,
  P extends CursorPage & { items: Row[]; total: number },
>({
  queries,
  sort,
  columnsFor,
  activoOf,
  label,
}: {
  queries: ListQueries<Q, P>
  sort: NonNullable<NonNullable<ListScreenOptions<Q, P>['defaults']>['sort']>
  /** The list's columns, given whether the código leads to the asset (`codigoCell`). */
  columnsFor: (canOpenActivo: boolean) => DataTableColumn<Row>[]
  activoOf: (row: Row) => ComponentProps<typeof RecordMovimientoDialog>['activo']
  /** The row action's words, "Registrar movimiento" unless given. */
  label?: string
}) {
  const can = useCan()
  const list = useListScreen({ queries, defaults: { sort } })
  const canOpenActivo = can(routeByName('activos-detalle').key)
  const baseColumns = useMemo(() => columnsFor(canOpenActivo), [columnsFor, canOpenActivo])
  const movimiento = useRecordMovimiento({ rows: list.table.rows, activoOf, label })
  const columns = useColumnsWithOpciones(baseColumns)
  return {
    list,
    columns,
    table: filtersByColumn(list.table, FILTER_OF_COLUMN),
    rowLabel: (row: Row) => `${row.codigo} ${row.modelo}`,
    searchPlaceholder: 'Buscar por código del activo',
    rowActions: [movimiento.action],
    below: movimiento.dialog,
  }
}
