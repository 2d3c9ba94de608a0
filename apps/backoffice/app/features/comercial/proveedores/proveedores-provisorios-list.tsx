// proveedores-provisorios: the proveedores registered on the spot with only RUT and razón social,
// waiting for commercial staff to validate them (complete their bank data). New ones are
// registered here in a dialog; each row is validated, edited or deleted by whoever has the key.
import { formatRut, type ProveedorRow, proveedorProvisorioColumns } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  DialogHeading,
  FormDialog,
  LinkButton,
  ListScreen,
  ListTable,
  linkCell,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { notify } from '@cordillera/ui/components/toaster'
import { BadgeCheck } from 'lucide-react'
import { useMemo, useState } from 'react'
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

const listOptions = {
  defaults: { sort: { id: 'creadoEn', desc: true } },
  label: 'Proveedores provisorios',
  rowLabel: (row: ProveedorRow) => row.razonSocial,
  searchPlaceholder: 'Buscar por RUT, razón social o contacto',
} as const

/**
 * The provisional proveedores without the page around them: the validation screen shows them
 * with a "Validar" button on each row.
 */
export function ProvisoriosTable({ withValidateButton = false }: { withValidateButton?: boolean }) {
  const api = useApi()
  const canValidate = useCan()(rowActionKey('proveedores-provisorios', 'manage'))
  const columns = useMemo(
    () => provisorioColumns(canValidate, withValidateButton),
    [canValidate, withValidateButton],
  )
  const list = useListScreen({
    queries: comercialQueries(api).proveedoresProvisorios,
    defaults: listOptions.defaults,
  })
  return <ListTable {...listOptions} list={list} columns={columns} />
}

export default function ProveedoresProvisoriosList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const [registering, setRegistering] = useState(false)
  const canValidate = can(rowActionKey('proveedores-provisorios', 'manage'))
  const columns = useMemo(() => provisorioColumns(canValidate, false), [canValidate])
  return (
    <ListScreen
      {...listOptions}
      queries={comercialQueries(api).proveedoresProvisorios}
      title="Proveedores provisorios"
      description="Registrados con lo mínimo para no detener el trabajo. Al validarlos, con sus datos bancarios, pasan a ser proveedores regulares."
      columns={columns}
      create={{
        label: 'Registrar proveedor provisorio',
        onClick: () => setRegistering(true),
        key: routeByName('proveedores-agregar').key,
      }}
      rowActions={[
        {
          id: 'validar',
          label: 'Validar',
          key: rowActionKey('proveedores-provisorios', 'manage'),
          onSelect: (row) => void navigate(validateHref(row.id)),
        },
      ]}
      // A provisional proveedor is a proveedor: editing, deleting and exporting take the
      // proveedores' keys.
      actions={{
        route: 'proveedores',
        edit: (row) => href('proveedores-editar', { id: row.id }),
        delete: {
          title: 'Eliminar proveedor provisorio',
          describe: (row) => `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})?`,
          call: (row) => comercialApi(api).proveedores.delete(row.id, row.version),
          done: (row) => `${row.razonSocial} se eliminó.`,
          entity: comercialQueries(api).proveedores,
        },
      }}
      export={{
        call: comercialApi(api).proveedoresProvisorios.export,
        key: rowActionKey('proveedores', 'export'),
      }}
      below={
        <FormDialog
          open={registering}
          onClose={() => setRegistering(false)}
          className="sm:max-w-2xl"
        >
          {registering ? <CreateProvisorio onDone={() => setRegistering(false)} /> : null}
        </FormDialog>
      }
    />
  )
}

function CreateProvisorio({ onDone }: { onDone: () => void }) {
  const api = useApi()
  const create = useEntityMutation(
    comercialQueries(api).proveedores,
    (values: ProveedorValues<'provisorio'>) =>
      comercialApi(api).proveedoresProvisorios.create(values),
  )
  return (
    <>
      <DialogHeading
        title="Registrar proveedor provisorio"
        description="Con el RUT y la razón social basta para seguir trabajando; el resto se completa al validarlo."
      />
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
