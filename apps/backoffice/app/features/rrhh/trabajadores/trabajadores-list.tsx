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
import { trabajadoresQueries } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
  ListError,
  linkCell,
  RouteLinkButton,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useListScreen,
} from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Plus } from 'lucide-react'
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
  const can = useCan()
  const navigate = useNavigate()
  const { table, error } = useListScreen({
    queries: trabajadoresQueries(api).trabajadores,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const rowActions = standardRowActions(
    'trabajadores',
    {
      read: (row: TrabajadorRow) => detailHref(row.id),
      edit: (row) => href('trabajadores-editar', { id: row.id }),
      extra: [
        {
          id: 'documentos',
          label: 'Documentos',
          key: rowActionKey('trabajadores', 'files'),
          onSelect: (row) => void navigate(href('trabajadores-documentos', { id: row.id })),
        },
      ],
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="trabajadores-crear" icon={Plus}>
      Crear trabajador
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Trabajadores"
        description="Las personas de la empresa: su cargo, desde cuándo trabajan, quiénes operan maquinaria y sus documentos."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<TrabajadorRow>
        label="Trabajadores"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.nombres} ${row.apellidos}`}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por RUT, nombre o cargo"
        emptyAction={createButton}
        {...table}
      />
    </div>
  )
}
