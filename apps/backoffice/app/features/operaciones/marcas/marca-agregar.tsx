// marcas/agregar: a new marca; once saved, the list of marcas opens (a marca has no detail).

import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { MarcaForm } from './marca-form.tsx'

export default function MarcaAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar marca"
      description="El fabricante de los activos."
      entity={operacionesQueries(api).marcas}
      create={operacionesApi(api).marcas.create}
      done={(created) => `La marca ${created.nombre} se agregó.`}
      leadsTo={() => href('marcas')}
    >
      {(save) => (
        <MarcaForm
          defaultValues={{ nombre: '' }}
          submitLabel="Guardar marca"
          cancelTo={href('marcas')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
