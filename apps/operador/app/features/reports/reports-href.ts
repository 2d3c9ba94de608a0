// The operator's report screens' URLs, from the catalogue (operador-reports…): today's list, the
// form (new, or one report's or draft's edit), the signature, and the history (`?id=` one report).
import { href } from '@cordillera/permissions'

export const reportsHref = {
  lista: () => href('operador-reports'),
  crear: () => href('operador-reports-crear'),
  /** A server report's id, or a draft's key (its claveSync) while it is only on the phone. */
  editar: (id: string) => href('operador-reports-editar', { id }),
  firmar: (id: string) => href('operador-reports-firmar', { id }),
  historico: () => href('operador-reports-historico'),
  detalle: (id: string) => href('operador-reports-historico', {}, { id }),
}
