// tipos-activo/agregar: a new tipo de activo; once saved, its detail opens.

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { nuevoTipoActivo, TipoActivoForm } from './tipo-activo-form.tsx'

export default function TipoActivoAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar tipo de activo"
      description="Lo que se cotiza y arrienda; cada activo de la flota es de un tipo."
      entity={operacionesQueries(api).tiposActivo}
      create={operacionesApi(api).tiposActivo.create}
      done={(created) => `El tipo de activo ${created.nombre} se agregó.`}
      leadsTo={(created) => href('tipos-activo-detalle', { id: created.id })}
    >
      {(save) => (
        <TipoActivoForm
          defaultValues={nuevoTipoActivo}
          submitLabel="Guardar tipo de activo"
          cancelTo={href('tipos-activo')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
