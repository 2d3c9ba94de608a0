// obras: every obra, paged, sorted, searched and filtered by the API; each row opens its detail;
// edit, delete and export are offered to whoever has their keys. A razón social's or a
// constructora's detail links here with `f.razonSocialId` / `f.constructoraId` to list its obras.
import {
  type FilterOf,
  type listObrasRoute,
  type ObraRow,
  obraColumns,
} from '@cordillera/contracts'
import { type ApiClient, comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, rowActionKey } from '@cordillera/permissions'
import {
  activoCell,
  exportWith,
  ListError,
  linkCell,
  linkClass,
  type RelatedFilter,
  RelatedFilterNotice,
  RouteLinkButton,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Plus } from 'lucide-react'
import { Link, useNavigate } from 'react-router'

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
const owners = (api: ApiClient): RelatedFilter<ObraRow, FilterOf<typeof listObrasRoute>>[] => [
  {
    filter: 'razonSocialId',
    prefix: 'Obras de',
    fallback: 'la razón social elegida',
    nameInRow: (row, id) => (row.razonSocial.id === id ? row.razonSocial.razonSocial : undefined),
    name: comercialQueries(api).razonesSociales.name,
  },
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
  const can = useCan()
  const navigate = useNavigate()
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).obras,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(comercialQueries(api).obras, (row: ObraRow) =>
    api.comercial.obras.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<ObraRow>({
    title: 'Eliminar obra',
    describe: (row) =>
      `¿Eliminar la obra ${row.nombre} (${row.codigo})? Solo se puede si no tiene usuarios de obra.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.nombre} se eliminó.`,
  })

  const rowActions = standardRowActions(
    'obras',
    {
      read: (row) => detailHref(row.id),
      edit: (row) => href('obras-editar', { id: row.id }),
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <RouteLinkButton route="obras-agregar" icon={Plus}>
      Agregar obra
    </RouteLinkButton>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Obras"
        description="Los lugares donde se arriendan los equipos: su constructora, a quién se factura y sus fechas."
        actions={createButton}
      />
      <RelatedFilterNotice
        filters={owners(api)}
        rows={table.rows}
        isLoading={table.isLoading}
        state={table.state}
        onStateChange={table.onStateChange}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ObraRow>
        label="Obras"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nombre}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por código, nombre o dirección"
        exportFile={
          can(rowActionKey('obras', 'export'))
            ? exportWith(api.comercial.obras.export, exportQuery)
            : undefined
        }
        emptyAction={createButton}
        {...table}
      />
      {confirmDelete.dialog}
    </div>
  )
}
