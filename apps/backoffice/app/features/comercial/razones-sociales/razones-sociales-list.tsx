// razones-sociales: every billed legal entity, paged, sorted, searched and filtered by the API;
// each row opens its detail; edit, delete and export are offered to whoever has their keys.
import { formatRut, type RazonSocialRow, razonSocialColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
  exportWith,
  ListError,
  linkCell,
  RelatedFilterNotice,
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

const detailHref = (id: string) => href('razones-sociales-detalle-guion', { id })

const columns = tableColumns(razonSocialColumns, {
  razonSocial: linkCell(
    (row: RazonSocialRow) => row.razonSocial,
    (row) => detailHref(row.id),
  ),
  activo: activoCell((row: RazonSocialRow) => row.activo, { femenino: true }),
})

export default function RazonesSocialesList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).razonesSociales,
    defaults: { sort: { id: 'razonSocial', desc: false } },
  })
  const deleteRow = useEntityMutation(
    comercialQueries(api).razonesSociales,
    (row: RazonSocialRow) => api.comercial.razonesSociales.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<RazonSocialRow>({
    title: 'Eliminar razón social',
    describe: (row) =>
      `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.razonSocial} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'razones-sociales',
    {
      read: (row) => detailHref(row.id),
      edit: (row) => href('razones-sociales-editar', { id: row.id }),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="razones-sociales-agregar" icon={Plus}>
      Agregar razón social
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Razones sociales"
        description="Las empresas a las que se factura: su RUT, giro, dirección y grupo."
        actions={createButton}
      />
      <RelatedFilterNotice
        filters={[
          {
            filter: 'grupoClienteId',
            prefix: 'Razones sociales del grupo',
            fallback: 'elegido',
            nameInRow: (row, id) =>
              row.grupoCliente?.id === id ? row.grupoCliente.nombre : undefined,
            name: comercialQueries(api).gruposCliente.name,
          },
        ]}
        rows={table.rows}
        isLoading={table.isLoading}
        state={table.state}
        onStateChange={table.onStateChange}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<RazonSocialRow>
        label="Razones sociales"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.razonSocial}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por RUT, razón social o nombre de fantasía"
        exportFile={
          can(rowActionKey('razones-sociales', 'export'))
            ? exportWith(api.comercial.razonesSociales.export, exportQuery)
            : undefined
        }
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}
