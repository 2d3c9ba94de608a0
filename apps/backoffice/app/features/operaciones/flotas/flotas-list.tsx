// flotas: every flota with how many assets it groups, paged, sorted and searched by the API. Each
// row opens its detail; editing needs its key, deleting takes the list's (decision 037): whoever
// sees the list may delete a flota (the API refuses while it holds assets, and says so in the
// dialog).
import { type FlotaRow, flotaColumns } from '@cordillera/contracts'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'

const detailHref = (id: string) => href('flotas-detalle', { id })

const columns = tableColumns(flotaColumns, {
  nombre: linkCell(
    (row: FlotaRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
})

export default function FlotasList() {
  const api = useApi()
  return (
    <ListScreen
      queries={operacionesQueries(api).flotas}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Flotas"
      description="Grupos de activos con nombre, por contrato, faena o región."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre o descripción"
      create={{ route: 'flotas-agregar', label: 'Agregar flota' }}
      actions={{
        route: 'flotas',
        read: (row) => detailHref(row.id),
        edit: (row) => href('flotas-editar', { id: row.id }),
        delete: {
          title: 'Eliminar flota',
          describe: (row) => `¿Eliminar la flota ${row.nombre}? Solo se puede si no tiene activos.`,
          call: (row) => operacionesApi(api).flotas.delete(row.id, row.version),
          done: (row) => `La flota ${row.nombre} se eliminó.`,
        },
      }}
    />
  )
}
