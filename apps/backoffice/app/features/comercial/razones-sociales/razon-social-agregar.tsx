// razones-sociales/agregar: a new razón social; once saved, its detail (where contactos and obras
// are added) opens.

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { RazonSocialForm } from './razon-social-form.tsx'

export default function RazonSocialAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar razón social"
      description="Los datos con que se emiten sus facturas: RUT, razón social, giro y dirección."
      entity={comercialQueries(api).razonesSociales}
      create={comercialApi(api).razonesSociales.create}
      done={(created) => `${created.razonSocial} se agregó.`}
      leadsTo={(created) => href('razones-sociales-detalle-guion', { id: created.id })}
    >
      {(save) => (
        <RazonSocialForm
          defaultValues={{
            rut: '',
            razonSocial: '',
            nombreFantasia: '',
            giro: '',
            direccion: '',
            comuna: '',
            telefono: '',
            email: '',
            grupoClienteId: null,
            activo: true,
          }}
          submitLabel="Guardar razón social"
          cancelTo={href('razones-sociales')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
