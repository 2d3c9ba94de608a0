// The site client's new request, on a phone: which obra (its own, the only one preselected), what
// kind (a new arriendo, a retiro or a cambio), then for an arriendo the tipos de activo and how
// many, for a retiro or a cambio which of that obra's assets on rent (and, for a cambio, the tipo
// wanted instead), the day it is needed and comments. Validated with the API's own schema.
import {
  type CreateSolicitudClienteInput,
  createSolicitudClienteSchema,
  type OpcionesSolicitudCliente,
  TIPO_SOLICITUD_LABEL,
  type TipoSolicitudCliente,
} from '@cordillera/contracts'
import { DateField, FormActions, showApiError } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Checkbox } from '@cordillera/ui/components/checkbox'
import { Field, FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { OptionsSelect } from '@cordillera/ui/components/options-select'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { todayIsoDate } from '@cordillera/ui/format'
import { Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'

export type SolicitudClienteValues = CreateSolicitudClienteInput

/** What the site client picks from: "Retiro" is a partial withdrawal of assets on rent. */
export const TIPOS_FORM: readonly { value: TipoSolicitudCliente; label: string }[] = [
  { value: 'arriendo', label: TIPO_SOLICITUD_LABEL.arriendo },
  { value: 'retiro-parcial', label: 'Retiro' },
  { value: 'cambio', label: TIPO_SOLICITUD_LABEL.cambio },
]

type ItemValue = {
  tipoActivoId?: string | null | undefined
  cantidad?: number | undefined
  contratoItemId?: string | undefined
  descripcion?: string | null | undefined
}

const filaArriendo = (): ItemValue => ({ tipoActivoId: '', cantidad: 1, descripcion: '' })

export function SolicitudClienteForm({
  opciones,
  onSubmit,
  cancelTo,
}: {
  opciones: OpcionesSolicitudCliente
  onSubmit: (values: SolicitudClienteValues) => Promise<unknown>
  cancelTo: string
}) {
  const [unicaObra] = opciones.obras.length === 1 ? opciones.obras : []
  const form = useZodForm(createSolicitudClienteSchema, {
    defaultValues: {
      tipo: 'arriendo',
      obraId: unicaObra?.id ?? '',
      fechaRequerida: todayIsoDate(),
      comentarios: '',
      items: [filaArriendo()],
    } as SolicitudClienteValues,
  })
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as TipoSolicitudCliente
  const obraId = useWatch({ control: form.control, name: 'obraId' }) as string
  const obra = opciones.obras.find((row) => row.id === obraId)
  // Another obra's assets are not this one's: a retiro or cambio starts over.
  const obraElegida = useRef(obraId)
  useEffect(() => {
    if (obraElegida.current === obraId) return
    obraElegida.current = obraId
    if (form.getValues('tipo') !== 'arriendo') form.setValue('items', [])
  }, [obraId, form])
  // Another kind or another obra: what was picked no longer applies.
  const restart = (nextTipo: TipoSolicitudCliente) =>
    form.setValue(
      'items',
      (nextTipo === 'arriendo' ? [filaArriendo()] : []) as SolicitudClienteValues['items'],
      { shouldValidate: false },
    )

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        try {
          await onSubmit(values as SolicitudClienteValues)
        } catch (error) {
          showApiError(error, form)
        }
      }}
      className="grid gap-5"
    >
      <SelectField
        name="obraId"
        label="Obra"
        options={opciones.obras.map((row) => ({
          value: row.id,
          label: `${row.codigo} · ${row.nombre}`,
        }))}
        placeholder="Elija la obra"
      />
      <FormField name="tipo" label="Qué necesita">
        {({ value, onChange, id, ...field }) => (
          <RadioGroup
            value={value as string}
            onValueChange={(next) => {
              onChange(next)
              restart(next as TipoSolicitudCliente)
            }}
            aria-labelledby={field['aria-labelledby']}
            aria-describedby={field['aria-describedby']}
            className="grid grid-cols-3 gap-2"
          >
            {TIPOS_FORM.map((option) => (
              <Label
                key={option.value}
                htmlFor={`${id}-${option.value}`}
                className="flex min-h-11 items-center justify-center gap-2 rounded-md border p-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
                {option.label}
              </Label>
            ))}
          </RadioGroup>
        )}
      </FormField>
      {tipo === 'arriendo' ? (
        <FilasArriendo tiposActivo={opciones.tiposActivo} />
      ) : (
        <ActivosEnArriendo
          key={`${tipo}-${obraId}`}
          activos={obra?.activos ?? []}
          conReemplazo={tipo === 'cambio'}
          tiposActivo={opciones.tiposActivo}
          sinObra={!obra}
        />
      )}
      <DateField name="fechaRequerida" label="Fecha requerida" />
      <TextareaField name="comentarios" label="Comentarios" optional />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Enviar solicitud"
        cancel={{ to: cancelTo }}
        className="[&>*]:min-h-11 [&>*]:flex-1 sm:[&>*]:flex-none"
      />
    </Form>
  )
}

/** An arriendo's rows: a tipo de activo, how many and an optional note each. */
function FilasArriendo({ tiposActivo }: { tiposActivo: OpcionesSolicitudCliente['tiposActivo'] }) {
  const { control } = useFormContext<{ items: ItemValue[] }>()
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const options = tiposActivo.map((row) => ({ value: row.id, label: row.nombre }))
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold">Equipos</legend>
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-lg border p-3">
          <SelectField
            name={`items.${index}.tipoActivoId`}
            label={`Tipo de activo del equipo ${index + 1}`}
            options={options}
            placeholder="Elija el tipo"
          />
          <FormField name={`items.${index}.cantidad`} label="Cantidad">
            {({ value, onChange, ...input }) => (
              <Input
                {...input}
                type="number"
                inputMode="numeric"
                min={1}
                className="h-11"
                value={value === undefined || value === null ? '' : String(value)}
                onChange={(event) =>
                  onChange(event.target.value === '' ? undefined : Number(event.target.value))
                }
              />
            )}
          </FormField>
          <InputField name={`items.${index}.descripcion`} label="Descripción" optional />
          {fields.length > 1 ? (
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
              Quitar equipo {index + 1}
            </Button>
          ) : null}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="min-h-11"
        onClick={() => append(filaArriendo())}
      >
        <Plus aria-hidden="true" />
        Agregar otro tipo de equipo
      </Button>
    </fieldset>
  )
}

const MISMO_TIPO = 'mismo'

/** A retiro's or cambio's assets: that obra's on rent, checked to include; a cambio's reemplazo. */
function ActivosEnArriendo({
  activos,
  conReemplazo,
  tiposActivo,
  sinObra,
}: {
  activos: OpcionesSolicitudCliente['obras'][number]['activos']
  conReemplazo: boolean
  tiposActivo: OpcionesSolicitudCliente['tiposActivo']
  sinObra: boolean
}) {
  return (
    <FormField name="items" label={conReemplazo ? 'Equipos a cambiar' : 'Equipos a retirar'}>
      {({ value, onChange, id, 'aria-labelledby': labelledBy }) => {
        const elegidos = (value ?? []) as ItemValue[]
        const elegido = (contratoItemId: string) =>
          elegidos.find((item) => item.contratoItemId === contratoItemId)
        const toggle = (contratoItemId: string, checked: boolean) =>
          onChange(
            checked
              ? [...elegidos, { contratoItemId, ...(conReemplazo ? { tipoActivoId: null } : {}) }]
              : elegidos.filter((item) => item.contratoItemId !== contratoItemId),
          )
        const reemplazo = (contratoItemId: string, tipoActivoId: string | null) =>
          onChange(
            elegidos.map((item) =>
              item.contratoItemId === contratoItemId ? { ...item, tipoActivoId } : item,
            ),
          )
        if (sinObra) return <p className="text-sm text-muted-foreground">Elija primero la obra.</p>
        if (activos.length === 0) {
          return (
            <p className="text-sm text-muted-foreground">Esta obra no tiene equipos en arriendo.</p>
          )
        }
        return (
          <ul className="grid gap-2" aria-labelledby={labelledBy}>
            {activos.map((row) => {
              const checkboxId = `${id}-${row.contratoItemId}`
              const item = elegido(row.contratoItemId)
              return (
                <li key={row.contratoItemId} className="grid gap-2 rounded-lg border p-3">
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id={checkboxId}
                      className="mt-1 size-5"
                      checked={item !== undefined}
                      onCheckedChange={(checked) => toggle(row.contratoItemId, checked === true)}
                    />
                    <Label
                      htmlFor={checkboxId}
                      className="grid min-h-11 flex-1 gap-0.5 font-normal"
                    >
                      <span className="font-medium">
                        {row.activo.codigo} · {row.activo.tipoActivo.nombre}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {row.activo.marca} {row.activo.modelo} · Contrato {row.contrato.folio}
                      </span>
                    </Label>
                  </div>
                  {conReemplazo && item ? (
                    <Field label={`Reemplazo de ${row.activo.codigo}`}>
                      {(control) => (
                        <OptionsSelect
                          {...control}
                          className="h-11 w-full"
                          value={item.tipoActivoId ?? MISMO_TIPO}
                          onValueChange={(next) =>
                            reemplazo(row.contratoItemId, next === MISMO_TIPO ? null : next)
                          }
                          first={{ value: MISMO_TIPO, label: 'Del mismo tipo' }}
                          options={tiposActivo.map((tipoActivo) => ({
                            value: tipoActivo.id,
                            label: tipoActivo.nombre,
                          }))}
                        />
                      )}
                    </Field>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )
      }}
    </FormField>
  )
}
