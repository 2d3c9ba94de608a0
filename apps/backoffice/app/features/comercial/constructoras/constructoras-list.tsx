// constructora: every constructora (the companies that own obras) with how many obras it has,
// paged, sorted, searched and filtered by the API. Created and edited in a dialog; every staff
// user may use them (the catalogue gives them no keys). The API refuses to delete one that has obras.

import { type ConstructoraRow, constructoraColumns, formatRut } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href, routeByName } from '@cordillera/permissions'
import {
  activoCell,
  exportWith,
  ListError,
  linkCell,
  standardRowActions,
  tableColumns,
  useApi,
  useCan,
  useDeleteConfirm,
  useListScreen,
} from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { DataTable } from '@cordillera/ui/components/data-table/data-table'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { Plus } from 'lucide-react'
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
  const can = useCan()
  const navigate = useNavigate()
  const [dialog, setDialog] = useState<ConstructoraDialogTarget>(null)
  const { table, exportQuery, error } = useListScreen({
    queries: comercialQueries(api).constructoras,
    defaults: { sort: { id: 'nombre', desc: false } },
  })
  const deleteRow = useEntityMutation(comercialQueries(api).constructoras, (row: ConstructoraRow) =>
    api.comercial.constructoras.delete(row.id, row.version),
  )
  const confirmDelete = useDeleteConfirm<ConstructoraRow>({
    title: 'Eliminar constructora',
    describe: (row) =>
      `¿Eliminar ${row.nombre} (${formatRut(row.rut)})? Solo se puede si no tiene obras.`,
    deleteRow: (row) => deleteRow.mutateAsync(row),
    done: (row) => `${row.nombre} se eliminó.`,
  })

  // The catalogue gives constructoras' row actions empty keys: every staff user gets them.
  const rowActions = standardRowActions(
    'constructora',
    {
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
      delete: confirmDelete.ask,
    },
    navigate,
  )
  const createButton = (
    <Button onClick={() => setDialog({ id: null })}>
      <Plus aria-hidden="true" />
      Agregar constructora
    </Button>
  )

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Constructoras"
        description="Las empresas dueñas de las obras a las que se arrienda: su RUT, contacto y obras."
        actions={createButton}
      />
      <ListError error={error} hasRows={table.rows.length > 0} />
      <DataTable<ConstructoraRow>
        label="Constructoras"
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nombre}
        rowActions={rowActions}
        can={can}
        searchPlaceholder="Buscar por RUT, nombre o contacto"
        exportFile={exportWith(api.comercial.constructoras.export, exportQuery)}
        emptyAction={createButton}
        {...table}
      />
      <ConstructoraDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onCreated={(created) => void navigate(detailHref(created.id))}
      />
      {confirmDelete.dialog}
    </div>
  )
}
