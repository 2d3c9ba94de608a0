// tipos-activo: every tipo de activo with its categoría, how it is charged, its reference rate and
// how many assets it has; paged, sorted, filtered (categoría, requiere operador) and searched by
// the API. Each row opens its detail; edit and delete are offered to whoever has their keys (the
// API refuses to delete a tipo that still has assets).
import { type TipoActivoRow, tipoActivoColumns } from '@cordillera/contracts'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { formatClp } from '@cordillera/ui/format'

const detailHref = (id: string) => href('tipos-activo-detalle', { id })

const columns = tableColumns(tipoActivoColumns, {
  nombre: linkCell(
    (row: TipoActivoRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
  tarifaReferencia: (row: TipoActivoRow) => (
    <span className="whitespace-nowrap tabular-nums">{formatClp(row.tarifaReferencia)}</span>
  ),
})

export default function TiposActivoList() {
  const api = useApi()
  return (
    <ListScreen
      queries={operacionesQueries(api).tiposActivo}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Tipos de activo"
      description="Lo que se cotiza y arrienda, con su unidad de cobro y tarifa de referencia."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre o descripción"
      create={{ route: 'tipos-activo-agregar', label: 'Agregar tipo de activo' }}
      actions={{
        route: 'tipos-activo',
        read: (row) => detailHref(row.id),
        edit: (row) => href('tipos-activo-editar', { id: row.id }),
        delete: {
          title: 'Eliminar tipo de activo',
          describe: (row) =>
            `¿Eliminar el tipo de activo ${row.nombre}? Solo se puede si no tiene activos.`,
          call: (row) => operacionesApi(api).tiposActivo.delete(row.id, row.version),
          done: (row) => `El tipo de activo ${row.nombre} se eliminó.`,
        },
      }}
    />
  )
}
