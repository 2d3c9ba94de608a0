// marcas/{id}/editar: the marca as it was read, saved with that version; when someone else saved
// first the API answers 409 and the screen offers to start over from the stored marca.

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { EditScreen, TrackingNote, useApi } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { MarcaForm } from './marca-form.tsx'

export default function MarcaEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={operacionesQueries(api).marcas}
      thing="La marca"
      list="marcas"
      what="esta marca"
      title={(marca) => `Editar ${marca.nombre}`}
      description={(marca) =>
        `${formatNumber(marca.activosCount)} ${marca.activosCount === 1 ? 'activo usa' : 'activos usan'} esta marca.`
      }
      update={operacionesApi(api).marcas.update}
      done={(saved) => `La marca ${saved.nombre} se guardó.`}
      leadsTo={() => href('marcas')}
      footer={(marca) => <TrackingNote {...marca} />}
    >
      {(marca, save) => (
        <MarcaForm
          defaultValues={{ nombre: marca.nombre }}
          submitLabel="Guardar cambios"
          cancelTo={href('marcas')}
          {...save}
        />
      )}
    </EditScreen>
  )
}
