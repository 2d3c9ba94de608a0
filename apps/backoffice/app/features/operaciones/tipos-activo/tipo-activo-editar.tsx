// tipos-activo/{id}/editar: the tipo de activo as it was read, saved with that version; when
// someone else saved first the API answers 409, the form says so and starts over from the new data.

import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { TipoActivoForm, type TipoActivoValues } from './tipo-activo-form.tsx'

export default function TipoActivoEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(operacionesQueries(api).tiposActivo.detail(id))
  const update = useEntityMutation(
    operacionesQueries(api).tiposActivo,
    ({ values, version }: { values: TipoActivoValues; version: number }) =>
      api.operaciones.tiposActivo.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="El tipo de activo"
      back={{ to: href('tipos-activo'), label: 'Volver a tipos de activo' }}
    >
      {(tipo) => (
        <div className="grid gap-6">
          <PageHeader title={`Editar ${tipo.nombre}`} />
          <TipoActivoForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={tipo.version}
            defaultValues={{
              nombre: tipo.nombre,
              categoria: tipo.categoria,
              descripcion: tipo.descripcion ?? '',
              unidadCobroDefault: tipo.unidadCobroDefault,
              tarifaReferencia: tipo.tarifaReferencia,
              requiereOperador: tipo.requiereOperador,
            }}
            submitLabel="Guardar cambios"
            cancelTo={href('tipos-activo-detalle', { id: tipo.id })}
            onConflict={() => void query.refetch()}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: tipo.version })
              notify.success(`El tipo de activo ${saved.nombre} se guardó.`)
              await navigate(href('tipos-activo-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
