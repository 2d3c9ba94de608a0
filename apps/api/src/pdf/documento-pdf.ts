// What a printed business document says, independent of which one it is: a quotation (issue 11)
// and an EDP fill the same shape, and the writer (render-document-pdf.ts) lays it out. Every value
// arrives as the text a person reads (amounts already `$1.234.567` / `UF 12,35`, dates
// `dd-MM-yyyy`, RUTs with dots), so the document prints exactly what the screens show and the
// writer formats nothing itself.

export type AlineacionPdf = 'izquierda' | 'centro' | 'derecha'

export type ColumnaPdf = {
  /** Header text, repeated at the top of every page the table runs onto. */
  titulo: string
  /** Relative width: the columns share the page's width in proportion to it. */
  ancho: number
  /** Amounts and quantities go right-aligned; 'izquierda' by default. */
  alineacion?: AlineacionPdf
}

export type TablaPdf = {
  /** A heading above the table ("Ítems"), printed once. */
  titulo?: string
  columnas: readonly ColumnaPdf[]
  /** One text per column; a long text wraps inside its cell and the row grows. */
  filas: readonly (readonly string[])[]
}

export type ClientePdf = {
  razonSocial: string
  rut: string
  obra?: string
  direccion?: string
}

/** A line under the totals: the CLP equivalent of a UF document, the UF value used… */
export type LineaTotalPdf = { etiqueta: string; valor: string }

export type TotalesPdf = {
  neto: string
  iva: string
  total: string
  /** Printed after the total, smaller: "Equivalente en pesos al 14-05-2026" → "$487.471". */
  adicionales?: readonly LineaTotalPdf[]
}

export type DocumentoPdf = {
  /** The kind of document: "Cotización", "Estado de pago". Also the PDF's Title with the folio. */
  titulo: string
  /** "COT-000123". */
  folio: string
  /** The document's date as printed, dd-MM-yyyy. */
  fecha: string
  cliente: ClientePdf
  secciones: readonly TablaPdf[]
  totales: TotalesPdf
  /** Paragraphs under "Condiciones". */
  condiciones?: readonly string[]
  /** "Esta cotización es válida hasta el 14-06-2026." */
  validez?: string
  /**
   * The PDF's CreationDate. A parameter, not the clock, so the same document renders to the same
   * bytes (tests compare them; a download twice is the same file).
   */
  creadoEn: Date
}
