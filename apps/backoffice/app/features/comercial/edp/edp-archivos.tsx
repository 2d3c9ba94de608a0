// An EDP's PDF and XLSX, from its row in edp-generados and from its screen alike (the list's export
// key, comercial/exportar-edp): the stored EDP as the API writes it, named by its folio.
import { comercialApi } from '@cordillera/data-client/comercial'
import { showApiError, useApi } from '@cordillera/portal/screens'
import { downloadBlob } from '@cordillera/ui/lib/export/download'
import { useState } from 'react'

export type FormatoEdp = 'pdf' | 'xlsx'

/** `descargar(edp, 'pdf')` saves the file; `pendiente` is the EDP and format on its way. */
export function useArchivoEdp() {
  const api = useApi()
  const [pendiente, setPendiente] = useState<{ id: string; formato: FormatoEdp } | null>(null)
  const descargar = async (edp: { id: string }, formato: FormatoEdp) => {
    setPendiente({ id: edp.id, formato })
    try {
      const calls = comercialApi(api).edp
      const { blob, fileName } = await (formato === 'pdf'
        ? calls.exportPdf(edp.id)
        : calls.exportXlsx(edp.id))
      downloadBlob(blob, fileName)
    } catch (error) {
      showApiError(error)
    } finally {
      setPendiente(null)
    }
  }
  return { descargar, pendiente }
}
