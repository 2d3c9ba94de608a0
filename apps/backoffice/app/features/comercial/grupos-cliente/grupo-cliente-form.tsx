// The grupo cliente form of agregar and editar: a named group of razones sociales (NamedGroupForm),
// validated with the API's own schema (createGrupoClienteSchema).
import { createGrupoClienteSchema } from '@cordillera/contracts'
import { namedGroupForm } from '@cordillera/portal/screens'

export const GrupoClienteForm = namedGroupForm({
  schema: createGrupoClienteSchema,
  label: 'Nombre del grupo',
  hint: 'Por ejemplo, qué empresas reúne o quién lo administra.',
  rows: 4,
})
