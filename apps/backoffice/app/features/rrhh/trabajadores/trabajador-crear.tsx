// trabajadores/crear: a new worker and, with "Es operador", his operator record in the same save;
// once saved, his detail opens.
import { trabajadoresQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { nuevoTrabajador, TrabajadorForm, type TrabajadorValues } from './trabajador-form.tsx'

export default function TrabajadorCrear() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(
    trabajadoresQueries(api).trabajadores,
    (values: TrabajadorValues) => api.rrhh.trabajadores.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Crear trabajador"
        description="Sus datos, su cargo y desde cuándo trabaja; si opera maquinaria, su licencia y certificaciones."
      />
      <TrabajadorForm
        defaultValues={nuevoTrabajador}
        submitLabel="Guardar trabajador"
        cancelTo={href('trabajadores')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.nombres} ${created.apellidos} se agregó.`)
          await navigate(href('trabajadores-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
