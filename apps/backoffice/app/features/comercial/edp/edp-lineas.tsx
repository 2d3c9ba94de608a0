// What the crear and editar screens show of an EDP's lines: each line with its quantity, tarifa,
// discount and amount, and — on demand — the evidence it was computed from (the movements with
// their guía's folio, the reports it summed, every excluded day with its reason, the item's days
// and hours); the problems of the draft stated plainly (the blocking ones first); and the totals.
import {
  CODIGO_PROBLEMA_EDP_LABEL,
  type EdpItemCalculo,
  type EdpLinea,
  type EdpProblema,
  type EdpTotales,
  MOTIVO_DIA_NO_COBRABLE_LABEL,
  type Moneda,
  TIPO_LINEA_EDP_LABEL,
  TIPO_MOVIMIENTO_LABEL,
  UNIDAD_LINEA_EDP_LABEL,
} from '@cordillera/contracts'
import { TableFrame } from '@cordillera/portal/screens'
import { Alert, AlertDescription, AlertTitle } from '@cordillera/ui/components/alert'
import { Badge, EstadoBadge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { formatClp, formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { cn } from '@cordillera/ui/lib/cn'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { Fragment, type ReactNode, useId, useState } from 'react'

const JORNADA_LABEL: Record<string, string> = { dia: 'Día', noche: 'Noche' }

const peso = (amount: number | null) => (amount === null ? '—' : formatClp(amount))
const PLURAL: Record<EdpLinea['unidad'], string> = {
  hora: 'horas',
  dia: 'días',
  mes: 'meses',
  litro: 'litros',
  viaje: 'viajes',
  unidad: 'unidades',
}
const cantidadText = (linea: Pick<EdpLinea, 'cantidad' | 'unidad'>) =>
  `${formatNumber(linea.cantidad, { maxDecimals: 2 })} ${
    linea.cantidad === 1 ? UNIDAD_LINEA_EDP_LABEL[linea.unidad].toLowerCase() : PLURAL[linea.unidad]
  }`
const horas = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} h`

/** A line's tarifa in the contract's moneda per its unit ("UF 1,20 / hora"). */
export function tarifaText(linea: Pick<EdpLinea, 'tarifa' | 'moneda' | 'unidadTarifa'>) {
  return `${formatMonto(linea.tarifa, linea.moneda)} / ${UNIDAD_LINEA_EDP_LABEL[linea.unidadTarifa].toLowerCase()}`
}

/**
 * What the crear and editar screens show of the lines: the draft's problems, then the card of the
 * lines (with the button that adds a manual one), the totals and what the screen adds under them.
 */
export function EdpLineasCard({
  problemas,
  agregar,
  table,
  totales,
  children,
}: {
  problemas: readonly EdpProblema[]
  agregar: ReactNode
  table: Parameters<typeof EdpLineasTable>[0]
  totales: Parameters<typeof EdpTotalesResumen>[0]
  children?: ReactNode
}) {
  return (
    <>
      <EdpProblemas problemas={problemas} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Líneas</CardTitle>
          {agregar}
        </CardHeader>
        <CardContent className="grid gap-4">
          <EdpLineasTable {...table} />
          <EdpTotalesResumen {...totales} />
          {children}
        </CardContent>
      </Card>
    </>
  )
}

/**
 * The lines of an EDP (or its draft), each one's evidence opened by its own button. `actions`
 * adds a cell of buttons to a line (a manual one's Editar and Quitar); `observaciones` the obra's
 * comment on a line, by its stored id.
 */
export function EdpLineasTable({
  lineas,
  items = [],
  caption,
  actions,
  observaciones,
}: {
  lineas: readonly (EdpLinea & { lineaId?: string })[]
  items?: readonly EdpItemCalculo[]
  caption: string
  actions?: (linea: EdpLinea) => ReactNode
  observaciones?: ReadonlyMap<string, string>
}) {
  const [abiertas, setAbiertas] = useState<ReadonlySet<string>>(new Set())
  const base = useId()
  const toggle = (id: string) =>
    setAbiertas((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  if (lineas.length === 0) {
    return <p className="text-muted-foreground text-sm">El EDP no tiene líneas en este período.</p>
  }
  const columnas = actions ? 8 : 7
  return (
    <TableFrame caption={caption} className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <HeaderCells
            cell="py-2 pr-3"
            columns={[
              ['Línea'],
              ['Cantidad', true],
              ['Tarifa', true],
              ['Bruto', true],
              ['Descuento', true],
              ['Monto', true],
              [
                <span key="evidencia" className="sr-only">
                  Evidencia
                </span>,
              ],
            ]}
          />
          {actions ? (
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Acciones</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lineas.map((linea, index) => {
          const abierta = abiertas.has(linea.id)
          const panel = `${base}-${index}`
          const observacion = linea.lineaId ? observaciones?.get(linea.lineaId) : undefined
          return (
            <Fragment key={linea.id}>
              <tr className="border-b align-top" data-linea={linea.tipo}>
                <td className="py-2 pr-3">
                  <div className="grid gap-0.5">
                    <span>{linea.descripcion}</span>
                    <span className="flex flex-wrap gap-1 text-muted-foreground text-xs">
                      {TIPO_LINEA_EDP_LABEL[linea.tipo]}
                      {linea.motivo ? <span>· Motivo: {linea.motivo}</span> : null}
                    </span>
                    {observacion ? (
                      <Badge variant="warning" className="w-fit whitespace-normal">
                        Observación de la obra: {observacion}
                      </Badge>
                    ) : null}
                  </div>
                </td>
                {[
                  cantidadText(linea),
                  tarifaText(linea),
                  peso(linea.bruto),
                  linea.descuentoPct > 0
                    ? `${peso(linea.descuento)} (${formatNumber(linea.descuentoPct, { maxDecimals: 2 })} %)`
                    : '—',
                ].map((value, cell) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the header's
                  <td key={cell} className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                    {value}
                  </td>
                ))}
                <td className="whitespace-nowrap py-2 pr-3 text-right font-medium tabular-nums">
                  {peso(linea.monto)}
                </td>
                <td className="py-1 pr-3">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={abierta}
                    aria-controls={panel}
                    onClick={() => toggle(linea.id)}
                  >
                    {abierta ? (
                      <ChevronDown aria-hidden="true" />
                    ) : (
                      <ChevronRight aria-hidden="true" />
                    )}
                    Evidencia<span className="sr-only"> de {linea.descripcion}</span>
                  </Button>
                </td>
                {actions ? <td className="py-1">{actions(linea)}</td> : null}
              </tr>
              {abierta ? (
                <tr id={panel} className="border-b bg-muted/40">
                  <td colSpan={columnas} className="p-3">
                    <Evidencia
                      linea={linea}
                      item={items.find((item) => item.itemId === linea.itemId)}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          )
        })}
      </tbody>
    </TableFrame>
  )
}

/** What one line was computed from. */
export function Evidencia({ linea, item }: { linea: EdpLinea; item?: EdpItemCalculo | undefined }) {
  const { movimientos, reports, diasExcluidos, notas } = linea.evidencia
  const nada =
    movimientos.length + reports.length + diasExcluidos.length + notas.length === 0 && !item
  return (
    <div className="grid gap-4 text-sm" data-evidencia={linea.id}>
      {linea.tipo === 'manual' ? (
        <p>
          Línea manual. Motivo: <span className="font-medium">{linea.motivo}</span>
        </p>
      ) : null}
      {item && linea.tipo === 'arriendo' ? (
        <DescriptionList
          items={[
            { label: 'Días en arriendo', value: formatNumber(item.diasEnArriendo) },
            { label: 'Días no cobrables', value: formatNumber(item.diasExcluidos.length) },
            { label: 'Días cobrables', value: formatNumber(item.diasCobrables) },
            ...(item.horas
              ? [
                  { label: 'Horas reportadas', value: horas(item.horas.reportadas) },
                  {
                    label: 'Mínimo prorrateado',
                    value: item.horas.minimo === null ? 'Sin mínimo' : horas(item.horas.minimo),
                  },
                  { label: 'Horas stand-by', value: horas(item.horas.standBy) },
                  { label: 'Horas cobradas', value: horas(item.horas.cobradas) },
                ]
              : []),
          ]}
        />
      ) : null}
      {movimientos.length > 0 ? (
        <section className="grid gap-1">
          <h4 className="font-medium">Movimientos</h4>
          <ul className="grid gap-0.5">
            {movimientos.map((movimiento) => (
              <li key={movimiento.id}>
                {TIPO_MOVIMIENTO_LABEL[movimiento.tipo]} del{' '}
                <span className="tabular-nums">{formatDate(movimiento.fecha)}</span>
                {movimiento.guiaDespacho === null
                  ? ', sin guía de despacho'
                  : `, guía de despacho N° ${movimiento.guiaDespacho}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reports.length > 0 ? (
        <section className="grid gap-1">
          <h4 className="font-medium">Reports sumados</h4>
          <TableFrame caption={`Reports de ${linea.descripcion}`} className="w-full text-xs">
            <thead>
              <tr className="text-left text-muted-foreground">
                <HeaderCells
                  cell="pr-3"
                  columns={[
                    ['Report'],
                    ['Fecha'],
                    ['Jornada'],
                    ['Trabajadas', true],
                    ['Stand-by', true],
                    ['Detenidas', true],
                  ]}
                />
                <th scope="col" className="font-medium">
                  Estado
                </th>
              </tr>
            </thead>
            <tbody>
              {reports.map((report) => (
                <tr key={report.id}>
                  <td className="pr-3 tabular-nums">{report.folio}</td>
                  <td className="pr-3 tabular-nums">{formatDate(report.fecha)}</td>
                  <td className="pr-3">{JORNADA_LABEL[report.jornada] ?? report.jornada}</td>
                  <td className="pr-3 text-right tabular-nums">{horas(report.horasTrabajadas)}</td>
                  <td className="pr-3 text-right tabular-nums">{horas(report.horasStandBy)}</td>
                  <td className="pr-3 text-right tabular-nums">
                    {horas(report.horasDetenidas)}
                    {report.motivoDetencion ? ` (${report.motivoDetencion})` : ''}
                  </td>
                  <td>
                    <EstadoBadge estado={report.estado} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </section>
      ) : null}
      {diasExcluidos.length > 0 ? (
        <section className="grid gap-1">
          <h4 className="font-medium">Días no cobrados</h4>
          <ul className="grid gap-0.5">
            {diasExcluidos.map((dia) => (
              <li key={dia.fecha}>
                <span className="tabular-nums">{formatDate(dia.fecha)}</span>:{' '}
                {MOTIVO_DIA_NO_COBRABLE_LABEL[dia.motivo]}. {dia.detalle}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {notas.length > 0 ? (
        <ul className="grid list-disc gap-0.5 pl-5 text-muted-foreground">
          {notas.map((nota) => (
            <li key={nota}>{nota}</li>
          ))}
        </ul>
      ) : null}
      {nada && linea.tipo !== 'manual' ? (
        <p className="text-muted-foreground">Esta línea no tiene evidencia registrada.</p>
      ) : null}
    </div>
  )
}

/** The draft's problems: the blocking ones (nothing is created while any remains), then notices. */
export function EdpProblemas({ problemas }: { problemas: readonly EdpProblema[] }) {
  const bloqueantes = problemas.filter((problema) => problema.bloqueante)
  const avisos = problemas.filter((problema) => !problema.bloqueante)
  return (
    <>
      {bloqueantes.length > 0 ? (
        <Alert variant="destructive" data-problemas="bloqueantes">
          <AlertTitle>
            {bloqueantes.length === 1
              ? 'Un problema impide crear este EDP'
              : `${formatNumber(bloqueantes.length)} problemas impiden crear este EDP`}
          </AlertTitle>
          <AlertDescription>
            <p>Resuélvalos en su origen (valores UF, tarifas del contrato, reports) y recalcule.</p>
            <ProblemasList problemas={bloqueantes} className="mt-2" />
          </AlertDescription>
        </Alert>
      ) : null}
      {avisos.length > 0 ? (
        <Alert variant="warning" data-problemas="avisos">
          <AlertTitle>Para revisar</AlertTitle>
          <AlertDescription>
            <ProblemasList problemas={avisos} />
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  )
}

function ProblemasList({
  problemas,
  className,
}: {
  problemas: readonly EdpProblema[]
  className?: string
}) {
  return (
    <ul className={cn('grid list-disc gap-1 pl-5', className)}>
      {problemas.map((problema, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; their order is the computation's
        <li key={index}>
          <span className="font-medium">{CODIGO_PROBLEMA_EDP_LABEL[problema.codigo]}:</span>{' '}
          {problema.mensaje}
        </li>
      ))}
    </ul>
  )
}

/** A table's column headers, each `[header]` or `[header, true]` for a number's (to the end). */
function HeaderCells({
  cell,
  columns,
}: {
  cell: string
  columns: readonly (readonly [header: ReactNode, numeric?: boolean])[]
}) {
  return columns.map(([header, numeric], index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: headers are positional, like the cells
    <th key={index} scope="col" className={cn(cell, numeric && 'text-right', 'font-medium')}>
      {header}
    </th>
  ))
}

/** Neto, IVA and total in pesos; with a UF contract, the valor UF they were converted with. */
export function EdpTotalesResumen({
  totales,
  moneda,
  valorUf,
}: {
  totales: EdpTotales | null
  moneda: Moneda
  valorUf: { fecha: string; valor: number } | null
}) {
  return (
    <div className="grid gap-2" data-totales>
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Neto</dt>
        <dd className="text-right tabular-nums" data-total="neto">
          {peso(totales?.neto ?? null)}
        </dd>
        <dt className="text-muted-foreground">IVA (19 %)</dt>
        <dd className="text-right tabular-nums" data-total="iva">
          {peso(totales?.iva ?? null)}
        </dd>
        <dt className="font-medium">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-total="total">
          {peso(totales?.total ?? null)}
        </dd>
      </dl>
      {moneda === 'UF' ? (
        <p className="text-right text-muted-foreground text-xs">
          {valorUf
            ? `Líneas en UF convertidas a pesos con el valor UF del ${formatDate(valorUf.fecha)}: ${`$${formatNumber(valorUf.valor, { minDecimals: 2, maxDecimals: 2 })}`}.`
            : 'Sin valor UF del cierre: los montos en pesos no se pueden calcular.'}
        </p>
      ) : null}
    </div>
  )
}
