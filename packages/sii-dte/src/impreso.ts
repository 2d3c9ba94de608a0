// What the printed representation of a DTE (its PDF) needs, read back from the signed XML: the
// printed copy shows what the document says, not what the caller believes it said, so the API's
// writer (apps/api/src/pdf/dte-documento.ts) takes the XML and nothing else of the document.
// The TED is returned as the exact text of its element in the document: the SII's PDF417 encodes
// `<TED …>…</TED>` as it stands (in ISO-8859-1), and a re-serialised copy could differ from what
// the receptor's verifier reads.
import { DOMParser, type Element } from '@xmldom/xmldom'
import { siiNamespace } from './documento.ts'

export interface ParteImpreso {
  rut: string
  razonSocial: string
  giro?: string
  direccion?: string
  comuna?: string
}

export interface LineaImpreso {
  numero: number
  nombre: string
  descripcion?: string
  /** As written in the XML (QtyItem, PrcItem are decimals with up to 6 places). */
  cantidad?: number
  unidad?: string
  precio?: number
  descuentoPct?: number
  descuentoMonto?: number
  monto: number
}

export interface ReferenciaImpreso {
  /** TpoDocRef: "801" (orden de compra), "HES", a DTE tipo… */
  tipo: string
  folio: string
  fecha: string
  razon?: string
}

export interface DteImpreso {
  tipoDte: number
  folio: number
  /** YYYY-MM-DD. */
  fechaEmision: string
  periodoDesde?: string
  periodoHasta?: string
  /** Guía (52): IndTraslado, 1–9. */
  indTraslado?: number
  emisor: ParteImpreso
  receptor: ParteImpreso
  transporte?: {
    patente?: string
    rutTransportista?: string
    chofer?: { rut: string; nombre: string }
    direccionDestino?: string
    comunaDestino?: string
  }
  lineas: LineaImpreso[]
  referencias: ReferenciaImpreso[]
  totales: { neto?: number; exento?: number; tasaIva?: number; iva?: number; total: number }
  /** The `<TED …>…</TED>` element exactly as it stands in the document. */
  ted: string
}

/** Reads a signed (or only stamped) DTE — the `<DTE>` document, or an EnvioDTE holding one. */
export function leerDteParaImpreso(xml: string): DteImpreso {
  const errors: string[] = []
  let root: Element | null = null
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') errors.push(message)
      },
    }).parseFromString(xml, 'text/xml').documentElement
  } catch (error) {
    // xmldom throws on what is no XML at all (no root element).
    errors.push(error instanceof Error ? error.message : String(error))
  }
  if (!root || errors.length > 0) {
    throw new Error(`El XML del DTE no se puede leer: ${errors[0] ?? 'está vacío'}.`)
  }
  const documento = hijos(root, 'Documento')[0] ?? descendiente(root, 'Documento')
  const encabezado = documento && hijo(documento, 'Encabezado')
  const idDoc = encabezado && hijo(encabezado, 'IdDoc')
  const emisor = encabezado && hijo(encabezado, 'Emisor')
  const receptor = encabezado && hijo(encabezado, 'Receptor')
  const totales = encabezado && hijo(encabezado, 'Totales')
  const ted = /<TED\b[^>]*>[\s\S]*?<\/TED>/.exec(xml)?.[0]
  if (!documento || !idDoc || !emisor || !receptor || !totales || !ted) {
    throw new Error(
      'El XML no es un DTE timbrado: le falta el Documento, su Encabezado (IdDoc, Emisor, Receptor, Totales) o el TED.',
    )
  }
  const transporte = hijo(encabezado, 'Transporte')
  const chofer = transporte && hijo(transporte, 'Chofer')
  return {
    tipoDte: numero(idDoc, 'TipoDTE') ?? 0,
    folio: numero(idDoc, 'Folio') ?? 0,
    fechaEmision: texto(idDoc, 'FchEmis') ?? '',
    periodoDesde: texto(idDoc, 'PeriodoDesde'),
    periodoHasta: texto(idDoc, 'PeriodoHasta'),
    indTraslado: numero(idDoc, 'IndTraslado'),
    emisor: parte(emisor, ['RUTEmisor', 'RznSoc', 'GiroEmis', 'DirOrigen', 'CmnaOrigen']),
    receptor: parte(receptor, ['RUTRecep', 'RznSocRecep', 'GiroRecep', 'DirRecep', 'CmnaRecep']),
    transporte: transporte && {
      patente: texto(transporte, 'Patente'),
      rutTransportista: texto(transporte, 'RUTTrans'),
      chofer: chofer && {
        rut: texto(chofer, 'RUTChofer') ?? '',
        nombre: texto(chofer, 'NombreChofer') ?? '',
      },
      direccionDestino: texto(transporte, 'DirDest'),
      comunaDestino: texto(transporte, 'CmnaDest'),
    },
    lineas: hijos(documento, 'Detalle').map((detalle) => ({
      numero: numero(detalle, 'NroLinDet') ?? 0,
      nombre: texto(detalle, 'NmbItem') ?? '',
      descripcion: texto(detalle, 'DscItem'),
      cantidad: numero(detalle, 'QtyItem'),
      unidad: texto(detalle, 'UnmdItem'),
      precio: numero(detalle, 'PrcItem'),
      descuentoPct: numero(detalle, 'DescuentoPct'),
      descuentoMonto: numero(detalle, 'DescuentoMonto'),
      monto: numero(detalle, 'MontoItem') ?? 0,
    })),
    referencias: hijos(documento, 'Referencia').map((referencia) => ({
      tipo: texto(referencia, 'TpoDocRef') ?? '',
      folio: texto(referencia, 'FolioRef') ?? '',
      fecha: texto(referencia, 'FchRef') ?? '',
      razon: texto(referencia, 'RazonRef'),
    })),
    totales: {
      neto: numero(totales, 'MntNeto'),
      exento: numero(totales, 'MntExe'),
      tasaIva: numero(totales, 'TasaIVA'),
      iva: numero(totales, 'IVA'),
      total: numero(totales, 'MntTotal') ?? 0,
    },
    ted,
  }
}

/** The emisor or the receptor, from its five elements (RUT, razón social, giro, dirección, comuna). */
function parte(element: Element, nombres: readonly [string, string, string, string, string]) {
  const [rut, razonSocial, giro, direccion, comuna] = nombres.map((nombre) =>
    texto(element, nombre),
  )
  return { rut: rut ?? '', razonSocial: razonSocial ?? '', giro, direccion, comuna }
}

function hijos(parent: Element, name: string): Element[] {
  const found: Element[] = []
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element
    if (node.nodeType === 1 && element.localName === name && element.namespaceURI === siiNamespace)
      found.push(element)
  }
  return found
}

function hijo(parent: Element, name: string): Element | undefined {
  return hijos(parent, name)[0]
}

function descendiente(root: Element, name: string): Element | undefined {
  return Array.from(root.getElementsByTagNameNS(siiNamespace, name))[0]
}

function texto(parent: Element, name: string): string | undefined {
  const value = hijo(parent, name)?.textContent?.trim()
  return value ? value : undefined
}

function numero(parent: Element, name: string): number | undefined {
  const value = texto(parent, name)
  return value === undefined ? undefined : Number(value)
}
