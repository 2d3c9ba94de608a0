// flotas/{id}/editar: the flota as it was read, saved with that version; when someone else saved
// first the API answers 409 and the screen offers to start over from the stored flota.

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { FlotaForm } from './flota-form.tsx'

export default function FlotaEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={operacionesQueries(api).flotas}
      thing="La flota"
      list="flotas"
      what="esta flota"
      title={(flota) => `Editar ${flota.nombre}`}
      update={operacionesApi(api).flotas.update}
      done={(saved) => `La flota ${saved.nombre} se guardó.`}
      leadsTo={(saved) => href('flotas-detalle', { id: saved.id })}
    >
      {(flota, save) => (
        <FlotaForm
          defaultValues={{ nombre: flota.nombre, descripcion: flota.descripcion ?? '' }}
          submitLabel="Guardar cambios"
          cancelTo={href('flotas-detalle', { id: flota.id })}
          {...save}
        />
      )}
    </EditScreen>
  )
}
