// The report form of crear and editar, the backoffice's desktop layout over the daily report's
// shared logic (@cordillera/portal/screens, decision 047: values, defaults, the horómetro and hours
// rules, numbers): the equipo among the operator's assignments as cards (with obra, contrato and its
// last reading), fecha, jornada, the hour meter with the hours worked shown as they are typed,
// stand-by, detenidas and why, viajes, cargas, combustible, actividades and observaciones.
// Validated with the API's own schema; the API's refusals go under their fields, a stale version
// to the screen's conflict alert.
import {
  JORNADA_LABEL,
  JORNADAS,
  MOTIVO_DETENCION_LABEL,
  MOTIVOS_DETENCION,
  opcionesDe,
  REPORT_DIAS_ATRAS,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import {
  DateField,
  type EquipoOpcion,
  FormActions,
  NumeroField,
  primerDiaPermitido,
  type ReportDefaults,
  type ReportValues,
  showApiError,
  useReportForm,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription } from '@cordillera/ui/components/alert'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { formatDate } from '@cordillera/ui/format'
import { type ReactNode, useId } from 'react'
import type { RefCallBack } from 'react-hook-form'
import { horasText } from './report-parts.tsx'

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
  const report = useReportForm({ equipos, defaultValues })
  const { form } = report
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
      <EquipoField equipos={equipos} onElegir={report.elegirEquipo} />
      <fieldset className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Jornada</legend>
        <DateField
          name="fecha"
          label="Fecha"
          hint={hoy ? `Desde ${formatDate(primerDiaPermitido(hoy))} hasta hoy.` : undefined}
          min={hoy ? primerDiaPermitido(hoy) : undefined}
          max={hoy ?? undefined}
        />
        <OpcionesField
          name="jornada"
          label="Jornada"
          options={JORNADAS.map((jornada) => ({ value: jornada, label: JORNADA_LABEL[jornada] }))}
        />
      </fieldset>
      <HorasFieldset trabajadas={report.horasTrabajadas} conDetencion={report.conDetencion} />
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
function EquipoField({
  equipos,
  onElegir,
}: {
  equipos: readonly EquipoOpcion[]
  onElegir: (activoId: string) => void
}) {
  return (
    <RadioField name="activoId" label="Equipo" onChosen={onElegir} groupClassName="gap-2">
      {(ids) =>
        equipos.map((equipo) => (
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
        ))
      }
    </RadioField>
  )
}

/** The hour meter and the hours, with the hours worked worked out as they are typed. */
function HorasFieldset({
  trabajadas,
  conDetencion,
}: {
  trabajadas: number | null
  conDetencion: boolean
}) {
  const trabajadasLabel = useId()
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
      <NumeroField name="horasDetenidas" label="Horas detenidas" decimals={1} />
      {conDetencion ? (
        <OpcionesField
          name="motivoDetencion"
          label="Motivo de la detención"
          options={opcionesDe(MOTIVO_DETENCION_LABEL, MOTIVOS_DETENCION)}
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
  return (
    <RadioField
      name={name}
      label={label}
      className={className}
      groupClassName="flex min-h-9 flex-wrap items-center gap-x-6 gap-y-2"
    >
      {(ids) =>
        options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${ids}-${option.value}`} value={option.value} />
            <Label htmlFor={`${ids}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))
      }
    </RadioField>
  )
}

/** A field of radio options: the group takes the field's label, hint, error and focus. */
function RadioField({
  name,
  label,
  className,
  groupClassName,
  onChosen,
  children,
}: {
  name: 'activoId' | 'jornada' | 'motivoDetencion'
  label: string
  className?: string | undefined
  groupClassName: string
  onChosen?: (value: string) => void
  /** The options, their ids made from `ids`. */
  children: (ids: string) => ReactNode
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
          onValueChange={(next) => {
            onChange(next)
            onChosen?.(next)
          }}
          onBlur={onBlur}
          disabled={disabled}
          className={groupClassName}
        >
          {children(ids)}
        </RadioGroup>
      )}
    </FormField>
  )
}
