// cotizaciones/crear: a new quotation, header and items in one form, with the live Neto / IVA /
// Total under the items; once saved (borrador), its detail (gestionar) opens.
import {
  type CreateCotizacionInput,
  createCotizacionSchema,
  type Moneda,
  VALIDEZ_DIAS_DEFAULT,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { FormActions, submitting, useApi } from '@cordillera/portal/screens'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { todayIsoDate } from '@cordillera/ui/format'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { CotizacionCabeceraFields } from './cotizacion-cabecera-fields.tsx'
import { CotizacionItemsFields, nuevoItem } from './cotizacion-items-editor.tsx'

type CotizacionValues = z.output<typeof createCotizacionSchema>

/** A new quotation: today, valid the usual days, in pesos, with one empty item. */
export const nuevaCotizacion = (): CreateCotizacionInput => ({
  razonSocialId: '',
  obraId: '',
  fecha: todayIsoDate(),
  validezDias: VALIDEZ_DIAS_DEFAULT,
  moneda: 'CLP',
  condiciones: '',
  items: [nuevoItem()],
})

export default function CotizacionCrear() {
  const api = useApi()
  const navigate = useNavigate()
  const create = useEntityMutation(comercialQueries(api).cotizaciones, (values: CotizacionValues) =>
    comercialApi(api).cotizaciones.create(values),
  )
  const form = useZodForm(createCotizacionSchema, { defaultValues: nuevaCotizacion() })
  const moneda = (useWatch({ control: form.control, name: 'moneda' }) ?? 'CLP') as Moneda
  const fecha = (useWatch({ control: form.control, name: 'fecha' }) ?? '') as string
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Crear cotización"
        description="Qué se ofrece a una razón social para una de sus obras: tipos de activo, cantidades, tarifas y fletes."
      />
      <Form
        form={form}
        className="grid max-w-5xl gap-6"
        onSubmit={submitting(form, async (values: CotizacionValues) => {
          const created = await create.mutateAsync(values)
          notify.success(`La cotización ${created.folio} se creó en borrador.`)
          await navigate(href('cotizaciones-gestionar', { id: created.id }))
        })}
      >
        <CotizacionCabeceraFields monedaHint="Las tarifas y fletes de los ítems van en esta moneda: si la cambia, revíselos." />
        <CotizacionItemsFields moneda={moneda} fecha={fecha} />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel="Crear cotización"
          cancel={{ to: href('cotizaciones') }}
        />
      </Form>
    </div>
  )
}
