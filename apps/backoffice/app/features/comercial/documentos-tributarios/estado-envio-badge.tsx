// Where an issued DTE stands with the SII, as a badge: ready to send and sent are still on their
// way, accepted went through, rejected needs attention. The label is always written.
import { ESTADO_ENVIO_DTE_LABEL, type EstadoEnvioDte } from '@cordillera/contracts'
import { Badge, type BadgeVariant } from '@cordillera/ui/components/badge'

const TONO: Record<EstadoEnvioDte, BadgeVariant> = {
  'listo-para-enviar': 'neutral',
  enviado: 'info',
  aceptado: 'success',
  rechazado: 'danger',
}

export function EstadoEnvioBadge({ estado }: { estado: EstadoEnvioDte }) {
  return (
    <Badge variant={TONO[estado]} data-estado-envio={estado}>
      {ESTADO_ENVIO_DTE_LABEL[estado]}
    </Badge>
  )
}
