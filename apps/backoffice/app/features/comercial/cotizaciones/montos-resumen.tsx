// A quotation's Neto / IVA / Total in its moneda and, for UF, the same in pesos at the valor UF of
// its fecha, or why that is not shown yet. The editor's live summary and the detail's totals card
// draw the amounts the same way; both come from montosCotizacion (the API's own module).
import type { EquivalenteClp, Moneda, NetoIvaTotal } from '@cordillera/contracts'
import { formatClp, formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'

/** "$39.485,65": a valor UF carries its two published decimals. */
export const valorUfText = (valor: number) =>
  `$${formatNumber(valor, { minDecimals: 2, maxDecimals: 2 })}`

export const VALOR_UF_FALTANTE =
  'No hay valor UF para ese día: el equivalente se calculará cuando se registre.'

export function MontosResumen({
  moneda,
  montos,
  fecha,
  equivalente,
  valorUfFaltante,
}: {
  moneda: Moneda
  montos: NetoIvaTotal
  /** The quotation's fecha (`yyyy-MM-dd`), the day of its valor UF. */
  fecha: string
  equivalente: EquivalenteClp | null
  valorUfFaltante: boolean
}) {
  return (
    <div className="grid gap-3">
      <Totales
        label={`Totales en ${moneda}`}
        rows={[
          ['Neto', formatMonto(montos.neto, moneda)],
          ['IVA', formatMonto(montos.iva, moneda)],
          ['Total', formatMonto(montos.total, moneda)],
        ]}
      />
      {moneda === 'UF' && equivalente ? (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            Equivalente en pesos al {formatDate(fecha)} (UF {valorUfText(equivalente.valorUf)})
          </p>
          <Totales
            label="Equivalente en pesos"
            rows={[
              ['Neto', formatClp(equivalente.neto)],
              ['IVA', formatClp(equivalente.iva)],
              ['Total', formatClp(equivalente.total)],
            ]}
          />
        </div>
      ) : null}
      {moneda === 'UF' && !equivalente && valorUfFaltante ? (
        <p className="text-sm text-muted-foreground">{VALOR_UF_FALTANTE}</p>
      ) : null}
    </div>
  )
}

function Totales({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <dl aria-label={label} className="grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
      {rows.map(([name, value]) => (
        <div key={name} className="contents" data-total={name}>
          <dt className={name === 'Total' ? 'font-semibold' : 'text-muted-foreground'}>{name}</dt>
          <dd className={`text-right tabular-nums ${name === 'Total' ? 'font-semibold' : ''}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
