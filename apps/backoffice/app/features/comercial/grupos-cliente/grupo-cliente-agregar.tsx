// grupo-cliente/agregar: a new grupo cliente (a holding that groups razones sociales); once saved,
// its detail opens.

import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { GrupoClienteForm, type GrupoClienteValues } from './grupo-cliente-form.tsx'

export default function GrupoClienteAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(
    comercialQueries(api).gruposCliente,
    (values: GrupoClienteValues) => api.comercial.gruposCliente.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar grupo cliente"
        description="Un holding o conjunto de empresas relacionadas. Sus razones sociales se asignan al grupo desde cada razón social."
      />
      <GrupoClienteForm
        defaultValues={{ nombre: '', descripcion: '' }}
        submitLabel="Guardar grupo"
        cancelTo={href('grupo-cliente')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`El grupo ${created.nombre} se agregó.`)
          await navigate(href('grupo-cliente-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
