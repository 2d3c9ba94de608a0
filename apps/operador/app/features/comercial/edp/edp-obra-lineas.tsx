// An EDP's lines as the site reads them on a phone: what each bills (quantity, tarifa, discount,
// amount) and, for a rented item, its days and hours (on rent, not billed, billable; reported,
// minimum, billed); its evidence on demand — the movements with their guía, the reports summed,
// every day not billed with its reason. While the obra observes, each line takes a comment.
import {
  type EdpItemCalculo,
  type EdpLineaGuardada,
  formatClp,
  formatMonto,
  formatNumber,
  JORNADA_LABEL,
  MOTIVO_DIA_NO_COBRABLE_LABEL,
  TIPO_LINEA_EDP_LABEL,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import { estadoLabel } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Label } from '@cordillera/ui/components/label'
import { Textarea } from '@cordillera/ui/components/textarea'
import { formatDate } from '@cordillera/ui/format'
import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cantidadText, horasDeReports, porUnidad } from './edp-obra-text.ts'

export type ObservacionLinea = {
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** A line as people count them: the API's `posicion` starts at 0, the PDF's and this list's at 1. */
export const numeroDeLinea = (posicion: number) => posicion + 1

export function LineaEdp({
  linea,
  item,
  observacion,
}: {
  linea: EdpLineaGuardada
  /** What the computation found for the line's item (days, hours), when it bills one. */
  item: EdpItemCalculo | undefined
  /** While the obra observes: the line's own comment. */
  observacion: ObservacionLinea | undefined
}) {
  const hechos: { term: string; value: ReactNode }[] = [
    { term: 'Cantidad', value: cantidadText(linea.cantidad, linea.unidad) },
    {
      term: 'Tarifa',
      value: `${formatMonto(linea.tarifa, linea.moneda)} por ${porUnidad(linea.unidadTarifa)}${
        linea.moneda === 'UF' && linea.tarifaClp !== null ? ` (${formatClp(linea.tarifaClp)})` : ''
      }`,
    },
  ]
  if (linea.descuentoPct > 0) {
    hechos.push({
      term: 'Descuento',
      value: `${formatNumber(linea.descuentoPct)} % (${formatClp(linea.descuento)})`,
    })
  }
  if (item && linea.tipo === 'arriendo') {
    hechos.push(
      { term: 'Días en arriendo', value: formatNumber(item.diasEnArriendo) },
      { term: 'Días no cobrables', value: formatNumber(item.diasExcluidos.length) },
      { term: 'Días cobrables', value: formatNumber(item.diasCobrables) },
    )
    if (item.horas) {
      hechos.push(
        { term: 'Horas reportadas', value: `${formatNumber(item.horas.reportadas)} h` },
        {
          term: 'Mínimo',
          value: item.horas.minimo === null ? 'Sin mínimo' : `${formatNumber(item.horas.minimo)} h`,
        },
        { term: 'Horas cobradas', value: `${formatNumber(item.horas.cobradas)} h` },
      )
    }
  }
  return (
    <li className="grid gap-3 rounded-lg border p-3" data-linea={linea.lineaId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="text-sm text-muted-foreground">
            {numeroDeLinea(linea.posicion)}. {TIPO_LINEA_EDP_LABEL[linea.tipo]}
          </p>
          <p className="break-words font-medium">{linea.descripcion}</p>
          {linea.motivo ? (
            <p className="break-words text-sm text-muted-foreground">Motivo: {linea.motivo}</p>
          ) : null}
        </div>
        <p className="font-semibold tabular-nums">{formatClp(linea.monto)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {hechos.map((hecho) => (
          <div key={hecho.term} className="grid gap-0.5">
            <dt className="text-muted-foreground">{hecho.term}</dt>
            <dd className="tabular-nums">{hecho.value}</dd>
          </div>
        ))}
      </dl>
      <Evidencia linea={linea} />
      {observacion ? <ComentarioLinea linea={linea} observacion={observacion} /> : null}
    </li>
  )
}

function ComentarioLinea({
  linea,
  observacion,
}: {
  linea: EdpLineaGuardada
  observacion: ObservacionLinea
}) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Observación de la línea {numeroDeLinea(linea.posicion)} (opcional)</Label>
      <Textarea
        id={id}
        value={observacion.value}
        maxLength={1000}
        aria-invalid={observacion.error ? true : undefined}
        aria-describedby={observacion.error ? `${id}-error` : undefined}
        onChange={(event) => observacion.onChange(event.target.value)}
      />
      {observacion.error ? (
        <p id={`${id}-error`} data-slot="field-error" className="text-sm text-destructive">
          {observacion.error}
        </p>
      ) : null}
    </div>
  )
}

/** A line's evidence, shown when asked: nothing of it is in the way of reading the amounts. */
function Evidencia({ linea }: { linea: EdpLineaGuardada }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { movimientos, reports, diasExcluidos, notas } = linea.evidencia
  if (!movimientos.length && !reports.length && !diasExcluidos.length && !notas.length) return null
  const horas = horasDeReports(linea.evidencia)
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown
            aria-hidden="true"
            className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
          {open ? 'Ocultar evidencia' : 'Ver evidencia'}
        </Button>
      </div>
      {open ? (
        <div id={id} className="grid gap-3 rounded-md bg-muted/50 p-3 text-sm">
          {movimientos.length ? (
            <section className="grid gap-1">
              <h4 className="font-medium">Movimientos</h4>
              <ul className="grid gap-1">
                {movimientos.map((movimiento) => (
                  <li key={movimiento.id} className="tabular-nums">
                    {TIPO_MOVIMIENTO_LABEL[movimiento.tipo]} el {formatDate(movimiento.fecha)} ·{' '}
                    {movimiento.guiaDespacho === null
                      ? 'sin guía'
                      : `guía N° ${formatNumber(movimiento.guiaDespacho)}`}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reports.length ? (
            <section className="grid gap-1">
              <h4 className="font-medium">
                {formatNumber(reports.length)} {reports.length === 1 ? 'report' : 'reports'}:{' '}
                {formatNumber(horas.trabajadas)} h trabajadas
                {horas.standBy ? `, ${formatNumber(horas.standBy)} h stand-by` : ''}
                {horas.detenidas ? `, ${formatNumber(horas.detenidas)} h detenidas` : ''}
              </h4>
              <ul className="grid gap-1">
                {reports.map((report) => (
                  <li key={report.id} className="tabular-nums">
                    {report.folio} · {formatDate(report.fecha)} · {JORNADA_LABEL[report.jornada]} ·{' '}
                    {formatNumber(report.horasTrabajadas)} h
                    {report.horasStandBy
                      ? ` (stand-by ${formatNumber(report.horasStandBy)} h)`
                      : ''}{' '}
                    · {estadoLabel(report.estado)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {diasExcluidos.length ? (
            <section className="grid gap-1">
              <h4 className="font-medium">Días no cobrados</h4>
              <ul className="grid gap-1">
                {diasExcluidos.map((dia) => (
                  <li key={dia.fecha}>
                    <span className="tabular-nums">{formatDate(dia.fecha)}</span> ·{' '}
                    {MOTIVO_DIA_NO_COBRABLE_LABEL[dia.motivo]}: {dia.detalle}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {notas.length ? (
            <ul className="grid gap-1 text-muted-foreground">
              {notas.map((nota) => (
                <li key={nota}>{nota}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
