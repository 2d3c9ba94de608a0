// marcas: every marca with how many assets use it, paged, sorted and searched by the API. A marca
// has no detail: its name opens its edit screen for whoever may edit. Deleting takes the list's
// key (decision 037): whoever sees the list may delete a marca (the API refuses while assets use
// it, and says so in the dialog).
import { type MarcaRow, marcaColumns } from '@cordillera/contracts'
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
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
import { useMemo } from 'react'
import { useNavigate } from 'react-router'

const editHref = (id: string) => href('marcas-editar', { id })

export default function MarcasList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const canEdit = can(rowActionKey('marcas', 'edit'))
  const columns = useMemo(
    () =>
      tableColumns(marcaColumns, {
        nombre: linkCell(
          (row: MarcaRow) => row.nombre,
          (row) => (canEdit ? editHref(row.id) : null),
        ),
      }),
    [canEdit],
  )
  const { table, error } = useListScreen({
    queries: operacionesQueries(api).marcas,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(operacionesQueries(api).marcas, (row: MarcaRow) =>
    api.operaciones.marcas.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<MarcaRow>({
    title: 'Eliminar marca',
    describe: (row) => `¿Eliminar la marca ${row.nombre}? Solo se puede si ningún activo la usa.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `La marca ${row.nombre} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'marcas',
    { edit: (row) => editHref(row.id), delete: confirmDelete.ask },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="marcas-agregar" icon={Plus}>
      Agregar marca
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Marcas"
        description="Los fabricantes de los activos de la flota."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<MarcaRow>
        label="Marcas"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nombre}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por nombre"
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}
