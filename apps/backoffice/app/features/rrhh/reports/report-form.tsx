// The report form of crear and editar: the equipo among the operator's assignments (with its obra
// and contrato; choosing one starts the horómetro at the asset's last reading), fecha, jornada,
// the hour meter's start and end with the hours worked worked out as they are typed, stand-by,
// detenidas and why, viajes, cargas, combustible, actividades and observaciones. Validated with the
// API's own schema (createReportSchema), so the form and the API say the same thing; the API's
// refusals go under their fields, a stale version to the screen's conflict alert.
import {
  type AsignacionReport,
  createReportSchema,
  horasTrabajadasDe,
  JORNADA_LABEL,
  JORNADAS,
  MOTIVO_DETENCION_LABEL,
  MOTIVOS_DETENCION,
  REPORT_DIAS_ATRAS,
  type ReportDetail,
  sumarDias,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { FormActions, showApiError } from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { formatDate, formatNumber, parseNumber } from '@cordillera/ui/format'
import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { type RefCallBack, useFormContext, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { horasText } from './report-parts.tsx'

/** What the form sends: the schema's output. */
export type ReportValues = z.output<typeof createReportSchema>

type NumeroCampo =
  | 'horometroInicio'
  | 'horometroFin'
  | 'horasStandBy'
  | 'horasDetenidas'
  | 'viajes'
  | 'cargas'
  | 'combustibleLitros'

/**
 * What the form starts with: a number not typed yet is null (the schema says it is missing), and
 * a number field may hold the text typed when it is no number, for the schema to refuse.
 */
export type ReportDefaults = Omit<z.input<typeof createReportSchema>, NumeroCampo> &
  Record<NumeroCampo, number | null>

/** An asset the report may be written for, as the form offers it. */
export type EquipoOpcion = {
  activoId: string
  codigo: string
  tipo: string
  obra: string
  contrato: string | null
  desde: string | null
  hasta: string | null
  /** Where its horómetro inicio starts when chosen; null when unknown. */
  lectura: number | null
}

/**
 * The operator's assignments as choices, one per asset (the current assignment, else the latest,
 * when the operator ran it more than once). An edit adds the report's own asset when its
 * assignment is no longer offered, and starts it at the report's own reading (the asset's last
 * one may be this very report's end).
 */
export function equipoOpciones(
  asignaciones: readonly AsignacionReport[],
  report?: ReportDetail,
): EquipoOpcion[] {
  const porActivo = new Map<string, AsignacionReport>()
  for (const asignacion of asignaciones) {
    const seen = porActivo.get(asignacion.activo.id)
    const later =
      !seen || (seen.hasta !== null && (asignacion.hasta === null || asignacion.desde > seen.desde))
    if (later) porActivo.set(asignacion.activo.id, asignacion)
  }
  const opciones: EquipoOpcion[] = [...porActivo.values()].map((asignacion) => ({
    activoId: asignacion.activo.id,
    codigo: asignacion.activo.codigo,
    tipo: asignacion.activo.tipo,
    obra: asignacion.obra.nombre,
    contrato: asignacion.contrato.folio,
    desde: asignacion.desde,
    hasta: asignacion.hasta,
    lectura: asignacion.ultimaLectura,
  }))
  if (!report) return opciones
  const propio = {
    codigo: report.activo.codigo,
    tipo: report.activo.tipo,
    obra: report.obra.nombre,
    contrato: report.contrato?.folio ?? null,
    lectura: report.horometroInicio,
  }
  const index = opciones.findIndex((opcion) => opcion.activoId === report.activo.id)
  if (index >= 0) {
    opciones[index] = { ...(opciones[index] as EquipoOpcion), lectura: report.horometroInicio }
    return opciones
  }
  return [{ activoId: report.activo.id, desde: null, hasta: null, ...propio }, ...opciones]
}

/** A new report: today, turno día, the only asset already chosen when there is one. */
export function nuevoReport(equipos: readonly EquipoOpcion[], hoy: string): ReportDefaults {
  const [unico] = equipos.length === 1 ? equipos : []
  return {
    activoId: unico?.activoId ?? '',
    fecha: hoy,
    jornada: 'dia',
    horometroInicio: unico?.lectura ?? null,
    horometroFin: null,
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

/** The stored report as the form edits it. */
export function reportDefaults(report: ReportDetail): ReportDefaults {
  return {
    activoId: report.activo.id,
    fecha: report.fecha,
    jornada: report.jornada,
    horometroInicio: report.horometroInicio,
    horometroFin: report.horometroFin,
    horasStandBy: report.horasStandBy,
    horasDetenidas: report.horasDetenidas,
    motivoDetencion: report.motivoDetencion,
    viajes: report.viajes,
    cargas: report.cargas,
    combustibleLitros: report.combustibleLitros,
    actividades: report.actividades,
    observaciones: report.observaciones ?? '',
  }
}

/** The first day a report may be dated: REPORT_DIAS_ATRAS days before `hoy`. */
export function primerDiaPermitido(hoy: string): string {
  return sumarDias(hoy, -REPORT_DIAS_ATRAS)
}

export function ReportForm({
  equipos,
  hoy,
  defaultValues,
  submitLabel,
  cancelTo,
  onSubmit,
  onConflict,
}: {
  equipos: readonly EquipoOpcion[]
  /** Santiago's today as the API says it (bounds the fecha); null when unknown. */
  hoy: string | null
  defaultValues: ReportDefaults
  submitLabel: string
  cancelTo: string
  onSubmit: (values: ReportValues) => Promise<unknown>
  /** The API answered 409 without a field: someone else saved the report first. */
  onConflict?: () => void
}) {
  const form = useZodForm(createReportSchema, {
    // A number not typed yet (null) is refused by the schema with its own message.
    defaultValues: defaultValues as z.input<typeof createReportSchema>,
  })
  if (equipos.length === 0) {
    return (
      <Alert variant="warning" className="max-w-3xl">
        <AlertDescription>
          El operador no tiene equipos asignados en los últimos {REPORT_DIAS_ATRAS} días: asígnele
          uno antes de escribir su report.
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Form
      form={form}
      className="grid max-w-3xl gap-6"
      onSubmit={async (values) => {
        try {
          await onSubmit(values)
        } catch (error) {
          // A 409 naming a field (the same equipo, day and jornada) goes under it; one naming
          // none is a stale version.
          const { conflict } = showApiError(error, form)
          if (conflict && error instanceof ApiRequestError && !Object.keys(error.fields).length) {
            onConflict?.()
          }
        }
      }}
    >
      <EquipoField equipos={equipos} />
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Jornada</legend>
        <FormField
          name="fecha"
          label="Fecha"
          hint={hoy ? `Desde ${formatDate(primerDiaPermitido(hoy))} hasta hoy.` : undefined}
        >
          {({ value, ...field }) => (
            <DatePicker
              {...field}
              value={(value as string | null | undefined) ?? null}
              min={hoy ? primerDiaPermitido(hoy) : undefined}
              max={hoy ?? undefined}
            />
          )}
        </FormField>
        <OpcionesField
          name="jornada"
          label="Jornada"
          options={JORNADAS.map((jornada) => ({ value: jornada, label: JORNADA_LABEL[jornada] }))}
        />
      </fieldset>
      <HorasFieldset />
      <fieldset className="grid items-start gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Producción</legend>
        <NumeroField name="viajes" label="Viajes" decimals={0} optional />
        <NumeroField name="cargas" label="Cargas" decimals={0} optional />
        <NumeroField name="combustibleLitros" label="Combustible (litros)" decimals={1} optional />
      </fieldset>
      <TextareaField name="actividades" label="Actividades realizadas" rows={4} />
      <TextareaField name="observaciones" label="Observaciones" optional rows={3} />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel={submitLabel}
        cancel={{ to: cancelTo }}
      />
    </Form>
  )
}

/** The equipo among the operator's assignments; choosing one starts the horómetro at its reading. */
function EquipoField({ equipos }: { equipos: readonly EquipoOpcion[] }) {
  const ids = useId()
  const { setValue } = useFormContext<ReportDefaults>()
  return (
    <FormField name="activoId" label="Equipo">
      {({ value, onChange, onBlur, ref, disabled, id, ...field }) => (
        <RadioGroup
          ref={focoEnOpcion(ref)}
          id={id}
          aria-labelledby={field['aria-labelledby']}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          value={(value as string | undefined) ?? ''}
          onValueChange={(activoId) => {
            onChange(activoId)
            const lectura = equipos.find((equipo) => equipo.activoId === activoId)?.lectura
            if (lectura !== null && lectura !== undefined) {
              setValue('horometroInicio', lectura, { shouldDirty: true })
            }
          }}
          onBlur={onBlur}
          disabled={disabled}
          className="gap-2"
        >
          {equipos.map((equipo) => (
            <div
              key={equipo.activoId}
              className="flex items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary"
            >
              <RadioGroupItem
                id={`${ids}-${equipo.activoId}`}
                value={equipo.activoId}
                className="mt-1"
              />
              <Label htmlFor={`${ids}-${equipo.activoId}`} className="grid gap-1 font-normal">
                <span className="font-medium">
                  {equipo.codigo} {equipo.tipo}
                </span>
                <span className="text-muted-foreground text-sm">
                  {equipo.obra}
                  {equipo.contrato ? ` · ${equipo.contrato}` : null}
                  {equipo.lectura !== null
                    ? ` · última lectura ${horasText(equipo.lectura)} h`
                    : null}
                </span>
                {equipo.desde ? (
                  <span className="text-muted-foreground text-sm">
                    Asignado desde {formatDate(equipo.desde)}
                    {equipo.hasta ? ` hasta ${formatDate(equipo.hasta)}` : null}
                  </span>
                ) : null}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </FormField>
  )
}

/** The hour meter and the hours, with the hours worked worked out as they are typed. */
function HorasFieldset() {
  const { setValue, control } = useFormContext<ReportDefaults>()
  const trabajadasLabel = useId()
  const [inicio, fin, detenidas] = useWatch({
    control,
    name: ['horometroInicio', 'horometroFin', 'horasDetenidas'],
  })
  const trabajadas =
    typeof inicio === 'number' && typeof fin === 'number' ? horasTrabajadasDe(inicio, fin) : null
  const conDetencion = typeof detenidas === 'number' && detenidas > 0
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-lg font-semibold">Horómetro y horas</legend>
      <NumeroField
        name="horometroInicio"
        label="Horómetro inicio"
        decimals={1}
        hint="Parte en la última lectura del equipo."
      />
      <NumeroField name="horometroFin" label="Horómetro fin" decimals={1} />
      <div className="grid gap-2">
        <span id={trabajadasLabel} className="font-medium text-sm">
          Horas trabajadas
        </span>
        <output
          aria-labelledby={trabajadasLabel}
          aria-live="polite"
          data-testid="horas-trabajadas"
          className="flex h-9 items-center text-lg font-semibold tabular-nums"
        >
          {trabajadas === null ? '—' : `${horasText(trabajadas)} h`}
        </output>
      </div>
      <NumeroField name="horasStandBy" label="Horas en stand-by" decimals={1} />
      <NumeroField
        name="horasDetenidas"
        label="Horas detenidas"
        decimals={1}
        onValue={(value) => {
          // Without stopped hours there is no motivo to give (the schema refuses one).
          if (!(typeof value === 'number' && value > 0)) {
            setValue('motivoDetencion', null)
          }
        }}
      />
      {conDetencion ? (
        <OpcionesField
          name="motivoDetencion"
          label="Motivo de la detención"
          options={MOTIVOS_DETENCION.map((motivo) => ({
            value: motivo,
            label: MOTIVO_DETENCION_LABEL[motivo],
          }))}
          className="sm:col-span-3"
        />
      ) : null}
    </fieldset>
  )
}

/**
 * What the form focuses on a radio group with an error (the API's, on submit): its chosen option,
 * or its first. Focusing the group itself would hand focus on to an option, blur the group, and
 * so validate it again and clear the API's message before anyone reads it.
 */
const focoEnOpcion = (ref: RefCallBack) => (group: HTMLElement | null) =>
  ref(
    group && {
      focus: () =>
        (
          group.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
          group.querySelector<HTMLElement>('[role="radio"]')
        )?.focus(),
    },
  )

/** A few fixed choices side by side (jornada, motivo). */
function OpcionesField({
  name,
  label,
  options,
  className,
}: {
  name: 'jornada' | 'motivoDetencion'
  label: string
  options: readonly { value: string; label: string }[]
  className?: string
}) {
  const ids = useId()
  return (
    <FormField name={name} label={label} className={className}>
      {({ value, onChange, onBlur, ref, disabled, id, ...field }) => (
        <RadioGroup
          ref={focoEnOpcion(ref)}
          id={id}
          aria-labelledby={field['aria-labelledby']}
          aria-describedby={field['aria-describedby']}
          aria-invalid={field['aria-invalid']}
          value={(value as string | null | undefined) ?? ''}
          onValueChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          className="flex min-h-9 flex-wrap items-center gap-x-6 gap-y-2"
        >
          {options.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids}-${option.value}`} value={option.value} />
              <Label htmlFor={`${ids}-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </FormField>
  )
}

/** How a number starts in its field: as Chile writes it (1.250,5). */
export const numeroText = (value: unknown, decimals: number): string =>
  typeof value === 'number' ? formatNumber(value, { maxDecimals: decimals }) : ''

/**
 * What a number field gives the form: the number read the Chilean way ("1.250,5" → 1250.5), null
 * when empty, and the text itself when it is no number, so the schema's message (which names the
 * expected format) shows under the field.
 */
export function numeroValue(text: string): number | string | null {
  if (text.trim() === '') return null
  return parseNumber(text) ?? text
}

function NumeroField({
  name,
  label,
  hint,
  decimals,
  optional,
  onValue,
}: {
  name: NumeroCampo
  label: string
  hint?: ReactNode
  decimals: number
  optional?: boolean
  onValue?: (value: number | string | null) => void
}) {
  return (
    <FormField name={name} label={label} hint={hint} optional={optional}>
      {({ value, onChange, ...field }) => (
        <NumeroInput
          {...field}
          value={value}
          decimals={decimals}
          onChange={(next) => {
            onChange(next)
            onValue?.(next)
          }}
        />
      )}
    </FormField>
  )
}

/** A number typed as text, kept as typed while edited; a value set from outside replaces it. */
function NumeroInput({
  value,
  onChange,
  decimals,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: unknown
  onChange: (value: number | string | null) => void
  decimals: number
}) {
  const [text, setText] = useState(() => numeroText(value, decimals))
  const [emitted, setEmitted] = useState<unknown>(value)
  // A value set from outside (the equipo's last reading, a reset) replaces the text.
  if (!Object.is(emitted, value)) {
    setEmitted(value)
    setText(numeroText(value, decimals))
  }
  return (
    <Input
      {...input}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="tabular-nums"
      value={text}
      onChange={(event) => {
        const next = numeroValue(event.target.value)
        setText(event.target.value)
        setEmitted(next)
        onChange(next)
      }}
    />
  )
}
