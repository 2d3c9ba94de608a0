// obras/{id}/editar: the obra as it was read, saved with that version; when someone else saved
// first the API answers 409 and the screen offers to start over from the stored obra instead of
// overwriting.

import { createObraSchema } from '@cordillera/contracts'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { ObraForm } from './obra-form.tsx'

export default function ObraEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={comercialQueries(api).obras}
      thing="La obra"
      list="obras"
      what="esta obra"
      title={(obra) => `Editar ${obra.nombre}`}
      description={(obra) => `Obra ${obra.codigo}`}
      update={comercialApi(api).obras.update}
      done={(saved) => `${saved.nombre} se guardó.`}
      leadsTo={(saved) => href('obras-detalle', { id: saved.id })}
    >
      {(obra, save) => (
        <ObraForm
          schema={createObraSchema}
          defaultValues={{
            codigo: obra.codigo,
            nombre: obra.nombre,
            direccion: obra.direccion,
            comuna: obra.comuna,
            constructoraId: obra.constructora.id,
            razonSocialId: obra.razonSocial.id,
            administrador: {
              nombre: obra.administrador.nombre ?? '',
              email: obra.administrador.email ?? '',
              telefono: obra.administrador.telefono ?? '',
            },
            fechaInicio: obra.fechaInicio,
            fechaTermino: obra.fechaTermino,
            activa: obra.activa,
          }}
          constructoraNombre={obra.constructora.nombre}
          razonSocialNombre={obra.razonSocial.razonSocial}
          submitLabel="Guardar cambios"
          cancelTo={href('obras-detalle', { id: obra.id })}
          {...save}
        />
      )}
    </EditScreen>
  )
}
