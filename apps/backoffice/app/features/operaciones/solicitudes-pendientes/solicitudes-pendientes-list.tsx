// operaciones/solicitudes-pendientes: the approved requests logistics carries out — adiciones,
// cambios, retiros parciales and cierres — most urgent (earliest required day) first, paged,
// sorted and filtered by the API. "Completar" opens the completion of one request as a URL state
// (`?completar=<id>`), so a reload or a shared link keeps it open.
import { type SolicitudRow, solicitudPendienteColumns } from '@cordillera/contracts'
import { operacionesQueries } from '@cordillera/data-client'
import { href, routeByName } from '@cordillera/permissions'
import {
  ListError,
  linkCell,
  linkClass,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Link, useSearchParams } from 'react-router'
import { CompletarSolicitudDialog } from './completar-solicitud.tsx'

const COMPLETAR = 'completar'

const columnsFor = (canOpen: { solicitud: boolean; contrato: boolean }) =>
  tableColumns(solicitudPendienteColumns, {
    numero: canOpen.solicitud
      ? linkCell(
          (row: SolicitudRow) => row.folio,
          (row) => href('solicitudes-detalle', { id: row.id }),
        )
      : (row: SolicitudRow) => row.folio,
    contrato: (row: SolicitudRow) =>
      row.contrato === null ? null : canOpen.contrato ? (
        <Link to={href('contratos-detalle', { id: row.contrato.id })} className={linkClass}>
          {row.contrato.folio}
        </Link>
      ) : (
        row.contrato.folio
      ),
    estado: (row: SolicitudRow) => <EstadoBadge estado={row.estado} />,
  })

export default function SolicitudesPendientesList() {
  const api = useApi()
  const can = useCan()
  const [params, setParams] = useSearchParams()
  const { table, error } = useListScreen({
    queries: operacionesQueries(api).solicitudesPendientes,
    defaults: { sort: { id: 'fechaRequerida', desc: false } },
  })
  const columns = columnsFor({
    solicitud: can(routeByName('solicitudes-detalle').key),
    contrato: can(routeByName('contratos-detalle').key),
  })
  const completando = params.get(COMPLETAR)
  const setCompletando = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set(COMPLETAR, id)
        else next.delete(COMPLETAR)
        return next
      },
      { replace: id === null },
    )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Solicitudes pendientes"
        description="Solicitudes aprobadas que logística debe despachar o retirar. Al completarlas se registran sus movimientos y el contrato cambia en el mismo paso."
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<SolicitudRow>
        label="Solicitudes pendientes"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.folio}
        rowActions={[
          {
            id: 'completar',
            label: 'Completar',
            key: routeByName('solicitudes-pendientes').key,
            onSelect: (row: SolicitudRow) => setCompletando(row.id),
          },
        ]}
        can={can}
        searchPlaceholder="Buscar por folio o comentarios"
        {...table}
      />
      {completando ? (
        <CompletarSolicitudDialog id={completando} onClose={() => setCompletando(null)} />
      ) : null}
    </div>
  )
}
