// Rejecting a pending request, from the list's row action and from its detail: a dialog asking the
// reason (the API's own schema), sent with the version that was read. A 409 (someone approved,
// rejected or edited it meanwhile) keeps the dialog open with the API's message.
import { rechazarSolicitudSchema } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import {
  DialogHeading,
  FormActions,
  FormDialog,
  showApiError,
  useApi,
} from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'

/** What the dialog needs of the request: a list row or the detail. */
export type SolicitudARechazar = { id: string; folio: string; version: number }

export function RechazarSolicitudDialog({
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
  return (
    <FormDialog open={solicitud !== null} onClose={onClose} className="sm:max-w-lg">
      {solicitud ? (
        <RechazarForm solicitud={solicitud} onDone={onClose} onConflict={onConflict} />
      ) : null}
    </FormDialog>
  )
}

function RechazarForm({
  solicitud,
  onDone,
  onConflict,
}: {
  solicitud: SolicitudARechazar
  onDone: () => void
  onConflict?: (() => void) | undefined
}) {
  const api = useApi()
  const reject = useEntityMutation(comercialQueries(api).solicitudes, (motivo: string) =>
    comercialApi(api).solicitudes.reject(solicitud.id, { motivo, version: solicitud.version }),
  )
  const form = useZodForm(rechazarSolicitudSchema, {
    defaultValues: { motivo: '', version: solicitud.version },
  })
  return (
    <>
      <DialogHeading
        title={`Rechazar ${solicitud.folio}`}
        description="La solicitud queda rechazada con este motivo, que verá quien la pidió."
      />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={async ({ motivo }) => {
          try {
            await reject.mutateAsync(motivo)
          } catch (error) {
            if (showApiError(error, form).conflict) onConflict?.()
            return
          }
          notify.success(`${solicitud.folio} se rechazó.`)
          onDone()
        }}
      >
        <TextareaField name="motivo" label="Motivo del rechazo" rows={3} />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel="Rechazar solicitud"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}
