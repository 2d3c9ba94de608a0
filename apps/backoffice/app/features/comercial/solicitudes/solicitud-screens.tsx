// The request's list, declared once (decision 054): every request, staff's and site clients', the
// newest first, filtered by tipo, estado and origen in the columns, or by obra or contrato from a
// detail's link. Each row opens its detail; a pending one may be edited by whoever holds the key.
// Its detail (approving and rejecting) and its editar are pages of their own.
import {
  type FilterOf,
  type listSolicitudesRoute,
  type SolicitudRow,
  solicitudColumns,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { entityScreens, type RelatedFilter, RowLink } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { obraFilter } from '../common/related-filters.ts'
import { OrigenBadge } from './solicitud-fields.tsx'

export const solicitudScreens = entityScreens({
  area: [comercialQueries, comercialApi],
  route: 'solicitudes',
  noun: 'la solicitud',
  list: {
    description:
      'Adiciones, cambios, retiros y cierres de contratos, y los pedidos de los clientes en obra.',
    search: 'Buscar por folio o comentarios',
    sort: 'numero',
    descending: true,
    columns: solicitudColumns,
    cells: {
      origen: (row: SolicitudRow) => <OrigenBadge origen={row.origen} />,
      contrato: (row: SolicitudRow) =>
        row.contrato === null ? null : (
          <RowLink route="contratos-detalle" id={row.contrato.id}>
            {row.contrato.folio}
          </RowLink>
        ),
      estado: (row: SolicitudRow) => <EstadoBadge estado={row.estado} />,
    },
    related: (api) => owners(api),
  },
})

/** The requests of one obra or contract, linked from its detail. */
const owners = (
  api: Connection,
): RelatedFilter<SolicitudRow, FilterOf<typeof listSolicitudesRoute>>[] => [
  {
    filter: 'contratoId',
    prefix: 'Solicitudes del contrato',
    fallback: 'elegido',
    nameInRow: (row, id) => (row.contrato?.id === id ? row.contrato.folio : undefined),
    name: comercialQueries(api).contratos.name,
  },
  obraFilter(api, 'Solicitudes de la obra'),
]
