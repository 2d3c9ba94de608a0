// grupo-cliente: every grupo cliente (holding) with how many razones sociales it gathers, paged,
// sorted and searched by the API; each row opens its detail; edit, delete and export are offered
// to whoever has their keys (the API refuses to delete a group that still has razones sociales).
import { type GrupoClienteRow, grupoClienteColumns } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'

const detailHref = (id: string) => href('grupo-cliente-detalle', { id })

const columns = tableColumns(grupoClienteColumns, {
  nombre: linkCell(
    (row: GrupoClienteRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
})

export default function GruposClienteList() {
  const api = useApi()
  return (
    <ListScreen
      queries={comercialQueries(api).gruposCliente}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Grupos cliente"
      description="Los holdings que reúnen varias razones sociales de un mismo cliente."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre o descripción"
      create={{ route: 'grupo-cliente-agregar', label: 'Agregar grupo' }}
      actions={{
        route: 'grupo-cliente',
        read: (row) => detailHref(row.id),
        edit: (row) => href('grupo-cliente-editar', { id: row.id }),
        delete: {
          title: 'Eliminar grupo cliente',
          describe: (row) =>
            `¿Eliminar el grupo ${row.nombre}? Solo se puede si no tiene razones sociales.`,
          call: (row) => comercialApi(api).gruposCliente.delete(row.id, row.version),
          done: (row) => `El grupo ${row.nombre} se eliminó.`,
        },
      }}
      export={{
        call: comercialApi(api).gruposCliente.export,
        key: rowActionKey('grupo-cliente', 'export'),
      }}
    />
  )
}
