// marcas/{id}/editar: the marca as it was read, saved with that version; when someone else saved
// first the API answers 409, the form says so and starts over from the new data.

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, TrackingNote, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatNumber } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { MarcaForm, type MarcaValues } from './marca-form.tsx'

export default function MarcaEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(operacionesQueries(api).marcas.detail(id))
  const update = useEntityMutation(
    operacionesQueries(api).marcas,
    ({ values, version }: { values: MarcaValues; version: number }) =>
      api.operaciones.marcas.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="La marca"
      back={{ to: href('marcas'), label: 'Volver a marcas' }}
    >
      {(marca) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Editar ${marca.nombre}`}
            description={`${formatNumber(marca.activosCount)} ${marca.activosCount === 1 ? 'activo usa' : 'activos usan'} esta marca.`}
          />
          <MarcaForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={marca.version}
            defaultValues={{ nombre: marca.nombre }}
            submitLabel="Guardar cambios"
            cancelTo={href('marcas')}
            onConflict={() => void query.refetch()}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: marca.version })
              notify.success(`La marca ${saved.nombre} se guardó.`)
              await navigate(href('marcas'))
            }}
          />
          <TrackingNote {...marca} />
        </div>
      )}
    </QueryView>
  )
}
