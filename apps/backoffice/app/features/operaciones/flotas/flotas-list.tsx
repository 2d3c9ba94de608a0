// flotas: every flota with how many assets it groups, paged, sorted and searched by the API. Each
// row opens its detail; editing needs its key, deleting takes the list's (decision 037): whoever
// sees the list may delete a flota (the API refuses while it holds assets, and says so in the
// dialog).
import { type FlotaRow, flotaColumns } from '@cordillera/contracts'
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
import { Plus } from 'lucide-react'
import { useNavigate } from 'react-router'

const detailHref = (id: string) => href('flotas-detalle', { id })

const columns = tableColumns(flotaColumns, {
  nombre: linkCell(
    (row: FlotaRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
})

export default function FlotasList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, error } = useListScreen({
    queries: operacionesQueries(api).flotas,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(operacionesQueries(api).flotas, (row: FlotaRow) =>
    api.operaciones.flotas.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<FlotaRow>({
    title: 'Eliminar flota',
    describe: (row) => `¿Eliminar la flota ${row.nombre}? Solo se puede si no tiene activos.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `La flota ${row.nombre} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'flotas',
    {
      read: (row) => detailHref(row.id),
      edit: (row) => href('flotas-editar', { id: row.id }),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="flotas-agregar" icon={Plus}>
      Agregar flota
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Flotas"
        description="Grupos de activos con nombre, por contrato, faena o región."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<FlotaRow>
        label="Flotas"
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
