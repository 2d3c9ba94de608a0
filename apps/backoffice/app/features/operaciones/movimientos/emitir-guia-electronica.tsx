// The history's row action "Emitir guía electrónica" (decisions 088 and 091): a past despacho or
// retiro without a guía electrónica gets its guía de despacho electrónica (52), with the transport
// the movement did not record. It asks first: a folio is taken, the document is signed and stamped,
// it cannot be undone, and its folio replaces the guía written on the movement. The API's refusal
// (no settings, certificate or folios, a guía already issued: 409; the SII's schemas: 422) stays
// in the dialog in its own words. Once issued the row shows "Guía electrónica N° 57" with its files.
import {
  conGuiaElectronica,
  emitirGuiaRoute,
  emitirGuiaSchema,
  type MovimientoRow,
  TIPO_MOVIMIENTO_LABEL,
} from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { siiApi, siiQueries } from '@cordillera/data-client/sii'
import {
  FormActions,
  type OpenDialogProps,
  RefusalFormDialog,
  type RefusalFormProps,
  submitting,
  useApi,
} from '@cordillera/portal/screens'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { notify } from '@cordillera/ui/components/toaster'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { conTransporteOpcional, GuiaElectronicaFields } from './guia-electronica-fields.tsx'

const emitirFormSchema = conTransporteOpcional(emitirGuiaSchema)

/** "el despacho de CT-003" */
const movimientoText = (row: MovimientoRow) =>
  `el ${TIPO_MOVIMIENTO_LABEL[row.tipo].toLowerCase()} de ${row.activo.codigo}`

/** The row action and its dialog, for a list of movements. */
export function useEmitirGuiaElectronica() {
  const [movimiento, setMovimiento] = useState<MovimientoRow | null>(null)
  const [open, setOpen] = useState(false)
  const action: RowAction<MovimientoRow> = {
    id: 'emitir-guia-electronica',
    label: 'Emitir guía electrónica',
    icon: <FileText aria-hidden="true" />,
    key: emitirGuiaRoute.permission,
    onSelect: (row) => {
      setMovimiento(row)
      setOpen(true)
    },
    // Only a despacho or retiro, and only once.
    visible: (row) => conGuiaElectronica(row.tipo) && row.guiaDte === null,
  }
  const dialog = movimiento ? (
    <EmitirGuiaDialog movimiento={movimiento} open={open} onOpenChange={setOpen} />
  ) : null
  return { action, dialog }
}

function EmitirGuiaDialog({
  movimiento,
  open,
  onOpenChange,
}: OpenDialogProps & { movimiento: MovimientoRow }) {
  return (
    <RefusalFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`¿Emitir la guía electrónica de ${movimientoText(movimiento)}?`}
      description={`Se toma el siguiente folio autorizado por el SII y la guía se firma con el certificado de la empresa; no se puede deshacer. ${
        movimiento.guiaDespacho === null
          ? 'Su folio queda como la guía del movimiento.'
          : `Su folio reemplaza la guía N° ${movimiento.guiaDespacho} escrita en el movimiento.`
      }`}
      refusedTitle="No se emitió la guía"
      form={(props) => <EmitirGuiaForm key={movimiento.id} movimiento={movimiento} {...props} />}
    />
  )
}

function EmitirGuiaForm({
  movimiento,
  onRefused,
  onDone,
}: RefusalFormProps & { movimiento: MovimientoRow }) {
  const api = useApi()
  const form = useZodForm(emitirFormSchema, { defaultValues: {} })
  const emitir = useEntityMutation(
    siiQueries(api).documentos,
    (body: z.output<typeof emitirGuiaSchema>) =>
      siiApi(api).documentos.emitirGuia(movimiento.id, body),
  )
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={submitting(
        form,
        async (values: z.output<typeof emitirGuiaSchema>) => {
          const guia = await emitir.mutateAsync(values)
          notify.success(
            `Guía electrónica N° ${guia.folio} emitida para ${movimientoText(movimiento)}.`,
          )
          onDone()
        },
        onRefused,
      )}
    >
      <GuiaElectronicaFields />
      <FormActions
        pending={form.formState.isSubmitting}
        submitLabel="Emitir guía electrónica"
        cancel={{ onClick: onDone }}
      />
    </Form>
  )
}
