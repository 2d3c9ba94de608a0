// operaciones/solicitudes-pendientes: the approved requests logistics carries out — adiciones,
// cambios, retiros parciales and cierres — most urgent (earliest required day) first, paged,
// sorted and filtered by the API. "Completar" opens the completion of one request as a URL state
// (`?completar=<id>`), so a reload or a shared link keeps it open.
import { type SolicitudRow, solicitudPendienteColumns } from '@cordillera/contracts'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import {
  ListScreen,
  linkCell,
  linkClass,
  tableColumns,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Link, useSearchParams } from 'react-router'
import { CompleteSolicitudDialog } from './complete-solicitud.tsx'

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
    <ListScreen
      queries={comercialQueries(api).solicitudesPendientes}
      defaults={{ sort: { id: 'fechaRequerida', desc: false } }}
      title="Solicitudes pendientes"
      description="Solicitudes aprobadas que logística debe despachar o retirar. Al completarlas se registran sus movimientos y el contrato cambia en el mismo paso."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por folio o comentarios"
      rowActions={[
        {
          id: 'completar',
          label: 'Completar',
          key: routeByName('solicitudes-pendientes').key,
          onSelect: (row: SolicitudRow) => setCompletando(row.id),
        },
      ]}
      below={
        completando ? (
          <CompleteSolicitudDialog id={completando} onClose={() => setCompletando(null)} />
        ) : null
      }
    />
  )
}
