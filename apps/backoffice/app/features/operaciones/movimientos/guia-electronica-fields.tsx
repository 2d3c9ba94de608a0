// The guía de despacho electrónica's transport (decision 091), asked when a despacho or retiro is
// recorded with it and when a past one's guía is issued: the transportista's and the driver's RUT
// and name and the truck's patente, each optional, checked by the API's own schema
// (guiaElectronicaSchema). A part left blank in the form is absent, as the API reads it.

import { InputField } from '@cordillera/ui/components/forms/input-field'
import { RutField } from '@cordillera/ui/components/forms/rut-field'
import { z } from 'zod'

const vacio = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '')

/** The transport without the parts the form left blank (a person with neither RUT nor name). */
function sinVacios(guia: unknown): unknown {
  if (typeof guia !== 'object' || guia === null) return guia
  const limpia: Record<string, unknown> = { ...guia }
  for (const quien of ['transportista', 'chofer']) {
    const persona = limpia[quien] as { rut?: unknown; nombre?: unknown } | undefined
    if (persona === undefined || (vacio(persona.rut) && vacio(persona.nombre))) delete limpia[quien]
  }
  if (vacio(limpia.patente)) delete limpia.patente
  return limpia
}

/**
 * The API's schema `schema`, reading the form's blank transport parts as absent first: the whole
 * values (`campo` undefined: Emitir guía's body) or its `campo` (the movement's `guiaElectronica`).
 */
export function conTransporteOpcional<S extends z.ZodType>(schema: S, campo?: string): S {
  return z.preprocess((values) => {
    if (campo === undefined) return sinVacios(values)
    if (typeof values !== 'object' || values === null) return values
    const guia = (values as Record<string, unknown>)[campo]
    return guia == null ? values : { ...values, [campo]: sinVacios(guia) }
  }, schema) as unknown as S
}

/** The transport's fields, under `prefix` when the guía is a part of the form's values. */
export function GuiaElectronicaFields({ prefix }: { prefix?: string }) {
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field)
  return (
    <fieldset className="grid gap-4 rounded-md border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium">Transporte de la guía electrónica</legend>
      <RutField name={name('transportista.rut')} label="RUT del transportista" optional />
      <InputField
        name={name('transportista.nombre')}
        label="Nombre del transportista"
        optional
        autoComplete="off"
      />
      <RutField name={name('chofer.rut')} label="RUT del chofer" optional />
      <InputField
        name={name('chofer.nombre')}
        label="Nombre del chofer"
        optional
        autoComplete="off"
      />
      <InputField
        name={name('patente')}
        label="Patente"
        optional
        autoComplete="off"
        hint="Si se deja en blanco, la del activo."
      />
    </fieldset>
  )
}
