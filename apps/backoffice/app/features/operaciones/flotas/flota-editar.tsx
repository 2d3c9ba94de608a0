// flotas/{id}/editar: the flota as it was read, saved with that version; when someone else saved
// first the API answers 409, the form says so and starts over from the new data.

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { FlotaForm, type FlotaValues } from './flota-form.tsx'

export default function FlotaEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(operacionesQueries(api).flotas.detail(id))
  const update = useEntityMutation(
    operacionesQueries(api).flotas,
    ({ values, version }: { values: FlotaValues; version: number }) =>
      api.operaciones.flotas.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="La flota"
      back={{ to: href('flotas'), label: 'Volver a flotas' }}
    >
      {(flota) => (
        <div className="grid gap-6">
          <PageHeader title={`Editar ${flota.nombre}`} />
          <FlotaForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={flota.version}
            defaultValues={{ nombre: flota.nombre, descripcion: flota.descripcion ?? '' }}
            submitLabel="Guardar cambios"
            cancelTo={href('flotas-detalle', { id: flota.id })}
            onConflict={() => void query.refetch()}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: flota.version })
              notify.success(`La flota ${saved.nombre} se guardó.`)
              await navigate(href('flotas-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
