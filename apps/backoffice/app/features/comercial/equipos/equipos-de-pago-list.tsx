// equipos-de-pago (comercial): the assets on rent in a billing period (the current month unless
// chosen; `f.desde`/`f.hasta` in the URL), one row per contract item with its tarifa and the days
// of the period it was on rent — what an EDP will bill from. Hours come from the daily reports,
// which do not exist yet: an hour-billed row says so instead of a number. Paged, sorted (contract,
// obra, días), filtered (unidad in its column; obra and contract from the URL or a row's action)
// and searched (folio, código) by the API, exported as CSV or Excel; a line under the table sums
// the period's items and días over every page.
import {
  type EquipoDePagoRow,
  equipoDePagoColumns,
  type FilterOf,
  fechaEnSantiago,
  type ListQueryOf,
  type listEquiposDePagoRoute,
  mesDe,
  type Periodo,
  SIN_PARTES_DIARIOS,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { routeByName } from '@cordillera/permissions'
import {
  contratoObraFilters,
  ListScreen,
  PeriodoPicker,
  tableColumns,
  useApi,
  useListScreen,
} from '@cordillera/portal/screens'
import type { DataTableState, RowAction } from '@cordillera/ui/components/data-table/data-table'
import { formatDate, formatMonto, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { Filter } from 'lucide-react'
import { codigoCell } from '../common/celdas.tsx'

type Query = ListQueryOf<typeof listEquiposDePagoRoute>
type Filtro = FilterOf<typeof listEquiposDePagoRoute>

const date = (value: string | null) => (
  <span className="whitespace-nowrap tabular-nums">{formatDate(value)}</span>
)

/** The contract and the asset link to their screens for whoever may open them. */
const columns = tableColumns(equipoDePagoColumns, {
  contrato: codigoCell(
    'contratos-detalle',
    (row: EquipoDePagoRow) => ({ id: row.contrato.id, codigo: row.contrato.folio }),
    'whitespace-nowrap font-medium tabular-nums',
  ),
  obra: (row: EquipoDePagoRow) => (
    <span>
      <span className="whitespace-nowrap tabular-nums">{row.obra.codigo}</span> {row.obra.nombre}
    </span>
  ),
  activo: codigoCell('activos-detalle', (row: EquipoDePagoRow) => row.activo),
  tarifa: (row: EquipoDePagoRow) => (
    <span className="whitespace-nowrap tabular-nums">
      {formatMonto(row.tarifa, row.contrato.moneda)}
    </span>
  ),
  fechaEntrega: (row: EquipoDePagoRow) => date(row.fechaEntrega),
  fechaRetiro: (row: EquipoDePagoRow) => date(row.fechaRetiro),
  desde: (row: EquipoDePagoRow) => date(row.desde),
  hasta: (row: EquipoDePagoRow) => date(row.hasta),
  dias: (row: EquipoDePagoRow) => <span className="tabular-nums">{formatNumber(row.dias)}</span>,
  horas: (row: EquipoDePagoRow) =>
    row.horas !== null ? (
      <span className="tabular-nums">{formatNumber(row.horas, { maxDecimals: 1 })}</span>
    ) : row.unidadCobro === 'hora' ? (
      <span className="text-muted-foreground text-xs">{SIN_PARTES_DIARIOS}</span>
    ) : null,
})

const owners = (api: Connection) => contratoObraFilters<EquipoDePagoRow, Filtro>(api)

/** The period the table's filters ask for: the current month (Santiago) for an end not chosen. */
export function periodoDeFiltros(filters: Record<string, string>, hoy: string): Periodo {
  const mes = mesDe(filters.desde ?? hoy)
  return { desde: filters.desde ?? mes.desde, hasta: filters.hasta ?? mes.hasta }
}

export default function EquiposDePagoList() {
  const api = useApi()
  const base = comercialQueries(api).equiposDePago
  // The query the list screen sends this render, to read its page's totals from the same cache
  // entry (no second request).
  let sent: Query | undefined
  const list = useListScreen({
    queries: {
      filters: base.filters,
      list: (query: Query) => {
        sent = query
        return base.list(query)
      },
    },
    defaults: { sort: { id: 'contrato', desc: false } },
  })
  const { table } = list
  const page = useQuery({ ...base.list(sent ?? {}), enabled: sent !== undefined })
  const periodo = periodoDeFiltros(table.state.filters, fechaEnSantiago(new Date()))
  const filtrar = (filters: Partial<Record<Filtro, string>>) =>
    table.onStateChange({
      ...table.state,
      filters: { ...table.state.filters, ...filters },
      page: 1,
    } satisfies DataTableState)
  const rowActions: RowAction<EquipoDePagoRow>[] = [
    {
      id: 'ver-contrato',
      label: 'Ver solo este contrato',
      icon: <Filter aria-hidden="true" />,
      key: routeByName('equipos-de-pago').key,
      onSelect: (row) => filtrar({ contratoId: row.contrato.id }),
    },
    {
      id: 'ver-obra',
      label: 'Ver solo esta obra',
      icon: <Filter aria-hidden="true" />,
      key: routeByName('equipos-de-pago').key,
      onSelect: (row) => filtrar({ obraId: row.obra.id }),
    },
  ]
  const totalDias = page.data?.totalDias

  return (
    <ListScreen
      list={list}
      title="Equipos de pago"
      description="Los activos en arriendo en un periodo, con su tarifa y los días en arriendo: la base del estado de pago."
      columns={columns}
      rowLabel={(row) => `${row.contrato.folio} ${row.activo.codigo}`}
      searchPlaceholder="Buscar por folio del contrato o código del activo"
      above={
        <PeriodoPicker
          value={periodo}
          onChange={(next) => filtrar({ desde: next.desde, hasta: next.hasta })}
        />
      }
      related={owners(api)}
      rowActions={rowActions}
      // The catalogue has no export key of its own: whoever reads the list may take it away.
      export={{ call: comercialApi(api).equiposDePago.export }}
      below={
        <p className="text-sm" aria-live="polite">
          Del {formatDate(periodo.desde)} al {formatDate(periodo.hasta)}:{' '}
          <span className="font-medium tabular-nums">{formatNumber(table.total)}</span>{' '}
          {table.total === 1 ? 'ítem' : 'ítems'}
          {totalDias === undefined ? null : (
            <>
              , <span className="font-medium tabular-nums">{formatNumber(totalDias)}</span>{' '}
              {totalDias === 1 ? 'día' : 'días'} en arriendo
            </>
          )}
          .
        </p>
      }
    />
  )
}
