// The asset form of agregar and editar: código, tipo, marca, modelo, año, patente, número de serie,
// horómetro, flota, propietario and observaciones, validated with the API's own schema
// (createActivoSchema). The estado is not a field: only logistics movements change it, so editar
// shows it read-only above the form.
import { createActivoSchema } from '@cordillera/contracts'
import { EntityForm, type PageFormProps } from '@cordillera/portal/screens'
import { FormField } from '@cordillera/ui/components/forms/field'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { Input } from '@cordillera/ui/components/input'
import { formatNumber, parseNumber } from '@cordillera/ui/format'
import { type ComponentProps, type ReactNode, useState } from 'react'
import type { z } from 'zod'
import {
  FlotaPicker,
  MarcaPicker,
  PropietarioPicker,
  TipoActivoPicker,
} from '../common/pickers.tsx'

/** What the form sends: the schema's output (código and serie in upper case, patente bare). */
export type ActivoValues = z.output<typeof createActivoSchema>
/** What the form starts with: a new asset has no año or horómetro yet. */
export type ActivoDefaults = Omit<z.input<typeof createActivoSchema>, 'anio' | 'horometro'> & {
  anio: number | undefined
  horometro: number | undefined
}

/** The values of a new asset: the company's own, in no flota. */
export const nuevoActivo: ActivoDefaults = {
  codigo: '',
  tipoActivoId: '',
  marcaId: '',
  modelo: '',
  anio: undefined,
  patente: '',
  numeroSerie: '',
  horometro: undefined,
  flotaId: null,
  proveedorId: null,
  observaciones: '',
}

/** The names an edit form shows for the current related rows before the options load. */
export type SelectedLabels = {
  tipoActivo?: string | undefined
  marca?: string | undefined
  flota?: string | undefined
  propietario?: string | undefined
}

export function ActivoForm({
  defaultValues = nuevoActivo,
  selected = {},
  ...form
}: PageFormProps<ActivoValues, ActivoDefaults> & {
  selected?: SelectedLabels
}) {
  return (
    <EntityForm
      schema={createActivoSchema}
      // An empty año or horómetro is "not given yet": the schema says so under the field.
      defaultValues={defaultValues as z.input<typeof createActivoSchema>}
      className="grid max-w-3xl gap-6"
      {...form}
    >
      {() => (
        <>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Identificación</legend>
            <MayusculasField
              name="codigo"
              label="Código"
              hint="Prefijo del tipo y número, ej. EX-012."
            />
            <TipoActivoPicker
              name="tipoActivoId"
              label="Tipo de activo"
              selectedLabel={selected.tipoActivo}
            />
            <MarcaPicker name="marcaId" label="Marca" selectedLabel={selected.marca} />
            <InputField name="modelo" label="Modelo" autoComplete="off" />
            <NumeroField name="anio" label="Año" decimals={0} />
            <PatenteField />
            <MayusculasField name="numeroSerie" label="Número de serie" />
            <NumeroField
              name="horometro"
              label="Horómetro"
              decimals={1}
              hint="Horas de uso, con hasta un decimal (ej. 1.250,5)."
            />
          </fieldset>
          <fieldset className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">Propiedad y flota</legend>
            <PropietarioPicker
              name="proveedorId"
              selectedLabel={selected.propietario}
              className="sm:col-span-2"
            />
            <FlotaPicker name="flotaId" label="Flota" optional selectedLabel={selected.flota} />
          </fieldset>
          <TextareaField name="observaciones" label="Observaciones" optional rows={3} />
        </>
      )}
    </EntityForm>
  )
}

/**
 * A Chilean patente, shown as people read it while it is typed (`bcdf12` → `BC·DF·12`). The form
 * keeps that text; the schema turns it into the stored form and says when it is not a patente.
 */
export function patenteAsTyped(raw: string): string {
  const bare = raw
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6)
  return bare.match(/.{1,2}/g)?.join('·') ?? ''
}

/** A code the asset carries in capitals (its código, its serie): shown so, whatever the case typed. */
function MayusculasField({
  name,
  label,
  hint,
}: {
  name: 'codigo' | 'numeroSerie'
  label: string
  hint?: string
}) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ value, ...field }) => (
        <Input
          {...field}
          value={String(value ?? '')}
          autoComplete="off"
          className="uppercase placeholder:normal-case"
        />
      )}
    </FormField>
  )
}

function PatenteField() {
  return (
    <FormField
      name="patente"
      label="Patente"
      optional
      hint="Solo los vehículos que circulan por calles, ej. BC·DF·12."
    >
      {({ value, onChange, ...field }) => (
        <Input
          {...field}
          value={patenteAsTyped(String(value ?? ''))}
          onChange={(event) => onChange(patenteAsTyped(event.target.value))}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FormField>
  )
}

/**
 * How a number field starts: hours as Chile writes them (1.250,5); a year with no thousands dot
 * (2019, not 2.019).
 */
export const numeroText = (value: unknown, decimals: number): string => {
  if (typeof value !== 'number') return ''
  return decimals === 0 ? String(value) : formatNumber(value, { maxDecimals: decimals })
}

/**
 * What a number field gives the form: the number read the Chilean way ("1.250,5" → 1250.5),
 * nothing when empty, and the text itself when it is no number, so the schema's message (which
 * names the expected format) shows under the field.
 */
export function numeroValue(text: string): number | string | undefined {
  if (text.trim() === '') return undefined
  return parseNumber(text) ?? text
}

/** A number typed as text (comma decimals, dot thousands), kept as typed while it is edited. */
function NumeroField({
  name,
  label,
  hint,
  decimals,
}: {
  name: 'anio' | 'horometro'
  label: string
  hint?: ReactNode
  decimals: number
}) {
  return (
    <FormField name={name} label={label} hint={hint}>
      {({ value, onChange, ...field }) => (
        <NumeroInput {...field} value={value} onChange={onChange} decimals={decimals} />
      )}
    </FormField>
  )
}

function NumeroInput({
  value,
  onChange,
  decimals,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: unknown
  onChange: (value: number | string | undefined) => void
  decimals: number
}) {
  const [text, setText] = useState(() => numeroText(value, decimals))
  return (
    <Input
      {...input}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      className="tabular-nums"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onChange(numeroValue(event.target.value))
      }}
    />
  )
}
