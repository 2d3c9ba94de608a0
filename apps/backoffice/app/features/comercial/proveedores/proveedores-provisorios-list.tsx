// proveedores-provisorios: the proveedores registered on the spot with only RUT and razón social,
// waiting for commercial staff to validate them (complete their bank data). New ones are
// registered here in a dialog; each row is validated, edited or deleted by whoever has the key.
import { formatRut, type ProveedorRow, proveedorProvisorioColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  exportWith,
  LinkButton,
  ListError,
  linkCell,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import {
  DataTable,
  type DataTableColumn,
  type RowAction,
} from '@cordillera/ui/components/data-table/data-table'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@cordillera/ui/components/dialog'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { BadgeCheck, Plus } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { ProveedorForm, type ProveedorValues, proveedorFormValues } from './proveedor-form.tsx'

export const validateHref = (id: string) => href('proveedores-provisorios-validar', {}, { id })

function provisorioColumns(canValidate: boolean, withValidateButton: boolean) {
  const validateButton: DataTableColumn<ProveedorRow> = {
    id: 'validar',
    header: 'Validar',
    value: () => '',
    cell: (row) => (
      <LinkButton
        to={validateHref(row.id)}
        size="sm"
        variant="outline"
        aria-label={`Validar ${row.razonSocial}`}
      >
        <BadgeCheck aria-hidden="true" />
        Validar
      </LinkButton>
    ),
    hideable: false,
    exportable: false,
  }
  return tableColumns(
    proveedorProvisorioColumns,
    {
      razonSocial: linkCell(
        (row: ProveedorRow) => row.razonSocial,
        (row) => (canValidate ? validateHref(row.id) : null),
      ),
    },
    canValidate && withValidateButton ? [validateButton] : [],
  )
}

/**
 * The provisional proveedores, paged, searched and sorted by the API. The validation screen shows
 * it without an id, with a "Validar" button on each row.
 */
export function ProvisoriosTable({
  rowActions,
  withValidateButton = false,
  emptyAction,
  exportable = false,
}: {
  rowActions?: RowAction<ProveedorRow>[]
  withValidateButton?: boolean
  emptyAction?: ReactNode
  exportable?: boolean
}) {
  const api = useApi()
  const can = useCan()
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).proveedoresProvisorios,
    defaults: { sort: { id: 'creadoEn', desc: true } },
  })
  const canValidate = can(rowActionKey('proveedores-provisorios', 'manage'))
  return (
    <>
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ProveedorRow>
        label="Proveedores provisorios"
        // A minmax(0, 1fr) column: on a narrow screen the wide table scrolls inside, not the page.
        columns={provisorioColumns(canValidate, withValidateButton)}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.razonSocial}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por RUT, razón social o contacto"
        exportFile={
          exportable
            ? exportWith(api.comercial.proveedoresProvisorios.export, exportQuery)
            : undefined
        }
        emptyAction={emptyAction}
        {...table}
      />
    </>
  )
}

export default function ProveedoresProvisoriosList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const [registering, setRegistering] = useState(false)
  const deleteRow = useEntityMutation(comercialQueries(api).proveedores, (row: ProveedorRow) =>
    api.comercial.proveedores.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<ProveedorRow>({
    title: 'Eliminar proveedor provisorio',
    describe: (row) => `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})?`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.razonSocial} se eliminó.`,
  })
  const rowActions: RowAction<ProveedorRow>[] = [
    {
      id: 'validar',
      label: 'Validar',
      key: rowActionKey('proveedores-provisorios', 'manage'),
      onSelect: (row) => void navigate(validateHref(row.id)),
    },
    // A provisional proveedor is a proveedor: editing and deleting it take the proveedores' keys.
    ...standardRowActions(
      'proveedores',
      {
        edit: (row) => href('proveedores-editar', { id: row.id }),
        delete: confirmDelete.ask,
      },
      navigate,
    ),
  ]
  const registrar = can(routeByName('proveedores-agregar').key) ? (
    <Button onClick={() => setRegistering(true)}>
      <Plus aria-hidden="true" />
      Registrar proveedor provisorio
    </Button>
  ) : null

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Proveedores provisorios"
        description="Registrados con lo mínimo para no detener el trabajo. Al validarlos, con sus datos bancarios, pasan a ser proveedores regulares."
        actions={registrar}
      />
      <ProvisoriosTable
        rowActions={rowActions}
        emptyAction={registrar}
        exportable={can(rowActionKey('proveedores', 'export'))}
      />
      <Dialog open={registering} onOpenChange={setRegistering}>
        <DialogContent className="sm:max-w-2xl">
          {registering ? <RegistrarProvisorio onDone={() => setRegistering(false)} /> : null}
        </DialogContent>
      </Dialog>
      {confirmDelete.dialog}
    </div>
  )
}

function RegistrarProvisorio({ onDone }: { onDone: () => void }) {
  const api = useApi()
  const create = useEntityMutation(
    comercialQueries(api).proveedores,
    (values: ProveedorValues<'provisorio'>) => api.comercial.proveedoresProvisorios.create(values),
  )
  return (
    <>
      <DialogHeader>
        <DialogTitle>Registrar proveedor provisorio</DialogTitle>
        <DialogDescription>
          Con el RUT y la razón social basta para seguir trabajando; el resto se completa al
          validarlo.
        </DialogDescription>
      </DialogHeader>
      <ProveedorForm
        kind="provisorio"
        defaultValues={proveedorFormValues()}
        submitLabel="Registrar"
        cancel={{ onClick: onDone }}
        className=""
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.razonSocial} quedó registrado como proveedor provisorio.`)
          onDone()
        }}
      />
    </>
  )
}
