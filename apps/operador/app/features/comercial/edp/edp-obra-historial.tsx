// An EDP's history as the site reads it (who, when, what and the comment of every move, the
// answers staff recorded on the obra's behalf marked as such) and its previous revisions,
// read-only: what the obra was sent before and what it observed of it.
import {
  ACCION_EDP_LABEL,
  type EdpDetail,
  type EdpHistorial,
  formatClp,
  formatNumber,
} from '@cordillera/contracts'
import { HistoryCard, ItemsCard } from '@cordillera/portal/screens'
import { formatDate, formatDateTime } from '@cordillera/ui/format'
import { numeroDeLinea } from './edp-obra-lineas.tsx'

function quien(entrada: EdpHistorial): string {
  const nombre = entrada.usuario?.nombre ?? 'Sistema'
  // The obra's answer given by email or phone and recorded by commercial staff.
  const porComercial =
    entrada.origen === 'comercial' &&
    (entrada.accion === 'aprobar' || entrada.accion === 'observar')
  return porComercial ? `${nombre} (registrado por Comercial)` : nombre
}

export function HistorialEdp({ edp }: { edp: EdpDetail }) {
  return (
    <HistoryCard entries={[...edp.historial].reverse()}>
      {(entrada) => (
        <li key={entrada.id} className="grid gap-1 border-l-2 pl-3">
          <p className="font-medium">
            {ACCION_EDP_LABEL[entrada.accion]}
            <span className="font-normal text-muted-foreground">
              {' '}
              · revisión {formatNumber(entrada.revision)}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="tabular-nums">{formatDateTime(entrada.en)}</span> · {quien(entrada)}
          </p>
          {entrada.comentario ? <p className="break-words">{entrada.comentario}</p> : null}
          {entrada.observacionesLineas.length ? (
            <ul className="grid gap-1 text-sm">
              {entrada.observacionesLineas.map((observacion) => (
                <li key={observacion.lineaId} className="break-words">
                  Línea {numeroDeLinea(observacion.posicion)} ({observacion.descripcion}):{' '}
                  {observacion.comentario}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      )}
    </HistoryCard>
  )
}

export function RevisionesEdp({ edp }: { edp: EdpDetail }) {
  if (!edp.revisiones.length) return null
  return (
    <ItemsCard title="Revisiones anteriores" items={edp.revisiones}>
      {(revision) => (
        <li key={revision.revision} className="grid gap-1 rounded-lg border p-3">
          <p className="font-medium">
            Revisión {formatNumber(revision.revision)}: {formatClp(revision.total)}
          </p>
          <p className="text-sm text-muted-foreground">
            {formatNumber(revision.lineas.length)}{' '}
            {revision.lineas.length === 1 ? 'línea' : 'líneas'} · neto {formatClp(revision.neto)} ·
            cerrada el {formatDate(revision.cerradaEn)}
          </p>
          {revision.observacion ? (
            <p className="break-words text-sm">Observación: {revision.observacion}</p>
          ) : null}
        </li>
      )}
    </ItemsCard>
  )
}
