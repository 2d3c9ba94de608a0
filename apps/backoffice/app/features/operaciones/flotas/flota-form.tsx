// The flota form of agregar and editar: a named group of assets (NamedGroupForm), validated with
// the API's own schema (createFlotaSchema).
import { createFlotaSchema } from '@cordillera/contracts'
import { namedGroupForm } from '@cordillera/portal/screens'

export const FlotaForm = namedGroupForm({
  schema: createFlotaSchema,
  label: 'Nombre de la flota',
  hint: 'Por ejemplo, qué faenas o qué contrato atiende.',
  rows: 3,
})
