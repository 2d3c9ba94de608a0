// razones-sociales: every billed legal entity, paged, sorted, searched and filtered by the API;
// each row opens its detail; edit, delete and export are offered to whoever has their keys. A
// grupo cliente's detail links here with `f.grupoClienteId` to list its razones sociales.
import { formatRut, type RazonSocialRow, razonSocialColumns } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import { activoCell, ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'

const detailHref = (id: string) => href('razones-sociales-detalle-guion', { id })

const columns = tableColumns(razonSocialColumns, {
  razonSocial: linkCell(
    (row: RazonSocialRow) => row.razonSocial,
    (row) => detailHref(row.id),
  ),
  activo: activoCell((row: RazonSocialRow) => row.activo, { femenino: true }),
})

export default function RazonesSocialesList() {
  const api = useApi()
  return (
    <ListScreen
      queries={comercialQueries(api).razonesSociales}
      defaults={{ sort: { id: 'razonSocial', desc: false } }}
      title="Razones sociales"
      description="Las empresas a las que se factura: su RUT, giro, dirección y grupo."
      columns={columns}
      rowLabel={(row) => row.razonSocial}
      searchPlaceholder="Buscar por RUT, razón social o nombre de fantasía"
      related={[
        {
          filter: 'grupoClienteId',
          prefix: 'Razones sociales del grupo',
          fallback: 'elegido',
          nameInRow: (row, id) =>
            row.grupoCliente?.id === id ? row.grupoCliente.nombre : undefined,
          name: comercialQueries(api).gruposCliente.name,
        },
      ]}
      create={{ route: 'razones-sociales-agregar', label: 'Agregar razón social' }}
      actions={{
        route: 'razones-sociales',
        read: (row) => detailHref(row.id),
        edit: (row) => href('razones-sociales-editar', { id: row.id }),
        delete: {
          title: 'Eliminar razón social',
          describe: (row) =>
            `¿Eliminar ${row.razonSocial} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
          call: (row) => comercialApi(api).razonesSociales.delete(row.id, row.version),
          done: (row) => `${row.razonSocial} se eliminó.`,
        },
      }}
      export={{
        call: comercialApi(api).razonesSociales.export,
        key: rowActionKey('razones-sociales', 'export'),
      }}
    />
  )
}
