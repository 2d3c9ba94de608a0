// grupo-cliente/{id}/editar: the grupo cliente as it was read, saved with that version; when
// someone else saved first the API answers 409 and the screen offers to start over from the
// stored grupo.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { GrupoClienteForm } from './grupo-cliente-form.tsx'

export default function GrupoClienteEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={comercialQueries(api).gruposCliente}
      thing="El grupo cliente"
      list="grupo-cliente"
      what="este grupo cliente"
      title={(grupo) => `Editar ${grupo.nombre}`}
      update={comercialApi(api).gruposCliente.update}
      done={(saved) => `El grupo ${saved.nombre} se guardó.`}
      leadsTo={(saved) => href('grupo-cliente-detalle', { id: saved.id })}
    >
      {(grupo, save) => (
        <GrupoClienteForm
          defaultValues={{ nombre: grupo.nombre, descripcion: grupo.descripcion ?? '' }}
          submitLabel="Guardar cambios"
          cancelTo={href('grupo-cliente-detalle', { id: grupo.id })}
          {...save}
        />
      )}
    </EditScreen>
  )
}
