import type { Caf } from './caf.ts'
import { buildTed } from './ted.ts'
import { element, escapeAttribute, truncate } from './xml.ts'

export const siiNamespace = 'http://www.sii.cl/SiiDte'

export interface Emisor {
  rut: string
  razonSocial: string
  giro: string
  /** Código de actividad económica. */
  acteco: number
  direccion: string
  comuna: string
}

export interface Receptor {
  rut: string
  razonSocial: string
  /** GiroRecep holds 40 characters: a longer giro is cut. */
  giro?: string
  direccion?: string
  comuna?: string
}

export interface LineaDetalle {
  nombre: string
  cantidad: number
  /** Precio unitario in pesos (may carry decimals, as QtyItem × PrcItem rounds to MontoItem). */
  precio: number
  descuentoPct?: number
  /** Whole pesos; computed from descuentoPct when only that is given. */
  descuentoMonto?: number
  /** Whole pesos; round(cantidad × precio) − descuentoMonto when absent. */
  monto?: number
}

export interface ReferenciaDocumento {
  folio: string
  /** YYYY-MM-DD. */
  fecha: string
  razon?: string
}

export interface FacturaInput {
  folio: number
  /** FchEmis, YYYY-MM-DD. */
  fechaEmision: string
  /** The EDP's period, YYYY-MM-DD. */
  periodoDesde?: string
  periodoHasta?: string
  emisor: Emisor
  receptor: Receptor
  lineas: LineaDetalle[]
  /** The client's orden de compra (TpoDocRef 801). */
  ordenCompra?: ReferenciaDocumento
  /** The client's hoja de entrada de servicio (TpoDocRef HES). */
  hes?: ReferenciaDocumento
  /** TSTED and TmstFirma, YYYY-MM-DDTHH:MM:SS (Chile's local time). */
  timestamp: string
}

export interface GuiaDespachoInput {
  folio: number
  fechaEmision: string
  emisor: Emisor
  receptor: Receptor
  /** The asset moved, as the only item. */
  activo: { nombre: string; descripcion?: string; valor?: number }
  transporte: {
    patente?: string
    rutTransportista?: string
    chofer?: { rut: string; nombre: string }
    direccionDestino: string
    comunaDestino: string
  }
  timestamp: string
}

/** A DTE built and stamped, not yet signed. */
export interface DocumentoConstruido {
  /** `F{folio}T{tipo}`: the Documento's ID, which its signature references. */
  id: string
  tipoDte: number
  folio: number
  montoTotal: number
  /** `<DTE xmlns="http://www.sii.cl/SiiDte" version="1.0">…</DTE>`, compact. */
  xml: string
}

export const tasaIva = 19

/** A RUT as the SII writes it: digits, a hyphen, the check digit (K in upper case), no dots. */
export function formatRut(rut: string): string {
  const clean = rut.replace(/[.\s]/g, '').toUpperCase()
  const [, cuerpo, dv] = /^(\d{1,8})-([\dK])$/.exec(clean) ?? []
  if (!cuerpo || !dv) throw new Error(`El RUT «${rut}» no es válido.`)
  const esperado = digitoVerificador(cuerpo)
  if (dv !== esperado) {
    throw new Error(`El RUT «${rut}» no es válido: su dígito verificador debería ser ${esperado}.`)
  }
  return clean
}

/** The RUT's check digit (módulo 11). */
export function digitoVerificador(cuerpo: string): string {
  let sum = 0
  let factor = 2
  for (const digit of [...cuerpo].reverse()) {
    sum += Number(digit) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const value = 11 - (sum % 11)
  return value === 11 ? '0' : value === 10 ? 'K' : String(value)
}

export function montoLinea(linea: LineaDetalle): { descuento: number; monto: number } {
  const bruto = Math.round(linea.cantidad * linea.precio)
  const descuento =
    linea.descuentoMonto ??
    (linea.descuentoPct ? Math.round((bruto * linea.descuentoPct) / 100) : 0)
  return { descuento, monto: linea.monto ?? bruto - descuento }
}

/** Factura electrónica (tipo 33), stamped with the CAF. */
export function buildFactura(input: FacturaInput, caf: Caf): DocumentoConstruido {
  if (input.lineas.length === 0)
    throw new Error('Una factura necesita al menos una línea de detalle.')
  if (input.lineas.length > 60)
    throw new Error('Una factura electrónica admite hasta 60 líneas de detalle.')
  const tipo = 33
  const detalle = input.lineas.map((linea, index) => {
    const { descuento, monto } = montoLinea(linea)
    assertWholePesos(monto, `MontoItem de la línea ${index + 1}`)
    return {
      monto,
      xml: [
        '<Detalle>',
        element('NroLinDet', index + 1),
        element('NmbItem', linea.nombre),
        element('QtyItem', decimal(linea.cantidad)),
        // PrcItem must be above zero in the schema: a line at no charge (an EDP's line of $0)
        // says its quantity and a MontoItem of 0, as the guía's items without a value do.
        linea.precio > 0 ? element('PrcItem', decimal(linea.precio)) : '',
        linea.descuentoPct ? element('DescuentoPct', decimal(linea.descuentoPct)) : '',
        descuento ? element('DescuentoMonto', descuento) : '',
        element('MontoItem', monto),
        '</Detalle>',
      ].join(''),
    }
  })
  const neto = detalle.reduce((sum, linea) => sum + linea.monto, 0)
  const iva = Math.round((neto * tasaIva) / 100)
  const total = neto + iva
  const referencias = [
    input.ordenCompra ? { tipo: '801', ...input.ordenCompra } : null,
    input.hes ? { tipo: 'HES', ...input.hes } : null,
  ].filter((referencia) => referencia !== null)
  const encabezado = [
    '<Encabezado>',
    '<IdDoc>',
    element('TipoDTE', tipo),
    element('Folio', input.folio),
    element('FchEmis', input.fechaEmision),
    element('PeriodoDesde', input.periodoDesde),
    element('PeriodoHasta', input.periodoHasta),
    '</IdDoc>',
    emisorXml(input.emisor),
    receptorXml(input.receptor),
    '<Totales>',
    element('MntNeto', neto),
    element('TasaIVA', tasaIva),
    element('IVA', iva),
    element('MntTotal', total),
    '</Totales>',
    '</Encabezado>',
  ].join('')
  const referenciaXml = referencias
    .map((referencia, index) =>
      [
        '<Referencia>',
        element('NroLinRef', index + 1),
        element('TpoDocRef', referencia.tipo),
        element('FolioRef', referencia.folio),
        element('FchRef', referencia.fecha),
        element('RazonRef', referencia.razon),
        '</Referencia>',
      ].join(''),
    )
    .join('')
  return documento({
    tipo,
    input,
    caf,
    total,
    primerItem: input.lineas[0]?.nombre ?? '',
    body: encabezado + detalle.map((linea) => linea.xml).join('') + referenciaXml,
  })
}

/** Guía de despacho electrónica (tipo 52) for rented equipment: IndTraslado 6, not a sale. */
export function buildGuiaDespacho(input: GuiaDespachoInput, caf: Caf): DocumentoConstruido {
  const tipo = 52
  const valor = input.activo.valor ?? 0
  assertWholePesos(valor, 'el valor del activo')
  const iva = Math.round((valor * tasaIva) / 100)
  const total = valor + iva
  const { transporte } = input
  const encabezado = [
    '<Encabezado>',
    '<IdDoc>',
    element('TipoDTE', tipo),
    element('Folio', input.folio),
    element('FchEmis', input.fechaEmision),
    element('IndTraslado', 6),
    '</IdDoc>',
    emisorXml(input.emisor),
    receptorXml(input.receptor),
    '<Transporte>',
    element('Patente', transporte.patente),
    element('RUTTrans', transporte.rutTransportista && formatRut(transporte.rutTransportista)),
    transporte.chofer
      ? `<Chofer>${element('RUTChofer', formatRut(transporte.chofer.rut))}${element('NombreChofer', transporte.chofer.nombre)}</Chofer>`
      : '',
    element('DirDest', transporte.direccionDestino),
    element('CmnaDest', transporte.comunaDestino),
    '</Transporte>',
    '<Totales>',
    valor > 0 ? element('MntNeto', valor) + element('TasaIVA', tasaIva) + element('IVA', iva) : '',
    `<MntTotal>${total}</MntTotal>`,
    '</Totales>',
    '</Encabezado>',
  ].join('')
  const detalle = [
    '<Detalle>',
    element('NroLinDet', 1),
    element('NmbItem', input.activo.nombre),
    element('DscItem', input.activo.descripcion),
    element('QtyItem', 1),
    valor > 0 ? element('PrcItem', valor) : '',
    `<MontoItem>${valor}</MontoItem>`,
    '</Detalle>',
  ].join('')
  return documento({
    tipo,
    input,
    caf,
    total,
    primerItem: input.activo.nombre,
    body: encabezado + detalle,
  })
}

function documento(args: {
  tipo: number
  input: {
    folio: number
    fechaEmision: string
    emisor: Emisor
    receptor: Receptor
    timestamp: string
  }
  caf: Caf
  total: number
  primerItem: string
  body: string
}): DocumentoConstruido {
  const { tipo, input, caf, total } = args
  if (!Number.isInteger(input.folio) || input.folio < 1)
    throw new Error(`El folio ${input.folio} no es válido.`)
  const id = `F${input.folio}T${tipo}`
  const ted = buildTed(
    {
      rutEmisor: formatRut(input.emisor.rut),
      tipoDte: tipo,
      folio: input.folio,
      fechaEmision: input.fechaEmision,
      rutReceptor: formatRut(input.receptor.rut),
      razonSocialReceptor: input.receptor.razonSocial,
      montoTotal: total,
      primerItem: args.primerItem,
      timestamp: input.timestamp,
    },
    caf,
  )
  const xml = `<DTE xmlns="${siiNamespace}" version="1.0"><Documento ID="${escapeAttribute(id)}">${args.body}${ted}${element('TmstFirma', input.timestamp)}</Documento></DTE>`
  return { id, tipoDte: tipo, folio: input.folio, montoTotal: total, xml }
}

function emisorXml(emisor: Emisor): string {
  return [
    '<Emisor>',
    element('RUTEmisor', formatRut(emisor.rut)),
    element('RznSoc', emisor.razonSocial),
    element('GiroEmis', truncate(emisor.giro, 80)),
    element('Acteco', emisor.acteco),
    element('DirOrigen', emisor.direccion),
    element('CmnaOrigen', emisor.comuna),
    '</Emisor>',
  ].join('')
}

function receptorXml(receptor: Receptor): string {
  return [
    '<Receptor>',
    element('RUTRecep', formatRut(receptor.rut)),
    element('RznSocRecep', receptor.razonSocial),
    element('GiroRecep', receptor.giro && truncate(receptor.giro, 40)),
    element('DirRecep', receptor.direccion),
    element('CmnaRecep', receptor.comuna),
    '</Receptor>',
  ].join('')
}

function assertWholePesos(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(
      `El monto de ${label} (${value}) debe ser un número entero de pesos, no negativo.`,
    )
  }
}

/** A quantity or price as the schema's Dec12_6: at most six decimals, no exponent. */
function decimal(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`La cantidad ${value} no es válida.`)
  return Number.isInteger(value) ? String(value) : value.toFixed(6).replace(/\.?0+$/, '')
}
