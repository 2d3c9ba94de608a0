// marcas/agregar: a new marca; once saved, the list of marcas opens (a marca has no detail).

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { MarcaForm, type MarcaValues } from './marca-form.tsx'

export default function MarcaAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(operacionesQueries(api).marcas, (values: MarcaValues) =>
    api.operaciones.marcas.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader title="Agregar marca" description="El fabricante de los activos." />
      <MarcaForm
        defaultValues={{ nombre: '' }}
        submitLabel="Guardar marca"
        cancelTo={href('marcas')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`La marca ${created.nombre} se agregó.`)
          await navigate(href('marcas'))
        }}
      />
    </div>
  )
}
