// solicitudes: every request, staff's and site clients', paged, sorted and filtered by the API
// (tipo, estado, origen in the columns; obra or contrato from a detail's link). Each row opens its
// detail; a pending one may be edited or rejected by whoever holds those keys.
import {
  type FilterOf,
  type listSolicitudesRoute,
  type SolicitudRow,
  solicitudColumns,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  ListScreen,
  linkCell,
  type RelatedFilter,
  RowLink,
  tableColumns,
  useApi,
} from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'
import { useState } from 'react'
import { contratoFilter, obraFilter } from '../common/related-filters.ts'
import { RejectSolicitudDialog, type SolicitudARechazar } from './reject-solicitud.tsx'
import { OrigenBadge } from './solicitud-fields.tsx'

const detailHref = (id: string) => href('solicitudes-detalle', { id })
const pendiente = (row: SolicitudRow) => row.estado === 'pendiente'

/** The folio opens the request; the contract links for whoever may open it. */
const columns = tableColumns(solicitudColumns, {
  numero: linkCell(
    (row: SolicitudRow) => row.folio,
    (row) => detailHref(row.id),
  ),
  origen: (row: SolicitudRow) => <OrigenBadge origen={row.origen} />,
  contrato: (row: SolicitudRow) =>
    row.contrato === null ? null : (
      <RowLink route="contratos-detalle" id={row.contrato.id}>
        {row.contrato.folio}
      </RowLink>
    ),
  estado: (row: SolicitudRow) => <EstadoBadge estado={row.estado} />,
})

/** The requests of one obra or contract, linked from its detail. */
const owners = (
  api: Connection,
): RelatedFilter<SolicitudRow, FilterOf<typeof listSolicitudesRoute>>[] => [
  contratoFilter(api, 'Solicitudes del contrato'),
  obraFilter(api, 'Solicitudes de la obra'),
]

export default function SolicitudesList() {
  const api = useApi()
  const [rechazando, setRechazando] = useState<SolicitudARechazar | null>(null)
  return (
    <ListScreen
      queries={comercialQueries(api).solicitudes}
      defaults={{ sort: { id: 'numero', desc: true } }}
      title="Solicitudes"
      description="Adiciones, cambios, retiros y cierres de contratos, y los pedidos de los clientes en obra."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar por folio o comentarios"
      related={owners(api)}
      actions={{
        route: 'solicitudes',
        read: (row) => detailHref(row.id),
        edit: (row) => href('solicitudes-editar', { id: row.id }),
        extra: [
          {
            id: 'rechazar',
            label: 'Rechazar',
            key: rowActionKey('solicitudes', 'reject'),
            destructive: true,
            visible: pendiente,
            onSelect: (row) => setRechazando(row),
          },
        ],
        visible: { edit: pendiente },
      }}
      below={<RejectSolicitudDialog solicitud={rechazando} onClose={() => setRechazando(null)} />}
    />
  )
}
