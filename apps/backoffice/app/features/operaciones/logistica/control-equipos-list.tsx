// control-equipos: the assets on rent, by contract (each contract's assets together, by código)
// unless sorted otherwise: obra, razón social, delivery, days on rent, horómetro, unidad de cobro
// and whether the asset is physically at the obra ("Por despachar", "En taller", "En otra obra"
// otherwise). Filtered by situación and tipo in their columns, by obra and contract from the URL
// (`f.obraId`, `f.contratoId`: an obra's or a folio's filter link), searched by folio or código,
// and exported as CSV or Excel with the visible columns. The folio leads to the contract and the
// código to the asset, for whoever may open them.
import {
  type ControlEquipoRow,
  controlEquipoColumns,
  type FilterOf,
  type FiltersOf,
  type listControlEquiposRoute,
  SITUACION_EQUIPO_LABEL,
  type SituacionEquipo,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import {
  ActivoCodigo,
  contratoObraFilters,
  filtersByColumn,
  ListScreen,
  listFilterQuery,
  RowLink,
  tableColumns,
  useApi,
  useListScreen,
} from '@cordillera/portal/screens'
import { Badge, type BadgeVariant } from '@cordillera/ui/components/badge'
import { formatDate, formatNumber } from '@cordillera/ui/format'
import { Filter } from 'lucide-react'
import { Link } from 'react-router'
import { useColumnsWithOpciones } from './opciones-filtros.ts'

type Filtro = FilterOf<typeof listControlEquiposRoute>

const controlFiltrado = (filters: FiltersOf<typeof listControlEquiposRoute>) =>
  href('control-equipos', {}, listFilterQuery<typeof listControlEquiposRoute>(filters))

const situacionTone: Record<SituacionEquipo, BadgeVariant> = {
  'en-obra': 'success',
  'por-despachar': 'warning',
  'en-taller': 'warning',
  'en-otra-obra': 'danger',
}

/** Whether the asset is at its contract's obra; where it is instead, in words. */
function SituacionBadge({ row }: { row: ControlEquipoRow }) {
  const otra = row.situacion === 'en-otra-obra' ? row.activo.obraActual : null
  return (
    <span className="grid gap-0.5">
      <Badge variant={situacionTone[row.situacion]} data-situacion={row.situacion}>
        {SITUACION_EQUIPO_LABEL[row.situacion]}
      </Badge>
      {otra ? (
        <span className="text-muted-foreground text-xs">
          {otra.codigo} {otra.nombre}
        </span>
      ) : null}
    </span>
  )
}

/** A small link that narrows the control to this row's contract or obra. */
function FiltrarLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="inline-flex size-6 items-center justify-center rounded-sm text-muted-foreground hover:text-foreground"
    >
      <Filter aria-hidden="true" className="size-3.5" />
    </Link>
  )
}

/** The folio and the código link to the contract and the asset for whoever may open them. */
function columnsFor() {
  return tableColumns(controlEquipoColumns, {
    contrato: (row: ControlEquipoRow) => (
      <span className="flex items-center gap-1 whitespace-nowrap tabular-nums">
        <span className="font-medium">
          <RowLink route="contratos-detalle" id={row.contrato.id}>
            {row.contrato.folio}
          </RowLink>
        </span>
        <FiltrarLink
          to={controlFiltrado({ contratoId: row.contrato.id })}
          label={`Ver solo ${row.contrato.folio}`}
        />
      </span>
    ),
    obra: (row: ControlEquipoRow) => (
      <span className="flex items-center gap-1">
        <span>
          <span className="whitespace-nowrap tabular-nums">{row.obra.codigo}</span>{' '}
          {row.obra.nombre}
        </span>
        <FiltrarLink
          to={controlFiltrado({ obraId: row.obra.id })}
          label={`Ver solo la obra ${row.obra.codigo}`}
        />
      </span>
    ),
    activo: (row: ControlEquipoRow) => <ActivoCodigo activo={row.activo} className="font-medium" />,
    fechaEntrega: (row: ControlEquipoRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatDate(row.fechaEntrega)}</span>
    ),
    diasEnArriendo: (row: ControlEquipoRow) => (
      <span className="tabular-nums">{formatNumber(row.diasEnArriendo)}</span>
    ),
    horometro: (row: ControlEquipoRow) => (
      <span className="whitespace-nowrap tabular-nums">{formatNumber(row.activo.horometro)} h</span>
    ),
    situacion: (row: ControlEquipoRow) => <SituacionBadge row={row} />,
  })
}

const baseColumns = columnsFor()

const owners = (api: Connection) => contratoObraFilters<ControlEquipoRow, Filtro>(api)

export default function ControlEquiposList() {
  const api = useApi()
  const list = useListScreen({
    queries: operacionesQueries(api).controlEquipos,
    defaults: { sort: { id: 'contrato', desc: false } },
  })
  const columns = useColumnsWithOpciones(baseColumns)
  return (
    <ListScreen
      list={list}
      title="Control de equipos"
      description="Los activos en arriendo por contrato y obra, y si están físicamente en ella."
      label="Equipos en arriendo"
      columns={columns}
      table={filtersByColumn(list.table, { tipoActivo: 'tipoActivoId' })}
      rowLabel={(row) => `${row.contrato.folio} ${row.activo.codigo}`}
      searchPlaceholder="Buscar por folio del contrato o código del activo"
      related={owners(api)}
      // The catalogue has no export key for the control: whoever reads it may take it away.
      export={{ call: operacionesApi(api).controlEquipos.export }}
    />
  )
}
