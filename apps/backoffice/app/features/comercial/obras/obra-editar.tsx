// obras/{id}/editar: the obra as it was read, saved with that version; when someone else saved
// first the API answers 409 and the form says so instead of overwriting.

import { createObraSchema } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { ObraForm, type ObraValues } from './obra-form.tsx'

export default function ObraEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(comercialQueries(api).obras.detail(id))
  const update = useEntityMutation(
    comercialQueries(api).obras,
    ({ values, version }: { values: ObraValues; version: number }) =>
      api.comercial.obras.update(id, { ...values, version }),
  )
  return (
    <QueryView query={query} thing="La obra" back={{ to: href('obras'), label: 'Volver a obras' }}>
      {(obra) => (
        <div className="grid gap-6">
          <PageHeader title={`Editar ${obra.nombre}`} description={`Obra ${obra.codigo}`} />
          <ObraForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={obra.version}
            schema={createObraSchema}
            defaultValues={{
              codigo: obra.codigo,
              nombre: obra.nombre,
              direccion: obra.direccion,
              comuna: obra.comuna,
              constructoraId: obra.constructora.id,
              razonSocialId: obra.razonSocial.id,
              administrador: {
                nombre: obra.administrador.nombre ?? '',
                email: obra.administrador.email ?? '',
                telefono: obra.administrador.telefono ?? '',
              },
              fechaInicio: obra.fechaInicio,
              fechaTermino: obra.fechaTermino,
              activa: obra.activa,
            }}
            constructoraNombre={obra.constructora.nombre}
            razonSocialNombre={obra.razonSocial.razonSocial}
            submitLabel="Guardar cambios"
            cancelTo={href('obras-detalle', { id: obra.id })}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: obra.version })
              notify.success(`${saved.nombre} se guardó.`)
              await navigate(href('obras-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
