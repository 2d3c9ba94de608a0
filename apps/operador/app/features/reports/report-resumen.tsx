// A report read-only, as the operator signs it and as the history shows it: its content, its
// signatures (the drawn image, who and when, and whether the signed content still matches: "Firma
// verificada", or a clear warning when it does not) and its history, newest first.
import {
  type FirmaReport,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  type ReportDetail,
} from '@cordillera/contracts'
import {
  estadoItem,
  FieldsCard,
  HistoryCard,
  ItemsCard,
  LinkButton,
  QueryView,
} from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge } from '@cordillera/ui/components/badge'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { ArrowLeft, ShieldAlert, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { FirmaImagen } from './firma-imagen.tsx'
import { ConnectionNotice, ObservacionNotice } from './report-parts.tsx'
import type { useKeptReport } from './use-reports-offline.ts'

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
      <FieldsCard
        items={[
          estadoItem(report.estado, report.estadoDesde),
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
              report.combustibleLitros === null ? null : `${numero(report.combustibleLitros, 1)} L`,
          },
          { label: 'Actividades realizadas', value: report.actividades, wide: true },
          { label: 'Observaciones', value: report.observaciones, wide: true },
        ]}
      />
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
    <ItemsCard
      title={firmas.length === 1 ? 'Firma' : 'Firmas'}
      items={firmas}
      label="Firmas"
      className="grid gap-4"
    >
      {(firma) => (
        <li key={firma.id} className="grid gap-2 rounded-lg border p-3">
          <FirmaImagen url={firma.imagenUrl} alt={`Firma de ${firma.firmadoPor.nombre}`} />
          <p className="text-sm">
            {firma.firmadoPor.nombre} · {formatDateTime(firma.firmadoEn)}
          </p>
          <IntegridadFirma firma={firma} />
        </li>
      )}
    </ItemsCard>
  )
}

export function HistorialCard({ historial }: { historial: ReportDetail['historial'] }) {
  if (historial.length === 0) return null
  return (
    <HistoryCard entries={historial} label="Historial">
      {(evento) => (
        <li key={`${evento.en}-${evento.texto}`} className="grid gap-0.5 border-l-2 pl-3 text-sm">
          <span className="text-muted-foreground tabular-nums">
            {formatDateTime(evento.en)}
            {evento.usuario ? ` · ${evento.usuario.nombre}` : ''}
          </span>
          <span className="break-words">{evento.texto}</span>
        </li>
      )}
    </HistoryCard>
  )
}

/**
 * A report's page: the way back, whether it is the phone's kept copy, then — once read — its
 * folio, what it says and `children` (what the page does with it), then its signatures and history.
 */
export function ReportPage({
  detail,
  back,
  online,
  children,
}: {
  detail: ReturnType<typeof useKeptReport>
  /** The list it came from: the link's text, and the not-found page's way back. */
  back: { to: string; label: string; text: string }
  online: boolean
  children?: (report: ReportDetail) => ReactNode
}) {
  return (
    <div className="grid gap-5">
      <div>
        <LinkButton to={back.to} variant="ghost" className="-ml-3 h-11">
          <ArrowLeft aria-hidden="true" />
          {back.text}
        </LinkButton>
      </div>
      <ConnectionNotice
        online={online}
        keptAt={detail.data?.fromCache ? detail.data.savedAt : undefined}
      />
      <QueryView query={detail} back={back} thing="El report">
        {({ value: report }) => (
          <>
            <PageHeader
              title={`Report ${report.folio}`}
              description={`${report.activo.codigo} · ${report.obra.nombre}`}
            />
            <ReportResumen report={report} />
            {children?.(report)}
            <FirmasCard firmas={report.firmas} />
            <HistorialCard historial={report.historial} />
          </>
        )}
      </QueryView>
    </div>
  )
}
