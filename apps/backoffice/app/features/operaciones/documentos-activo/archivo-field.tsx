// The file of a document in its form: the kit's FileUpload on one file, sent as soon as it is
// chosen (ticket from the API, bytes straight to the storage, with progress). The form keeps what
// the upload answered ({ clave, nombre }); the API checks the stored bytes when the form is saved
// and its refusal lands under this field (showApiError).
import {
  ARCHIVO_DOCUMENTO_ACCEPT,
  ARCHIVO_MAX_BYTES,
  type ArchivoDocumento,
} from '@cordillera/contracts'
import { ApiRequestError } from '@cordillera/data-client'
import { useApi } from '@cordillera/portal/screens'
import { FormField } from '@cordillera/ui/components/forms/field'
import { FileUpload } from '@cordillera/ui/components/forms/file-upload'

/** The refusal of an upload as the file's row shows it: the field's Spanish reason first. */
function uploadError(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined
  return Object.values(error.fields)[0] ?? error.message
}

export function ArchivoField({
  activoId,
  label,
  onBusyChange,
}: {
  activoId: string
  label: string
  /** True while the file is being sent: the form waits for it before saving. */
  onBusyChange: (busy: boolean) => void
}) {
  const api = useApi()
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
          upload={(file, onProgress, signal) =>
            api.operaciones.documentosActivo.upload(activoId, file, onProgress, signal)
          }
          onChange={(values) => onChange(values[0])}
          onBusyChange={onBusyChange}
          errorMessage={uploadError}
        />
      )}
    </FormField>
  )
}
