// The ticket's two staff actions, each a dialog whose form is checked with the API's own schema:
// "Asignar" (to one of the staff the API lists, or to nobody) and "Cambiar estado" (only the
// estados the ticket's may move to, with what Soporte tells the solicitante, if anything). Both
// send the version read; a refusal (someone acted first) is said and the dialog stays open.
import {
  type AssignTicketInput,
  assignTicketSchema,
  type ChangeTicketEstadoInput,
  changeTicketEstadoSchema,
  ESTADO_TICKET_LABEL,
  opcionesDe,
  type TicketDetail,
  TRANSICIONES_TICKET,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { ticketsApi, ticketsQueries } from '@cordillera/data-client/tickets'
import {
  ChoiceField,
  DialogHeading,
  EntityForm,
  FormDialog,
  useApi,
} from '@cordillera/portal/screens'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'

/** Which of the two is open. */
export type TicketAccion = 'asignar' | 'estado'

type DialogProps = { ticket: TicketDetail; onClose: () => void }

export function TicketAccionDialog({
  ticket,
  accion,
  onClose,
}: DialogProps & { accion: TicketAccion | null }) {
  const open = accion !== null
  const [title, description] =
    accion === 'asignar'
      ? [
          `Asignar ${ticket.folio}`,
          'Quien lo tome le responde al solicitante y lo lleva hasta resuelto.',
        ]
      : [
          `Cambiar el estado de ${ticket.folio}`,
          `Está ${ESTADO_TICKET_LABEL[ticket.estado].toLowerCase()}; el solicitante verá el cambio en Mis tickets.`,
        ]
  return (
    <FormDialog open={open} onClose={onClose} className="sm:max-w-lg">
      <DialogHeading title={title} description={description} />
      {accion === 'asignar' ? <AsignarForm ticket={ticket} onClose={onClose} /> : null}
      {accion === 'estado' ? <EstadoForm ticket={ticket} onClose={onClose} /> : null}
    </FormDialog>
  )
}

/**
 * A dialog's form but for its schema, first values and fields: once its values pass the schema,
 * send them with the version read, say what changed (the ticket as the API answered it) and close;
 * a refusal is said by the form. Cancelar closes the dialog.
 */
function useAccion<V>(
  { ticket, onClose }: DialogProps,
  send: (values: V & { version: number }) => Promise<TicketDetail>,
  done: (saved: TicketDetail) => string,
) {
  const api = useApi()
  const save = useEntityMutation(ticketsQueries(api).tickets, send)
  return {
    onSubmit: async (values: V) => {
      const saved = await save.mutateAsync({ ...values, version: ticket.version })
      notify.success(done(saved))
      onClose()
    },
    onCancel: onClose,
    className: 'grid gap-4',
  }
}

function AsignarForm(props: DialogProps) {
  const { ticket } = props
  const api = useApi()
  const opciones = useQuery(ticketsQueries(api).opciones())
  const assign = useAccion(
    props,
    (values: AssignTicketInput) => ticketsApi(api).tickets.assign(ticket.id, values),
    (saved) =>
      saved.asignado
        ? `${saved.folio} quedó a cargo de ${saved.asignado.nombre}.`
        : `${saved.folio} quedó sin responsable.`,
  )
  return (
    <EntityForm
      schema={assignTicketSchema}
      defaultValues={{ asignadoId: ticket.asignado?.id ?? null, version: ticket.version }}
      submitLabel="Asignar"
      {...assign}
    >
      {() => (
        <ChoiceField
          name="asignadoId"
          label="Responsable"
          placeholder={opciones.isPending ? 'Cargando…' : 'Elija a quién'}
          none={{ label: 'Sin asignar', shownWhenEmpty: true }}
          options={(opciones.data?.asignables ?? []).map((usuario) => ({
            value: usuario.id,
            label: usuario.nombre,
          }))}
        />
      )}
    </EntityForm>
  )
}

function EstadoForm(props: DialogProps) {
  const { ticket } = props
  const api = useApi()
  const siguientes = TRANSICIONES_TICKET[ticket.estado]
  const move = useAccion(
    props,
    (values: ChangeTicketEstadoInput) => ticketsApi(api).tickets.changeEstado(ticket.id, values),
    (saved) => `${saved.folio} quedó ${ESTADO_TICKET_LABEL[saved.estado].toLowerCase()}.`,
  )
  return (
    <EntityForm
      schema={changeTicketEstadoSchema}
      defaultValues={{ estado: siguientes[0], comentario: '', version: ticket.version }}
      submitLabel="Cambiar estado"
      {...move}
    >
      {() => (
        <>
          <SelectField
            name="estado"
            label="Nuevo estado"
            options={opcionesDe(ESTADO_TICKET_LABEL, siguientes)}
          />
          <TextareaField name="comentario" label="Qué le dice al solicitante" optional rows={3} />
        </>
      )}
    </EntityForm>
  )
}
