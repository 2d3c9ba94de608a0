// The grupo cliente form of agregar and editar: a named group of razones sociales (NamedGroupForm),
// validated with the API's own schema (createGrupoClienteSchema).
import { type CreateGrupoClienteInput, createGrupoClienteSchema } from '@cordillera/contracts'
import { NamedGroupForm, type PageFormProps } from '@cordillera/portal/screens'
import type { z } from 'zod'

export type GrupoClienteValues = z.output<typeof createGrupoClienteSchema>

export function GrupoClienteForm(form: PageFormProps<GrupoClienteValues, CreateGrupoClienteInput>) {
  return (
    <NamedGroupForm
      schema={createGrupoClienteSchema}
      label="Nombre del grupo"
      hint="Por ejemplo, qué empresas reúne o quién lo administra."
      rows={4}
      {...form}
    />
  )
}
