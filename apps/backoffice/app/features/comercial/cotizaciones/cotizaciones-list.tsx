// cotizaciones: every quotation, paged, sorted, searched (folio, condiciones) and filtered by
// estado and moneda by the API; the folio opens its detail (gestionar). Row actions follow the
// estado: Editar while borrador, Rechazar while enviada, Pasar a contrato once aceptada; Gestionar,
// Descargar PDF and Eliminar (not once it is a contract) whenever the user has their keys.
import { type CotizacionRow, cotizacionColumns } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
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
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { DataTable, type RowAction } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatMonto } from '@cordillera/ui/format'
import { Plus } from 'lucide-react'
import { useNavigate } from 'react-router'
import { useDescargarPdf, useRechazarCotizacion } from './cotizacion-parts.tsx'

const gestionarHref = (row: CotizacionRow) => href('cotizaciones-gestionar', { id: row.id })

const columns = tableColumns(cotizacionColumns, {
  numero: linkCell((row: CotizacionRow) => row.folio, gestionarHref),
  estado: (row: CotizacionRow) => <EstadoBadge estado={row.estado} />,
  total: (row: CotizacionRow) => (
    <span className="whitespace-nowrap tabular-nums">{formatMonto(row.total, row.moneda)}</span>
  ),
})

export default function CotizacionesList() {
  const api = useApi()
  const can = useCan()
  const navigate = useNavigate()
  const { table, error } = useListScreen({
    queries: comercialQueries(api).cotizaciones,
    defaults: { sort: { id: 'numero', desc: true } },
  })
  const deleteRow = useEntityMutation(comercialQueries(api).cotizaciones, (row: CotizacionRow) =>
    api.comercial.cotizaciones.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<CotizacionRow>({
    title: 'Eliminar cotización',
    describe: (row) =>
      `¿Eliminar la cotización ${row.folio} de ${row.razonSocial.razonSocial}? Su folio no se vuelve a usar.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `La cotización ${row.folio} se eliminó.`,
  })
  const rechazo = useRechazarCotizacion()
  const pdf = useDescargarPdf()

  const extra: RowAction<CotizacionRow>[] = [
    {
      id: 'gestionar',
      label: 'Gestionar',
      key: rowActionKey('cotizaciones', 'manage'),
      onSelect: (row) => void navigate(gestionarHref(row)),
    },
    {
      id: 'pasar-contrato',
      label: 'Pasar a contrato',
      key: rowActionKey('cotizaciones', 'contract'),
      visible: (row) => row.estado === 'aceptada',
      onSelect: (row) => void navigate(href('cotizaciones-pasar-contrato', { id: row.id })),
    },
    {
      id: 'rechazar',
      label: 'Rechazar',
      key: rowActionKey('cotizaciones', 'reject'),
      visible: (row) => row.estado === 'enviada',
      onSelect: rechazo.ask,
    },
    {
      id: 'pdf',
      label: 'Descargar PDF',
      key: rowActionKey('cotizaciones', 'export'),
      onSelect: (row) => void pdf.descargar(row),
    },
  ]
  const rowActions = standardRowActions(
    'cotizaciones',
    {
      edit: (row) => href('cotizaciones-editar', { id: row.id }),
      extra,
      delete: confirmDelete.ask,
    },
    navigate,
  ).map((action) => {
    // Only a borrador is edited; a contract's quotation stays as the contract's record.
    if (action.id === 'editar')
      return { ...action, visible: (row: CotizacionRow) => row.estado === 'borrador' }
    if (action.id === 'eliminar') {
      return { ...action, visible: (row: CotizacionRow) => row.estado !== 'contratada' }
    }
    return action
  })
  const createButton = (
    <RouteLinkButton route="cotizaciones-crear" icon={Plus}>
      Nueva cotización
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Cotizaciones"
        description="Lo que se ofrece a cada razón social para sus obras, desde el borrador hasta el contrato."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<CotizacionRow>
        label="Cotizaciones"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.folio}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por folio o condiciones"
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
      {rechazo.dialog}
    </div>
  )
}
