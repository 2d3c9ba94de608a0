// grupo-cliente: every grupo cliente (holding) with how many razones sociales it gathers, paged,
// sorted and searched by the API; each row opens its detail; edit, delete and export are offered
// to whoever has their keys (the API refuses to delete a group that still has razones sociales).
import { type GrupoClienteRow, grupoClienteColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  exportWith,
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

const detailHref = (id: string) => href('grupo-cliente-detalle', { id })

const columns = tableColumns(grupoClienteColumns, {
  nombre: linkCell(
    (row: GrupoClienteRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
})

export default function GruposClienteList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).gruposCliente,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(comercialQueries(api).gruposCliente, (row: GrupoClienteRow) =>
    api.comercial.gruposCliente.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<GrupoClienteRow>({
    title: 'Eliminar grupo cliente',
    describe: (row) =>
      `¿Eliminar el grupo ${row.nombre}? Solo se puede si no tiene razones sociales.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `El grupo ${row.nombre} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'grupo-cliente',
    {
      read: (row) => detailHref(row.id),
      edit: (row) => href('grupo-cliente-editar', { id: row.id }),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="grupo-cliente-agregar" icon={Plus}>
      Agregar grupo
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Grupos cliente"
        description="Los holdings que reúnen varias razones sociales de un mismo cliente."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<GrupoClienteRow>
        label="Grupos cliente"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nombre}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por nombre o descripción"
        exportFile={
          can(rowActionKey('grupo-cliente', 'export'))
            ? exportWith(api.comercial.gruposCliente.export, exportQuery)
            : undefined
        }
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}
