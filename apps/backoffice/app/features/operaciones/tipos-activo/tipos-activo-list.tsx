// tipos-activo: every tipo de activo with its categoría, how it is charged, its reference rate and
// how many assets it has; paged, sorted, filtered (categoría, requiere operador) and searched by
// the API. Each row opens its detail; edit and delete are offered to whoever has their keys (the
// API refuses to delete a tipo that still has assets).
import { type TipoActivoRow, tipoActivoColumns } from '@cordillera/contracts'
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import {
  ListError,
  linkCell,
  RouteLinkButton,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatClp } from '@cordillera/ui/format'
import { Plus } from 'lucide-react'
import { useNavigate } from 'react-router'

const detailHref = (id: string) => href('tipos-activo-detalle', { id })

const columns = tableColumns(tipoActivoColumns, {
  nombre: linkCell(
    (row: TipoActivoRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
  tarifaReferencia: (row: TipoActivoRow) => (
    <span className="whitespace-nowrap tabular-nums">{formatClp(row.tarifaReferencia)}</span>
  ),
})

export default function TiposActivoList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, error } = useListScreen({
    queries: operacionesQueries(api).tiposActivo,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(operacionesQueries(api).tiposActivo, (row: TipoActivoRow) =>
    api.operaciones.tiposActivo.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<TipoActivoRow>({
    title: 'Eliminar tipo de activo',
    describe: (row) =>
      `¿Eliminar el tipo de activo ${row.nombre}? Solo se puede si no tiene activos.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `El tipo de activo ${row.nombre} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'tipos-activo',
    {
      read: (row) => detailHref(row.id),
      edit: (row) => href('tipos-activo-editar', { id: row.id }),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="tipos-activo-agregar" icon={Plus}>
      Agregar tipo de activo
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Tipos de activo"
        description="Lo que se cotiza y arrienda, con su unidad de cobro y tarifa de referencia."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<TipoActivoRow>
        label="Tipos de activo"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nombre}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por nombre o descripción"
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}
