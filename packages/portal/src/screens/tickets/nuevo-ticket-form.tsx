// The form of a new ticket: asunto, descripción, categoría, prioridad and attachments (each sent as
// soon as it is chosen), checked with the API's own schema. Once sent, the ticket opens with its
// number. Loaded on demand by its screen (nuevo-ticket.tsx).
import {
  CATEGORIA_TICKET_LABEL,
  createTicketSchema,
  opcionesDe,
  PRIORIDAD_TICKET_LABEL,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import { href } from '@cordillera/permissions'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { EntityForm } from '../form-screen.tsx'
import { useApi } from '../use-portal-api.ts'
import { AdjuntosField } from './adjuntos-field.tsx'

export default function NuevoTicketForm() {
  const api = useApi()
  const navigate = useNavigate()
  const calls = ticketsApi(api).misTickets
  const create = useEntityMutation(ticketsQueries(api).misTickets, calls.create)
  const [uploading, setUploading] = useState(false)
  return (
    <EntityForm
      schema={createTicketSchema}
      defaultValues={{ asunto: '', descripcion: '', prioridad: 'media', adjuntos: [] }}
      submitLabel={uploading ? 'Subiendo adjuntos…' : 'Enviar ticket'}
      cancelTo={href('mis-tickets')}
      onSubmit={async (values) => {
        if (uploading) return
        const ticket = await create.mutateAsync(values)
        notify.success(`Ticket ${ticket.folio} enviado`)
        await navigate(href('mis-tickets-detalle', { id: ticket.id }))
      }}
    >
      {() => (
        <>
          <InputField name="asunto" label="Asunto" />
          <TextareaField name="descripcion" label="Descripción" rows={5} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="categoria"
              label="Categoría"
              options={opcionesDe(CATEGORIA_TICKET_LABEL)}
            />
            <SelectField
              name="prioridad"
              label="Prioridad"
              options={opcionesDe(PRIORIDAD_TICKET_LABEL)}
            />
          </div>
          <AdjuntosField upload={ticketsApi(api).adjuntos.upload} onBusyChange={setUploading} />
        </>
      )}
    </EntityForm>
  )
}
