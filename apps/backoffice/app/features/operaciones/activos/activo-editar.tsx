// activos/{id}/editar: the asset as it was read, saved with that version. When someone else saved
// first the API answers 409: the screen says so and offers to reload instead of overwriting. The
// estado is shown, not edited: only logistics movements change it.
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { href } from '@cordillera/permissions'
import { QueryView, useApi, useVersionConflict } from '@cordillera/portal/screens'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate } from '@cordillera/ui/format'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { ActivoForm, type ActivoValues } from './activo-form.tsx'

export default function ActivoEditar() {
  const { id = '' } = useParams()
  const api = useApi()
  const navigate = useNavigate()
  const detail = operacionesQueries(api).activos.detail(id)
  const conflict = useVersionConflict('este activo', detail.queryKey)
  const query = useQuery(detail)
  const update = useEntityMutation(
    operacionesQueries(api).activos,
    ({ values, version }: { values: ActivoValues; version: number }) =>
      api.operaciones.activos.update(id, { ...values, version }),
  )
  return (
    <QueryView
      query={query}
      thing="El activo"
      back={{ to: href('activos'), label: 'Volver a activos' }}
    >
      {(activo) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Editar ${activo.codigo}`}
            description={
              <span className="flex flex-wrap items-center gap-2">
                {activo.tipoActivo.nombre} {activo.marca.nombre} {activo.modelo} ·{' '}
                <EstadoActivoBadge estado={activo.estado} /> desde {formatDate(activo.estadoDesde)}
              </span>
            }
          />
          <p className="max-w-3xl text-sm text-muted-foreground">
            El estado no se edita aquí: cambia con los despachos, retiros, traslados y entradas a
            taller.
          </p>
          {conflict.alert}
          <ActivoForm
            // A reload after a conflict brings the new version: the form starts over from it.
            key={activo.version}
            defaultValues={{
              codigo: activo.codigo,
              tipoActivoId: activo.tipoActivo.id,
              marcaId: activo.marca.id,
              modelo: activo.modelo,
              anio: activo.anio,
              patente: activo.patente ?? '',
              numeroSerie: activo.numeroSerie,
              horometro: activo.horometro,
              flotaId: activo.flota?.id ?? null,
              proveedorId: activo.propietario?.id ?? null,
              observaciones: activo.observaciones ?? '',
            }}
            selected={{
              tipoActivo: activo.tipoActivo.nombre,
              marca: activo.marca.nombre,
              flota: activo.flota?.nombre,
              propietario: activo.propietario?.razonSocial,
            }}
            submitLabel="Guardar cambios"
            cancelTo={href('activos-detalle', { id: activo.id })}
            onConflict={conflict.onConflict}
            onSubmit={async (values) => {
              const saved = await update.mutateAsync({ values, version: activo.version })
              notify.success(`${saved.codigo} se guardó.`)
              await navigate(href('activos-detalle', { id: saved.id }))
            }}
          />
        </div>
      )}
    </QueryView>
  )
}
