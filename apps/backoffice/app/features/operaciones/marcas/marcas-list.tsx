// marcas: every marca with how many assets use it, paged, sorted and searched by the API. A marca
// has no detail: its name opens its edit screen for whoever may edit. Deleting takes the list's
// key (decision 037): whoever sees the list may delete a marca (the API refuses while assets use
// it, and says so in the dialog).
import { type MarcaRow, marcaColumns } from '@cordillera/contracts'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, rowActionKey } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi, useCan } from '@cordillera/portal/screens'
import { useMemo } from 'react'

const editHref = (id: string) => href('marcas-editar', { id })

export default function MarcasList() {
  const api = useApi()
  const canEdit = useCan()(rowActionKey('marcas', 'edit'))
  const columns = useMemo(
    () =>
      tableColumns(marcaColumns, {
        nombre: linkCell(
          (row: MarcaRow) => row.nombre,
          (row) => (canEdit ? editHref(row.id) : null),
        ),
      }),
    [canEdit],
  )
  return (
    <ListScreen
      queries={operacionesQueries(api).marcas}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Marcas"
      description="Los fabricantes de los activos de la flota."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre"
      create={{ route: 'marcas-agregar', label: 'Agregar marca' }}
      actions={{
        route: 'marcas',
        edit: (row) => editHref(row.id),
        delete: {
          title: 'Eliminar marca',
          describe: (row) =>
            `¿Eliminar la marca ${row.nombre}? Solo se puede si ningún activo la usa.`,
          call: (row) => operacionesApi(api).marcas.delete(row.id, row.version),
          done: (row) => `La marca ${row.nombre} se eliminó.`,
        },
      }}
    />
  )
}
