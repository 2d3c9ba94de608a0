// A ticket's or a comment's attachments in its form: the documents' file field on several files
// (each sent as soon as it is chosen, the form keeping what the upload answered), as many as a
// ticket or a comment takes.
import { ADJUNTOS_TICKET_MAX } from '@cordillera/contracts'
import { ArchivoField, type UploadArchivo } from '../documentos/archivo-field.tsx'

export function AdjuntosField({
  upload,
  onBusyChange,
}: {
  upload: UploadArchivo
  /** True while a file is on its way: the form waits for it before sending. */
  onBusyChange: (busy: boolean) => void
}) {
  return (
    <ArchivoField
      name="adjuntos"
      label="Adjuntos"
      optional
      hint={`Hasta ${ADJUNTOS_TICKET_MAX} archivos: fotos (JPEG, PNG o WebP) o PDF.`}
      max={ADJUNTOS_TICKET_MAX}
      upload={upload}
      onBusyChange={onBusyChange}
    />
  )
}
