// obras: every obra, paged, sorted, searched and filtered by the API; each row opens its detail;
// edit, delete and export are offered to whoever has their keys. A razón social's or a
// constructora's detail links here with `f.razonSocialId` / `f.constructoraId` to list its obras.
import {
  type FilterOf,
  type listObrasRoute,
  type ObraRow,
  obraColumns,
} from '@cordillera/contracts'
import type { Connection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
  ListScreen,
  linkCell,
  linkClass,
  type RelatedFilter,
  tableColumns,
  useApi,
} from '@cordillera/portal/screens'
import { Link } from 'react-router'
import { razonSocialFilter } from '../common/related-filters.ts'

const detailHref = (id: string) => href('obras-detalle', { id })

const columns = tableColumns(obraColumns, {
  nombre: linkCell(
    (row: ObraRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
  constructora: (row: ObraRow) => (
    <Link to={href('constructora-detalle', { id: row.constructora.id })} className={linkClass}>
      {row.constructora.nombre}
    </Link>
  ),
  activa: activoCell((row: ObraRow) => row.activa, { femenino: true }),
})

/** The obras of one razón social or constructora, linked from its detail. */
const owners = (api: Connection): RelatedFilter<ObraRow, FilterOf<typeof listObrasRoute>>[] => [
  razonSocialFilter(api, 'Obras de'),
  {
    filter: 'constructoraId',
    prefix: 'Obras de',
    fallback: 'la constructora elegida',
    nameInRow: (row, id) => (row.constructora.id === id ? row.constructora.nombre : undefined),
    name: comercialQueries(api).constructoras.name,
  },
]

export default function ObrasList() {
  const api = useApi()
  return (
    <ListScreen
      queries={comercialQueries(api).obras}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Obras"
      description="Los lugares donde se arriendan los equipos: su constructora, a quién se factura y sus fechas."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por código, nombre o dirección"
      related={owners(api)}
      create={{ route: 'obras-agregar', label: 'Agregar obra' }}
      actions={{
        route: 'obras',
        read: (row) => detailHref(row.id),
        edit: (row) => href('obras-editar', { id: row.id }),
        delete: {
          title: 'Eliminar obra',
          describe: (row) =>
            `¿Eliminar la obra ${row.nombre} (${row.codigo})? Solo se puede si no tiene usuarios de obra.`,
          call: (row) => comercialApi(api).obras.delete(row.id, row.version),
          done: (row) => `${row.nombre} se eliminó.`,
        },
      }}
      export={{ call: comercialApi(api).obras.export, key: rowActionKey('obras', 'export') }}
    />
  )
}
