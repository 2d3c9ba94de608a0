// The dialogs of a documents screen (an asset's, a worker's): add a document (data and file), edit
// its data, replace its file. Each saves through the owner's own schema, so the form and the API
// say the same Spanish thing; the API's refusals land under their fields.
import { ARCHIVO_FALTA_MESSAGE } from '@cordillera/contracts'
import { useEntityMutation } from '@cordillera/data-client'
import { Form, type FormSchema, useZodForm } from '@cordillera/ui/components/forms/form'
import { InputField } from '@cordillera/ui/components/forms/input-field'
import { SelectField } from '@cordillera/ui/components/forms/select-field'
import { TextareaField } from '@cordillera/ui/components/forms/textarea-field'
import { notify } from '@cordillera/ui/components/toaster'
import type { QueryKey } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { submitting } from '../api-error.ts'
import { DateRangeFields } from '../date-fields.tsx'
import { DialogHeading } from '../form-dialog.tsx'
import { FormActions } from '../screen-parts.tsx'
import { ArchivoField, type UploadArchivo } from './archivo-field.tsx'
import type { DocumentoRowBase } from './documento-row.ts'

/** What one owner's documents are and how they are saved (the screen's setup). */
export type DocumentosSetup<
  Row extends DocumentoRowBase,
  Create extends FormSchema,
  Update extends FormSchema,
> = {
  /** The tipos offered, each with its label. */
  tipos: readonly { value: string; label: string }[]
  /** A document as a person names it, in messages and buttons: "Revisión técnica RT-88123". */
  nameOf: (documento: Row) => string
  /** What the table's Tipo cell says ("Licencia de conducir, clase D"). */
  tipoText: (documento: Row) => string
  createSchema: Create
  updateSchema: Update
  /** The new document's values besides the shared ones (a licence's `clase: null`). */
  newValues?: Record<string, unknown>
  /** The edit's values besides the shared ones, read from the document. */
  editValues?: (documento: Row) => Record<string, unknown>
  /** The form's fields besides the shared ones, shown after the tipo (a licence's clase). */
  extraFields?: ReactNode
  /** What a write of a document makes stale (the owner's documents query options). */
  entity: { readonly invalidates: readonly QueryKey[] }
  calls: {
    upload: UploadArchivo
    create: (values: z.output<Create>) => Promise<Row>
    update: (documentoId: string, values: z.output<Update>) => Promise<Row>
    delete: (documento: Row) => Promise<void>
    downloadUrl: (documentoId: string) => Promise<{ url: string }>
  }
}

type DialogProps<Row extends DocumentoRowBase, C extends FormSchema, U extends FormSchema> = {
  setup: DocumentosSetup<Row, C, U>
  onDone: () => void
}

/** An owner's document calls as the data client has them: the owner's id first. */
export type OwnerDocumentosCalls<Row, CreateBody, UpdateBody> = {
  upload: (
    ownerId: string,
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => ReturnType<UploadArchivo>
  create: (ownerId: string, body: CreateBody) => Promise<Row>
  update: (ownerId: string, documentoId: string, body: UpdateBody) => Promise<Row>
  delete: (ownerId: string, documentoId: string, version: number) => Promise<void>
  downloadUrl: (ownerId: string, documentoId: string) => Promise<{ url: string }>
}

/** The setup's calls for one owner: `documentosOf(operacionesApi(api).documentosActivo, id)`. */
export function documentosOf<Row extends DocumentoRowBase, CreateBody, UpdateBody>(
  calls: OwnerDocumentosCalls<Row, CreateBody, UpdateBody>,
  ownerId: string,
) {
  return {
    upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
      calls.upload(ownerId, file, onProgress, signal),
    create: (values: CreateBody) => calls.create(ownerId, values),
    update: (documentoId: string, values: UpdateBody) => calls.update(ownerId, documentoId, values),
    delete: (documento: Row) => calls.delete(ownerId, documento.id, documento.version),
    downloadUrl: (documentoId: string) => calls.downloadUrl(ownerId, documentoId),
  }
}

export function AgregarDocumento<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
>({ setup, onDone }: DialogProps<Row, C, U>) {
  const [uploading, setUploading] = useState(false)
  const form = useZodForm(setup.createSchema, {
    defaultValues: {
      tipo: undefined,
      numero: '',
      fechaEmision: null,
      vence: null,
      observaciones: '',
      archivo: undefined,
      ...setup.newValues,
    } as DefaultValues<z.input<C>>,
  })
  const save = useEntityMutation(setup.entity, setup.calls.create)
  return (
    <DocumentoForm
      title="Agregar documento"
      description="Qué documento es, cuándo vence y su archivo (PDF, JPEG, PNG o WebP, hasta 10 MB)."
      form={form}
      submit={async (values) => {
        // useZodForm widens a generic schema's output to FieldValues: it is the schema's.
        const saved = await save.mutateAsync(values as z.output<C>)
        return `${setup.nameOf(saved)} se agregó.`
      }}
      submitLabel="Guardar documento"
      busy={uploading}
      onDone={onDone}
    >
      <DatosFields tipos={setup.tipos} extraFields={setup.extraFields} />
      <ArchivoField upload={setup.calls.upload} label="Archivo" onBusyChange={setUploading} />
    </DocumentoForm>
  )
}

export function EditarDocumento<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
>({ setup, documento, onDone }: DialogProps<Row, C, U> & { documento: Row }) {
  const form = useZodForm(setup.updateSchema, {
    defaultValues: {
      tipo: documento.tipo,
      numero: documento.numero ?? '',
      fechaEmision: documento.fechaEmision,
      vence: documento.vence,
      observaciones: documento.observaciones ?? '',
      ...setup.editValues?.(documento),
      version: documento.version,
    } as DefaultValues<z.input<U>>,
  })
  const save = useEntityMutation(setup.entity, (values: z.output<U>) =>
    setup.calls.update(documento.id, values),
  )
  return (
    <DocumentoForm
      title={`Editar ${setup.nameOf(documento)}`}
      description="Sus datos; el archivo se cambia con «Reemplazar archivo»."
      form={form}
      submit={async (values) => {
        const saved = await save.mutateAsync(values as z.output<U>)
        return `${setup.nameOf(saved)} se guardó.`
      }}
      submitLabel="Guardar cambios"
      onDone={onDone}
    >
      <DatosFields tipos={setup.tipos} extraFields={setup.extraFields} />
    </DocumentoForm>
  )
}

export function ReemplazarArchivo<
  Row extends DocumentoRowBase,
  C extends FormSchema,
  U extends FormSchema,
>({ setup, documento, onDone }: DialogProps<Row, C, U> & { documento: Row }) {
  const [uploading, setUploading] = useState(false)
  const form = useZodForm(setup.updateSchema, {
    defaultValues: { version: documento.version } as DefaultValues<z.input<U>>,
  })
  const save = useEntityMutation(setup.entity, (values: z.output<U>) =>
    setup.calls.update(documento.id, values),
  )
  return (
    <DocumentoForm
      title={`Reemplazar archivo de ${setup.nameOf(documento)}`}
      description={`El archivo actual (${documento.archivo.nombre}) queda guardado en el historial.`}
      form={form}
      submit={async (values) => {
        if (!(values as { archivo?: unknown }).archivo) {
          form.setError('archivo' as never, { type: 'required', message: ARCHIVO_FALTA_MESSAGE })
          return null
        }
        await save.mutateAsync(values as z.output<U>)
        return `Se reemplazó el archivo de ${setup.nameOf(documento)}.`
      }}
      submitLabel="Reemplazar archivo"
      busy={uploading}
      onDone={onDone}
    >
      <ArchivoField upload={setup.calls.upload} label="Archivo nuevo" onBusyChange={setUploading} />
    </DocumentoForm>
  )
}

/**
 * A documents dialog's form: its heading, the fields, Guardar/Cancelar. `submit` saves and says
 * what the toast tells (null: nothing was sent); a refusal is shown under the fields.
 */
function DocumentoForm<V extends FieldValues, O>({
  title,
  description,
  form,
  submit,
  submitLabel,
  busy = false,
  onDone,
  children,
}: {
  title: string
  description: string
  form: UseFormReturn<V, unknown, O>
  submit: (values: O) => Promise<string | null>
  submitLabel: string
  /** A file still uploading. */
  busy?: boolean
  onDone: () => void
  children: ReactNode
}) {
  return (
    <>
      <DialogHeading title={title} description={description} />
      <Form
        form={form}
        className="grid gap-4"
        onSubmit={submitting(form, async (values: O) => {
          const done = await submit(values)
          if (done === null) return
          notify.success(done)
          onDone()
        })}
      >
        {children}
        <FormActions
          pending={form.formState.isSubmitting || busy}
          submitLabel={submitLabel}
          cancel={{ onClick: onDone }}
        />
      </Form>
    </>
  )
}

/** Tipo, the owner's own fields, número, fechas and observaciones: what agregar and editar share. */
function DatosFields({
  tipos,
  extraFields,
}: {
  tipos: readonly { value: string; label: string }[]
  extraFields: ReactNode
}) {
  return (
    <>
      <SelectField name="tipo" label="Tipo de documento" options={tipos} />
      {extraFields}
      <InputField name="numero" label="Número" optional autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateRangeFields
          start={{ name: 'fechaEmision', label: 'Fecha de emisión', optional: true }}
          end={{ name: 'vence', label: 'Vence' }}
        />
      </div>
      <TextareaField name="observaciones" label="Observaciones" optional rows={2} />
    </>
  )
}
