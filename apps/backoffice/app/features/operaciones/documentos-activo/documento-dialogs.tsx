// The dialogs of the documents screen: add a document (data and file), edit its data, replace its
// file. Each saves through the API's own schema, so the form and the API say the same Spanish
// thing; the API's refusals land under their fields.
import {
  ARCHIVO_FALTA_MESSAGE,
  type CreateDocumentoActivoInput,
  createDocumentoActivoSchema,
  type DocumentoActivoRow,
  TIPO_DOCUMENTO_ACTIVO_LABEL,
  TIPOS_DOCUMENTO_ACTIVO,
  type UpdateDocumentoActivoInput,
  updateDocumentoActivoSchema,
} from '@cordillera/contracts'
import { operacionesQueries, useEntityMutation } from '@cordillera/data-client'
import { FormActions, showApiError, useApi } from '@cordillera/portal/screens'
import { DialogDescription, DialogHeader, DialogTitle } from '@cordillera/ui/components/dialog'
import { DatePicker } from '@cordillera/ui/components/forms/date-picker'
import { FormField } from '@cordillera/ui/components/forms/field'
import { Form, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import { useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { ArchivoField } from './archivo-field.tsx'

const tipoOptions = TIPOS_DOCUMENTO_ACTIVO.map((tipo) => ({
  value: tipo,
  label: TIPO_DOCUMENTO_ACTIVO_LABEL[tipo],
}))

const labelOf = (documento: Pick<DocumentoActivoRow, 'tipo' | 'numero'>) =>
  `${TIPO_DOCUMENTO_ACTIVO_LABEL[documento.tipo]}${documento.numero ? ` ${documento.numero}` : ''}`

type DialogProps = { activoId: string; onDone: () => void }

export function AgregarDocumento({ activoId, onDone }: DialogProps) {
  const api = useApi()
  const [uploading, setUploading] = useState(false)
  const form = useZodForm(createDocumentoActivoSchema, {
    defaultValues: {
      tipo: undefined,
      numero: '',
      fechaEmision: null,
      vence: null,
      observaciones: '',
      archivo: undefined,
    } as unknown as CreateDocumentoActivoInput,
  })
  const save = useEntityMutation(
    operacionesQueries(api).documentosActivo,
    (values: CreateDocumentoActivoInput) =>
      api.operaciones.documentosActivo.create(activoId, values),
  )
  return (
    <>
      <DialogHeader>
        <DialogTitle>Agregar documento</DialogTitle>
        <DialogDescription>
          Qué documento es, cuándo vence y su archivo (PDF, JPEG, PNG o WebP, hasta 10 MB).
        </DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={async (values) => {
          try {
            const saved = await save.mutateAsync(values)
            notify.success(`${labelOf(saved)} se agregó.`)
            onDone()
          } catch (error) {
            showApiError(error, form)
          }
        }}
      >
        <DatosFields />
        <ArchivoField activoId={activoId} label="Archivo" onBusyChange={setUploading} />
        <FormActions
          pending={form.formState.isSubmitting || uploading}
          submitLabel="Guardar documento"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}

export function EditarDocumento({
  activoId,
  documento,
  onDone,
}: DialogProps & { documento: DocumentoActivoRow }) {
  const api = useApi()
  const form = useZodForm(updateDocumentoActivoSchema, {
    defaultValues: {
      tipo: documento.tipo,
      numero: documento.numero ?? '',
      fechaEmision: documento.fechaEmision,
      vence: documento.vence,
      observaciones: documento.observaciones ?? '',
      version: documento.version,
    },
  })
  const save = useEntityMutation(
    operacionesQueries(api).documentosActivo,
    (values: UpdateDocumentoActivoInput) =>
      api.operaciones.documentosActivo.update(activoId, documento.id, values),
  )
  return (
    <>
      <DialogHeader>
        <DialogTitle>Editar {labelOf(documento)}</DialogTitle>
        <DialogDescription>
          Sus datos; el archivo se cambia con «Reemplazar archivo».
        </DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={async (values) => {
          try {
            const saved = await save.mutateAsync(values)
            notify.success(`${labelOf(saved)} se guardó.`)
            onDone()
          } catch (error) {
            showApiError(error, form)
          }
        }}
      >
        <DatosFields />
        <FormActions
          pending={form.formState.isSubmitting}
          submitLabel="Guardar cambios"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}

export function ReemplazarArchivo({
  activoId,
  documento,
  onDone,
}: DialogProps & { documento: DocumentoActivoRow }) {
  const api = useApi()
  const [uploading, setUploading] = useState(false)
  const form = useZodForm(updateDocumentoActivoSchema, {
    defaultValues: { version: documento.version },
  })
  const save = useEntityMutation(
    operacionesQueries(api).documentosActivo,
    (values: UpdateDocumentoActivoInput) =>
      api.operaciones.documentosActivo.update(activoId, documento.id, values),
  )
  return (
    <>
      <DialogHeader>
        <DialogTitle>Reemplazar archivo de {labelOf(documento)}</DialogTitle>
        <DialogDescription>
          El archivo actual ({documento.archivo.nombre}) queda guardado en el historial.
        </DialogDescription>
      </DialogHeader>
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={async (values) => {
          if (!values.archivo) {
            form.setError('archivo', { type: 'required', message: ARCHIVO_FALTA_MESSAGE })
            return
          }
          try {
            await save.mutateAsync(values)
            notify.success(`Se reemplazó el archivo de ${labelOf(documento)}.`)
            onDone()
          } catch (error) {
            showApiError(error, form)
          }
        }}
      >
        <ArchivoField activoId={activoId} label="Archivo nuevo" onBusyChange={setUploading} />
        <FormActions
          pending={form.formState.isSubmitting || uploading}
          submitLabel="Reemplazar archivo"
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}

/** Tipo, número, fechas and observaciones: what agregar and editar share. */
function DatosFields() {
  const { control, getValues, trigger } = useFormContext()
  const fechaEmision = useWatch({ control, name: 'fechaEmision' }) as string | null | undefined
  return (
    <>
      <SelectField name="tipo" label="Tipo de documento" options={tipoOptions} />
      <InputField name="numero" label="Número" optional autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="fechaEmision" label="Fecha de emisión" optional>
          {({ value, onChange, ...field }) => (
            <DatePicker
              {...field}
              value={(value as string | null | undefined) ?? null}
              onChange={(next) => {
                onChange(next)
                // The vencimiento's "before the emisión" message follows a change of the emisión.
                if (getValues('vence')) void trigger('vence')
              }}
            />
          )}
        </FormField>
        <FormField name="vence" label="Vence" optional>
          {({ value, ...field }) => (
            <DatePicker
              {...field}
              value={(value as string | null | undefined) ?? null}
              min={fechaEmision || undefined}
            />
          )}
        </FormField>
      </div>
      <TextareaField name="observaciones" label="Observaciones" optional rows={2} />
    </>
  )
}
