// constructora/{id}/agregar-obra: a new obra of this constructora (the obra form without the
// constructora field); once saved, the constructora's detail opens with the obra in its list.

import { createConstructoraObraSchema } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { nuevaObra, ObraForm, type ObraValues } from '../obras/obra-form.tsx'

export default function ConstructoraAgregarObra() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const query = useQuery(comercialQueries(api).constructoras.detail(id))
  const create = useEntityMutation(
    comercialQueries(api).obras,
    (values: ObraValues<typeof createConstructoraObraSchema>) =>
      api.comercial.constructoras.createObra(id, values),
  )
  return (
    <QueryView
      query={query}
      thing="La constructora"
      back={{ to: href('constructora'), label: 'Volver a constructoras' }}
    >
      {(constructora) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Agregar obra a ${constructora.nombre}`}
            description="Dónde se arriendan los equipos y a qué razón social se factura."
          />
          <ObraForm
            schema={createConstructoraObraSchema}
            defaultValues={nuevaObra}
            submitLabel="Guardar obra"
            cancelTo={href('constructora-detalle', { id: constructora.id })}
            onSubmit={async (values) => {
              const created = await create.mutateAsync(values)
              notify.success(
                `${created.nombre} (${created.codigo}) se agregó a ${constructora.nombre}.`,
              )
              await navigate(href('constructora-detalle', { id: constructora.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
