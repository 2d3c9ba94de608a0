// The daily report form's behaviour, shared by the backoffice's desktop layout and the operador's
// phone layout (decision 047): `useReportForm` holds the form (validated with the contract's
// createReportSchema), starts the horómetro at the chosen equipo's last reading, works out the
// hours worked as they are typed, drops the motivo when there are no stopped hours and puts the
// server's refusal of a synced draft under its fields; `NumeroField` is a number typed the Chilean
// way. The layouts only place the fields.
import { createReportSchema } from '@cordillera/contracts'
import { FormField } from '@cordillera/ui/components/forms/field'
import { useZodForm } from '@cordillera/ui/components/forms/form'
import { Input } from '@cordillera/ui/components/input'
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'
import { type Path, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  conDetencion,
  type EquipoOpcion,
  horasTrabajadas,
  inicioAlElegir,
  type NumeroCampo,
  numeroText,
  numeroValue,
  type ReportDefaults,
} from './report-values.ts'

type FormInput = z.input<typeof createReportSchema>

export function useReportForm({
  equipos,
  defaultValues,
  problem,
}: {
  equipos: readonly EquipoOpcion[]
  defaultValues: ReportDefaults
  /** The server's Spanish messages per field (a synced draft it refused): shown as the form opens. */
  problem?: { fields: Record<string, string> } | null | undefined
}) {
  // A number not typed yet (null) or typed as no number (text) is refused by the schema.
  const form = useZodForm(createReportSchema, { defaultValues: defaultValues as FormInput })
  const { control, setValue, getValues, setError } = form
  const [activoId, inicio, fin, detenidas] = useWatch({
    control,
    name: ['activoId', 'horometroInicio', 'horometroFin', 'horasDetenidas'],
  })

  const shownProblem = useRef(false)
  useEffect(() => {
    if (shownProblem.current || !problem) return
    shownProblem.current = true
    const names = new Set(Object.keys(getValues()))
    for (const [field, message] of Object.entries(problem.fields)) {
      if (names.has(field)) setError(field as Path<FormInput>, { type: 'server', message })
    }
  }, [problem, getValues, setError])

  const lecturaDe = (id: unknown) => equipos.find((equipo) => equipo.activoId === id)?.lectura
  const puesto = useRef<number | null>(lecturaDe(defaultValues.activoId) ?? null)

  const detencion = conDetencion(detenidas)
  useEffect(() => {
    // Without stopped hours there is no motivo to give (the schema refuses one).
    if (!detencion && getValues('motivoDetencion')) setValue('motivoDetencion', null)
  }, [detencion, getValues, setValue])

  return {
    form,
    /** The chosen equipo, if any. */
    equipo: equipos.find((equipo) => equipo.activoId === activoId),
    horasTrabajadas: horasTrabajadas(inicio, fin),
    /** Whether the motivo de la detención is asked for. */
    conDetencion: detencion,
    /** Another equipo was chosen: its last reading is where the horómetro starts. */
    elegirEquipo(id: string) {
      const lectura = lecturaDe(id) ?? null
      const next = inicioAlElegir(lectura, getValues('horometroInicio'), puesto.current)
      if (next !== undefined) {
        setValue('horometroInicio', next, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }
      puesto.current = lectura
    },
  }
}

/** A number typed as text, kept as typed while edited ("12,"); a value set from outside replaces it. */
export function NumeroInput({
  value,
  onChange,
  decimals,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
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
      className={['tabular-nums', className].filter(Boolean).join(' ')}
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

/** One number field of the report, with its label, hint and the schema's message. */
export function NumeroField({
  name,
  label,
  hint,
  decimals,
  optional,
  inputClassName,
}: {
  name: NumeroCampo
  label: string
  hint?: ReactNode
  decimals: number
  optional?: boolean
  /** The layout's size of the input (the phone's is larger). */
  inputClassName?: string
}) {
  return (
    <FormField name={name} label={label} hint={hint} optional={optional}>
      {({ value, onChange, ...field }) => (
        <NumeroInput
          {...field}
          value={value}
          decimals={decimals}
          className={inputClassName}
          onChange={onChange}
        />
      )}
    </FormField>
  )
}
