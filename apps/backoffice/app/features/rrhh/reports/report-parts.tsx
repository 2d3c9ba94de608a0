// What HR's report screens show of one report, read-only: its content (every field), HR's
// observación, its signatures newest first (the drawn image, who, when, the hash shortened and
// whether it still matches the report's content) and its history. The history's detail panel and
// the edit screen of a report that can no longer change both draw it.
import {
  type EventoReport,
  type FirmaReport,
  type IntegridadFirma,
  JORNADA_LABEL,
  MOTIVO_DETENCION_LABEL,
  type ReportDetail,
} from '@cordillera/contracts'
import { TrackingNote } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { formatDate, formatDateTime, formatNumber } from '@cordillera/ui/format'
import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { type ReactNode, useId } from 'react'

/** Hours as an hour meter shows them: one decimal at most (`1.250,5`). */
export const horasText = (horas: number | null | undefined): string =>
  formatNumber(horas, { maxDecimals: 1 })

/** A SHA-256 is 64 hex digits: its first 12 tell two signatures apart at a glance. */
export const hashCorto = (hash: string): string =>
  hash.length > 12 ? `${hash.slice(0, 12)}…` : hash

const INTEGRIDAD: Record<IntegridadFirma, { text: string; variant: 'success' | 'danger' }> = {
  integra: { text: 'Firma verificada', variant: 'success' },
  alterada: { text: 'La firma no corresponde al contenido actual', variant: 'danger' },
}

export function IntegridadBadge({ integridad }: { integridad: IntegridadFirma }) {
  const { text, variant } = INTEGRIDAD[integridad]
  const Icon = integridad === 'integra' ? ShieldCheck : ShieldAlert
  return (
    <Badge variant={variant} data-integridad={integridad} className="whitespace-normal">
      <Icon aria-hidden="true" />
      {text}
    </Badge>
  )
}

/** Every field of the report, as the operator or HR wrote it. */
export function ReportContenido({ report }: { report: ReportDetail }) {
  const horas = (value: number | null) => (value === null ? null : `${horasText(value)} h`)
  return (
    <DescriptionList
      className="lg:grid-cols-2"
      items={[
        { label: 'Equipo', value: `${report.activo.codigo} ${report.activo.tipo}` },
        { label: 'Obra', value: report.obra.nombre },
        { label: 'Contrato', value: report.contrato?.folio ?? null },
        { label: 'Fecha', value: formatDate(report.fecha) },
        { label: 'Jornada', value: JORNADA_LABEL[report.jornada] },
        { label: 'Horómetro inicio', value: horasText(report.horometroInicio) },
        { label: 'Horómetro fin', value: horasText(report.horometroFin) },
        { label: 'Horas trabajadas', value: horas(report.horasTrabajadas) },
        { label: 'Horas en stand-by', value: horas(report.horasStandBy) },
        { label: 'Horas detenidas', value: horas(report.horasDetenidas) },
        {
          label: 'Motivo de la detención',
          value: report.motivoDetencion ? MOTIVO_DETENCION_LABEL[report.motivoDetencion] : null,
        },
        { label: 'Viajes', value: formatNumber(report.viajes) },
        { label: 'Cargas', value: formatNumber(report.cargas) },
        {
          label: 'Combustible',
          value:
            report.combustibleLitros === null
              ? null
              : `${formatNumber(report.combustibleLitros, { maxDecimals: 1 })} L`,
        },
        { label: 'Actividades realizadas', value: report.actividades, wide: true },
        { label: 'Observaciones', value: report.observaciones, wide: true },
      ]}
    />
  )
}

/**
 * HR's comment: what must be corrected while en observación; once corrected it stays as the last
 * one until the report is observed again.
 */
export function ObservacionReport({
  report,
}: {
  report: Pick<ReportDetail, 'observacion' | 'estado'>
}) {
  if (!report.observacion) return null
  const vigente = report.estado === 'en-observacion'
  return (
    <Alert variant={vigente ? 'warning' : 'default'}>
      <AlertTitle>{vigente ? 'Observación de RRHH' : 'Última observación de RRHH'}</AlertTitle>
      <AlertDescription>
        <p className="whitespace-pre-line">{report.observacion}</p>
      </AlertDescription>
    </Alert>
  )
}

/**
 * A titled part of the report's reading (its signatures, its history): the list of entries, or
 * the words shown while it has none.
 */
function SeccionReport<Item>({
  title,
  items,
  empty,
  className,
  children,
}: {
  title: ReactNode
  items: readonly Item[]
  empty: string
  /** The list's layout. */
  className: string
  /** One entry: an `<li>` with its key. */
  children: (item: Item, index: number) => ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className={className}>{items.map(children)}</ol>
      )}
    </section>
  )
}

/** Every signature, newest first, each checked against what it signed. */
export function FirmasReport({ firmas }: { firmas: readonly FirmaReport[] }) {
  return (
    <SeccionReport
      title={`Firmas (${firmas.length})`}
      items={firmas}
      empty="El operador aún no firma este report."
      className="grid gap-3"
    >
      {(firma, index) => (
        <li
          key={firma.id}
          data-firma={firma.id}
          className="grid gap-3 rounded-md border p-3 sm:grid-cols-[10rem_1fr]"
        >
          <img
            src={firma.imagenUrl}
            alt={`Firma de ${firma.firmadoPor.nombre}`}
            className="h-24 w-40 rounded border bg-white object-contain"
          />
          <div className="grid content-start gap-1 text-sm">
            <p className="font-medium">
              {firma.firmadoPor.nombre}
              {index === 0 ? (
                <span className="font-normal text-muted-foreground"> · la más reciente</span>
              ) : null}
            </p>
            <p className="text-muted-foreground">Firmó el {formatDateTime(firma.firmadoEn)}</p>
            <p className="text-muted-foreground">
              Huella{' '}
              <code title={firma.hash} className="font-mono">
                {hashCorto(firma.hash)}
              </code>
            </p>
            <IntegridadBadge integridad={firma.integridad} />
          </div>
        </li>
      )}
    </SeccionReport>
  )
}

/** The report's life, as sentences ("Creado", "Firmado", "Puesto en observación: …"). */
export function HistorialReport({ historial }: { historial: readonly EventoReport[] }) {
  return (
    <SeccionReport
      title="Historial"
      items={historial}
      empty="Sin movimientos registrados."
      className="grid gap-2 text-sm"
    >
      {(evento) => (
        <li
          // Events have no id: their instant and sentence tell them apart.
          key={`${evento.en}-${evento.texto}`}
          className="flex flex-wrap items-baseline gap-x-2 gap-y-1"
        >
          <span className="whitespace-nowrap tabular-nums text-muted-foreground">
            {formatDateTime(evento.en)}
          </span>
          <span>{evento.texto}</span>
          {evento.usuario ? (
            <span className="text-muted-foreground">· {evento.usuario.nombre}</span>
          ) : null}
          {evento.estado ? <EstadoBadge estado={evento.estado} /> : null}
        </li>
      )}
    </SeccionReport>
  )
}

/** The whole report read-only: content, observación, signatures, history, who wrote it. */
export function ReportLectura({ report }: { report: ReportDetail }) {
  return (
    <div className="grid gap-6">
      <ObservacionReport report={report} />
      <Card>
        <CardHeader>
          <CardTitle>Contenido</CardTitle>
        </CardHeader>
        <CardContent>
          <ReportContenido report={report} />
        </CardContent>
      </Card>
      <FirmasReport firmas={report.firmas} />
      <HistorialReport historial={report.historial} />
      <TrackingNote
        creadoEn={report.creadoEn}
        actualizadoEn={report.actualizadoEn}
        creadoPor={report.creadoPor}
        actualizadoPor={report.actualizadoPor}
      />
    </div>
  )
}
