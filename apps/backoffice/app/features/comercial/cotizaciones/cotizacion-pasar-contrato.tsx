// cotizaciones/{id}/pasar-contrato: an accepted quotation becomes a contract. The user gives the
// contract's dates and orden de compra, asks for the assets free over those dates, and picks for
// each item exactly its cantidad of them (with each one's entrega and, by the hour, its minimum);
// the new contract's detail opens. A 409 (the quotation already passed, an asset taken meanwhile)
// shows the API's message and the candidates are read again.
import {
  type CotizacionDetail,
  type PasarContratoInput,
  pasarContratoSchema,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href } from '@cordillera/permissions'
import { DateField, submitting, useApi } from '@cordillera/portal/screens'
import { Button } from '@cordillera/ui/components/button'
import { Card, CardContent, CardHeader, CardTitle } from '@cordillera/ui/components/card'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { PageHeader } from '@cordillera/ui/components/page-header'
import { notify } from '@cordillera/ui/components/toaster'
import { todayIsoDate } from '@cordillera/ui/format'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { ActivosChooser } from './activos-chooser.tsx'
import { CotizacionDeLaRuta, EstadoNotice } from './cotizacion-parts.tsx'

type PasarContratoValues = z.output<typeof pasarContratoSchema>
type Busqueda = { fechaInicio: string; fechaTermino?: string }

export default function CotizacionPasarContrato() {
  return (
    <CotizacionDeLaRuta>
      {(cotizacion) => (
        <div className="grid gap-6">
          <PageHeader
            title={`Pasar ${cotizacion.folio} a contrato`}
            description={`${cotizacion.razonSocial.razonSocial} · ${cotizacion.obra.codigo} ${cotizacion.obra.nombre} · en ${cotizacion.moneda}`}
          />
          {cotizacion.estado !== 'aceptada' ? (
            <EstadoNotice id={cotizacion.id} title="Esta cotización no pasa a contrato">
              {cotizacion.contrato
                ? `La cotización ya pasó a contrato (${cotizacion.contrato.folio}).`
                : 'Solo una cotización aceptada pasa a contrato.'}
            </EstadoNotice>
          ) : (
            <PasarContratoForm key={cotizacion.version} cotizacion={cotizacion} />
          )}
        </div>
      )}
    </CotizacionDeLaRuta>
  )
}

function PasarContratoForm({ cotizacion }: { cotizacion: CotizacionDetail }) {
  const api = useApi()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useZodForm(pasarContratoSchema, {
    defaultValues: {
      version: cotizacion.version,
      fechaInicio: todayIsoDate(),
      fechaTermino: null,
      ordenCompra: '',
      items: [],
    } satisfies PasarContratoInput,
  })
  const fechaInicio = (useWatch({ control: form.control, name: 'fechaInicio' }) ?? '') as string
  const fechaTermino = useWatch({ control: form.control, name: 'fechaTermino' }) as
    | string
    | null
    | undefined
  const [busqueda, setBusqueda] = useState<Busqueda | null>(null)
  const disponibles = useQuery({
    ...comercialQueries(api).cotizaciones.activosDisponibles(cotizacion.id, busqueda as Busqueda),
    enabled: busqueda !== null,
  })
  const contract = useEntityMutation(
    comercialQueries(api).cotizaciones,
    (values: PasarContratoValues) => comercialApi(api).cotizaciones.contract(cotizacion.id, values),
  )
  const vigente =
    busqueda !== null &&
    busqueda.fechaInicio === fechaInicio &&
    (busqueda.fechaTermino ?? null) === (fechaTermino || null)

  const buscar = async () => {
    if (!(await form.trigger(['fechaInicio', 'fechaTermino']))) return
    const next = { fechaInicio, ...(fechaTermino ? { fechaTermino } : {}) }
    if (vigente) await disponibles.refetch()
    else setBusqueda(next)
  }

  return (
    <Form
      form={form}
      className="grid max-w-4xl gap-6"
      onSubmit={submitting(
        form,
        async (values: PasarContratoValues) => {
          const created = await contract.mutateAsync(values)
          notify.success(`Se creó el contrato ${created.folio}.`)
          await navigate(href('contratos-detalle', { id: created.id }))
        },
        // The assets or the quotation changed meanwhile: both are read again.
        () =>
          Promise.all([
            disponibles.refetch(),
            queryClient.invalidateQueries({
              queryKey: comercialQueries(api).cotizaciones.detail(cotizacion.id).queryKey,
            }),
          ]),
      )}
    >
      <Card>
        <CardHeader>
          <CardTitle>Datos del contrato</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-3">
          <DateField name="fechaInicio" label="Fecha de inicio" />
          <DateField
            name="fechaTermino"
            label="Fecha de término"
            optional
            min={fechaInicio || undefined}
          />
          <InputField name="ordenCompra" label="Orden de compra" optional />
          <div className="sm:col-span-3">
            <Button
              type="button"
              variant="outline"
              pending={disponibles.isFetching}
              onClick={() => void buscar()}
            >
              <Search aria-hidden="true" />
              Buscar activos disponibles
            </Button>
          </div>
        </CardContent>
      </Card>
      <section aria-labelledby="activos-titulo" className="grid gap-4">
        <h2 id="activos-titulo" className="text-lg font-semibold">
          Activos del contrato
        </h2>
        {busqueda === null ? (
          <p className="text-sm text-muted-foreground">
            Indique las fechas y busque los activos libres en ellas.
          </p>
        ) : !vigente ? (
          <p className="text-sm text-muted-foreground">
            Las fechas cambiaron: vuelva a buscar los activos disponibles.
          </p>
        ) : disponibles.error ? (
          <p className="text-sm text-destructive">
            No se pudieron leer los activos disponibles. Intente de nuevo.
          </p>
        ) : disponibles.data ? (
          <ActivosChooser
            disponibles={disponibles.data.items}
            items={cotizacion.items}
            moneda={cotizacion.moneda}
            fechaInicio={fechaInicio}
            pending={form.formState.isSubmitting}
          />
        ) : (
          <p className="text-sm text-muted-foreground">Buscando activos…</p>
        )}
      </section>
    </Form>
  )
}
