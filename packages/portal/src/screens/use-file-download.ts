// A file the API writes (an EDP's PDF or XLSX, a cotización's PDF) saved from a button: which one
// is on its way while it downloads, and the API's refusal shown as any other.
import { downloadBlob } from '@cordillera/ui/lib/export/download'
import { useState } from 'react'
import { showApiError } from './api-error.ts'

/** `descargar(key, () => call(id))` saves the file; `pendiente` is the key of the one on its way. */
export function useFileDownload<Key>() {
  const [pendiente, setPendiente] = useState<Key | null>(null)
  const descargar = async (key: Key, file: () => Promise<{ blob: Blob; fileName: string }>) => {
    setPendiente(key)
    try {
      const { blob, fileName } = await file()
      downloadBlob(blob, fileName)
    } catch (error) {
      showApiError(error)
    } finally {
      setPendiente(null)
    }
  }
  return { descargar, pendiente }
}
