// contratos, contratos-vigentes and contratos-terminados: one list, told which. Each reads its own
// route (its own key); only the general one filters by estado and exports. Each row opens its
// detail and, while vigente, the four requests whose keys the user holds; any row its EDP
// ("Crear EDP", comercial/crear-edp). A razón social's or an
// obra's link narrows it with `f.razonSocialId` / `f.obraId`.
import {
  type ContratoRow,
  contratoColumns,
  type contratoPageSchema,
  type FilterOf,
  type ListContratosEstadoQuery,
  type listContratosRoute,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import {
  type ComercialQueries,
  comercialApi,
  comercialQueries,
} from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  type ListQueries,
  ListScreen,
  linkCell,
  type RelatedFilter,
  tableColumns,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { formatNumber } from '@cordillera/ui/format'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { obraFilter, razonSocialFilter } from '../common/related-filters.ts'
import { solicitudesDeContrato } from './solicitudes-de-contrato.ts'

export type ContratosLista = 'todos' | 'vigentes' | 'terminados'

const LISTAS = {
  todos: {
    title: 'Contratos',
    description: 'Lo que cada razón social arrienda para una obra, desde su cotización.',
    queries: (queries: ComercialQueries) => queries.contratos,
  },
  vigentes: {
    title: 'Contratos vigentes',
    description: 'Los contratos con activos en arriendo o por cerrar.',
    queries: (queries: ComercialQueries) => queries.contratosVigentes,
  },
  terminados: {
    title: 'Contratos terminados',
    description: 'Los contratos cerrados: sus activos ya volvieron.',
    queries: (queries: ComercialQueries) => queries.contratosTerminados,
  },
} as const

const detailHref = (id: string) => href('contratos-detalle', { id })

const allColumns = tableColumns(contratoColumns, {
  numero: linkCell(
    (row: ContratoRow) => row.folio,
    (row) => detailHref(row.id),
  ),
  estado: (row: ContratoRow) => <EstadoBadge estado={row.estado} />,
  activosEnArriendo: (row: ContratoRow) => (
    <span className="tabular-nums">{formatNumber(row.activosEnArriendo)}</span>
  ),
  solicitudesPendientes: (row: ContratoRow) => (
    <span className="tabular-nums">{formatNumber(row.solicitudesPendientes)}</span>
  ),
})
// The current and finished lists are one estado each: their estado column has nothing to filter.
const oneEstadoColumns = allColumns.map((column) =>
  column.id === 'estado' ? { ...column, filter: undefined } : column,
)

/** The contracts of one razón social or obra, linked from its detail. */
const owners = (
  api: Connection,
): RelatedFilter<ContratoRow, FilterOf<typeof listContratosRoute>>[] => [
  razonSocialFilter(api, 'Contratos de'),
  obraFilter(api, 'Contratos de la obra'),
]

/** The requests a vigente contract takes, each shown to whoever holds its screen's key. */
function requestActions(navigate: (to: string) => unknown): RowAction<ContratoRow>[] {
  const vigente = (row: ContratoRow) => row.estado === 'vigente'
  return [
    ...solicitudesDeContrato.map(([tipo, { boton, route, action }]) => ({
      id: tipo,
      label: boton,
      key: rowActionKey('contratos', action),
      visible: vigente,
      onSelect: (row: ContratoRow) => void navigate(href(route, { id: row.id })),
    })),
    {
      id: 'crear-edp',
      label: 'Crear EDP',
      key: rowActionKey('contratos', 'create-edp'),
      onSelect: (row) => void navigate(href('edp-crear', { id: row.id })),
    },
  ]
}

export function ContratosListScreen({ lista }: { lista: ContratosLista }) {
  const api = useApi()
  const navigate = useNavigate()
  const config = LISTAS[lista]
  // The three lists answer the same rows; only the general one takes an estado filter, which
  // the others never send (a URL filter the route lacks is dropped).
  const queries = config.queries(comercialQueries(api)) as ListQueries<
    ListContratosEstadoQuery,
    z.infer<typeof contratoPageSchema>
  >
  return (
    <ListScreen
      queries={queries}
      defaults={{ sort: { id: 'numero', desc: true } }}
      title={config.title}
      description={config.description}
      columns={lista === 'todos' ? allColumns : oneEstadoColumns}
      rowLabel={(row) => `${row.folio} ${row.obra.nombre}`}
      searchPlaceholder="Buscar por folio u orden de compra"
      related={owners(api)}
      actions={{
        route: 'contratos',
        read: (row) => detailHref(row.id),
        extra: requestActions(navigate),
      }}
      export={
        lista === 'todos'
          ? { call: comercialApi(api).contratos.export, key: rowActionKey('contratos', 'export') }
          : undefined
      }
    />
  )
}
