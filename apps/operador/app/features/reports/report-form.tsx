// The report's form on a phone, for a new report and for a correction: the operador's layout over
// the daily report's shared logic (@cordillera/portal/screens, decision 047: values, defaults, the
// horómetro and hours rules, numbers). The equipo from the operator's assignments (its last
// hour-meter reading prefilled as the start), the day (today by default, up to REPORT_DIAS_ATRAS
// back), the jornada, the hour meter at start and end with the hours worked shown as they are
// typed, stand-by and stopped hours (with why it stopped), trips, loads, fuel, what was done and
// remarks; large inputs and the actions kept in reach. A refusal the sync brought back (the
// server's Spanish message per field) shows under its fields.
import {
  JORNADA_LABEL,
  JORNADAS,
  MOTIVO_DETENCION_LABEL,
  MOTIVOS_DETENCION,
} from '@cordillera/contracts'
import {
  ChoiceField,
  DateField,
  type EquipoLabel,
  type EquipoOpcion,
  equipoLabel,
  LinkButton,
  NumeroField,
  primerDiaPermitido,
  type ReportDefaults,
  type ReportValues,
  useReportForm,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form } from '@cordillera/ui/components/forms/form'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Label } from '@cordillera/ui/components/label'
import { RadioGroup, RadioGroupItem } from '@cordillera/ui/components/radio-group'
import { formatNumber } from '@cordillera/ui/format'
import { Save } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import type { DraftProblem } from './offline/reports-db.ts'
import { StickyActions } from './sticky-actions.tsx'

/** The phone's number field: large, with the keypad's text size. */
const Numero = (props: ComponentProps<typeof NumeroField>) => (
  <NumeroField inputClassName="h-11 text-base" {...props} />
)

export function ReportForm({
  equipos,
  defaultValues,
  today,
  problem,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  equipos: readonly EquipoOpcion[]
  defaultValues: ReportDefaults
  /** Santiago's today: the latest day a report may have. */
  today: string
  /** What the server refused in the last sync: its messages go under their fields. */
  problem?: DraftProblem | null | undefined
  submitLabel: string
  cancelTo: string
  onSubmit: (values: ReportValues, label: EquipoLabel) => Promise<unknown>
}) {
  const {
    form,
    equipo,
    horasTrabajadas: horas,
    conDetencion,
    elegirEquipo,
  } = useReportForm({
    equipos,
    defaultValues,
    problem,
  })

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const chosen = equipos.find((option) => option.activoId === values.activoId)
        await onSubmit(values, chosen ? equipoLabel(chosen) : { equipo: '', obra: '' })
      }}
      className="grid grid-cols-1 gap-5"
    >
      <SelectField
        name="activoId"
        label="Equipo"
        placeholder="Elija el equipo"
        options={equipos.map((option) => ({
          value: option.activoId,
          label: `${equipoLabel(option).equipo} — ${option.obra}`,
        }))}
        onChosen={elegirEquipo}
        // A long equipo and obra wrap in two lines.
        triggerClassName="min-h-11 min-w-0 whitespace-normal py-2 text-left data-[size=default]:h-auto *:data-[slot=select-value]:line-clamp-2"
      />
      <DateField
        name="fecha"
        label="Fecha"
        pickerClassName="[&_input]:h-11"
        min={primerDiaPermitido(today)}
        max={today}
      />
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
      <Seccion titulo="Horómetro">
        <Par>
          <Numero
            name="horometroInicio"
            label="Inicio"
            decimals={1}
            hint={
              equipo && equipo.lectura !== null
                ? `Última lectura: ${formatNumber(equipo.lectura, { maxDecimals: 1 })}`
                : undefined
            }
          />
          <Numero name="horometroFin" label="Fin" decimals={1} />
        </Par>
        <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2">
          <span className="text-sm text-muted-foreground">Horas trabajadas</span>
          <output aria-live="polite" className="text-lg font-semibold tabular-nums">
            {horas === null ? '—' : `${formatNumber(horas, { maxDecimals: 1 })} h`}
          </output>
        </p>
      </Seccion>
      <Seccion titulo="Horas sin trabajar">
        <Par>
          <Numero name="horasStandBy" label="Stand-by" decimals={1} />
          <Numero name="horasDetenidas" label="Detenidas" decimals={1} />
        </Par>
        {conDetencion ? (
          <SelectField
            name="motivoDetencion"
            label="Motivo de la detención"
            placeholder="Elija el motivo"
            options={MOTIVOS_DETENCION.map((motivo) => ({
              value: motivo,
              label: MOTIVO_DETENCION_LABEL[motivo],
            }))}
            triggerClassName="h-11"
          />
        ) : null}
      </Seccion>
      <Seccion titulo="Producción">
        <Par>
          <Numero name="viajes" label="Viajes" decimals={0} optional />
          <Numero name="cargas" label="Cargas" decimals={0} optional />
        </Par>
        <Numero
          name="combustibleLitros"
          label="Combustible cargado"
          hint="En litros, ej. 40,5."
          decimals={1}
          optional
        />
      </Seccion>
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

/** A choice from a list, large enough for a finger (the equipo, the motivo). */
function SelectField({
  triggerClassName,
  ...props
}: {
  name: 'activoId' | 'motivoDetencion'
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  onChosen?: (value: string) => void
  triggerClassName: string
}) {
  return (
    <ChoiceField
      {...props}
      triggerClassName={`w-full ${triggerClassName}`}
      itemClassName="min-h-11"
    />
  )
}

/** A group of the form's fields under its title. */
function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-2 font-semibold">{titulo}</legend>
      {children}
    </fieldset>
  )
}

/** Two fields side by side, even on a phone (inicio and fin, stand-by and detenidas…). */
function Par({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 items-start gap-3">{children}</div>
}
