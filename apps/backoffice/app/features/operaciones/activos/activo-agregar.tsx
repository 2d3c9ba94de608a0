// activos/agregar: a new asset of the fleet, `disponible` from the start (only logistics
// movements change its estado later); once saved, its detail opens.
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { ActivoForm, nuevoActivo } from './activo-form.tsx'

export default function ActivoAgregar() {
  const api = useApi()
  return (
    <CreateScreen
      title="Agregar activo"
      description="Una máquina o vehículo de la flota: su tipo, marca y modelo, quién es su dueño y sus horas de uso. Queda disponible."
      entity={operacionesQueries(api).activos}
      create={operacionesApi(api).activos.create}
      done={(created) => `${created.codigo} ${created.modelo} se agregó.`}
      leadsTo={(created) => href('activos-detalle', { id: created.id })}
    >
      {(save) => (
        <ActivoForm
          defaultValues={nuevoActivo}
          submitLabel="Guardar activo"
          cancelTo={href('activos')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
