// grupo-cliente: every grupo cliente (holding) with how many razones sociales it gathers, paged,
// sorted and searched by the API; each row opens its detail; edit, delete and export are offered
// to whoever has their keys (the API refuses to delete a group that still has razones sociales).
import { type GrupoClienteRow, grupoClienteColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  exportWith,
  LinkButton,
  ListError,
  linkCell,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { DataTable, type RowAction } from '@cordillera/ui/components/data-table/data-table'
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

  const rowActions: RowAction<GrupoClienteRow>[] = [
    {
      id: 'ver',
      label: 'Ver detalle',
      key: rowActionKey('grupo-cliente', 'read'),
      onSelect: (row) => void navigate(detailHref(row.id)),
    },
    {
      id: 'editar',
      label: 'Editar',
      key: rowActionKey('grupo-cliente', 'edit'),
      onSelect: (row) => void navigate(href('grupo-cliente-editar', { id: row.id })),
    },
    {
      id: 'eliminar',
      label: 'Eliminar',
      key: rowActionKey('grupo-cliente', 'delete'),
      destructive: true,
      onSelect: confirmDelete.ask,
    },
  ]
  const createButton = can(routeByName('grupo-cliente-agregar').key) ? (
    <LinkButton to={href('grupo-cliente-agregar')}>
      <Plus aria-hidden="true" />
      Agregar grupo
    </LinkButton>
  ) : null

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
