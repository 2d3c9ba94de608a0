// razones-sociales/agregar: a new razón social; once saved, its detail (where contactos and obras
// are added) opens.

import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { RazonSocialForm, type RazonSocialValues } from './razon-social-form.tsx'

export default function RazonSocialAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(
    comercialQueries(api).razonesSociales,
    (values: RazonSocialValues) => api.comercial.razonesSociales.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar razón social"
        description="Los datos con que se emiten sus facturas: RUT, razón social, giro y dirección."
      />
      <RazonSocialForm
        defaultValues={{
          rut: '',
          razonSocial: '',
          nombreFantasia: '',
          giro: '',
          direccion: '',
          comuna: '',
          telefono: '',
          email: '',
          grupoClienteId: null,
          activo: true,
        }}
        submitLabel="Guardar razón social"
        cancelTo={href('razones-sociales')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.razonSocial} se agregó.`)
          await navigate(href('razones-sociales-detalle-guion', { id: created.id }))
        }}
      />
    </div>
  )
}
