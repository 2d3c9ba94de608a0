// trabajadores/crear: a new worker and, with "Es operador", his operator record in the same save;
// once saved, his detail opens.
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href } from '@cordillera/permissions'
import { CreateScreen, useApi } from '@cordillera/portal/screens'
import { nuevoTrabajador, TrabajadorForm } from './trabajador-form.tsx'

export default function TrabajadorCrear() {
  const api = useApi()
  return (
    <CreateScreen
      title="Crear trabajador"
      description="Sus datos, su cargo y desde cuándo trabaja; si opera maquinaria, su licencia y certificaciones."
      entity={rrhhQueries(api).trabajadores}
      create={rrhhApi(api).trabajadores.create}
      done={(created) => `${created.nombres} ${created.apellidos} se agregó.`}
      leadsTo={(created) => href('trabajadores-detalle', { id: created.id })}
    >
      {(save) => (
        <TrabajadorForm
          defaultValues={nuevoTrabajador}
          submitLabel="Guardar trabajador"
          cancelTo={href('trabajadores')}
          {...save}
        />
      )}
    </CreateScreen>
  )
}
