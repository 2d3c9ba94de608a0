// trabajadores: HR's workers, paged, sorted, searched and filtered by the API (operators or not,
// active or not, part of the cargo); each row opens his detail; edit and documents are offered to
// whoever has their key (the worker's detail key, for both). No delete and no export: the
// catalogue has no key for either (a worker who leaves is set inactive).
import {
  fechaText,
  nombreTrabajadorText,
  type TrabajadorRow,
  trabajadorColumns,
} from '@cordillera/contracts'
import { rrhhQueries } from '@cordillera/data-client/rrhh'
import { href, rowActionKey } from '@cordillera/permissions'
import { activoCell, ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { useNavigate } from 'react-router'

const detailHref = (id: string) => href('trabajadores-detalle', { id })

const columns = tableColumns(trabajadorColumns, {
  nombre: linkCell(nombreTrabajadorText, (row: TrabajadorRow) => detailHref(row.id)),
  fechaIngreso: (row: TrabajadorRow) => (
    <span className="whitespace-nowrap tabular-nums">{fechaText(row.fechaIngreso)}</span>
  ),
  esOperador: (row: TrabajadorRow) =>
    row.operador ? <Badge variant="info">Licencia {row.operador.licenciaClase}</Badge> : null,
  activo: activoCell((row: TrabajadorRow) => row.activo),
})

export default function TrabajadoresList() {
  const api = useApi()
  const navigate = useNavigate()
  return (
    <ListScreen
      queries={rrhhQueries(api).trabajadores}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Trabajadores"
      description="Las personas de la empresa: su cargo, desde cuándo trabajan, quiénes operan maquinaria y sus documentos."
      columns={columns}
      rowLabel={(row) => `${row.nombres} ${row.apellidos}`}
      searchPlaceholder="Buscar por RUT, nombre o cargo"
      create={{ route: 'trabajadores-crear', label: 'Crear trabajador' }}
      actions={{
        route: 'trabajadores',
        read: (row) => detailHref(row.id),
        edit: (row) => href('trabajadores-editar', { id: row.id }),
        extra: [
          {
            id: 'documentos',
            label: 'Documentos',
            key: rowActionKey('trabajadores', 'files'),
            onSelect: (row) => void navigate(href('trabajadores-documentos', { id: row.id })),
          },
        ],
      }}
    />
  )
}
