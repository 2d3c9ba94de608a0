// A new comment on a ticket, under its conversation: the text and attachments, checked with the
// API's own schema, sent by the screen's call (the solicitante's route, or Soporte's). Once sent, the form
// starts empty again and the conversation shows the comment.
import { createComentarioTicketSchema } from '@cordillera/contracts'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { Send } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { showApiError } from '../api-error.ts'
import type { UploadArchivo } from '../documentos/archivo-field.tsx'
import { AdjuntosField } from './adjuntos-field.tsx'

export type ComentarioValues = z.output<typeof createComentarioTicketSchema>

export function ComentarioForm({
  send,
  upload,
  label,
  submitLabel,
}: {
  send: (values: ComentarioValues) => Promise<unknown>
  upload: UploadArchivo
  label: string
  submitLabel: string
}) {
  // A new key per comment sent: the form and its files start over.
  const [round, setRound] = useState(0)
  return (
    <ComentarioRound
      key={round}
      send={async (values) => {
        await send(values)
        notify.success('Comentario enviado')
        setRound((n) => n + 1)
      }}
      upload={upload}
      label={label}
      submitLabel={submitLabel}
    />
  )
}

function ComentarioRound({
  send,
  upload,
  label,
  submitLabel,
}: {
  send: (values: ComentarioValues) => Promise<void>
  upload: UploadArchivo
  label: string
  submitLabel: string
}) {
  const form = useZodForm(createComentarioTicketSchema, {
    defaultValues: { texto: '', adjuntos: [] },
  })
  const [uploading, setUploading] = useState(false)
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={async (values) => {
        if (uploading) return
        try {
          await send(values)
        } catch (error) {
          showApiError(error, form)
        }
      }}
    >
      <TextareaField name="texto" label={label} rows={3} />
      <AdjuntosField upload={upload} onBusyChange={setUploading} />
      <div>
        <Button type="submit" pending={form.formState.isSubmitting}>
          <Send aria-hidden="true" />
          {uploading ? 'Subiendo adjuntos…' : submitLabel}
        </Button>
      </div>
    </Form>
  )
}
