// A report read-only, as the operator signs it and as the history shows it: its content, its
// signatures (the drawn image, who and when, and whether the signed content still matches: "Firma
// verificada", or a clear warning when it does not) and its history, newest first.
import {
  type FirmaReport,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  type ReportDetail,
} from '@cordillera/contracts'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { FirmaImagen } from './firma-imagen.tsx'
import { ObservacionNotice } from './report-parts.tsx'

const horas = (value: number | null) =>
  value === null ? null : `${formatNumber(value, { maxDecimals: 1 })} h`
const numero = (value: number | null, decimals = 0) =>
  value === null ? null : formatNumber(value, { maxDecimals: decimals })

export function ReportResumen({ report }: { report: ReportDetail }) {
  return (
    <div className="grid gap-4">
      {report.estado === 'en-observacion' && report.observacion ? (
        <ObservacionNotice observacion={report.observacion} />
      ) : null}
      <Card>
        <CardContent className="pt-6">
          <DescriptionList
            items={[
              {
                label: 'Estado',
                value: (
                  <span className="flex flex-wrap items-center gap-2">
                    <EstadoBadge estado={report.estado} />
                    <span className="text-sm text-muted-foreground">
                      desde {formatDateTime(report.estadoDesde)}
                    </span>
                  </span>
                ),
              },
              { label: 'Equipo', value: `${report.activo.codigo} · ${report.activo.tipo}` },
              { label: 'Obra', value: report.obra.nombre },
              { label: 'Contrato', value: report.contrato?.folio },
              {
                label: 'Jornada',
                value: `${formatDate(report.fecha)} · ${JORNADA_LABEL[report.jornada]}`,
              },
              {
                label: 'Horómetro',
                value: `${numero(report.horometroInicio, 1)} → ${numero(report.horometroFin, 1)}`,
              },
              { label: 'Horas trabajadas', value: horas(report.horasTrabajadas) },
              { label: 'Horas en stand-by', value: horas(report.horasStandBy) },
              {
                label: 'Horas detenidas',
                value:
                  report.horasDetenidas > 0 && report.motivoDetencion
                    ? `${horas(report.horasDetenidas)} (${MOTIVO_DETENCION_LABEL[report.motivoDetencion]})`
                    : horas(report.horasDetenidas),
              },
              { label: 'Viajes', value: numero(report.viajes) },
              { label: 'Cargas', value: numero(report.cargas) },
              {
                label: 'Combustible',
                value:
                  report.combustibleLitros === null
                    ? null
                    : `${numero(report.combustibleLitros, 1)} L`,
              },
              { label: 'Actividades realizadas', value: report.actividades, wide: true },
              { label: 'Observaciones', value: report.observaciones, wide: true },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  )
}

/** One signature's check, said in words (colour is never the only signal). */
export function IntegridadFirma({ firma }: { firma: FirmaReport }) {
  if (firma.integridad === 'integra') {
    return (
      <Badge variant="success">
        <ShieldCheck aria-hidden="true" />
        Firma verificada
      </Badge>
    )
  }
  return (
    <Alert variant="destructive">
      <ShieldAlert aria-hidden="true" />
      <AlertTitle>La firma no coincide con el report</AlertTitle>
      <AlertDescription>
        El contenido cambió después de firmarse: esta firma no lo respalda. Avise a RR.HH.
      </AlertDescription>
    </Alert>
  )
}

export function FirmasCard({ firmas }: { firmas: readonly FirmaReport[] }) {
  if (firmas.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{firmas.length === 1 ? 'Firma' : 'Firmas'}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" aria-label="Firmas">
          {firmas.map((firma) => (
            <li key={firma.id} className="grid gap-2 rounded-lg border p-3">
              <FirmaImagen url={firma.imagenUrl} alt={`Firma de ${firma.firmadoPor.nombre}`} />
              <p className="text-sm">
                {firma.firmadoPor.nombre} · {formatDateTime(firma.firmadoEn)}
              </p>
              <IntegridadFirma firma={firma} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}

export function HistorialCard({ historial }: { historial: ReportDetail['historial'] }) {
  if (historial.length === 0) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle>Historial</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3" aria-label="Historial">
          {historial.map((evento) => (
            <li
              key={`${evento.en}-${evento.texto}`}
              className="grid gap-0.5 border-l-2 pl-3 text-sm"
            >
              <span className="text-muted-foreground tabular-nums">
                {formatDateTime(evento.en)}
                {evento.usuario ? ` · ${evento.usuario.nombre}` : ''}
              </span>
              <span className="break-words">{evento.texto}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
