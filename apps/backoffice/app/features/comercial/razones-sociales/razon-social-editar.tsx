// razones-sociales/{id}/editar: the razón social as it was read, saved with that version; when
// someone else saved first the API answers 409 and the form says so instead of overwriting.

import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { RazonSocialForm, type RazonSocialValues } from './razon-social-form.tsx'

export default function RazonSocialEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(comercialQueries(api).razonesSociales.detail(id))
  const update = useEntityMutation(
    comercialQueries(api).razonesSociales,
    ({ values, version }: { values: RazonSocialValues; version: number }) =>
      api.comercial.razonesSociales.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="La razón social"
      back={{ to: href('razones-sociales'), label: 'Volver a razones sociales' }}
    >
      {(razon) => (
        <div className="grid gap-6">
          <PageHeader title={`Editar ${razon.razonSocial}`} />
          <RazonSocialForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={razon.version}
            defaultValues={{
              rut: razon.rut,
              razonSocial: razon.razonSocial,
              nombreFantasia: razon.nombreFantasia ?? '',
              giro: razon.giro,
              direccion: razon.direccion,
              comuna: razon.comuna,
              telefono: razon.telefono ?? '',
              email: razon.email ?? '',
              grupoClienteId: razon.grupoCliente?.id ?? null,
              activo: razon.activo,
            }}
            grupoClienteNombre={razon.grupoCliente?.nombre}
            submitLabel="Guardar cambios"
            cancelTo={href('razones-sociales-detalle-guion', { id: razon.id })}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: razon.version })
              notify.success(`${saved.razonSocial} se guardó.`)
              await navigate(href('razones-sociales-detalle-guion', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
