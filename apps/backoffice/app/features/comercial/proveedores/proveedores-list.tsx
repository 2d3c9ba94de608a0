// proveedores: the validated proveedores (lessors whose equipment we rent), paged, sorted,
// searched and filtered by the API, with the bank data they are paid to. Provisional ones wait in
// proveedores-provisorios; a notice here says how many. Edit, delete and export go by key.
import { formatRut, type ProveedorRow, proveedorColumns } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
  ListScreen,
  linkCell,
  tableColumns,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link } from 'react-router'

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
  const canEdit = useCan()(rowActionKey('proveedores', 'edit'))
  const columns = useMemo(() => columnsFor(canEdit), [canEdit])
  return (
    <ListScreen
      queries={comercialQueries(api).proveedores}
      defaults={{ sort: { id: 'razonSocial', desc: false } }}
      title="Proveedores"
      description="Los arrendadores cuyos equipos arrendamos, validados, con la cuenta donde se les paga."
      columns={columns}
      rowLabel={(row) => row.razonSocial}
      searchPlaceholder="Buscar por RUT, razón social o contacto"
      above={<ProvisoriosPendientes />}
      create={{ route: 'proveedores-agregar', label: 'Agregar proveedor' }}
      actions={{
        route: 'proveedores',
        edit: (row) => editHref(row.id),
        delete: {
          title: 'Eliminar proveedor',
          describe: (row) =>
            `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene usuarios arrendadores activos.`,
          call: (row) => comercialApi(api).proveedores.delete(row.id, row.version),
          done: (row) => `${row.razonSocial} se eliminó.`,
        },
      }}
      export={{
        call: comercialApi(api).proveedores.export,
        key: rowActionKey('proveedores', 'export'),
      }}
    />
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
