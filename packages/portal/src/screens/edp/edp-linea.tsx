// An EDP's line as every portal shows it: its quantity and tarifa in words, what it was computed
// from (the movements with their guía's folio, the reports it summed, every excluded day with its
// reason, the item's days and hours) and the totals. The backoffice's EDP screens (client and
// external) and the arrendador portal's estados de pago show the same line (decision 064, "The
// lessor's side"): one component, never a copy.
import {
  type EdpItemCalculo,
  type EdpLinea,
  type EdpTotales,
  MOTIVO_DIA_NO_COBRABLE_LABEL,
  type Moneda,
  TIPO_MOVIMIENTO_LABEL,
  UNIDAD_LINEA_EDP_LABEL,
} from '@cordillera/contracts'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { DescriptionList } from '@cordillera/ui/components/description-list'
import { formatClp, formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { cn } from '@cordillera/ui/lib/cn'
import type { ReactNode } from 'react'
import { TableFrame } from '../figures-table.tsx'

const JORNADA_LABEL: Record<string, string> = { dia: 'Día', noche: 'Noche' }

export const peso = (amount: number | null) => (amount === null ? '—' : formatClp(amount))
const PLURAL: Record<EdpLinea['unidad'], string> = {
  hora: 'horas',
  dia: 'días',
  mes: 'meses',
  litro: 'litros',
  viaje: 'viajes',
  unidad: 'unidades',
}
/** A line's quantity in words ("3 días", "1 hora"). */
export const cantidadText = (linea: Pick<EdpLinea, 'cantidad' | 'unidad'>) =>
  `${formatNumber(linea.cantidad, { maxDecimals: 2 })} ${
    linea.cantidad === 1 ? UNIDAD_LINEA_EDP_LABEL[linea.unidad].toLowerCase() : PLURAL[linea.unidad]
  }`
const horas = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} h`

/** A line's tarifa in the contract's moneda per its unit ("UF 1,20 / hora"). */
export function tarifaText(linea: Pick<EdpLinea, 'tarifa' | 'moneda' | 'unidadTarifa'>) {
  return `${formatMonto(linea.tarifa, linea.moneda)} / ${UNIDAD_LINEA_EDP_LABEL[linea.unidadTarifa].toLowerCase()}`
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
      <EvidenciaLista title="Movimientos" items={movimientos} keyOf={(movimiento) => movimiento.id}>
        {(movimiento) => (
          <>
            {TIPO_MOVIMIENTO_LABEL[movimiento.tipo]} del{' '}
            <span className="tabular-nums">{formatDate(movimiento.fecha)}</span>
            {movimiento.guiaDespacho === null
              ? ', sin guía de despacho'
              : `, guía de despacho N° ${movimiento.guiaDespacho}`}
          </>
        )}
      </EvidenciaLista>
      <EvidenciaSeccion title="Reports sumados" shown={reports.length > 0}>
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
      </EvidenciaSeccion>
      <EvidenciaLista title="Días no cobrados" items={diasExcluidos} keyOf={(dia) => dia.fecha}>
        {(dia) => (
          <>
            <span className="tabular-nums">{formatDate(dia.fecha)}</span>:{' '}
            {MOTIVO_DIA_NO_COBRABLE_LABEL[dia.motivo]}. {dia.detalle}
          </>
        )}
      </EvidenciaLista>
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

/** One kind of a line's evidence under its title; nothing while there is none. */
function EvidenciaSeccion({
  title,
  shown,
  children,
}: {
  title: string
  shown: boolean
  children: ReactNode
}) {
  if (!shown) return null
  return (
    <section className="grid gap-1">
      <h4 className="font-medium">{title}</h4>
      {children}
    </section>
  )
}

/** A kind of evidence that is a list (movements, days not billed): one entry each. */
function EvidenciaLista<Item>({
  title,
  items,
  keyOf,
  children,
}: {
  title: string
  items: readonly Item[]
  keyOf: (item: Item) => string
  children: (item: Item) => ReactNode
}) {
  return (
    <EvidenciaSeccion title={title} shown={items.length > 0}>
      <ul className="grid gap-0.5">
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
    </EvidenciaSeccion>
  )
}

/** A table's column headers, each `[header]` or `[header, true]` for a number's (to the end). */
export function HeaderCells({
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
