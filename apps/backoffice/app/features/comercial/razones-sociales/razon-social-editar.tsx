// razones-sociales/{id}/editar: the razón social as it was read, saved with that version; when
// someone else saved first the API answers 409 and the screen offers to start over from the
// stored razón social instead of overwriting.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { RazonSocialForm } from './razon-social-form.tsx'

export default function RazonSocialEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={comercialQueries(api).razonesSociales}
      thing="La razón social"
      list="razones-sociales"
      what="esta razón social"
      title={(razon) => `Editar ${razon.razonSocial}`}
      update={comercialApi(api).razonesSociales.update}
      done={(saved) => `${saved.razonSocial} se guardó.`}
      leadsTo={(saved) => href('razones-sociales-detalle-guion', { id: saved.id })}
    >
      {(razon, save) => (
        <RazonSocialForm
          defaultValues={{
            rut: razon.rut,
            razonSocial: razon.razonSocial,
            nombreFantasia: razon.nombreFantasia ?? '',
            giro: razon.giro,
            direccion: razon.direccion,
            comuna: razon.comuna,
            telefono: razon.telefono ?? '',
            email: razon.email ?? '',
            grupoClienteId: razon.grupoCliente?.id ?? null,
            activo: razon.activo,
          }}
          grupoClienteNombre={razon.grupoCliente?.nombre}
          submitLabel="Guardar cambios"
          cancelTo={href('razones-sociales-detalle-guion', { id: razon.id })}
          {...save}
        />
      )}
    </EditScreen>
  )
}
