// cotizaciones/{id}/agregar-items: the items of a quotation in borrador, all of them at once
// (added, changed, removed), with the live totals; saved as the whole list with the version read.
import {
  type CotizacionDetail,
  type ReplaceCotizacionItemsInput,
  replaceCotizacionItemsSchema,
} from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { FormActions, submitting } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import type { z } from 'zod'
import { CotizacionItemsFields, itemDeDetalle } from './cotizacion-items-editor.tsx'
import { CotizacionEnBorrador, useSaveBorrador } from './cotizacion-parts.tsx'

type ItemsValues = z.output<typeof replaceCotizacionItemsSchema>

export default function CotizacionAgregarItems() {
  return (
    <CotizacionEnBorrador
      title={(cotizacion) => `Ítems de ${cotizacion.folio}`}
      description={(cotizacion) =>
        `${cotizacion.razonSocial.razonSocial} · ${cotizacion.obra.nombre} · en ${cotizacion.moneda}`
      }
      cerrada={{
        title: 'Los ítems ya no se cambian',
        text: 'Solo se cambian los ítems de una cotización en borrador.',
      }}
    >
      {(cotizacion, onConflict) => <ItemsForm cotizacion={cotizacion} onConflict={onConflict} />}
    </CotizacionEnBorrador>
  )
}

function ItemsForm({
  cotizacion,
  onConflict,
}: {
  cotizacion: CotizacionDetail
  onConflict: () => void
}) {
  const save = useSaveBorrador(
    (cotizaciones, values: ItemsValues) => cotizaciones.replaceItems(cotizacion.id, values),
    (saved) => `Los ítems de ${saved.folio} se guardaron.`,
  )
  const defaultValues: ReplaceCotizacionItemsInput = {
    items: cotizacion.items.map((item) =>
      itemDeDetalle({ ...item, tipoActivoId: item.tipoActivo.id }),
    ),
    version: cotizacion.version,
  }
  const form = useZodForm(replaceCotizacionItemsSchema, { defaultValues })
  return (
    <Form
      form={form}
      className="grid max-w-5xl gap-6"
      onSubmit={submitting(form, save, onConflict)}
    >
      <CotizacionItemsFields moneda={cotizacion.moneda} fecha={cotizacion.fecha} />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Guardar ítems"
        cancel={{ to: href('cotizaciones-gestionar', { id: cotizacion.id }) }}
      />
    </Form>
  )
}
