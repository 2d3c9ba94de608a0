// flotas/agregar: a new flota (a named group of assets); once saved, its detail opens.

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { FlotaForm, type FlotaValues } from './flota-form.tsx'

export default function FlotaAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(operacionesQueries(api).flotas, (values: FlotaValues) =>
    api.operaciones.flotas.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar flota"
        description="Un grupo de activos con nombre. Los activos se asignan a la flota desde cada activo."
      />
      <FlotaForm
        defaultValues={{ nombre: '', descripcion: '' }}
        submitLabel="Guardar flota"
        cancelTo={href('flotas')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`La flota ${created.nombre} se agregó.`)
          await navigate(href('flotas-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
