// activos/agregar: a new asset of the fleet, `disponible` from the start (only logistics
// movements change its estado later); once saved, its detail opens.
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { ActivoForm, type ActivoValues, nuevoActivo } from './activo-form.tsx'

export default function ActivoAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(operacionesQueries(api).activos, (values: ActivoValues) =>
    api.operaciones.activos.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar activo"
        description="Una máquina o vehículo de la flota: su tipo, marca y modelo, quién es su dueño y sus horas de uso. Queda disponible."
      />
      <ActivoForm
        defaultValues={nuevoActivo}
        submitLabel="Guardar activo"
        cancelTo={href('activos')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.codigo} ${created.modelo} se agregó.`)
          await navigate(href('activos-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
