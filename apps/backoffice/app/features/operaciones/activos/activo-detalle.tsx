// activos/{id}: an asset with its tipo, marca, flota and owner, where it is and since when
// (activo-screens.tsx), its documents with their expiry (and the way to manage them) and its last
// movements (and the way to record one: a dialog, so its form loads with this screen only); a
// lessor's asset, the incidents its lessor raised on it.
import {
  type ActivoDetail,
  type IncidenteRow,
  type listMovimientosRoute,
  lugarMovimientoText,
  type MovimientoRow,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPO_INCIDENTE_LABEL,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName } from '@cordillera/permissions'
import {
  DocumentosCard,
  type EntitySectionProps,
  entityDetail,
  listFilterQuery,
  type RelatedColumn,
  RelatedRowsCard,
  RowLink,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Truck } from 'lucide-react'
import { useState } from 'react'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { RecordMovimientoDialog } from '../movimientos/registrar-movimiento.tsx'
import { activoScreens } from './activo-screens.tsx'

export default entityDetail(activoScreens, DocumentosYMovimientos)

function DocumentosYMovimientos({ row: activo }: EntitySectionProps<ActivoDetail>) {
  return (
    <>
      <DocumentosCard
        caption="Documentos del activo"
        rows={activo.documentosActivo}
        total={activo.documentosActivoTotal}
        tipo={(documento) => TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}
        empty="Aún no se registra su revisión técnica, seguro, permiso de circulación ni certificados."
        manage={{ route: 'activos-documentos', id: activo.id }}
      />
      <MovimientosCard activo={activo} />
      {activo.propietario ? <IncidentesCard activo={activo} /> : null}
    </>
  )
}

/**
 * A lessor's asset: the incidents its lessor raised on it, newest first, each leading to the
 * incident (where operations review and close it; decision 065).
 */
function IncidentesCard({ activo }: { activo: ActivoDetail }) {
  const api = useApi()
  const can = useCan()
  const listar = can(routeByName('incidentes-arrendador').key)
  const { data } = useQuery({
    ...arrendadorQueries(api).incidentesStaff.list({
      activoId: activo.id,
      sort: 'fecha',
      dir: 'desc',
      pageSize: INCIDENTES_MAX,
    }),
    enabled: listar,
  })
  if (!listar) return null
  return (
    <RelatedRowsCard
      title="Incidentes"
      caption="Incidentes informados por su arrendador"
      total={data?.total ?? 0}
      rows={data?.items ?? []}
      columns={incidenteColumns}
      empty={{
        title: 'Sin incidentes',
        description: 'Las fallas y siniestros que informe su arrendador se verán aquí.',
      }}
    />
  )
}

const INCIDENTES_MAX = 10

const incidenteColumns: RelatedColumn<IncidenteRow>[] = [
  {
    header: 'Folio',
    cell: (incidente) => (
      <RowLink to={href('incidentes-arrendador', {}, { id: incidente.id })}>
        {incidente.folio}
      </RowLink>
    ),
  },
  { header: 'Fecha', cell: (incidente) => formatDate(incidente.fecha), className: 'tabular-nums' },
  { header: 'Tipo', cell: (incidente) => TIPO_INCIDENTE_LABEL[incidente.tipo] },
  { header: 'Estado', cell: (incidente) => <EstadoBadge estado={incidente.estado} /> },
]

/**
 * The asset's last movements, newest first, leading to the history filtered by it; "Registrar
 * movimiento" for whoever may record one (`operaciones/logistica-activos`, the API's key for it).
 */
function MovimientosCard({ activo }: { activo: ActivoDetail }) {
  const api = useApi()
  const can = useCan()
  const [registrando, setRegistrando] = useState(false)
  const { data } = useQuery(
    operacionesQueries(api).movimientos.ofActivo(activo.id, { pageSize: MOVIMIENTOS_MAX }),
  )
  const historicoRoute = routeByName('logistica-historico-movimientos')
  return (
    <>
      <RelatedRowsCard
        title="Movimientos"
        caption="Últimos movimientos del activo"
        total={data?.total ?? 0}
        rows={data?.items ?? []}
        columns={movimientoColumns}
        empty={{
          title: 'Sin movimientos',
          description:
            'No ha salido de bodega: sus despachos, retiros y pasos por taller se verán aquí.',
        }}
        action={
          can('operaciones/logistica-activos') ? (
            <Button variant="outline" size="sm" onClick={() => setRegistrando(true)}>
              <Truck aria-hidden="true" />
              Registrar movimiento
            </Button>
          ) : undefined
        }
        list={
          can(historicoRoute.key)
            ? {
                href: href(
                  'logistica-historico-movimientos',
                  {},
                  listFilterQuery<typeof listMovimientosRoute>({ activoId: activo.id }),
                ),
                label: 'Ver todos sus movimientos',
                show: 'when-any',
              }
            : undefined
        }
      />
      <RecordMovimientoDialog activo={activo} open={registrando} onOpenChange={setRegistrando} />
    </>
  )
}

const MOVIMIENTOS_MAX = 10

const movimientoColumns: RelatedColumn<MovimientoRow>[] = [
  {
    header: 'Fecha',
    cell: (movimiento) => formatDateTime(movimiento.fecha),
    className: 'whitespace-nowrap tabular-nums',
  },
  { header: 'Movimiento', cell: (movimiento) => TIPO_MOVIMIENTO_LABEL[movimiento.tipo] },
  {
    header: 'Desde → hasta',
    cell: (movimiento) =>
      `${lugarMovimientoText(movimiento.desde)} → ${lugarMovimientoText(movimiento.hasta)}`,
  },
  {
    header: 'Guía',
    cell: (movimiento) => movimiento.guiaDespacho ?? '—',
    className: 'tabular-nums',
    hideBelow: 'sm',
  },
  {
    header: 'Estado',
    cell: (movimiento) => <EstadoActivoBadge estado={movimiento.estadoResultante} />,
  },
]
