// One lessor's incident (`?id=`), as operations see it: what happened, on which asset and obra,
// its photos (a short-lived link each), its estado and who closed it. "Tomar en revisión" asks
// first; "Cerrar" asks what was done (required). Both send the version read: a refusal (409:
// someone acted first, or it is already closed) stays in the dialog with the API's reason.
import {
  cerrarIncidenteSchema,
  closeIncidenteRoute,
  type IncidenteDetail,
  reviewIncidenteRoute,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import {
  CommentAction,
  ConfirmAction,
  IncidenteScreen,
  linkClass,
  useApi,
  useCan,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { formatDateTime } from '@cordillera/ui/format'
import { CircleCheck, Eye } from 'lucide-react'
import { Link } from 'react-router'

export function IncidenteArrendador({ id }: { id: string }) {
  const api = useApi()
  return (
    <IncidenteScreen
      id={id}
      entity={arrendadorQueries(api).incidentesStaff}
      list="incidentes-arrendador"
      about={(incidente) => incidente.proveedor.razonSocial}
      closedBy={(incidente) =>
        `Cerrado${incidente.cerradoPor ? ` por ${incidente.cerradoPor.nombre}` : ''}${
          incidente.cerradoEn ? ` el ${formatDateTime(incidente.cerradoEn)}` : ''
        }`
      }
      title="Incidente"
      fields={(incidente) => [
        { label: 'Arrendador', value: incidente.proveedor.razonSocial },
        {
          label: 'Equipo',
          value: (
            <Link className={linkClass} to={href('activos-detalle', { id: incidente.activo.id })}>
              {incidente.activo.codigo} {incidente.activo.modelo}
            </Link>
          ),
        },
      ]}
      fotoUrl={arrendadorApi(api).incidentesStaff.fotoUrl}
      headerActions={(incidente) => <Acciones incidente={incidente} />}
    />
  )
}

function Acciones({ incidente }: { incidente: IncidenteDetail }) {
  const can = useCan()
  if (incidente.estado === 'cerrado' || !can(closeIncidenteRoute.permission)) return null
  return (
    <div className="flex flex-wrap gap-2">
      {incidente.estado === 'abierto' && can(reviewIncidenteRoute.permission) ? (
        <Revisar incidente={incidente} />
      ) : null}
      <Cerrar incidente={incidente} />
    </div>
  )
}

function Revisar({ incidente }: { incidente: IncidenteDetail }) {
  const api = useApi()
  const review = useEntityMutation(arrendadorQueries(api).incidentesStaff, () =>
    arrendadorApi(api).incidentesStaff.review(incidente.id, { version: incidente.version }),
  )
  return (
    <ConfirmAction
      trigger={
        <Button size="sm" variant="outline">
          <Eye aria-hidden="true" />
          Tomar en revisión
        </Button>
      }
      title={`Tomar ${incidente.folio} en revisión`}
      description="El arrendador verá que Operaciones está revisando el incidente."
      confirmLabel="Tomar en revisión"
      run={() => review.mutateAsync()}
      done={`${incidente.folio} quedó en revisión.`}
    />
  )
}

function Cerrar({ incidente }: { incidente: IncidenteDetail }) {
  const api = useApi()
  const close = useEntityMutation(arrendadorQueries(api).incidentesStaff, (comentario: string) =>
    arrendadorApi(api).incidentesStaff.close(incidente.id, {
      comentario,
      version: incidente.version,
    }),
  )
  return (
    <CommentAction
      label="Cerrar"
      icon={CircleCheck}
      title={`Cerrar ${incidente.folio}`}
      description="El arrendador verá el incidente cerrado con este comentario."
      schema={cerrarIncidenteSchema}
      version={incidente.version}
      comment={{ label: 'Qué se hizo' }}
      submitLabel="Cerrar incidente"
      run={(comentario) => close.mutateAsync(comentario)}
      done={`${incidente.folio} quedó cerrado.`}
    />
  )
}
