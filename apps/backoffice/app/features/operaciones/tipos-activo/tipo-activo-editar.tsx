// tipos-activo/{id}/editar: the tipo de activo as it was read, saved with that version; when
// someone else saved first the API answers 409 and the screen offers to start over from the
// stored tipo.

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { TipoActivoForm } from './tipo-activo-form.tsx'

export default function TipoActivoEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={operacionesQueries(api).tiposActivo}
      thing="El tipo de activo"
      list="tipos-activo"
      what="este tipo de activo"
      title={(tipo) => `Editar ${tipo.nombre}`}
      update={operacionesApi(api).tiposActivo.update}
      done={(saved) => `El tipo de activo ${saved.nombre} se guardó.`}
      leadsTo={(saved) => href('tipos-activo-detalle', { id: saved.id })}
    >
      {(tipo, save) => (
        <TipoActivoForm
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
          {...save}
        />
      )}
    </EditScreen>
  )
}
