// What the four assignment screens (asignar, cambio, retiro, adición) share: the frame that reads
// the screen's options with its own key (free operators, assets on rent with their contract, obra
// and current operators), the pickers (search by name, RUT, código, obra or folio as typed), the
// cards that show the chosen asset's operators and the chosen operator's current assignment, and
// the end of a write: a notice and back to the operators list.
import {
  type AccionAsignacion,
  type ActivoAsignable,
  type AsignacionOperadorDetail,
  formatRut,
  licenciaText,
  type OpcionesAsignacionOperador,
  type OperadorDelActivo,
  type OperadorOpcion,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { type RrhhApi, rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, routeByName } from '@cordillera/permissions'
import { DateField, FormActions, QueryView, submitting, useApi } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { Combobox, type ComboboxOption } from '@cordillera/ui/components/combobox'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { type FieldControlProps, FormField } from '@cordillera/ui/components/forms/field'
import { Form } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode, Ref } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'

export const LISTA = () => href('operadores')

/** The screen: its header, and its form once its options arrived. */
/**
 * An assignment's route module: the page titled by its route, the options of its action (loading,
 * failed or missing: its states, and the way back to operadores) and its form given them.
 *   export default asignacionRoute('operadores-cambio', 'cambio', '…', CambioForm)
 */
export function asignacionRoute<A extends AccionAsignacion>(
  route:
    | 'operadores-asignar'
    | 'operadores-adicion'
    | 'operadores-cambio'
    | 'operadores-retiro-parcial',
  accion: A,
  description: string,
  Form: ComponentType<{ accion: A; opciones: OpcionesAsignacionOperador }>,
) {
  return function AsignacionRoute() {
    const api = useApi()
    const query = useQuery(rrhhQueries(api).asignacionesOperador.opciones(accion))
    return (
      <div className="grid gap-6">
        <PageHeader title={routeByName(route).title} description={description} />
        <QueryView
          query={query}
          thing="Las opciones"
          back={{ to: LISTA(), label: 'Volver a operadores' }}
        >
          {(opciones) => <Form accion={accion} opciones={opciones} />}
        </QueryView>
      </div>
    )
  }
}

/** Why the form cannot be used today (no free operator, no asset to choose). */
export function SinOpciones({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="warning" className="max-w-3xl">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}

/**
 * An assignment's form: its fields, Observaciones and the buttons. `save` sends the values and
 * says what was done (a notice, then the operators list); a refusal is shown under the field it
 * names, or as a notice.
 */
export function AsignacionForm<V extends FieldValues, O>({
  form,
  save,
  submitLabel,
  children,
}: {
  form: UseFormReturn<V, unknown, O>
  save: (values: O) => Promise<string>
  submitLabel: string
  children: ReactNode
}) {
  const navigate = useNavigate()
  return (
    <Form
      form={form}
      onSubmit={submitting(form, async (values: O) => {
        notify.success(await save(values))
        await navigate(LISTA())
      })}
      className="grid max-w-3xl gap-6"
    >
      {children}
      <TextareaField name="observaciones" label="Observaciones" optional />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={{ to: LISTA() }}
      />
    </Form>
  )
}

/**
 * One of the assignments' writes (`call`), after which what shows assignments is read again, and
 * what it says once done (`done`, given the assignment as the API answered it and what was sent).
 */
export function useAsignacionWrite<B>(
  call: (calls: RrhhApi['asignacionesOperador'], body: B) => Promise<AsignacionOperadorDetail>,
  done: (saved: AsignacionOperadorDetail, body: B) => string,
) {
  const api = useApi()
  const write = useEntityMutation(rrhhQueries(api).asignacionesOperador, (body: B) =>
    call(rrhhApi(api).asignacionesOperador, body),
  )
  return async (body: B) => done(await write.mutateAsync(body), body)
}

/** The free operator who comes in (asignar, adición, cambio). */
export function OperadorLibreField({
  label,
  operadores,
  value,
}: {
  label: string
  operadores: readonly OperadorOpcion[]
  value: string | null
}) {
  return (
    <FormField
      name="operadorId"
      label={label}
      hint="Solo operadores libres: cada uno opera un equipo a la vez."
    >
      {({ value: _value, onChange, disabled: _disabled, name: _name, ...field }) => (
        <OperadorPicker
          {...field}
          options={operadores}
          value={value}
          onChange={(chosen) => onChange(chosen?.id ?? '')}
        />
      )}
    </FormField>
  )
}

/** The day of the move, not before `min` (when the assignment or the rent began). */
export function DiaField(props: {
  name: string
  label: string
  hint: string
  min: string | undefined
}) {
  return <DateField {...props} pickerClassName="max-w-xs" />
}

/** An asset of a contract, as the pickers tell them apart (one asset may appear in two). */
export const activoKey = (activo: Pick<ActivoAsignable, 'id' | 'contrato'>) =>
  `${activo.id}|${activo.contrato.id}`

const desdeText = (operador: Pick<OperadorDelActivo, 'desde' | 'hasta'>) =>
  `desde el ${formatDate(operador.desde)}${operador.hasta ? ` hasta el ${formatDate(operador.hasta)}` : ''}`

/** "Ana Soto (desde el 01-03-2026), Luis Rojas (desde …)". */
export const operadoresText = (operadores: readonly OperadorDelActivo[]) =>
  operadores.map((actual) => `${actual.operador.nombre} (${desdeText(actual)})`).join(', ')

function activoOption(activo: ActivoAsignable): ComboboxOption {
  const operadores =
    activo.operadores.length > 0
      ? ` · ${activo.operadores.map((actual) => actual.operador.nombre).join(', ')}`
      : ''
  return {
    value: activoKey(activo),
    label: `${activo.codigo} · ${activo.obra.codigo} ${activo.obra.nombre}`,
    description: `${activo.tipo} · ${activo.contrato.folio}${operadores}`,
  }
}

function operadorOption(operador: OperadorOpcion): ComboboxOption {
  const certificaciones =
    operador.certificaciones.length > 0 ? ` · ${operador.certificaciones.join(', ')}` : ''
  return {
    value: operador.id,
    label: operador.nombre,
    description: `${formatRut(operador.rut)} · ${licenciaText(operador.licenciaClase)}${certificaciones}`,
  }
}

type PickerProps<T> = Partial<FieldControlProps> & {
  options: readonly T[]
  value: string | null
  onChange: (chosen: T | null) => void
  onBlur?: () => void
  placeholder?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * A combobox of the form's own choices (assets on rent, operators), each read as `toOption` says
 * and searched by what it shows; `onChange` gets the chosen one, or null.
 */
function choicesPicker<T>(
  toOption: (choice: T) => ComboboxOption,
  texts: { placeholder: string; emptyMessage: string },
) {
  return function Picker({
    options,
    value,
    onChange,
    placeholder = texts.placeholder,
    ...field
  }: PickerProps<T>) {
    return (
      <Combobox
        {...field}
        value={value}
        onValueChange={(next) =>
          onChange(options.find((choice) => toOption(choice).value === next) ?? null)
        }
        options={options.map(toOption)}
        placeholder={placeholder}
        emptyMessage={texts.emptyMessage}
      />
    )
  }
}

/** An asset on rent, searched by código, obra, tipo, folio or its operators' names. */
export const ActivoPicker = choicesPicker(activoOption, {
  placeholder: 'Buscar por código, obra o contrato…',
  emptyMessage: 'Ningún equipo coincide.',
})

/** An operator, searched by name, RUT, licence or certification. */
export const OperadorPicker = choicesPicker(operadorOption, {
  placeholder: 'Buscar por nombre o RUT…',
  emptyMessage: 'Ningún operador coincide.',
})

/** The chosen asset: where it works, since when it is on rent, and who operates it now. */
export function ActivoResumen({ activo }: { activo: ActivoAsignable }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Equipo {activo.codigo}{' '}
          <span className="font-normal text-muted-foreground">{activo.tipo}</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList
          items={[
            { label: 'Obra', value: `${activo.obra.codigo} ${activo.obra.nombre}` },
            { label: 'Contrato', value: activo.contrato.folio },
            {
              label: 'En arriendo',
              value: activo.fechaEntrega
                ? `desde el ${formatDate(activo.fechaEntrega)}`
                : 'Ya no está en arriendo en este contrato',
            },
            {
              label: 'Arrendado con operador',
              value: activo.conOperador ? 'Sí' : 'No',
            },
            {
              label: 'Operadores actuales',
              wide: true,
              value:
                activo.operadores.length > 0 ? (
                  <ul className="grid gap-1" aria-label={`Operadores actuales de ${activo.codigo}`}>
                    {activo.operadores.map((actual) => (
                      <li key={actual.asignacionId}>
                        <span className="font-medium">{actual.operador.nombre}</span>{' '}
                        <span className="text-muted-foreground">{desdeText(actual)}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Sin operador'
                ),
            },
          ]}
        />
      </CardContent>
    </Card>
  )
}

/** The chosen operator: his licence, certifications and the assignment he has now. */
export function OperadorResumen({
  operador,
  title = 'Operador',
}: {
  operador: OperadorOpcion
  title?: string
}) {
  const asignacion = operador.asignacion
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title}: {operador.nombre}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList
          items={[
            { label: 'RUT', value: formatRut(operador.rut) },
            { label: 'Licencia', value: licenciaText(operador.licenciaClase) },
            {
              label: 'Certificaciones',
              value:
                operador.certificaciones.length > 0 ? operador.certificaciones.join(', ') : null,
            },
            {
              label: 'Asignación actual',
              wide: true,
              value: asignacion ? (
                <span>
                  <span className="font-medium">{asignacion.activo.codigo}</span> en{' '}
                  {asignacion.obra.codigo} {asignacion.obra.nombre} · {asignacion.contrato.folio} ·{' '}
                  {desdeText(asignacion)}
                </span>
              ) : (
                <Badge variant="success">Libre</Badge>
              ),
            },
          ]}
        />
      </CardContent>
    </Card>
  )
}
