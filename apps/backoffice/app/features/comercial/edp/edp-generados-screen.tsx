// edp-generados and its five tabs (revision-comercial-1, revision-obra, observado-obra,
// revision-comercial-2, aprobado-obra): one list of estados de pago, each tab its own route (its
// own catalogue key; the keyless ones take the list's, decision 061) showing one estado, with
// every tab's count from the count route under the same filters. Filters: obra and razón social
// (a row's action or a detail's link, `f.obraId` / `f.razonSocialId`), the period and the total's
// range; paged and sorted by the API, exported as CSV or Excel. A row opens the EDP (its editar
// route, read-only outside revisión comercial; decision 062).
import {
  type EdpConteos,
  type EdpRow,
  ESTADOS_EDP_EDITABLES,
  type EstadoEdp,
  edpColumns,
  type FilterOf,
  formatRut,
  type listEdpRoute,
  parseClp,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { type AccessKey, href, type RouteName, rowActionKey } from '@cordillera/permissions'
import {
  FiltroBuscado,
  filtrar as filtrarTabla,
  ListScreen,
  linkCell,
  type RelatedFilter,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import type { LoadOptions } from '@cordillera/ui/components/combobox'
import type { DataTableColumn, RowAction } from '@cordillera/ui/components/data-table/data-table'
import { Input } from '@cordillera/ui/components/input'
import { Label } from '@cordillera/ui/components/label'
import { formatClp, formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { FileDown, Filter } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { codigoCell } from '../common/celdas.tsx'
import { obraOptions, PeriodoFiltro } from '../common/edp-filtros.tsx'
import { contratoFilter, obraFilter, razonSocialFilter } from '../common/related-filters.ts'
import { useArchivoEdp } from './edp-archivos.tsx'

type Filtro = FilterOf<typeof listEdpRoute>

/** One tab: its route, its estado (none: every estado) and the key that shows it. */
export type EdpTab = {
  route: RouteName
  label: string
  estado: EstadoEdp | null
  key: AccessKey
}

const LISTAR: AccessKey = 'comercial/listar-edp'

/** The tabs in the workflow's order; keyless tab routes take the list's key (decision 061). */
export const EDP_TABS = [
  { route: 'edp-generados', label: 'Todos', estado: null, key: LISTAR },
  {
    route: 'edp-revision-comercial-1',
    label: 'Revisión comercial 1',
    estado: 'revision-comercial-1',
    key: 'comercial/edp-revision-comercial-1',
  },
  { route: 'edp-revision-obra', label: 'Revisión obra', estado: 'revision-obra', key: LISTAR },
  {
    route: 'edp-observado-obra',
    label: 'Observado por obra',
    estado: 'observado-obra',
    key: 'comercial/edp-observado-obra',
  },
  {
    route: 'edp-revision-comercial-2',
    label: 'Revisión comercial 2',
    estado: 'revision-comercial-2',
    key: LISTAR,
  },
  { route: 'edp-aprobado-obra', label: 'Aprobado por obra', estado: 'aprobado-obra', key: LISTAR },
] as const satisfies readonly EdpTab[]

export type EdpTabRoute = (typeof EDP_TABS)[number]['route']

/** The filters the count route takes: the list's, without the tab. */
const FILTROS_CONTEO = [
  'obraId',
  'razonSocialId',
  'contratoId',
  'desde',
  'hasta',
  'montoMinimo',
  'montoMaximo',
] as const satisfies readonly Filtro[]

export function conteosQuery(filters: Record<string, string>) {
  const query: Record<string, string> = {}
  for (const name of FILTROS_CONTEO) {
    const value = filters[name]
    if (value !== undefined && value !== '') query[name] = value
  }
  return query
}

/** How many a tab shows: every estado's sum for Todos. */
export function conteoDe(conteos: EdpConteos | undefined, estado: EstadoEdp | null) {
  if (!conteos) return undefined
  return estado === null ? conteos.total : conteos.porEstado[estado]
}

const editable = (estado: EstadoEdp) =>
  (ESTADOS_EDP_EDITABLES as readonly string[]).includes(estado)

const editHref = (row: EdpRow) => href('edp-editar', { contratoId: row.contrato.id, edpId: row.id })

function columnsFor(canOpen: boolean, extra: readonly DataTableColumn<EdpRow>[]) {
  return tableColumns(
    // The tab is the estado: its column shows it, with nothing to filter.
    edpColumns.map((column) =>
      column.id === 'estado' ? { ...column, filter: undefined } : column,
    ) as typeof edpColumns,
    {
      numero: linkCell(
        (row: EdpRow) => row.folio,
        (row) => (canOpen ? editHref(row) : null),
      ),
      contrato: codigoCell('contratos-detalle', (row: EdpRow) => ({
        id: row.contrato.id,
        codigo: row.contrato.folio,
      })),
      total: (row: EdpRow) => <span className="tabular-nums">{formatClp(row.total)}</span>,
      neto: (row: EdpRow) => <span className="tabular-nums">{formatClp(row.neto)}</span>,
      iva: (row: EdpRow) => <span className="tabular-nums">{formatClp(row.iva)}</span>,
      estado: (row: EdpRow) => <EstadoBadge estado={row.estado} />,
    },
    extra,
  )
}

const owners = (api: Connection): RelatedFilter<EdpRow, Filtro>[] => [
  razonSocialFilter(api, 'EDP de'),
  obraFilter(api, 'EDP de la obra'),
  contratoFilter(api, 'EDP del contrato'),
]

const NINGUNA: readonly DataTableColumn<EdpRow>[] = []

export function EdpGeneradosScreen({
  tab: route,
  columnas = NINGUNA,
}: {
  tab: EdpTabRoute
  /** A tab's own columns after the list's (aprobado-obra's factura); stable across renders. */
  columnas?: readonly DataTableColumn<EdpRow>[]
}) {
  const api = useApi()
  const can = useCan()
  const tab = EDP_TABS.find((candidate) => candidate.route === route) ?? EDP_TABS[0]
  const queries = comercialQueries(api).edp
  const list = useListScreen({
    queries,
    defaults: { sort: { id: 'numero', desc: true } },
    ...(tab.estado ? { fixedFilters: { estado: tab.estado } } : {}),
  })
  const { table } = list
  const filters = table.state.filters
  const conteos = useQuery(queries.conteos(conteosQuery(filters)))
  const canOpen = can('comercial/editar-edp')
  const columns = useMemo(() => columnsFor(canOpen, columnas), [canOpen, columnas])

  const filtrar = (next: Partial<Record<Filtro, string | null>>) => filtrarTabla(table, next)

  const archivo = useArchivoEdp()
  const rowActions: RowAction<EdpRow>[] = [
    {
      id: 'pdf',
      label: 'Descargar PDF',
      icon: <FileDown aria-hidden="true" />,
      key: rowActionKey('edp-generados', 'export'),
      onSelect: (row) => void archivo.descargar(row, 'pdf'),
    },
    {
      id: 'xlsx',
      label: 'Descargar Excel',
      icon: <FileDown aria-hidden="true" />,
      key: rowActionKey('edp-generados', 'export'),
      onSelect: (row) => void archivo.descargar(row, 'xlsx'),
    },
    {
      id: 'ver-obra',
      label: 'Ver solo esta obra',
      icon: <Filter aria-hidden="true" />,
      key: LISTAR,
      onSelect: (row) => filtrar({ obraId: row.obra.id }),
    },
    {
      id: 'ver-razon-social',
      label: 'Ver solo esta razón social',
      icon: <Filter aria-hidden="true" />,
      key: LISTAR,
      onSelect: (row) => filtrar({ razonSocialId: row.razonSocial.id }),
    },
  ]

  return (
    <ListScreen
      list={list}
      title="EDP generados"
      label={tab.estado ? `EDP en ${tab.label.toLowerCase()}` : 'EDP generados'}
      description="Los estados de pago de cada contrato y período, por etapa: revisión comercial, revisión y aprobación de la obra."
      columns={columns}
      rowLabel={(row) => `${row.folio} ${row.obra.nombre}`}
      searchPlaceholder="Buscar por folio, contrato u orden de compra"
      related={owners(api)}
      rowActions={rowActions}
      actions={{
        route: 'edp-generados',
        edit: (row) => editHref(row),
        visible: { edit: (row) => editable(row.estado) },
      }}
      export={{ call: comercialApi(api).edp.export, key: rowActionKey('edp-generados', 'export') }}
      above={
        <div className="grid gap-4">
          <EdpTabsNav current={tab.route} conteos={conteos.data} can={can} />
          <div className="flex flex-wrap items-end gap-4">
            {pickers(api).map((picker) => (
              <FiltroBuscado
                key={picker.filter}
                className="w-64"
                {...picker}
                value={filters[picker.filter]}
                onChange={(id) => filtrar({ [picker.filter]: id })}
              />
            ))}
            <PeriodoFiltro table={table} />
            <MontoFilter
              label="Total desde"
              value={filters.montoMinimo}
              onChange={(value) => filtrar({ montoMinimo: value })}
            />
            <MontoFilter
              label="Total hasta"
              value={filters.montoMaximo}
              onChange={(value) => filtrar({ montoMaximo: value })}
            />
          </div>
        </div>
      }
    />
  )
}

/** The tabs as links (each a route of its own), with their counts; the current one marked. */
function EdpTabsNav({
  current,
  conteos,
  can,
}: {
  current: EdpTabRoute
  conteos: EdpConteos | undefined
  can: (key: AccessKey) => boolean
}) {
  // A tab keeps the filters (not the page) of the one on screen.
  const params = new URLSearchParams(useLocation().search)
  params.delete('page')
  params.delete('cursor')
  const query = params.toString()
  return (
    <nav aria-label="Etapas del EDP" className="overflow-x-auto">
      <ul className="inline-flex min-w-max gap-1 rounded-lg bg-muted p-1 text-sm">
        {EDP_TABS.filter((tab) => can(tab.key)).map((tab) => {
          const count = conteoDe(conteos, tab.estado)
          const active = tab.route === current
          return (
            <li key={tab.route}>
              <Link
                to={`${href(tab.route)}${query ? `?${query}` : ''}`}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'inline-flex items-center gap-2 rounded-md bg-background px-3 py-1.5 font-medium text-foreground shadow-sm'
                    : 'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
                }
              >
                {tab.label}
                <span
                  className="rounded-full bg-muted-foreground/15 px-2 text-xs tabular-nums"
                  data-conteo={tab.estado ?? 'total'}
                >
                  {count === undefined ? '…' : formatNumber(count)}
                  <span className="sr-only"> EDP</span>
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

const OPTIONS_MAX = 20

/** The obra and the razón social the list can be narrowed to, each searched in the API as typed. */
const pickers = (api: Connection) =>
  [
    {
      filter: 'obraId',
      label: 'Obra',
      name: comercialQueries(api).obras.name,
      placeholder: 'Buscar obra…',
      loadOptions: obraOptions(api),
    },
    {
      filter: 'razonSocialId',
      label: 'Razón social',
      name: comercialQueries(api).razonesSociales.name,
      placeholder: 'Buscar por nombre o RUT…',
      loadOptions: async (q, signal) =>
        (
          await comercialApi(api).razonesSociales.list({ q, pageSize: OPTIONS_MAX }, signal)
        ).items.map((razon) => ({
          value: razon.id,
          label: razon.razonSocial,
          description: formatRut(razon.rut),
        })),
    },
  ] as const satisfies readonly {
    filter: Filtro
    label: string
    name: unknown
    placeholder: string
    loadOptions: LoadOptions
  }[]

/** A whole-peso bound of the total, applied when the field is left or Enter is pressed. */
function MontoFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | null) => void
}) {
  const id = useId()
  const shown = value === undefined ? '' : formatClp(Number(value))
  const [text, setText] = useState(shown)
  const [problema, setProblema] = useState<string | null>(null)
  useEffect(() => setText(shown), [shown])
  const apply = () => {
    if (text.trim() === '') {
      setProblema(null)
      if (value !== undefined) onChange(null)
      return
    }
    const monto = parseClp(text)
    if (monto === null || monto < 0 || !Number.isInteger(monto)) {
      setProblema('Escriba un monto en pesos, sin decimales.')
      return
    }
    setProblema(null)
    if (String(monto) !== value) onChange(String(monto))
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        className="w-40"
        value={text}
        placeholder="$0"
        aria-invalid={problema ? true : undefined}
        aria-describedby={problema ? `${id}-problema` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply()
        }}
      />
      {problema ? (
        <p id={`${id}-problema`} className="text-destructive text-sm">
          {problema}
        </p>
      ) : null}
    </div>
  )
}
