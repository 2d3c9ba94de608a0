// The EDP's two downloadable files, from the stored EDP: its PDF (the one writer, decision 022)
// and its XLSX (one sheet per part: summary, lines, evidence, history). The routes that serve
// them read the EDP (and the obra's address) and hand it here.
import type { EdpDetail } from '@cordillera/contracts'
import ExcelJS from 'exceljs'
import { sheetName } from '../http/export/xlsx.ts'
import {
  documentoDe,
  type FuenteDocumentoEdp,
  fuenteEdp,
  hojasDe,
  type ObraDireccionEdp,
} from './edp-documento.ts'
import { renderDocumentPdf } from './render-document-pdf.ts'

export type ArchivoEdp = { bytes: Uint8Array; fileName: string }

/** `EDP-000012.pdf`: the EDP as its client receives it. */
export function edpPdf(edp: EdpDetail, obra?: ObraDireccionEdp): Promise<ArchivoEdp> {
  return pdfDe(fuenteEdp(edp), obra)
}

/** Any EDP's PDF (a client's or a lessor's: decision 064), named by its folio. */
export async function pdfDe(edp: FuenteDocumentoEdp, obra?: ObraDireccionEdp): Promise<ArchivoEdp> {
  const bytes = await renderDocumentPdf(documentoDe(edp, obra))
  return { bytes, fileName: `${edp.folio}.pdf` }
}

/**
 * `EDP-000012.xlsx`. Amounts and quantities are numbers (a sheet adds them); text is written as
 * text, never as a formula. The workbook's dates are the EDP's last change, not the clock.
 */
export function edpXlsx(edp: EdpDetail): Promise<ArchivoEdp> {
  return xlsxDe(fuenteEdp(edp))
}

/** Any EDP's XLSX (a client's or a lessor's), named by its folio. */
export async function xlsxDe(edp: FuenteDocumentoEdp): Promise<ArchivoEdp> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Cordillera'
  workbook.created = new Date(edp.actualizadoEn)
  workbook.modified = new Date(edp.actualizadoEn)
  for (const hoja of hojasDe(edp)) {
    const sheet = workbook.addWorksheet(sheetName(hoja.nombre), {
      views: [{ state: 'frozen', ySplit: 1 }],
    })
    sheet.addRow(hoja.encabezados).font = { bold: true }
    for (const fila of hoja.filas) sheet.addRow(fila)
    sheet.columns.forEach((column, index) => {
      const largo = Math.max(
        hoja.encabezados[index]?.length ?? 0,
        ...hoja.filas.map((fila) => String(fila[index] ?? '').length),
      )
      column.width = Math.min(60, Math.max(8, largo + 2))
    })
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return { bytes: new Uint8Array(buffer), fileName: `${edp.folio}.xlsx` }
}
