// activos: the fleet, paged, sorted, searched and filtered by the API (tipo, marca, flota, estado,
// propietario and documents expired or expiring); each row opens its detail; edit, documents,
// delete and export are offered to whoever has their keys. A tipo's or flota's detail links here
// with `f.tipoActivoId` / `f.flotaId`; the count of expiring documents links to the list filtered
// by them.
import {
  type ActivoRow,
  activoColumns,
  type FilterOf,
  formatPatente,
  type listActivosRoute,
} from '@cordillera/contracts'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ListScreen,
  linkCell,
  listFilterQuery,
  tableColumns,
  useApi,
  useListScreen,
} from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import { AlertaDocumentosBadges, EstadoActivoBadge } from '../common/badges.tsx'
import { filterOptions, useActivoOpciones } from '../common/opciones.tsx'
import { vencimientosText } from '../common/vencimientos-text.ts'
import { filtersByColumn, withSelectFilters } from './column-filters.ts'

const detailHref = (id: string) => href('activos-detalle', { id })

const columns = tableColumns(activoColumns, {
  codigo: linkCell(
    (row: ActivoRow) => row.codigo,
    (row) => detailHref(row.id),
  ),
  patente: (row: ActivoRow) =>
    row.patente === null ? null : (
      <span className="whitespace-nowrap tabular-nums">{formatPatente(row.patente)}</span>
    ),
  // A year, not a quantity: 2020, without the thousands dot numbers get.
  anio: (row: ActivoRow) => <span className="tabular-nums">{row.anio}</span>,
  estado: (row: ActivoRow) => <EstadoActivoBadge estado={row.estado} />,
  documentos: (row: ActivoRow) => <AlertaDocumentosBadges documentos={row.documentos} />,
})

/** The columns filtered by a related row's id, and that filter's name in the list route. */
const FILTER_OF_COLUMN = {
  tipoActivo: 'tipoActivoId',
  marca: 'marcaId',
  flota: 'flotaId',
  propietario: 'propietario',
} as const satisfies Record<string, FilterOf<typeof listActivosRoute>>

export default function ActivosList() {
  const api = useApi()
  const navigate = useNavigate()
  // The filters' options load alongside the first page, not after it.
  const opciones = useActivoOpciones()
  const queries = operacionesQueries(api).activos
  const list = useListScreen({ queries, defaults: { sort: { id: 'codigo', desc: false } } })
  const columnsWithFilters = useMemo(() => {
    const options = filterOptions(opciones.data)
    return withSelectFilters(
      columns,
      Object.fromEntries(
        Object.entries(FILTER_OF_COLUMN).map(([column, filter]) => [column, options[filter]]),
      ),
    )
  }, [opciones.data])
  return (
    <ListScreen
      list={list}
      queries={queries}
      title="Activos"
      description="Las máquinas y vehículos de la flota, propios y de proveedores: dónde están y qué documentos vencen."
      columns={columnsWithFilters}
      table={filtersByColumn(list.table, FILTER_OF_COLUMN)}
      rowLabel={(row) => `${row.codigo} ${row.modelo}`}
      searchPlaceholder="Buscar por código, modelo, serie o patente"
      above={<VencimientosSummary />}
      create={{ route: 'activos-agregar', label: 'Agregar activo' }}
      actions={{
        route: 'activos',
        read: (row) => detailHref(row.id),
        edit: (row) => href('activos-editar', { id: row.id }),
        extra: [
          {
            id: 'documentos',
            label: 'Documentos',
            key: rowActionKey('activos', 'files'),
            onSelect: (row) => void navigate(href('activos-documentos', { id: row.id })),
          },
        ],
        delete: {
          title: 'Eliminar activo',
          describe: (row) =>
            `¿Eliminar el activo ${row.codigo} (${row.tipoActivo.nombre} ${row.marca.nombre} ${row.modelo})? No se puede mientras esté reservado, en obra o en traslado; sus documentos se conservan.`,
          call: (row) => operacionesApi(api).activos.delete(row.id, row.version),
          done: (row) => `${row.codigo} se eliminó.`,
        },
      }}
      export={{
        call: operacionesApi(api).activos.export,
        key: rowActionKey('activos', 'export'),
      }}
    />
  )
}

/**
 * "3 documentos vencidos y 12 por vencer", over the whole fleet, linking to the assets that have
 * them. Nothing when every document is valid (or while the count loads).
 */
function VencimientosSummary() {
  const api = useApi()
  const { data } = useQuery(operacionesQueries(api).documentosActivo.vencimientos())
  const text = data ? vencimientosText(data) : null
  if (!data || !text) return null
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <AlertTriangle aria-hidden="true" className="size-4 text-warning-soft-foreground" />
      <Link
        to={href('activos', {}, listFilterQuery<typeof listActivosRoute>({ documentos: 'alerta' }))}
        className="font-medium underline underline-offset-4"
      >
        {text}
      </Link>
      <span className="text-muted-foreground">
        en {formatNumber(data.activosAfectados)}{' '}
        {data.activosAfectados === 1 ? 'activo' : 'activos'}
      </span>
    </p>
  )
}
