// The worker form of crear and editar: his data and the "Es operador" section (there is no other
// way to make a worker an operator): his licence class and certifications, or none. Validated with
// the API's own schema (createTrabajadorSchema); the API's refusals land under their fields, the
// section's own (an operator still assigned to an asset) under the section.
import {
  CERTIFICACIONES_MAX,
  CLASES_LICENCIA,
  createTrabajadorSchema,
  type OperadorSeccionInput,
} from '@cordillera/contracts'
import { DateField, EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { CheckboxField } from '@cordillera/ui/components/forms/checkbox-field'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { Plus, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'

/** What the form sends: the schema's output (RUT normalised, '' as null). */
export type TrabajadorValues = z.output<typeof createTrabajadorSchema>
/** What the form starts with. */
export type TrabajadorDefaults = z.input<typeof createTrabajadorSchema>

/** A new worker: active, not an operator. */
export const nuevoTrabajador: TrabajadorDefaults = {
  rut: '',
  nombres: '',
  apellidos: '',
  cargo: '',
  fechaIngreso: '',
  telefono: '',
  email: '',
  activo: true,
  operador: null,
}

const claseOptions = CLASES_LICENCIA.map((clase) => ({ value: clase, label: `Clase ${clase}` }))

export function TrabajadorForm({
  defaultValues = nuevoTrabajador,
  asignado = false,
  ...form
}: PageFormProps<TrabajadorValues, TrabajadorDefaults> & {
  /** The operator runs an asset now: his operator status cannot be taken away yet. */
  asignado?: boolean
}) {
  return (
    <EntityForm
      schema={createTrabajadorSchema}
      defaultValues={defaultValues}
      className="grid max-w-3xl gap-6"
      {...form}
    >
      {() => (
        <>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Datos del trabajador</legend>
            <RutField name="rut" label="RUT" />
            <InputField name="cargo" label="Cargo" autoComplete="organization-title" />
            <InputField name="nombres" label="Nombres" autoComplete="given-name" />
            <InputField name="apellidos" label="Apellidos" autoComplete="family-name" />
            <DateField name="fechaIngreso" label="Fecha de ingreso" />
            <InputField name="telefono" label="Teléfono" optional type="tel" autoComplete="tel" />
            <InputField name="email" label="Correo" optional type="email" autoComplete="email" />
            <CheckboxField
              name="activo"
              label="Trabaja en la empresa"
              hint="Desmárcalo cuando deja la empresa: su historial se conserva."
              className="self-end"
            />
          </fieldset>
          <OperadorSection asignado={asignado} />
        </>
      )}
    </EntityForm>
  )
}

/** "Es operador": when checked, his licence class and certifications; unchecked, none. */
function OperadorSection({ asignado }: { asignado: boolean }) {
  const id = useId()
  const { control, setValue, formState, clearErrors } = useFormContext<TrabajadorDefaults>()
  const operador = useWatch({ control, name: 'operador' })
  const esOperador = operador !== null && operador !== undefined
  const error = formState.errors.operador?.message
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-lg font-semibold">Operador</legend>
      <div className="grid gap-1 sm:col-span-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={esOperador}
            aria-invalid={error ? true : undefined}
            onCheckedChange={(checked) => {
              clearErrors('operador')
              setValue(
                'operador',
                checked === true
                  ? ({
                      licenciaClase: undefined,
                      certificaciones: [],
                    } as unknown as OperadorSeccionInput)
                  : null,
                { shouldDirty: true },
              )
            }}
          />
          <Label htmlFor={id}>Es operador</Label>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {asignado
            ? 'Tiene un equipo asignado: no deja de ser operador hasta que termine su asignación.'
            : 'Opera maquinaria: su clase de licencia y sus certificaciones.'}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      {esOperador ? (
        <>
          <SelectField
            name="operador.licenciaClase"
            label="Clase de licencia"
            options={claseOptions}
          />
          <FormField name="operador.certificaciones" label="Certificaciones" optional>
            {({ value, onChange, onBlur, ...field }) => (
              <CertificacionesInput
                {...field}
                value={(value as string[] | undefined) ?? []}
                onChange={onChange}
                onBlur={onBlur}
              />
            )}
          </FormField>
        </>
      ) : null}
    </fieldset>
  )
}

/** A list of certifications: typed one at a time, each removable. */
function CertificacionesInput({
  value,
  onChange,
  onBlur,
  name: _name,
  ref: _ref,
  disabled,
  ...control
}: {
  value: string[]
  onChange: (next: string[]) => void
  onBlur: () => void
  name?: string
  ref?: unknown
  disabled?: boolean | undefined
  id: string
  'aria-labelledby': string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}) {
  const [text, setText] = useState('')
  const add = () => {
    const certificacion = text.trim()
    if (certificacion && !value.includes(certificacion)) onChange([...value, certificacion])
    setText('')
  }
  const full = value.length >= CERTIFICACIONES_MAX
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          {...control}
          value={text}
          disabled={disabled || full}
          placeholder={full ? `Hasta ${CERTIFICACIONES_MAX}` : 'Ej. Rigger'}
          onChange={(event) => setText(event.target.value)}
          onBlur={onBlur}
          onKeyDown={(event) => {
            // Enter adds the certification instead of sending the form.
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={disabled || full || !text.trim()}
        >
          <Plus aria-hidden="true" />
          Agregar
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Certificaciones agregadas">
          {value.map((certificacion) => (
            <li key={certificacion}>
              <Badge variant="neutral" className="gap-1 pr-1">
                {certificacion}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-muted"
                  aria-label={`Quitar ${certificacion}`}
                  onClick={() => onChange(value.filter((each) => each !== certificacion))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
