// The printed representation of a DTE (factura 33, guía de despacho 52) as the SII prescribes it:
// `renderDtePdf(xml, { resolucion, oficinaSii?, creadoEn })` → the PDF's bytes.
// - It reads everything it prints from the signed DTE's XML (@cordillera/sii-dte/impreso), so the
//   paper says what the document the SII receives says.
// - Top right, the red-bordered box: "R.U.T.: 76.543.210-3", the document's name and "N° <folio>",
//   and under it the SII office (decision 089: the tax settings hold none yet, so
//   `OFICINA_SII_POR_DEFECTO` unless the caller passes one). Top left, the emisor; then the
//   receptor, the date, the period and references (33) or the traslado and transport (52); the
//   detail table; the totals.
// - Bottom left of the last page, the TED as a PDF417 barcode (error-correction level 5, byte
//   compaction of the `<TED>…</TED>` element exactly as in the document, in ISO-8859-1), 5 cm wide
//   and about 2 cm high, with "Timbre Electrónico SII" and "Res. <n> de <año> - Verifique
//   documento: www.sii.cl" under it.
// A route calls it with the stored signed XML and the settings' resolution, e.g.
// `renderDtePdf(dte.xmlFirmado, { resolucion: { numero, fecha }, creadoEn: dte.emitidoEn })`, and
// answers `application/pdf` (as edp-archivo-respuesta.ts does for the EDP).
import { fechaText, formatClp, formatNumber, formatRut } from '@cordillera/contracts'
import { type DteImpreso, leerDteParaImpreso } from '@cordillera/sii-dte/impreso'
import bwipjs, { type RenderOptions } from 'bwip-js/node'
import PDFDocument from 'pdfkit'
import { FUENTE_NEGRITA, FUENTE_NORMAL, loadFonts } from './fonts.ts'

type Doc = PDFKit.PDFDocument

export type ResolucionSii = {
  numero: number
  /** YYYY-MM-DD: only its year is printed. */
  fecha: string
}

export type OpcionesDtePdf = {
  resolucion: ResolucionSii
  /** The SII office under the box ("S.I.I. - SANTIAGO CENTRO" when absent, decision 089). */
  oficinaSii?: string
  /** The PDF's CreationDate: a parameter, so the same document renders to the same bytes. */
  creadoEn: Date
}

export const OFICINA_SII_POR_DEFECTO = 'S.I.I. - SANTIAGO CENTRO'

export const NOMBRE_DTE: Record<number, string> = {
  33: 'FACTURA ELECTRÓNICA',
  52: 'GUÍA DE DESPACHO ELECTRÓNICA',
}

/** IndTraslado of a guía de despacho, as the SII names it. */
export const IND_TRASLADO: Record<number, string> = {
  1: 'Operación constituye venta',
  2: 'Ventas por efectuar',
  3: 'Consignaciones',
  4: 'Entrega gratuita',
  5: 'Traslados internos',
  6: 'Otros traslados no venta',
  7: 'Guía de devolución',
  8: 'Traslado para exportación (no venta)',
  9: 'Venta para exportación',
}

const REFERENCIA: Record<string, string> = {
  '801': 'Orden de compra (801)',
  HES: 'Hoja de entrada de servicio (HES)',
}

const MARGEN = 40
const TEXTO = 8.5
const CELDA = 3
const ROJO = '#d40000'
const GRIS = '#555555'
const LINEA = '#cccccc'
const CM = 72 / 2.54
/** The TED's printed width: 5 cm (its height follows the symbol, about 2 cm). */
export const ANCHO_TIMBRE = 5 * CM
/** The PDF417's error-correction level the SII requires. */
export const NIVEL_CORRECCION_TIMBRE = 5

export async function renderDtePdf(xml: string, opciones: OpcionesDtePdf): Promise<Uint8Array> {
  const dte = leerDteParaImpreso(xml)
  const nombre = NOMBRE_DTE[dte.tipoDte]
  if (!nombre) throw new Error(`No hay representación impresa para el DTE tipo ${dte.tipoDte}.`)
  const [fuentes, timbre] = await Promise.all([loadFonts(), timbrePdf417(dte.ted)])
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGEN, left: MARGEN, right: MARGEN, bottom: MARGEN },
    font: '',
    lang: 'es-CL',
    displayTitle: true,
    info: {
      Title: `${nombre} N° ${dte.folio}`,
      Author: dte.emisor.razonSocial,
      Creator: 'Cordillera',
      Producer: 'Cordillera',
      CreationDate: opciones.creadoEn,
    },
  })
  doc.registerFont(FUENTE_NORMAL, fuentes[FUENTE_NORMAL])
  doc.registerFont(FUENTE_NEGRITA, fuentes[FUENTE_NEGRITA])
  const chunks: Buffer[] = []
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })

  cabecera(doc, dte, nombre, opciones.oficinaSii ?? OFICINA_SII_POR_DEFECTO)
  datos(doc, dte)
  if (dte.referencias.length > 0) {
    tabla(
      doc,
      'Referencias',
      [30, 25, 15, 30],
      ['Documento', 'Folio', 'Fecha', 'Razón'],
      [
        ...dte.referencias.map((r) => [
          REFERENCIA[r.tipo] ?? r.tipo,
          r.folio,
          fechaText(r.fecha) ?? '',
          r.razon ?? '',
        ]),
      ],
    )
  }
  tabla(
    doc,
    'Detalle',
    [4, 36, 10, 8, 14, 13, 15],
    ['N°', 'Ítem', 'Cantidad', 'Unidad', 'Precio unitario', 'Descuento', 'Monto'],
    dte.lineas.map((linea) => [
      String(linea.numero),
      linea.descripcion ? `${linea.nombre}\n${linea.descripcion}` : linea.nombre,
      formatNumber(linea.cantidad, { maxDecimals: 6 }),
      linea.unidad ?? '',
      linea.precio === undefined ? '' : `$${formatNumber(linea.precio, { maxDecimals: 6 })}`,
      descuento(linea.descuentoPct, linea.descuentoMonto),
      formatClp(linea.monto),
    ]),
    [false, false, true, false, true, true, true],
  )
  pie(doc, dte, timbre, opciones.resolucion)
  doc.end()
  return bytes
}

/**
 * The TED as the PDF417 symbol the SII prescribes, a PNG: byte compaction of the element's text in
 * ISO-8859-1, error-correction level 5, 3:1 rows, as many columns as keep it about 5 × 2 (width ×
 * height), a quiet zone of 4 modules (padding is scaled like the modules).
 */
export function timbrePdf417(ted: string): Promise<Buffer> {
  for (const char of ted) {
    if ((char.codePointAt(0) ?? 0) > 0xff)
      throw new Error(`El TED contiene «${char}», que no existe en ISO-8859-1.`)
  }
  const opciones: OpcionesPdf417 = {
    bcid: 'pdf417',
    text: ted,
    // Each character is one byte (its ISO-8859-1 code), not UTF-8.
    binarytext: true,
    eclevel: NIVEL_CORRECCION_TIMBRE,
    columns: columnasTimbre(ted.length),
    rowmult: 3,
    scale: 2,
    padding: 4,
    backgroundcolor: 'FFFFFF',
  }
  return bwipjs.toBuffer(opciones)
}

/** PDF417's own options, which bwip-js hands to BWIPP but types only the common ones of. */
type OpcionesPdf417 = RenderOptions & { eclevel: number; columns: number; rowmult: number }

/**
 * Columns for `bytes` bytes so the symbol is about 2.5 times as wide as high: width 17c + 69
 * modules, height 3 × rows, rows ≈ codewords / c (byte compaction: 5 codewords per 6 bytes, plus
 * the 64 of level 5); at most 30 columns and 90 rows.
 */
function columnasTimbre(bytes: number): number {
  const codewords = Math.ceil((bytes * 5) / 6) + 2 + 2 ** (NIVEL_CORRECCION_TIMBRE + 1)
  const ideal = (-69 + Math.sqrt(69 ** 2 + 4 * 17 * 7.5 * codewords)) / 34
  return Math.min(30, Math.max(Math.ceil(codewords / 90), Math.round(ideal)))
}

function descuento(pct: number | undefined, monto: number | undefined): string {
  if (pct) return `${formatNumber(pct)} %${monto ? ` (${formatClp(monto)})` : ''}`
  return monto ? formatClp(monto) : ''
}

const ancho = (doc: Doc) => doc.page.width - 2 * MARGEN

function cabecera(doc: Doc, dte: DteImpreso, nombre: string, oficina: string): void {
  const caja = 210
  const cajaX = MARGEN + ancho(doc) - caja
  doc.font(FUENTE_NEGRITA).fontSize(12).fillColor(ROJO)
  const lineas = [`R.U.T.: ${formatRut(dte.emisor.rut)}`, nombre, `N° ${dte.folio}`]
  const alto = lineas.reduce((sum, linea) => sum + doc.heightOfString(linea, { width: caja }), 0)
  doc
    .rect(cajaX, MARGEN, caja, alto + 24)
    .lineWidth(2.5)
    .strokeColor(ROJO)
    .stroke()
  doc.y = MARGEN + 12
  for (const linea of lineas) doc.text(linea, cajaX, doc.y, { width: caja, align: 'center' })
  doc.fontSize(10).text(oficina, cajaX, MARGEN + alto + 30, { width: caja, align: 'center' })
  const finCaja = doc.y

  const izquierda = ancho(doc) - caja - 16
  doc.fillColor('black').fontSize(12).text(dte.emisor.razonSocial, MARGEN, MARGEN, {
    width: izquierda,
  })
  doc.font(FUENTE_NORMAL).fontSize(TEXTO).fillColor(GRIS)
  for (const linea of [
    dte.emisor.giro,
    dte.emisor.direccion,
    dte.emisor.comuna,
    `R.U.T.: ${formatRut(dte.emisor.rut)}`,
  ]) {
    if (linea) doc.text(linea, MARGEN, doc.y + 1, { width: izquierda })
  }
  doc.y = Math.max(finCaja, doc.y) + 14
  doc.fillColor('black')
}

function datos(doc: Doc, dte: DteImpreso): void {
  const { receptor, transporte } = dte
  const lugar = (direccion?: string, comuna?: string) =>
    [direccion, comuna].filter(Boolean).join(', ')
  const filas: [string, string | undefined][] = [
    ['Señor(es)', receptor.razonSocial],
    ['R.U.T.', formatRut(receptor.rut)],
    ['Giro', receptor.giro],
    ['Dirección', receptor.direccion],
    ['Comuna', receptor.comuna],
    ['Fecha de emisión', fechaText(dte.fechaEmision) ?? ''],
  ]
  if (dte.periodoDesde || dte.periodoHasta)
    filas.push(['Período', `${fechaText(dte.periodoDesde)} al ${fechaText(dte.periodoHasta)}`])
  if (dte.indTraslado !== undefined)
    filas.push([
      'Tipo de traslado',
      `${dte.indTraslado} - ${IND_TRASLADO[dte.indTraslado] ?? 'Desconocido'}`,
    ])
  if (transporte) {
    const chofer = transporte.chofer
    filas.push(
      ['Origen', lugar(dte.emisor.direccion, dte.emisor.comuna)],
      ['Destino', lugar(transporte.direccionDestino, transporte.comunaDestino)],
      ['Transportista', transporte.rutTransportista && formatRut(transporte.rutTransportista)],
      ['Chofer', chofer && `${chofer.nombre} (R.U.T. ${formatRut(chofer.rut)})`],
      ['Patente', transporte.patente],
    )
  }
  const etiqueta = 90
  const top = doc.y
  doc.fontSize(TEXTO)
  for (const [nombre, valor] of filas) {
    if (!valor) continue
    const y = doc.y + 2
    doc.font(FUENTE_NEGRITA).text(nombre, MARGEN + CELDA, y, { width: etiqueta })
    doc.font(FUENTE_NORMAL).text(valor, MARGEN + etiqueta, y, { width: ancho(doc) - etiqueta })
  }
  doc.y += CELDA
  doc.rect(MARGEN, top - CELDA, ancho(doc), doc.y - top + CELDA).lineWidth(0.75)
  doc.strokeColor('black').stroke()
  doc.y += 12
}

function tabla(
  doc: Doc,
  titulo: string,
  pesos: number[],
  titulos: string[],
  filas: string[][],
  derecha: boolean[] = [],
): void {
  const suma = pesos.reduce((sum, peso) => sum + peso, 0)
  const anchos = pesos.map((peso) => (peso / suma) * ancho(doc))
  const xs = anchos.map((_, i) => MARGEN + anchos.slice(0, i).reduce((sum, w) => sum + w, 0))
  const fondo = () => doc.page.height - MARGEN
  const alto = (celdas: string[]) =>
    Math.max(
      ...celdas.map((t, i) => doc.heightOfString(t, { width: (anchos[i] ?? 0) - 2 * CELDA })),
    ) +
    2 * CELDA
  const fila = (celdas: string[], negrita: boolean) => {
    doc.font(negrita ? FUENTE_NEGRITA : FUENTE_NORMAL).fontSize(TEXTO)
    const h = alto(celdas)
    if (doc.y + h > fondo()) doc.addPage()
    const y = doc.y
    if (negrita) doc.rect(MARGEN, y, ancho(doc), h).fillColor('#eeeeee').fill()
    doc.fillColor('black')
    celdas.forEach((texto, i) => {
      doc.text(texto, (xs[i] ?? MARGEN) + CELDA, y + CELDA, {
        width: (anchos[i] ?? 0) - 2 * CELDA,
        align: derecha[i] ? 'right' : 'left',
      })
    })
    doc.y = y + h
    doc
      .moveTo(MARGEN, doc.y)
      .lineTo(MARGEN + ancho(doc), doc.y)
      .lineWidth(0.5)
    doc.strokeColor(LINEA).stroke()
  }
  doc.font(FUENTE_NEGRITA).fontSize(10)
  if (doc.y + 50 > fondo()) doc.addPage()
  doc.fillColor('black').text(titulo, MARGEN, doc.y)
  doc.y += 3
  fila(titulos, true)
  for (const celdas of filas) fila(celdas, false)
  doc.y += 12
}

/** The timbre (bottom left) and the totals (bottom right), on a new page if they do not fit. */
function pie(doc: Doc, dte: DteImpreso, timbre: Buffer, resolucion: ResolucionSii): void {
  // The PNG's size in pixels gives the symbol's aspect ratio.
  const altoTimbre = (ANCHO_TIMBRE * timbre.readUInt32BE(20)) / timbre.readUInt32BE(16)
  const alto = altoTimbre + 30
  if (doc.y + alto > doc.page.height - MARGEN) doc.addPage()
  const top = Math.max(doc.y, doc.page.height - MARGEN - alto)
  // Indented by half the legend's overhang, so the legend centred under it stays in the margins.
  doc.image(timbre, MARGEN + 30, top, { width: ANCHO_TIMBRE })
  doc.font(FUENTE_NEGRITA).fontSize(7.5).fillColor('black')
  const leyenda = { width: ANCHO_TIMBRE + 60, align: 'center' as const }
  doc.text('Timbre Electrónico SII', MARGEN, top + altoTimbre + 4, leyenda)
  doc.font(FUENTE_NORMAL).fontSize(7)
  doc.text(
    `Res. ${resolucion.numero} de ${resolucion.fecha.slice(0, 4)} - Verifique documento: www.sii.cl`,
    MARGEN,
    doc.y + 1,
    leyenda,
  )

  const { totales } = dte
  const lineas: [string, number | undefined, boolean?][] = [
    ['Monto neto', totales.neto ?? 0],
    ...(totales.exento ? [['Monto exento', totales.exento] as [string, number]] : []),
    [`IVA ${totales.tasaIva ?? 19}%`, totales.iva ?? 0],
    ['Total', totales.total, true],
  ]
  const caja = 220
  const x = MARGEN + ancho(doc) - caja
  doc.y = top
  for (const [etiqueta, monto, negrita] of lineas) {
    const y = doc.y
    doc.font(negrita ? FUENTE_NEGRITA : FUENTE_NORMAL).fontSize(negrita ? 11 : 9)
    const h = doc.heightOfString(etiqueta) + 2 * CELDA
    doc.rect(x, y, caja, h).lineWidth(0.5).strokeColor('black').stroke()
    doc.text(etiqueta, x + CELDA, y + CELDA, { width: caja / 2 })
    doc.text(formatClp(monto), x + caja / 2, y + CELDA, { width: caja / 2 - CELDA, align: 'right' })
    doc.y = y + h
  }
}
