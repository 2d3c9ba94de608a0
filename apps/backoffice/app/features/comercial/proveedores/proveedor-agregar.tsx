// proveedores/agregar: a new regular proveedor, with the bank data it is paid to; once saved, the
// list of proveedores. (A provisional one is registered from proveedores-provisorios.)

import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { ProveedorForm, proveedorFormValues } from './proveedor-form.tsx'

export default function ProveedorAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar proveedor"
      description="Un arrendador cuyos equipos arrendamos: sus datos y la cuenta donde se le paga."
      entity={comercialQueries(api).proveedores}
      create={comercialApi(api).proveedores.create}
      done={(created) => `${created.razonSocial} se agregó.`}
      leadsTo={() => href('proveedores')}
    >
      {(save) => (
        <ProveedorForm
          kind="regular"
          withActivo
          defaultValues={proveedorFormValues()}
          submitLabel="Guardar proveedor"
          cancel={{ to: href('proveedores') }}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
