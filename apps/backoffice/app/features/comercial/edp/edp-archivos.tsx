// An EDP's PDF and XLSX, from its row in edp-generados and from its screen alike (the list's export
// key, comercial/exportar-edp): the stored EDP as the API writes it, named by its folio.
import { comercialApi } from '@cordillera/data-client/comercial'
import { useApi, useFileDownload } from '@cordillera/portal/screens'

export type FormatoEdp = 'pdf' | 'xlsx'

/** `descargar(edp, 'pdf')` saves the file; `pendiente` is the EDP and format on its way. */
export function useArchivoEdp() {
  const api = useApi()
  const { descargar, pendiente } = useFileDownload<{ id: string; formato: FormatoEdp }>()
  return {
    descargar: (edp: { id: string }, formato: FormatoEdp) =>
      descargar({ id: edp.id, formato }, () => {
        const calls = comercialApi(api).edp
        return formato === 'pdf' ? calls.exportPdf(edp.id) : calls.exportXlsx(edp.id)
      }),
    pendiente,
  }
}
