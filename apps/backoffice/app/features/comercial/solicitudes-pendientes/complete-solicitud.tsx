import {
  type ActivoLogistica,
  type CompletarSolicitudInput,
  completarSolicitudSchema,
  ESTADO_ACTIVO_LABEL,
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD_PENDIENTE,
  type SolicitudPendiente,
  type TareaLogistica,
  TIPO_SOLICITUD_LABEL,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import {
  apiErrorMessage,
  DialogHeading,
  FechaHoraField,
  FormActions,
  FormDialog,
  GuiaField,
  ProblemaAlert,
  submitting,
  useApi,
  useMovimientoDefaults,
  useMovimientoRefusal,
} from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'

type Linea = CompletarSolicitudInput['lineas'][number]

const pendienteDeLogistica = (solicitud: SolicitudPendiente) =>
  (ESTADOS_SOLICITUD_PENDIENTE as readonly string[]).includes(solicitud.estado)

export function CompleteSolicitudDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const api = useApi()
  const query = useQuery(comercialQueries(api).solicitudesPendientes.detail(id))
  // The API's refusal (409) outlives the form, which starts over on the request's new version.
  const [conflict, setConflict] = useState<string | null>(null)
  const solicitud = query.data
  return (
    <FormDialog open onClose={onClose} className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
      <DialogHeading
        title={
          solicitud
            ? `Completar ${solicitud.folio}: ${TIPO_SOLICITUD_LABEL[solicitud.tipo].toLowerCase()}`
            : 'Completar solicitud'
        }
        description={
          solicitud
            ? `Contrato ${solicitud.logistica.contrato.folio}, obra ${solicitud.logistica.obra.codigo} ${solicitud.logistica.obra.nombre}. Se registran los movimientos y el contrato cambia en el mismo paso.`
            : 'Cargando la solicitud…'
        }
      />
      <ProblemaAlert title="No se completó la solicitud" message={conflict} />
      <ProblemaAlert
        title="No se pudo cargar la solicitud"
        message={query.isError ? apiErrorMessage(query.error) : null}
      />
      {solicitud && !pendienteDeLogistica(solicitud) ? (
        <p className="text-sm text-muted-foreground">
          Esta solicitud está {ESTADO_SOLICITUD_LABEL[solicitud.estado].toLowerCase()}: logística no
          tiene nada que completar.
        </p>
      ) : null}
      {solicitud && pendienteDeLogistica(solicitud) ? (
        <CompleteForm
          key={solicitud.version}
          solicitud={solicitud}
          onConflict={setConflict}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  )
}

/** One line per asset that moves: an adición's units, one per other item. */
function lineasDe(tareas: readonly TareaLogistica[]): Linea[] {
  return tareas.flatMap((tarea) =>
    Array.from({ length: tarea.accion === 'despachar' ? tarea.cantidad : 1 }, () => ({
      solicitudItemId: tarea.solicitudItemId,
      activoId: null,
      guiaDespacho: null,
      guiaRetiro: null,
    })),
  )
}

function CompleteForm({
  solicitud,
  onConflict,
  onDone,
}: {
  solicitud: SolicitudPendiente
  onConflict: (message: string) => void
  onDone: () => void
}) {
  const api = useApi()
  const queries = comercialQueries(api).solicitudesPendientes
  const refused = useMovimientoRefusal(onConflict, queries.key)
  const form = useZodForm(completarSolicitudSchema, {
    defaultValues: {
      ...useMovimientoDefaults(),
      lineas: lineasDe(solicitud.logistica.tareas),
      version: solicitud.version,
    } as unknown as CompletarSolicitudInput,
  })
  const save = useEntityMutation(queries, (values: CompletarSolicitudInput) =>
    comercialApi(api).solicitudesPendientes.complete(solicitud.id, values),
  )
  const lineasError = form.formState.errors.lineas?.message
  // Each tarea's lines start where the previous one's end.
  let next = 0
  const tareas = solicitud.logistica.tareas.map((tarea) => {
    const first = next
    next += tarea.accion === 'despachar' ? tarea.cantidad : 1
    return { tarea, first }
  })
  return (
    <Form
      form={form}
      className="grid gap-5"
      onSubmit={submitting(
        form,
        async (values: CompletarSolicitudInput) => {
          const done = await save.mutateAsync(values)
          const movimientos = done.movimientos.length
          notify.success(
            `${solicitud.folio} completada: ${movimientos} ${movimientos === 1 ? 'movimiento registrado' : 'movimientos registrados'}${
              done.contrato.estado === 'terminado' ? `; ${done.contrato.folio} quedó terminado` : ''
            }.`,
          )
          onDone()
        },
        refused,
      )}
    >
      <ol className="grid gap-4">
        {tareas.map(({ tarea, first }) => (
          <TareaFields key={tarea.solicitudItemId} tarea={tarea} first={first} />
        ))}
      </ol>
      {typeof lineasError === 'string' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {lineasError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FechaHoraField label="Fecha y hora de los movimientos" />
        <InputField name="responsable" label="Responsable" autoComplete="name" />
        <InputField name="transportista" label="Transportista" optional autoComplete="off" />
      </div>
      <TextareaField name="observaciones" label="Observaciones" optional rows={2} />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Completar solicitud"
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}

const activoText = (activo: Pick<ActivoLogistica, 'codigo' | 'marca' | 'modelo'>) =>
  `${activo.codigo} · ${activo.marca} ${activo.modelo}`

function dondeEsta(activo: ActivoLogistica): string {
  return activo.obraActual
    ? `en la obra ${activo.obraActual.codigo}`
    : ESTADO_ACTIVO_LABEL[activo.estado].toLowerCase()
}

function TareaFields({ tarea, first }: { tarea: TareaLogistica; first: number }) {
  const actual = tarea.activoActual
  return (
    <li className="grid gap-3 rounded-md border p-3">
      {tarea.accion === 'despachar' ? (
        <>
          <p className="text-sm font-medium">
            Despachar {tarea.cantidad} × {tarea.tipoActivo?.nombre ?? 'activo'}
          </p>
          {Array.from({ length: tarea.cantidad }, (_, offset) => (
            <DespachoFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a unit's place is its identity.
              key={offset}
              index={first + offset}
              unidad={tarea.cantidad > 1 ? offset + 1 : null}
              candidatos={tarea.candidatos}
            />
          ))}
        </>
      ) : (
        <>
          <p className="text-sm font-medium">
            {tarea.accion === 'cambiar' ? 'Cambiar' : 'Retirar'}{' '}
            {actual ? activoText(actual) : 'un activo'}
          </p>
          {!tarea.enArriendo ? (
            <p className="text-sm text-destructive">Este activo ya fue retirado del contrato.</p>
          ) : tarea.enObra ? (
            <GuiaField name={`lineas.${first}.guiaRetiro`} label="Guía del retiro (folio)" />
          ) : (
            <p className="text-sm text-muted-foreground">
              Está {actual ? dondeEsta(actual) : 'fuera de la obra'}: no hay nada que traer; su ítem
              del contrato termina ese día sin movimiento.
            </p>
          )}
          {tarea.accion === 'cambiar' ? (
            <DespachoFields
              index={first}
              unidad={null}
              candidatos={tarea.candidatos}
              label={`En su lugar (${tarea.tipoActivo?.nombre ?? 'mismo tipo'})`}
            />
          ) : null}
        </>
      )}
    </li>
  )
}

/** One asset that goes to the obra: which one (free assets of the tipo) and its guía. */
function DespachoFields({
  index,
  unidad,
  candidatos,
  label = unidad === null ? 'Activo' : `Activo ${unidad}`,
}: {
  index: number
  unidad: number | null
  candidatos: readonly ActivoLogistica[]
  label?: string
}) {
  const lineas = useWatch({ name: 'lineas' }) as Linea[] | undefined
  // An asset chosen in another line is not offered again.
  const elegidos = new Set(
    (lineas ?? []).flatMap((linea, at) =>
      at !== index && linea?.activoId ? [linea.activoId] : [],
    ),
  )
  const options = candidatos
    .filter((activo) => !elegidos.has(activo.id))
    .map((activo) => ({ value: activo.id, label: activoText(activo) }))
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <SelectField
        name={`lineas.${index}.activoId`}
        label={label}
        options={options}
        placeholder={options.length === 0 ? 'No hay activos libres de ese tipo' : 'Elija el activo'}
        disabled={options.length === 0}
      />
      <GuiaField name={`lineas.${index}.guiaDespacho`} />
    </div>
  )
}
