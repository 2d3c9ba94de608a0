// flotas/agregar: a new flota (a named group of assets); once saved, its detail opens.

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { FlotaForm } from './flota-form.tsx'

export default function FlotaAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar flota"
      description="Un grupo de activos con nombre. Los activos se asignan a la flota desde cada activo."
      entity={operacionesQueries(api).flotas}
      create={operacionesApi(api).flotas.create}
      done={(created) => `La flota ${created.nombre} se agregó.`}
      leadsTo={(created) => href('flotas-detalle', { id: created.id })}
    >
      {(save) => (
        <FlotaForm
          defaultValues={{ nombre: '', descripcion: '' }}
          submitLabel="Guardar flota"
          cancelTo={href('flotas')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
