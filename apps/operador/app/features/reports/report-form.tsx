// The report's form, on a phone, for a new report and for a correction: the equipo from the
// operator's assignments (its last hour-meter reading prefilled as the start), the day (today by
// default, up to REPORT_DIAS_ATRAS back), the jornada, the hour meter at start and end with the
// hours worked shown as they are typed, stand-by and stopped hours (with why it stopped), trips,
// loads, fuel, what was done and remarks. Validated with the API's own schema; a refusal the sync
// brought back (the server's Spanish message per field) shows under its fields.
import {
  createReportSchema,
  horasTrabajadasDe,
  JORNADA_LABEL,
  JORNADAS,
  MOTIVO_DETENCION_LABEL,
  MOTIVOS_DETENCION,
  type OpcionesReport,
  REPORT_DIAS_ATRAS,
  sumarDias,
} from '@cordillera/contracts'
import { LinkButton } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@cordillera/ui/components/select'
import { formatNumber } from '@cordillera/ui/format'
import { Save } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { type Path, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { NumeroInput } from './numero-input.tsx'
import type { DraftLabel } from './offline/drafts-store.ts'
import type { ReportValues } from './offline/report-values.ts'
import type { DraftProblem } from './offline/reports-db.ts'
import { StickyActions } from './sticky-actions.tsx'

type FormInput = z.input<typeof createReportSchema>

/** What the form starts with: a new report has no readings yet. */
export type ReportFormDefaults = Omit<FormInput, 'horometroInicio' | 'horometroFin'> & {
  horometroInicio: number | undefined
  horometroFin: number | undefined
}

/** A new report: today, day shift, no stops, on the only asset when there is one. */
export function newReportDefaults(opciones: OpcionesReport, today: string): ReportFormDefaults {
  const [unica] = opciones.asignaciones.length === 1 ? opciones.asignaciones : []
  return {
    activoId: unica?.activo.id ?? '',
    fecha: today,
    jornada: 'dia',
    horometroInicio: unica?.ultimaLectura,
    horometroFin: undefined,
    horasStandBy: 0,
    horasDetenidas: 0,
    motivoDetencion: null,
    viajes: null,
    cargas: null,
    combustibleLitros: null,
    actividades: '',
    observaciones: '',
  }
}

/** An equipo the form may offer: an assignment's, or the report's own when no longer assigned. */
export type EquipoOption = { id: string; label: DraftLabel; ultimaLectura?: number | undefined }

export function equipoOptions(opciones: OpcionesReport): EquipoOption[] {
  return opciones.asignaciones.map((asignacion) => ({
    id: asignacion.activo.id,
    label: {
      equipo: `${asignacion.activo.codigo} · ${asignacion.activo.tipo}`,
      obra: asignacion.obra.nombre,
    },
    ultimaLectura: asignacion.ultimaLectura,
  }))
}

export function ReportForm({
  equipos,
  defaultValues,
  today,
  problem,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  equipos: readonly EquipoOption[]
  defaultValues: ReportFormDefaults
  /** Santiago's today: the latest day a report may have. */
  today: string
  /** What the server refused in the last sync: its messages go under their fields. */
  problem?: DraftProblem | null | undefined
  submitLabel: string
  cancelTo: string
  onSubmit: (values: ReportValues, label: DraftLabel) => Promise<unknown>
}) {
  const form = useZodForm(createReportSchema, { defaultValues: defaultValues as FormInput })
  const { control, setValue, getValues, setError } = form
  const [activoId, inicio, fin, detenidas] = useWatch({
    control,
    name: ['activoId', 'horometroInicio', 'horometroFin', 'horasDetenidas'],
  })

  // The server's refusal, under the fields it names (once, as the form opens).
  const shownProblem = useRef(false)
  useEffect(() => {
    if (shownProblem.current || !problem) return
    shownProblem.current = true
    const names = new Set(Object.keys(getValues()))
    for (const [field, message] of Object.entries(problem.fields)) {
      if (names.has(field)) setError(field as Path<FormInput>, { type: 'server', message })
    }
  }, [problem, getValues, setError])

  // Another equipo: its last reading is where the hour meter starts, unless one was typed.
  const prefilled = useRef<number | undefined>(
    equipos.find((equipo) => equipo.id === defaultValues.activoId)?.ultimaLectura,
  )
  function chooseEquipo(id: string) {
    const lectura = equipos.find((equipo) => equipo.id === id)?.ultimaLectura
    const current = getValues('horometroInicio')
    if (lectura !== undefined && (current === undefined || current === prefilled.current)) {
      setValue('horometroInicio', lectura, { shouldValidate: form.formState.isSubmitted })
    }
    prefilled.current = lectura
  }

  // No stopped hours: no reason for them either.
  useEffect(() => {
    if (detenidas === 0 && getValues('motivoDetencion')) setValue('motivoDetencion', null)
  }, [detenidas, getValues, setValue])

  const equipo = equipos.find((option) => option.id === activoId)
  const horas =
    typeof inicio === 'number' && typeof fin === 'number' ? horasTrabajadasDe(inicio, fin) : null

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const chosen = equipos.find((option) => option.id === values.activoId)
        await onSubmit(values, chosen?.label ?? { equipo: '', obra: '' })
      }}
      className="grid grid-cols-1 gap-5"
    >
      <FormField name="activoId" label="Equipo">
        {({ value, onChange, onBlur, name, ref, disabled, ...control }) => (
          <Select
            value={(value as string) ?? ''}
            onValueChange={(next) => {
              onChange(next)
              chooseEquipo(next)
            }}
            name={name}
            disabled={disabled}
          >
            <SelectTrigger
              ref={ref}
              onBlur={onBlur}
              {...control}
              className="min-h-11 w-full min-w-0 whitespace-normal py-2 text-left data-[size=default]:h-auto *:data-[slot=select-value]:line-clamp-2"
            >
              <SelectValue placeholder="Elija el equipo" />
            </SelectTrigger>
            <SelectContent>
              {equipos.map((option) => (
                <SelectItem key={option.id} value={option.id} className="min-h-11">
                  {option.label.equipo} — {option.label.obra}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField name="fecha" label="Fecha">
        {({ value, ...field }) => (
          <DatePicker
            {...field}
            className="[&_input]:h-11"
            value={(value as string | null | undefined) ?? null}
            min={sumarDias(today, -REPORT_DIAS_ATRAS)}
            max={today}
          />
        )}
      </FormField>
      <FormField name="jornada" label="Jornada">
        {({ value, onChange, id, ...field }) => (
          <RadioGroup
            value={value as string}
            onValueChange={onChange}
            aria-labelledby={field['aria-labelledby']}
            aria-describedby={field['aria-describedby']}
            className="grid grid-cols-2 gap-2"
          >
            {JORNADAS.map((jornada) => (
              <Label
                key={jornada}
                htmlFor={`${id}-${jornada}`}
                className="flex min-h-11 items-center justify-center gap-2 rounded-md border p-2 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
              >
                <RadioGroupItem id={`${id}-${jornada}`} value={jornada} />
                {JORNADA_LABEL[jornada]}
              </Label>
            ))}
          </RadioGroup>
        )}
      </FormField>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 font-semibold">Horómetro</legend>
        <div className="grid grid-cols-2 items-start gap-3">
          <Numero
            name="horometroInicio"
            label="Inicio"
            decimals={1}
            hint={
              equipo?.ultimaLectura !== undefined
                ? `Última lectura: ${formatNumber(equipo.ultimaLectura, { maxDecimals: 1 })}`
                : undefined
            }
          />
          <Numero name="horometroFin" label="Fin" decimals={1} />
        </div>
        <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2">
          <span className="text-sm text-muted-foreground">Horas trabajadas</span>
          <output aria-live="polite" className="text-lg font-semibold tabular-nums">
            {horas === null ? '—' : `${formatNumber(horas, { maxDecimals: 1 })} h`}
          </output>
        </p>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 font-semibold">Horas sin trabajar</legend>
        <div className="grid grid-cols-2 items-start gap-3">
          <Numero name="horasStandBy" label="Stand-by" decimals={1} />
          <Numero name="horasDetenidas" label="Detenidas" decimals={1} />
        </div>
        {typeof detenidas === 'number' && detenidas > 0 ? (
          <FormField name="motivoDetencion" label="Motivo de la detención">
            {({ value, onChange, onBlur, name, ref, disabled, ...control }) => (
              <Select
                value={(value as string | null) ?? ''}
                onValueChange={onChange}
                name={name}
                disabled={disabled}
              >
                <SelectTrigger ref={ref} onBlur={onBlur} {...control} className="h-11 w-full">
                  <SelectValue placeholder="Elija el motivo" />
                </SelectTrigger>
                <SelectContent>
                  {MOTIVOS_DETENCION.map((motivo) => (
                    <SelectItem key={motivo} value={motivo} className="min-h-11">
                      {MOTIVO_DETENCION_LABEL[motivo]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        ) : null}
      </fieldset>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 font-semibold">Producción</legend>
        <div className="grid grid-cols-2 items-start gap-3">
          <Numero name="viajes" label="Viajes" decimals={0} optional />
          <Numero name="cargas" label="Cargas" decimals={0} optional />
        </div>
        <Numero
          name="combustibleLitros"
          label="Combustible cargado"
          hint="En litros, ej. 40,5."
          decimals={1}
          optional
        />
      </fieldset>
      <TextareaField
        name="actividades"
        label="Actividades realizadas"
        rows={4}
        className="[&_textarea]:text-base"
      />
      <TextareaField
        name="observaciones"
        label="Observaciones"
        optional
        rows={3}
        className="[&_textarea]:text-base"
      />
      <StickyActions>
        <Button type="submit" size="touch" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? null : <Save aria-hidden="true" />}
          {submitLabel}
        </Button>
        <LinkButton to={cancelTo} variant="outline" size="touch">
          Cancelar
        </LinkButton>
      </StickyActions>
    </Form>
  )
}

type NumeroName =
  | 'horometroInicio'
  | 'horometroFin'
  | 'horasStandBy'
  | 'horasDetenidas'
  | 'viajes'
  | 'cargas'
  | 'combustibleLitros'

function Numero({
  name,
  label,
  decimals,
  hint,
  optional = false,
}: {
  name: NumeroName
  label: string
  decimals: number
  hint?: string | undefined
  optional?: boolean
}) {
  return (
    <FormField name={name} label={label} hint={hint} optional={optional}>
      {({ value, onChange, ...field }) => (
        <NumeroInput
          {...field}
          value={value}
          onChange={onChange}
          decimals={decimals}
          empty={optional ? null : undefined}
        />
      )}
    </FormField>
  )
}
