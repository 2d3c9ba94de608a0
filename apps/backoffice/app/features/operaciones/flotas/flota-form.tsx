// The flota form of agregar and editar: a named group of assets (NamedGroupForm), validated with
// the API's own schema (createFlotaSchema).
import { type CreateFlotaInput, createFlotaSchema } from '@cordillera/contracts'
import { NamedGroupForm, type PageFormProps } from '@cordillera/portal/screens'
import type { z } from 'zod'

export type FlotaValues = z.output<typeof createFlotaSchema>

export function FlotaForm(form: PageFormProps<FlotaValues, CreateFlotaInput>) {
  return (
    <NamedGroupForm
      schema={createFlotaSchema}
      label="Nombre de la flota"
      hint="Por ejemplo, qué faenas o qué contrato atiende."
      rows={3}
      {...form}
    />
  )
}
