// The SII's CAFs (decision 087): each loaded range by tipo, how many of its folios were used and
// remain, its expiry (a factura's CAF serves 180 days from its authorisation), and its state at a
// glance — "Vencido", "Pocos folios" when the remaining ones reach the settings' warning,
// "Agotado", else "En uso". Below, the upload of a CAF's XML as the SII gave it; the API's refusal
// (another RUT, a range that overlaps, a tipo the platform does not issue) is shown on the field.
import {
  type Caf,
  createCafSchema,
  formatNumber,
  TIPO_DTE_LABEL,
  type TipoDte,
} from '@cordillera/contracts'
import { ApiRequestError, useEntityMutation } from '@cordillera/data-client'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import { showApiError, Tabla, useApi } from '@cordillera/portal/screens'
import { Badge } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { notify } from '@cordillera/ui/components/toaster'
import { formatDate } from '@cordillera/ui/format'
import { useState } from 'react'
import { ArchivoBase64Field } from './archivo-base64-field.tsx'

export const tipoDteText = (tipo: number) =>
  `${tipo} · ${TIPO_DTE_LABEL[tipo as TipoDte] ?? 'Documento'}`

/** A CAF's state, worst first. */
export function estadoCaf(caf: Caf) {
  if (caf.vencido) return { texto: 'Vencido', tono: 'danger' } as const
  if (caf.restantes === 0) return { texto: 'Agotado', tono: 'neutral' } as const
  if (caf.alerta) return { texto: 'Pocos folios', tono: 'warning' } as const
  return { texto: 'En uso', tono: 'success' } as const
}

const columnas = [
  { header: 'Tipo' },
  { header: 'Folios' },
  { header: 'Usados', numeric: true },
  { header: 'Restantes', numeric: true },
  { header: 'Autorización' },
  { header: 'Vence' },
  { header: 'Estado' },
] as const

export function CafsSection({ cafs }: { cafs: readonly Caf[] }) {
  return (
    <div className="grid gap-6">
      <Tabla
        caption="CAF cargados"
        columns={columnas}
        empty="No hay CAF cargados: sin folios no se pueden emitir documentos."
        rows={cafs.map((caf) => {
          const estado = estadoCaf(caf)
          return {
            key: caf.id,
            cells: [
              tipoDteText(caf.tipoDte),
              `${formatNumber(caf.desde)} al ${formatNumber(caf.hasta)}`,
              formatNumber(caf.usados),
              formatNumber(caf.restantes),
              formatDate(caf.fechaAutorizacion),
              caf.vence ? formatDate(caf.vence) : 'No vence',
              <Badge key="estado" variant={estado.tono} data-estado-caf>
                {estado.texto}
              </Badge>,
            ],
          }
        })}
      />
      <CargarCaf />
    </div>
  )
}

function CargarCaf() {
  const api = useApi()
  const cargar = useEntityMutation(siiQueries(api).cafs, siiApi(api).cafs.create)
  // A new form after each load: the file input cannot be emptied otherwise.
  const [vuelta, setVuelta] = useState(0)
  return (
    <CafForm
      key={vuelta}
      onSubmit={async (body) => {
        const caf = await cargar.mutateAsync(body)
        notify.success(
          `Se cargó el CAF de ${TIPO_DTE_LABEL[caf.tipoDte as TipoDte] ?? `tipo ${caf.tipoDte}`}, folios ${formatNumber(caf.desde)} al ${formatNumber(caf.hasta)}.`,
        )
        setVuelta((n) => n + 1)
      }}
    />
  )
}

function CafForm({ onSubmit }: { onSubmit: (body: { archivo: string }) => Promise<unknown> }) {
  const form = useZodForm(createCafSchema, { defaultValues: { archivo: '' } })
  return (
    <Form
      form={form}
      aria-label="Cargar CAF"
      className="grid max-w-xl gap-4"
      onSubmit={async (body) => {
        try {
          await onSubmit(body)
        } catch (error) {
          showApiError(error, form)
          // A refusal naming no field (a range that overlaps a loaded one: 409) is the file's too.
          if (error instanceof ApiRequestError && !('archivo' in error.fields)) {
            form.setError('archivo', { type: 'server', message: error.message })
          }
        }
      }}
    >
      <ArchivoBase64Field
        name="archivo"
        label="Archivo CAF"
        accept=".xml,text/xml,application/xml"
        hint="El XML de folios autorizados que entrega el SII, de factura (33) o guía de despacho (52)."
      />
      <div>
        <Button type="submit" pending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Cargando…' : 'Cargar CAF'}
        </Button>
      </div>
    </Form>
  )
}
