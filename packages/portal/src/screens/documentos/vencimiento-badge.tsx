// A document's expiry as a badge (an asset's, a worker's): the label is written, so colour is
// never the only signal. The API computes the estado on Santiago's calendar.
import { ESTADO_VENCIMIENTO_LABEL, type EstadoVencimiento } from '@cordillera/contracts'
import { Badge, type BadgeVariant } from '@cordillera/ui/components/badge'

export const vencimientoTone: Record<EstadoVencimiento, BadgeVariant> = {
  vencido: 'danger',
  'por-vencer': 'warning',
  vigente: 'success',
  'sin-vencimiento': 'neutral',
}

/** A document's expiry as seen today. */
export function VencimientoBadge({ estado }: { estado: EstadoVencimiento }) {
  return (
    <Badge variant={vencimientoTone[estado]} data-vencimiento={estado}>
      {ESTADO_VENCIMIENTO_LABEL[estado]}
    </Badge>
  )
}
