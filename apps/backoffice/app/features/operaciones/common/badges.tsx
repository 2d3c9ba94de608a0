// The operations area's badges, shared by the asset screens and the dashboard: an asset's estado,
// a document's expiry (the shared one), and a list row's summary of its documents. Each writes its label,
// so colour is never the only signal.
import { ESTADO_ACTIVO_LABEL, type EstadoActivo } from '@cordillera/contracts'
import { VencimientoBadge, vencimientoTone } from '@cordillera/portal/screens'
import { Badge, estadoVariant } from '@cordillera/ui/components/badge'

export function EstadoActivoBadge({ estado }: { estado: EstadoActivo }) {
  return (
    <Badge variant={estadoVariant(estado)} data-estado={estado}>
      {ESTADO_ACTIVO_LABEL[estado]}
    </Badge>
  )
}

/** A document's expiry as seen today: the badge every owner's documents share. */
export { VencimientoBadge }

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
