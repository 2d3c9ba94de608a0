// trabajadores/{id}/editar: the worker as he was read, with his "Es operador" section, saved with
// that version. When someone else saved first the API answers 409: the screen says so and offers
// to reload instead of overwriting. An operator assigned to an asset keeps his operator status
// (the API refuses it under the section).
import { formatRut } from '@cordillera/contracts'
import { rrhhApi, rrhhQueries } from '@cordillera/data-client/rrhh'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { TrabajadorForm } from './trabajador-form.tsx'

export default function TrabajadorEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={rrhhQueries(api).trabajadores}
      thing="El trabajador"
      list="trabajadores"
      what="este trabajador"
      title={(trabajador) => `Editar ${trabajador.nombres} ${trabajador.apellidos}`}
      description={(trabajador) => `RUT ${formatRut(trabajador.rut)} · ${trabajador.cargo}`}
      update={rrhhApi(api).trabajadores.update}
      done={(saved) => `${saved.nombres} ${saved.apellidos} se guardó.`}
      leadsTo={(saved) => href('trabajadores-detalle', { id: saved.id })}
    >
      {(trabajador, save) => (
        <TrabajadorForm
          defaultValues={{
            rut: trabajador.rut,
            nombres: trabajador.nombres,
            apellidos: trabajador.apellidos,
            cargo: trabajador.cargo,
            fechaIngreso: trabajador.fechaIngreso,
            telefono: trabajador.telefono ?? '',
            email: trabajador.email ?? '',
            activo: trabajador.activo,
            operador: trabajador.operador && {
              licenciaClase: trabajador.operador.licenciaClase,
              certificaciones: trabajador.operador.certificaciones,
            },
          }}
          asignado={trabajador.operador?.asignado ?? false}
          submitLabel="Guardar cambios"
          cancelTo={href('trabajadores-detalle', { id: trabajador.id })}
          {...save}
        />
      )}
    </EditScreen>
  )
}
