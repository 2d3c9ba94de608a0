// proveedores/agregar: a new regular proveedor, with the bank data it is paid to; once saved, the
// list of proveedores. (A provisional one is registered from proveedores-provisorios.)

import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { ProveedorForm, type ProveedorValues, proveedorFormValues } from './proveedor-form.tsx'

export default function ProveedorAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(
    comercialQueries(api).proveedores,
    (values: ProveedorValues<'regular'>) => api.comercial.proveedores.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar proveedor"
        description="Un arrendador cuyos equipos arrendamos: sus datos y la cuenta donde se le paga."
      />
      <ProveedorForm
        kind="regular"
        withActivo
        defaultValues={proveedorFormValues()}
        submitLabel="Guardar proveedor"
        cancel={{ to: href('proveedores') }}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.razonSocial} se agregó.`)
          await navigate(href('proveedores'))
        }}
      />
    </div>
  )
}
