// The file of a document in its form: the kit's FileUpload on one file, sent as soon as it is
// chosen (ticket from the API, bytes straight to the storage, with progress) by the owner's
// `upload` call. The form keeps what the upload answered ({ clave, nombre }); the API checks the
// stored bytes when the form is saved and its refusal lands under this field (showApiError).
import {
  ARCHIVO_DOCUMENTO_ACCEPT,
  ARCHIVO_MAX_BYTES,
  type ArchivoDocumento,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { FormField } from '@cordillera/ui/components/forms/field'
import { FileUpload } from '@cordillera/ui/components/forms/file-upload'

/** Sends one file's bytes (`api.<area>.documentos….upload` with its owner bound). */
export type UploadArchivo = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<ArchivoDocumento>

/** The refusal of an upload as the file's row shows it: the field's Spanish reason first. */
function uploadError(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined
  return Object.values(error.fields)[0] ?? error.message
}

export function ArchivoField({
  upload,
  label,
  onBusyChange,
}: {
  upload: UploadArchivo
  label: string
  /** True while the file is being sent: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void
}) {
  return (
    <FormField name="archivo" label={label} hint="El documento escaneado.">
      {({ value: _value, onChange, name, disabled, ...field }) => (
        // Uncontrolled: the field shows its own progress; the form only keeps what it sent.
        <FileUpload<ArchivoDocumento>
          {...field}
          name={name}
          disabled={disabled}
          multiple={false}
          accept={ARCHIVO_DOCUMENTO_ACCEPT}
          maxSize={ARCHIVO_MAX_BYTES}
          upload={upload}
          onChange={(values) => onChange(values[0])}
          onBusyChange={onBusyChange}
          errorMessage={uploadError}
        />
      )}
    </FormField>
  )
}
