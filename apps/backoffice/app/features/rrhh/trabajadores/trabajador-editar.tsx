// trabajadores/{id}/editar: the worker as he was read, with his "Es operador" section, saved with
// that version. When someone else saved first the API answers 409: the screen says so and offers
// to reload instead of overwriting. An operator assigned to an asset keeps his operator status
// (the API refuses it under the section).
import { formatRut } from '@cordillera/contracts'
import { trabajadoresQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi, useVersionConflict } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { TrabajadorForm, type TrabajadorValues } from './trabajador-form.tsx'

export default function TrabajadorEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const queries = trabajadoresQueries(api).trabajadores
  const detail = queries.detail(id)
  const conflict = useVersionConflict('este trabajador', detail.queryKey)
  const query = useQuery(detail)
  const update = useEntityMutation(
    queries,
    ({ values, version }: { values: TrabajadorValues; version: number }) =>
      api.rrhh.trabajadores.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="El trabajador"
      back={{ to: href('trabajadores'), label: 'Volver a trabajadores' }}
    >
      {(trabajador) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Editar ${trabajador.nombres} ${trabajador.apellidos}`}
            description={`RUT ${formatRut(trabajador.rut)} · ${trabajador.cargo}`}
          />
          {conflict.alert}
          <TrabajadorForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={trabajador.version}
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
            onConflict={conflict.onConflict}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: trabajador.version })
              notify.success(`${saved.nombres} ${saved.apellidos} se guardó.`)
              await navigate(href('trabajadores-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
