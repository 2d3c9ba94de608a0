// The operations area's badges, shared by the asset screens and the documents screen: an asset's
// estado, a document's expiry, and a list row's summary of its documents. Each writes its label,
// so colour is never the only signal.
import {
  ESTADO_ACTIVO_LABEL,
  ESTADO_VENCIMIENTO_LABEL,
  type EstadoActivo,
  type EstadoVencimiento,
} from '@cordillera/contracts'
import { Badge, type BadgeVariant, estadoVariant } from '@cordillera/ui/components/badge'

export function EstadoActivoBadge({ estado }: { estado: EstadoActivo }) {
  return (
    <Badge variant={estadoVariant(estado)} data-estado={estado}>
      {ESTADO_ACTIVO_LABEL[estado]}
    </Badge>
  )
}

const vencimientoTone: Record<EstadoVencimiento, BadgeVariant> = {
  vencido: 'danger',
  'por-vencer': 'warning',
  vigente: 'success',
  'sin-vencimiento': 'neutral',
}

/** A document's expiry as seen today (the API computes it on Santiago's calendar). */
export function VencimientoBadge({ estado }: { estado: EstadoVencimiento }) {
  return (
    <Badge variant={vencimientoTone[estado]} data-vencimiento={estado}>
      {ESTADO_VENCIMIENTO_LABEL[estado]}
    </Badge>
  )
}

/**
 * An asset's documents that need attention: "Vencidos" in red, "Por vencer" in amber, both when
 * both apply, nothing when every document is valid.
 */
export function AlertaDocumentosBadges({
  documentos,
}: {
  documentos: { vencidos: boolean; porVencer: boolean }
}) {
  if (!documentos.vencidos && !documentos.porVencer) return null
  return (
    <span className="flex flex-wrap gap-1">
      {documentos.vencidos ? (
        <Badge variant={vencimientoTone.vencido} data-vencimiento="vencido">
          Vencidos
        </Badge>
      ) : null}
      {documentos.porVencer ? (
        <Badge variant={vencimientoTone['por-vencer']} data-vencimiento="por-vencer">
          Por vencer
        </Badge>
      ) : null}
    </span>
  )
}
