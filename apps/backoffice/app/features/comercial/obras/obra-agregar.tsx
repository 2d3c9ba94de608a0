// obras/agregar: a new obra of any constructora; once saved, its detail opens. (An obra of one
// constructora is also added from that constructora: constructora/{id}/agregar-obra.)

import { createObraSchema } from '@cordillera/contracts'
import { comercialQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { useApi } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useNavigate } from 'react-router'
import { nuevaObra, ObraForm, type ObraValues } from './obra-form.tsx'

export default function ObraAgregar() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(comercialQueries(api).obras, (values: ObraValues) =>
    api.comercial.obras.create(values),
  )
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agregar obra"
        description="Dónde se arriendan los equipos, de qué constructora es y a qué razón social se factura."
      />
      <ObraForm
        schema={createObraSchema}
        defaultValues={{ ...nuevaObra, constructoraId: '' }}
        submitLabel="Guardar obra"
        cancelTo={href('obras')}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values)
          notify.success(`${created.nombre} (${created.codigo}) se agregó.`)
          await navigate(href('obras-detalle', { id: created.id }))
        }}
      />
    </div>
  )
}
