// The one PDF writer of the API (decision 022): a DocumentoPdf in, the PDF's bytes out. pdfkit
// draws real text in an embedded font (selectable, searchable, read back by the tests); the item
// tables are laid out here row by row so a table that runs past a page continues on the next one
// under its header row again, and "Página N de M" is written once the page count is known.
import { IVA_PORCENTAJE } from '@cordillera/contracts'
import PDFDocument from 'pdfkit'
import type { DocumentoPdf, TablaPdf } from './documento-pdf.ts'
import { EMISOR } from './emisor.ts'
import { FUENTE_NEGRITA, FUENTE_NORMAL, loadFonts } from './fonts.ts'

type Doc = PDFKit.PDFDocument

const MARGEN = 40
const PIE = 28 // room kept at the bottom of every page for the footer line
const CELDA = 4 // padding inside a table cell
const TEXTO = 8.5
const GRIS = '#555555'
const LINEA = '#cccccc'
const FONDO_ENCABEZADO = '#eeeeee'

const ALIGN = { izquierda: 'left', centro: 'center', derecha: 'right' } as const

export async function renderDocumentPdf(documento: DocumentoPdf): Promise<Uint8Array> {
  const fuentes = await loadFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGEN, left: MARGEN, right: MARGEN, bottom: MARGEN + PIE },
    bufferPages: true,
    // No default font: pdfkit would otherwise add Helvetica, which these documents never use.
    font: '',
    lang: 'es-CL',
    displayTitle: true,
    info: {
      Title: `${documento.titulo} ${documento.folio}`,
      Author: 'Cordillera',
      Creator: 'Cordillera',
      Producer: 'Cordillera',
      CreationDate: documento.creadoEn,
    },
  })
  doc.registerFont(FUENTE_NORMAL, fuentes[FUENTE_NORMAL])
  doc.registerFont(FUENTE_NEGRITA, fuentes[FUENTE_NEGRITA])
  const bytes = collect(doc)

  encabezado(doc, documento)
  cliente(doc, documento)
  for (const tabla of documento.secciones) seccion(doc, tabla)
  totales(doc, documento)
  parrafos(doc, documento)
  pies(doc, documento)

  doc.end()
  return bytes
}

function collect(doc: Doc): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}

const ancho = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right
const fondo = (doc: Doc) => doc.page.height - doc.page.margins.bottom

/** Starts a new page when `alto` points do not fit on this one. */
function reservar(doc: Doc, alto: number): void {
  if (doc.y + alto > fondo(doc)) doc.addPage()
}

function encabezado(doc: Doc, documento: DocumentoPdf): void {
  const x = MARGEN
  const top = MARGEN
  const derecha = 200
  const izquierda = ancho(doc) - derecha - 16

  doc.font(FUENTE_NEGRITA).fontSize(12).fillColor('black')
  doc.text(EMISOR.razonSocial, x, top, { width: izquierda })
  doc.font(FUENTE_NORMAL).fontSize(TEXTO).fillColor(GRIS)
  for (const linea of [`RUT ${EMISOR.rut}`, EMISOR.giro, EMISOR.direccion, EMISOR.contacto]) {
    doc.text(linea, x, doc.y + 1, { width: izquierda })
  }
  const finEmisor = doc.y

  const cajaX = x + ancho(doc) - derecha
  doc.font(FUENTE_NEGRITA).fontSize(16).fillColor('black')
  doc.text(documento.titulo, cajaX, top, { width: derecha, align: 'right' })
  doc.fontSize(11).text(`N° ${documento.folio}`, cajaX, doc.y + 2, {
    width: derecha,
    align: 'right',
  })
  doc.font(FUENTE_NORMAL).fontSize(TEXTO)
  doc.text(`Fecha: ${documento.fecha}`, cajaX, doc.y + 2, { width: derecha, align: 'right' })

  doc.y = Math.max(finEmisor, doc.y) + 10
  doc
    .moveTo(x, doc.y)
    .lineTo(x + ancho(doc), doc.y)
    .lineWidth(1)
    .strokeColor('black')
    .stroke()
  doc.y += 10
}

function cliente(doc: Doc, { cliente }: DocumentoPdf): void {
  const filas: [string, string | undefined][] = [
    ['Cliente', cliente.razonSocial],
    ['RUT', cliente.rut],
    ['Obra', cliente.obra],
    ['Dirección', cliente.direccion],
  ]
  const etiqueta = 70
  for (const [nombre, valor] of filas) {
    if (!valor) continue
    const y = doc.y
    doc.font(FUENTE_NEGRITA).fontSize(TEXTO).fillColor('black')
    doc.text(nombre, MARGEN, y, { width: etiqueta })
    doc.font(FUENTE_NORMAL)
    doc.text(valor, MARGEN + etiqueta, y, { width: ancho(doc) - etiqueta })
    doc.y += 1
  }
  doc.y += 12
}

function seccion(doc: Doc, tabla: TablaPdf): void {
  const total = tabla.columnas.reduce((sum, columna) => sum + columna.ancho, 0)
  const anchos = tabla.columnas.map((columna) => (columna.ancho / total) * ancho(doc))
  const xs = anchos.map((_, i) => MARGEN + anchos.slice(0, i).reduce((sum, w) => sum + w, 0))
  const titulos = tabla.columnas.map((columna) => columna.titulo)

  const altoFila = (celdas: readonly string[]) =>
    Math.max(
      ...celdas.map(
        (texto, i) =>
          doc.heightOfString(texto, { width: (anchos[i] ?? 0) - 2 * CELDA }) + 2 * CELDA,
      ),
    )

  const fila = (celdas: readonly string[], alto: number) => {
    const y = doc.y
    celdas.forEach((texto, i) => {
      const columna = tabla.columnas[i]
      doc.text(texto, (xs[i] ?? MARGEN) + CELDA, y + CELDA, {
        width: (anchos[i] ?? 0) - 2 * CELDA,
        align: ALIGN[columna?.alineacion ?? 'izquierda'],
      })
    })
    doc.y = y + alto
  }

  const encabezadoTabla = () => {
    doc.font(FUENTE_NEGRITA).fontSize(TEXTO)
    const alto = altoFila(titulos)
    doc.rect(MARGEN, doc.y, ancho(doc), alto).fillColor(FONDO_ENCABEZADO).fill()
    doc.fillColor('black')
    fila(titulos, alto)
    doc.font(FUENTE_NORMAL)
  }

  if (tabla.titulo) {
    doc.font(FUENTE_NEGRITA).fontSize(10)
    // The heading never stays alone at the bottom of a page: it keeps company with the header row.
    reservar(doc, doc.heightOfString(tabla.titulo) + 40)
    doc.fillColor('black').text(tabla.titulo, MARGEN, doc.y)
    doc.y += 4
  }
  doc.font(FUENTE_NEGRITA).fontSize(TEXTO)
  reservar(doc, altoFila(titulos) * 2)
  encabezadoTabla()
  for (const celdas of tabla.filas) {
    doc.font(FUENTE_NORMAL).fontSize(TEXTO)
    const alto = altoFila(celdas)
    if (doc.y + alto > fondo(doc)) {
      doc.addPage()
      encabezadoTabla()
    }
    doc.fillColor('black')
    fila(celdas, alto)
    doc
      .moveTo(MARGEN, doc.y)
      .lineTo(MARGEN + ancho(doc), doc.y)
      .lineWidth(0.5)
      .strokeColor(LINEA)
      .stroke()
  }
  doc.y += 12
}

function totales(doc: Doc, { totales }: DocumentoPdf): void {
  const lineas: { etiqueta: string; valor: string; negrita?: boolean; menor?: boolean }[] = [
    { etiqueta: 'Neto', valor: totales.neto },
    { etiqueta: `IVA (${IVA_PORCENTAJE} %)`, valor: totales.iva },
    { etiqueta: 'Total', valor: totales.total, negrita: true },
    ...(totales.adicionales ?? []).map((linea) => ({ ...linea, menor: true })),
  ]
  const caja = 320
  const x = MARGEN + ancho(doc) - caja
  const etiqueta = 220
  reservar(doc, lineas.length * 16)
  for (const linea of lineas) {
    const y = doc.y
    doc
      .font(linea.negrita ? FUENTE_NEGRITA : FUENTE_NORMAL)
      .fontSize(linea.negrita ? 10 : TEXTO)
      .fillColor(linea.menor ? GRIS : 'black')
    doc.text(linea.etiqueta, x, y, { width: etiqueta - 8, align: 'right' })
    const finEtiqueta = doc.y
    doc.text(linea.valor, x + etiqueta, y, { width: caja - etiqueta, align: 'right' })
    doc.y = Math.max(finEtiqueta, doc.y) + 3
  }
  doc.fillColor('black')
  doc.y += 10
}

function parrafos(doc: Doc, documento: DocumentoPdf): void {
  const condiciones = documento.condiciones ?? []
  if (condiciones.length > 0) {
    doc.font(FUENTE_NEGRITA).fontSize(10)
    reservar(doc, 40)
    doc.fillColor('black').text('Condiciones', MARGEN, doc.y)
    doc.y += 4
    doc.font(FUENTE_NORMAL).fontSize(TEXTO)
    for (const parrafo of condiciones) {
      doc.text(parrafo, MARGEN, doc.y, { width: ancho(doc), align: 'justify' })
      doc.y += 4
    }
    doc.y += 8
  }
  if (documento.validez) {
    doc.font(FUENTE_NEGRITA).fontSize(TEXTO)
    reservar(doc, 20)
    doc.text(documento.validez, MARGEN, doc.y, { width: ancho(doc) })
  }
}

/** "Cotización COT-000123" and "Página N de M" at the foot of every page. */
function pies(doc: Doc, documento: DocumentoPdf): void {
  const { start, count } = doc.bufferedPageRange()
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i)
    // Writing inside the bottom margin would make pdfkit start a new page: lift it for the footer.
    const margen = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - MARGEN - 10
    doc
      .moveTo(MARGEN, y - 6)
      .lineTo(MARGEN + ancho(doc), y - 6)
      .lineWidth(0.5)
      .strokeColor(LINEA)
      .stroke()
    doc.font(FUENTE_NORMAL).fontSize(7.5).fillColor(GRIS)
    doc.text(`${documento.titulo} ${documento.folio}`, MARGEN, y, {
      width: ancho(doc) / 2,
      lineBreak: false,
    })
    doc.text(`Página ${i - start + 1} de ${count}`, MARGEN + ancho(doc) / 2, y, {
      width: ancho(doc) / 2,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = margen
  }
}
