import { formatRut, siiNamespace } from './documento.ts'
import { type Certificado, signElement } from './firma.ts'
import { element } from './xml.ts'

/** The SII's RUT: every EnvioDTE's RutReceptor. */
export const rutSii = '60803000-K'

export interface Caratula {
  rutEmisor: string
  /** The RUT of the person whose certificate signs (the certificate's subject RUT). */
  rutEnvia: string
  /** The emisor's resolution (FchResol YYYY-MM-DD, NroResol; 0 in certificación). */
  fechaResolucion: string
  numeroResolucion: number
  /** TmstFirmaEnv, YYYY-MM-DDTHH:MM:SS. */
  timestamp: string
}

export interface EnvioDte {
  /** The EnvioDTE with its XML declaration, as a string (its characters within ISO-8859-1). */
  xml: string
  /** The same, encoded ISO-8859-1: what is stored and sent. */
  bytes: Buffer
}

export const setDteId = 'SetDoc'

/**
 * The EnvioDTE: its Carátula (SubTotDTE per tipo), the DTEs already signed (taken verbatim), and
 * the SetDTE signed (`#SetDoc`). The envelope declares only the SII's namespace, the one each DTE
 * was signed under, so the DTEs' signatures stay valid inside it.
 */
export function buildEnvioDte(
  dtes: ReadonlyArray<{ tipoDte: number; xml: string }>,
  caratula: Caratula,
  certificado: Certificado,
  now?: Date,
): EnvioDte {
  if (dtes.length === 0) throw new Error('Un envío necesita al menos un DTE.')
  const porTipo = new Map<number, number>()
  for (const dte of dtes) porTipo.set(dte.tipoDte, (porTipo.get(dte.tipoDte) ?? 0) + 1)
  const subtotales = [...porTipo.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([tipo, count]) =>
        `<SubTotDTE>${element('TpoDTE', tipo)}${element('NroDTE', count)}</SubTotDTE>`,
    )
    .join('')
  const caratulaXml = [
    '<Caratula version="1.0">',
    element('RutEmisor', formatRut(caratula.rutEmisor)),
    element('RutEnvia', formatRut(caratula.rutEnvia)),
    element('RutReceptor', rutSii),
    element('FchResol', caratula.fechaResolucion),
    `<NroResol>${caratula.numeroResolucion}</NroResol>`,
    element('TmstFirmaEnv', caratula.timestamp),
    subtotales,
    '</Caratula>',
  ].join('')
  const body = dtes.map((dte) => withoutDeclaration(dte.xml)).join('')
  const unsigned = `<EnvioDTE xmlns="${siiNamespace}" version="1.0"><SetDTE ID="${setDteId}">${caratulaXml}${body}</SetDTE></EnvioDTE>`
  const signed = signElement(unsigned, { id: setDteId, parent: 'EnvioDTE', certificado, now })
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>\n${withoutDeclaration(signed)}`
  return { xml, bytes: Buffer.from(xml, 'latin1') }
}

function withoutDeclaration(xml: string): string {
  return xml.replace(/^\s*<\?xml[^>]*\?>\s*/, '')
}
