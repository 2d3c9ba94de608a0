// proveedores: the validated proveedores (lessors whose equipment we rent), paged, sorted,
// searched and filtered by the API, with the bank data they are paid to. Provisional ones wait in
// proveedores-provisorios; a notice here says how many. Edit, delete and export go by key.
import { formatRut, type ProveedorRow, proveedorColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
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
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

const editHref = (id: string) => href('proveedores-editar', { id })
/** Only who may edit a proveedor gets its name as a link to the edit screen. */
function columnsFor(canEdit: boolean) {
  return tableColumns(proveedorColumns, {
    razonSocial: linkCell(
      (row: ProveedorRow) => row.razonSocial,
      (row) => (canEdit ? editHref(row.id) : null),
    ),
    numeroCuenta: (row: ProveedorRow) => <span className="tabular-nums">{row.numeroCuenta}</span>,
    activo: activoCell((row: ProveedorRow) => row.activo),
  })
}

export default function ProveedoresList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).proveedores,
    defaults: { sort: { id: 'razonSocial', desc: false } },
  })
  const deleteRow = useEntityMutation(comercialQueries(api).proveedores, (row: ProveedorRow) =>
    api.comercial.proveedores.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<ProveedorRow>({
    title: 'Eliminar proveedor',
    describe: (row) =>
      `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene usuarios arrendadores activos.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.razonSocial} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'proveedores',
    {
      edit: (row) => editHref(row.id),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="proveedores-agregar" icon={Plus}>
      Agregar proveedor
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Proveedores"
        description="Los arrendadores cuyos equipos arrendamos, validados, con la cuenta donde se les paga."
        actions={createButton}
      />
      <ProvisoriosPendientes />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ProveedorRow>
        label="Proveedores"
        // A minmax(0, 1fr) column: on a narrow screen the wide table scrolls inside, not the page.
        columns={columnsFor(can(rowActionKey('proveedores', 'edit')))}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.razonSocial}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por RUT, razón social o contacto"
        exportFile={
          can(rowActionKey('proveedores', 'export'))
            ? exportWith(api.comercial.proveedores.export, exportQuery)
            : undefined
        }
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}

/** How many provisional proveedores wait to be validated, for whoever may see them. */
function ProvisoriosPendientes() {
  const api = useApi()
  const can = useCan()
  const allowed = can(routeByName('proveedores-provisorios').key)
  const { data } = useQuery({
    ...comercialQueries(api).proveedoresProvisorios.list({ pageSize: 1 }),
    enabled: allowed,
  })
  if (!allowed || !data || data.total === 0) return null
  const uno = data.total === 1
  return (
    <Alert variant="info" role="status">
      <AlertDescription>
        <p>
          {uno
            ? 'Hay 1 proveedor provisorio'
            : `Hay ${formatNumber(data.total)} proveedores provisorios`}{' '}
          por validar: no aparecen en esta lista hasta completar sus datos bancarios.{' '}
          <Link
            to={href('proveedores-provisorios')}
            className="font-medium underline underline-offset-4"
          >
            Ver proveedores provisorios
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  )
}
