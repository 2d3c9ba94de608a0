// Rejecting a record with a motivo (a pending request, a quotation): a dialog asking the reason
// with the API's own schema, sent with the version that was read. A refusal stays in the dialog
// with the API's message (a 409 also calls `onConflict`, e.g. to read the detail again).
import type { rechazarSolicitudSchema } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { DialogHeading, FormActions, FormDialog, submitting } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import type { QueryKey } from '@tanstack/react-query'

/** What the dialog needs of the record: a list row or the detail. */
export type Rechazable = { id: string; folio: string; version: number }

type RechazoProps<T extends Rechazable> = {
  /** Both rejections' schema: the motivo and the version (contracts' rechazoSchema). */
  schema: typeof rechazarSolicitudSchema
  /** What the rejection makes stale. */
  entity: { readonly invalidates: readonly QueryKey[] }
  send: (target: T, body: { motivo: string; version: number }) => Promise<unknown>
  description: string
  submitLabel: string
  /** The notice once rejected. */
  done: (target: T) => string
  /** After it was rejected and the dialog closed. */
  onDone?: (() => void) | undefined
  onConflict?: (() => void) | undefined
}

export function RechazoDialog<T extends Rechazable>({
  target,
  onClose,
  ...props
}: RechazoProps<T> & {
  /** The record to reject; null keeps the dialog closed. */
  target: T | null
  onClose: () => void
}) {
  return (
    <FormDialog open={target !== null} onClose={onClose} className="sm:max-w-lg">
      {target ? <RechazoForm target={target} onClose={onClose} {...props} /> : null}
    </FormDialog>
  )
}

function RechazoForm<T extends Rechazable>({
  target,
  onClose,
  schema,
  entity,
  send,
  description,
  submitLabel,
  done,
  onDone,
  onConflict,
}: RechazoProps<T> & { target: T; onClose: () => void }) {
  const form = useZodForm(schema, { defaultValues: { motivo: '', version: target.version } })
  const reject = useEntityMutation(entity, (body: { motivo: string; version: number }) =>
    send(target, body),
  )
  return (
    <>
      <DialogHeading title={`Rechazar ${target.folio}`} description={description} />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={submitting(
          form,
          async (values: { motivo: string; version: number }) => {
            await reject.mutateAsync(values)
            notify.success(done(target))
            onClose()
            onDone?.()
          },
          onConflict,
        )}
      >
        <TextareaField name="motivo" label="Motivo del rechazo" rows={3} />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel={submitLabel}
          cancel={{ onClick: onClose }}
        />
      </Form>
    </>
  )
}
