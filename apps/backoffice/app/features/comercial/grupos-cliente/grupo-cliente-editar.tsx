// grupo-cliente/{id}/editar: the grupo cliente as it was read, saved with that version; when
// someone else saved first the API answers 409, the form says so and starts over from the new data.

import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { GrupoClienteForm, type GrupoClienteValues } from './grupo-cliente-form.tsx'

export default function GrupoClienteEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(comercialQueries(api).gruposCliente.detail(id))
  const update = useEntityMutation(
    comercialQueries(api).gruposCliente,
    ({ values, version }: { values: GrupoClienteValues; version: number }) =>
      api.comercial.gruposCliente.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="El grupo cliente"
      back={{ to: href('grupo-cliente'), label: 'Volver a grupos cliente' }}
    >
      {(grupo) => (
        <div className="grid gap-6">
          <PageHeader title={`Editar ${grupo.nombre}`} />
          <GrupoClienteForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={grupo.version}
            defaultValues={{ nombre: grupo.nombre, descripcion: grupo.descripcion ?? '' }}
            submitLabel="Guardar cambios"
            cancelTo={href('grupo-cliente-detalle', { id: grupo.id })}
            onConflict={() => void query.refetch()}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: grupo.version })
              notify.success(`El grupo ${saved.nombre} se guardó.`)
              await navigate(href('grupo-cliente-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
