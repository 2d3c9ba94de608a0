// cotizaciones/{id}/editar: the header of a quotation in borrador (razón social, obra, fecha,
// validez, moneda, condiciones), saved with the version read; its items have their own screen.
// Someone else's save first is a 409: the screen offers to reload instead of overwriting.
import { type CotizacionDetail, updateCotizacionSchema } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { EntityForm } from '@cordillera/portal/screens'
import type { z } from 'zod'
import { CotizacionCabeceraFields } from './cotizacion-cabecera-fields.tsx'
import { CotizacionEnBorrador, useSaveBorrador } from './cotizacion-parts.tsx'

type CabeceraValues = z.output<typeof updateCotizacionSchema>

export default function CotizacionEditar() {
  return (
    <CotizacionEnBorrador
      title={(cotizacion) => `Editar ${cotizacion.folio}`}
      description={(cotizacion) =>
        `${cotizacion.razonSocial.razonSocial} · ${cotizacion.obra.nombre}`
      }
      cerrada={{
        title: 'Esta cotización ya no se edita',
        text: 'Solo se edita una cotización en borrador. Para cambiarla, vuelva a borrador desde su detalle.',
      }}
    >
      {(cotizacion, onConflict) => <CabeceraForm cotizacion={cotizacion} onConflict={onConflict} />}
    </CotizacionEnBorrador>
  )
}

function CabeceraForm({
  cotizacion,
  onConflict,
}: {
  cotizacion: CotizacionDetail
  onConflict: () => void
}) {
  const save = useSaveBorrador(
    (cotizaciones, values: CabeceraValues) => cotizaciones.update(cotizacion.id, values),
    (saved) => `${saved.folio} se guardó.`,
  )
  return (
    <EntityForm
      schema={updateCotizacionSchema}
      defaultValues={{
        razonSocialId: cotizacion.razonSocial.id,
        obraId: cotizacion.obra.id,
        fecha: cotizacion.fecha,
        validezDias: cotizacion.validezDias,
        moneda: cotizacion.moneda,
        condiciones: cotizacion.condiciones ?? '',
        version: cotizacion.version,
      }}
      submitLabel="Guardar cambios"
      cancelTo={href('cotizaciones-gestionar', { id: cotizacion.id })}
      className="grid max-w-3xl gap-6"
      onSubmit={save}
      onConflict={onConflict}
    >
      {() => (
        <CotizacionCabeceraFields
          razonSocialNombre={cotizacion.razonSocial.razonSocial}
          obraNombre={cotizacion.obra.nombre}
          monedaHint="Al cambiarla, las tarifas y fletes de los ítems deben caber en la nueva moneda."
        />
      )}
    </EntityForm>
  )
}
