// An action on a record that asks what to say with it (close an incident with what was done, put a
// report en observación with what must be corrected): the button that opens the dialog, its
// heading, the comment (checked with the API's own schema), the call with the version read — a
// refusal naming the comment shown under it, any other (a stale version, an estado that no longer
// allows it) kept in the dialog with the API's reason — and, once done, the toast and the dialog
// closed. The screen gives only its words and its call, as with `ConfirmAction`.
import { ApiRequestError } from '@cordillera/data-client'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import type { LucideIcon } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { apiErrorMessage, showApiError } from './api-error.ts'
import { DialogHeading, FormDialog } from './form-dialog.tsx'
import { FormActions } from './screen-parts.tsx'

/** The body of such an action: the comment and the version read. */
type CommentSchema = z.ZodType<
  { comentario: string; version: number },
  { comentario: string; version: number }
>

export type CommentActionProps = {
  /** The button that opens the dialog: its words, icon and look. */
  label: string
  icon: LucideIcon
  variant?: 'outline'
  title: string
  description: string
  /** The API's own schema for the body (cerrarIncidenteSchema). */
  schema: CommentSchema
  /** The version of the record on screen, sent with the comment. */
  version: number
  /** The comment field's label and the sentence under it. */
  comment: { label: string; hint?: string }
  submitLabel: string
  /** The call (a mutation's `mutateAsync`) given the comment. */
  run: (comentario: string) => Promise<unknown>
  /** The toast once done: "INC-000012 quedó cerrado." */
  done: string
}

export function CommentAction({
  label,
  icon: Icon,
  variant,
  title,
  description,
  ...form
}: CommentActionProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} className="sm:max-w-lg">
        <DialogHeading title={title} description={description} />
        {open ? <CommentForm {...form} onDone={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  )
}

function CommentForm({
  schema,
  version,
  comment,
  submitLabel,
  run,
  done,
  onDone,
}: Pick<CommentActionProps, 'schema' | 'version' | 'comment' | 'submitLabel' | 'run' | 'done'> & {
  onDone: () => void
}) {
  const [problema, setProblema] = useState<string | null>(null)
  const form = useZodForm(schema, { defaultValues: { comentario: '', version } })
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={async ({ comentario }) => {
        setProblema(null)
        try {
          await run(comentario)
        } catch (error) {
          showApiError(error, form)
          const porCampo = error instanceof ApiRequestError && Object.keys(error.fields).length > 0
          if (!porCampo) setProblema(apiErrorMessage(error))
          return
        }
        notify.success(done)
        onDone()
      }}
    >
      <TextareaField name="comentario" label={comment.label} hint={comment.hint} rows={4} />
      {problema ? (
        <Alert variant="destructive">
          <AlertDescription>{problema}</AlertDescription>
        </Alert>
      ) : null}
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}
