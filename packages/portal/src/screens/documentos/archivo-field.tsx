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
  name = 'archivo',
  hint = 'El documento escaneado.',
  optional,
  max,
}: {
  upload: UploadArchivo
  label: string
  /** True while the file is being sent: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void
  /** The form's field: `archivo` unless named. */
  name?: string
  hint?: string
  optional?: boolean
  /** Several files, up to `max`: the field keeps the list of them. */
  max?: number
}) {
  return (
    <FormField name={name} label={label} hint={hint} optional={optional}>
      {({ value: _value, onChange, name: fieldName, disabled, ...field }) => (
        // Uncontrolled: the field shows its own progress; the form only keeps what it sent.
        <FileUpload<ArchivoDocumento>
          {...field}
          name={fieldName}
          disabled={disabled}
          multiple={max !== undefined}
          maxFiles={max}
          accept={ARCHIVO_DOCUMENTO_ACCEPT}
          maxSize={ARCHIVO_MAX_BYTES}
          upload={upload}
          onChange={(values) => onChange(max === undefined ? values[0] : values)}
          onBusyChange={onBusyChange}
          errorMessage={uploadError}
        />
      )}
    </FormField>
  )
}
