// tipos-activo/agregar: a new tipo de activo; once saved, its detail opens.

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { nuevoTipoActivo, TipoActivoForm, type TipoActivoValues } from './tipo-activo-form.tsx'

export default function TipoActivoAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(
    operacionesQueries(api).tiposActivo,
    (values: TipoActivoValues) => api.operaciones.tiposActivo.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar tipo de activo"
        description="Lo que se cotiza y arrienda; cada activo de la flota es de un tipo."
      />
      <TipoActivoForm
        defaultValues={nuevoTipoActivo}
        submitLabel="Guardar tipo de activo"
        cancelTo={href('tipos-activo')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`El tipo de activo ${created.nombre} se agregó.`)
          await navigate(href('tipos-activo-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
