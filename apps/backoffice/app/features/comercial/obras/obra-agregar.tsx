// obras/agregar: a new obra of any constructora; once saved, its detail opens. (An obra of one
// constructora is also added from that constructora: constructora/{id}/agregar-obra.)

import { createObraSchema } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { nuevaObra, ObraForm } from './obra-form.tsx'

export default function ObraAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar obra"
      description="Dónde se arriendan los equipos, de qué constructora es y a qué razón social se factura."
      entity={comercialQueries(api).obras}
      create={comercialApi(api).obras.create}
      done={(created) => `${created.nombre} (${created.codigo}) se agregó.`}
      leadsTo={(created) => href('obras-detalle', { id: created.id })}
    >
      {(save) => (
        <ObraForm
          schema={createObraSchema}
          defaultValues={{ ...nuevaObra, constructoraId: '' }}
          submitLabel="Guardar obra"
          cancelTo={href('obras')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
