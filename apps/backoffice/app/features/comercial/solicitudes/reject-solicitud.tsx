// Rejecting a pending request, from the list's row action and from its detail: a dialog asking the
// reason (the API's own schema), sent with the version that was read. A 409 (someone approved,
// rejected or edited it meanwhile) keeps the dialog open with the API's message.
import { rechazarSolicitudSchema } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { useApi } from '@cordillera/portal/screens'
import { type Rechazable, RechazoDialog } from '../common/rechazo-dialog.tsx'

/** What the dialog needs of the request: a list row or the detail. */
export type SolicitudARechazar = Rechazable

export function RejectSolicitudDialog({
  solicitud,
  onClose,
  onConflict,
}: {
  /** The request to reject; null keeps the dialog closed. */
  solicitud: SolicitudARechazar | null
  onClose: () => void
  /** After a 409: e.g. reload the detail, whose estado or version changed. */
  onConflict?: () => void
}) {
  const api = useApi()
  return (
    <RechazoDialog
      target={solicitud}
      onClose={onClose}
      schema={rechazarSolicitudSchema}
      entity={comercialQueries(api).solicitudes}
      send={(target, body) => comercialApi(api).solicitudes.reject(target.id, body)}
      description="La solicitud queda rechazada con este motivo, que verá quien la pidió."
      submitLabel="Rechazar solicitud"
      done={(target) => `${target.folio} se rechazó.`}
      onConflict={onConflict}
    />
  )
}
