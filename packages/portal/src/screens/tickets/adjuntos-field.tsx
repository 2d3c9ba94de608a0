// A ticket's or a comment's attachments in its form: the kit's FileUpload on several files, each
// sent as soon as it is chosen (a ticket from the API, the bytes straight to the storage, with
// progress) by the `upload` call the screen gives. The form keeps what each upload answered
// ({ clave, nombre }); the API checks the stored bytes when the form is sent, and its refusal of
// one file lands under this field.
import {
  ARCHIVO_DOCUMENTO_ACCEPT,
  ARCHIVO_MAX_BYTES,
  type ArchivoDocumento,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { FormField } from '@cordillera/ui/components/forms/field'
import { FileUpload, type UploadFile } from '@cordillera/ui/components/forms/file-upload'

/** The storage's or the API's reason for refusing one file, as its row in the field says it. */
const refusalOf = (error: unknown) =>
  error instanceof ApiRequestError ? (Object.values(error.fields)[0] ?? error.message) : undefined

export function AdjuntosField({
  upload,
  max,
  onBusyChange,
}: {
  upload: UploadFile<ArchivoDocumento>
  /** How many files the ticket or the comment takes. */
  max: number
  /** True while a file is on its way: the form waits for it before sending. */
  onBusyChange: (busy: boolean) => void
}) {
  return (
    <FormField
      name="adjuntos"
      label="Adjuntos"
      optional
      hint={`Hasta ${max} archivos: fotos (JPEG, PNG o WebP) o PDF.`}
    >
      {({ value: _kept, onChange, ...control }) => (
        <FileUpload<ArchivoDocumento>
          {...control}
          multiple
          maxFiles={max}
          accept={ARCHIVO_DOCUMENTO_ACCEPT}
          maxSize={ARCHIVO_MAX_BYTES}
          upload={upload}
          onChange={onChange}
          onBusyChange={onBusyChange}
          errorMessage={refusalOf}
        />
      )}
    </FormField>
  )
}
