// constructora: every constructora (the companies that own obras) with how many obras it has,
// paged, sorted, searched and filtered by the API. Created and edited in a dialog; every staff
// user may use them (the catalogue gives them no keys). The API refuses to delete one that has obras.
import { type ConstructoraRow, constructoraColumns, formatRut } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, routeByName } from '@cordillera/permissions'
import { activoCell, ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConstructoraDialog, type ConstructoraDialogTarget } from './constructora-form.tsx'

const detailHref = (id: string) => href('constructora-detalle', { id })

const columns = tableColumns(constructoraColumns, {
  nombre: linkCell(
    (row: ConstructoraRow) => row.nombre,
    (row) => detailHref(row.id),
  ),
  activo: activoCell((row: ConstructoraRow) => row.activo, { femenino: true }),
})

export default function ConstructorasList() {
  const api = useApi()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<ConstructoraDialogTarget>(null)
  return (
    <ListScreen
      queries={comercialQueries(api).constructoras}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Constructoras"
      description="Las empresas dueñas de las obras a las que se arrienda: su RUT, contacto y obras."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por RUT, nombre o contacto"
      create={{ label: 'Agregar constructora', onClick: () => setDialog({ id: null }) }}
      // The catalogue gives constructoras' row actions empty keys: every staff user gets them.
      actions={{
        route: 'constructora',
        read: (row) => detailHref(row.id),
        edit: { open: (row) => setDialog({ id: row.id }) },
        extra: [
          {
            id: 'agregar-obra',
            label: 'Agregar obra',
            // Creating an obra from a constructora is still creating an obra.
            key: routeByName('obras-agregar').key,
            onSelect: (row) => void navigate(href('constructora-agregar-obra', { id: row.id })),
          },
        ],
        delete: {
          title: 'Eliminar constructora',
          describe: (row) =>
            `¿Eliminar ${row.nombre} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
          call: (row) => comercialApi(api).constructoras.delete(row.id, row.version),
          done: (row) => `${row.nombre} se eliminó.`,
        },
      }}
      export={{ call: comercialApi(api).constructoras.export }}
      below={
        <ConstructoraDialog
          target={dialog}
          onClose={() => setDialog(null)}
          onCreated={(created) => void navigate(detailHref(created.id))}
        />
      }
    />
  )
}
