// grupo-cliente/agregar: a new grupo cliente (a holding that groups razones sociales); once saved,
// its detail opens.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { GrupoClienteForm } from './grupo-cliente-form.tsx'

export default function GrupoClienteAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar grupo cliente"
      description="Un holding o conjunto de empresas relacionadas. Sus razones sociales se asignan al grupo desde cada razón social."
      entity={comercialQueries(api).gruposCliente}
      create={comercialApi(api).gruposCliente.create}
      done={(created) => `El grupo ${created.nombre} se agregó.`}
      leadsTo={(created) => href('grupo-cliente-detalle', { id: created.id })}
    >
      {(save) => (
        <GrupoClienteForm
          defaultValues={{ nombre: '', descripcion: '' }}
          submitLabel="Guardar grupo"
          cancelTo={href('grupo-cliente')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
