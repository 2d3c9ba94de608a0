// cotizaciones: every quotation, paged, sorted, searched (folio, condiciones) and filtered by
// estado and moneda by the API; the folio opens its detail (gestionar). Row actions follow the
// estado: Editar while borrador, Rechazar while enviada, Pasar a contrato once aceptada; Gestionar,
// Descargar PDF and Eliminar (not once it is a contract) whenever the user has their keys.
import { type CotizacionRow, cotizacionColumns } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { formatMonto } from '@cordillera/ui/format'
import { useNavigate } from 'react-router'
import { useExportCotizacionPdf, useRejectCotizacion } from './cotizacion-parts.tsx'

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
  const navigate = useNavigate()
  const rechazo = useRejectCotizacion()
  const pdf = useExportCotizacionPdf()
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
  return (
    <ListScreen
      queries={comercialQueries(api).cotizaciones}
      defaults={{ sort: { id: 'numero', desc: true } }}
      title="Cotizaciones"
      description="Lo que se ofrece a cada razón social para sus obras, desde el borrador hasta el contrato."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por folio o condiciones"
      create={{ route: 'cotizaciones-crear', label: 'Nueva cotización' }}
      actions={{
        route: 'cotizaciones',
        edit: (row) => href('cotizaciones-editar', { id: row.id }),
        extra,
        delete: {
          title: 'Eliminar cotización',
          describe: (row) =>
            `¿Eliminar la cotización ${row.folio} de ${row.razonSocial.razonSocial}? Su folio no se vuelve a usar.`,
          call: (row) => comercialApi(api).cotizaciones.delete(row.id, row.version),
          done: (row) => `La cotización ${row.folio} se eliminó.`,
        },
        // Only a borrador is edited; a contract's quotation stays as the contract's record.
        visible: {
          edit: (row) => row.estado === 'borrador',
          delete: (row) => row.estado !== 'contratada',
        },
      }}
      below={rechazo.dialog}
    />
  )
}
