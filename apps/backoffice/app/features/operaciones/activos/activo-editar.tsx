// activos/{id}/editar: the asset as it was read, saved with that version. When someone else saved
// first the API answers 409: the screen says so and offers to reload instead of overwriting. The
// estado is shown, not edited: only logistics movements change it.
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { href } from '@cordillera/permissions'
import { EditScreen, useApi } from '@cordillera/portal/screens'
import { formatDate } from '@cordillera/ui/format'
import { EstadoActivoBadge } from '../common/badges.tsx'
import { ActivoForm } from './activo-form.tsx'

export default function ActivoEditar() {
  const api = useApi()
  return (
    <EditScreen
      entity={operacionesQueries(api).activos}
      thing="El activo"
      list="activos"
      what="este activo"
      title={(activo) => `Editar ${activo.codigo}`}
      description={(activo) => (
        <span className="flex flex-wrap items-center gap-2">
          {activo.tipoActivo.nombre} {activo.marca.nombre} {activo.modelo} ·{' '}
          <EstadoActivoBadge estado={activo.estado} /> desde {formatDate(activo.estadoDesde)}
        </span>
      )}
      intro={() => (
        <p className="max-w-3xl text-sm text-muted-foreground">
          El estado no se edita aquí: cambia con los despachos, retiros, traslados y entradas a
          taller.
        </p>
      )}
      update={operacionesApi(api).activos.update}
      done={(saved) => `${saved.codigo} se guardó.`}
      leadsTo={(saved) => href('activos-detalle', { id: saved.id })}
    >
      {(activo, save) => (
        <ActivoForm
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
          {...save}
        />
      )}
    </EditScreen>
  )
}
