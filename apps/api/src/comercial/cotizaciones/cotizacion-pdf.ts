// GET /v1/cotizaciones/{id}/pdf: the quotation as the client receives it, drawn by the one PDF
// writer (pdf/, decision 022) from a DocumentoPdf whose every value is already written as the
// screens write it (formatMonto, formatNumber, dd-MM-yyyy). `documentoCotizacion` is the builder
// the route renders and the PDF benchmark measures.
import {
  type CotizacionDetail,
  comunaText,
  fechaText,
  formatClp,
  formatMonto,
  formatNumber,
  formatRut,
  IVA_PORCENTAJE,
  montosItem,
  UNIDAD_COBRO_LABEL,
} from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import type { DocumentoPdf } from '../../pdf/documento-pdf.ts'
import { renderDocumentPdf } from '../../pdf/render-document-pdf.ts'
import { getCotizacion } from './get-cotizacion.ts'

/** Where the obra is, as printed under its name. */
export type ObraDireccion = { direccion: string; comuna: string }

const COLUMNAS: DocumentoPdf['secciones'][number]['columnas'] = [
  { titulo: 'N°', ancho: 0.9, alineacion: 'derecha' },
  { titulo: 'Tipo de activo y descripción', ancho: 4.6 },
  { titulo: 'Cant.', ancho: 1.7, alineacion: 'derecha' },
  { titulo: 'Unidad', ancho: 2.3 },
  { titulo: 'Tarifa', ancho: 3, alineacion: 'derecha' },
  { titulo: 'Período', ancho: 2.5, alineacion: 'derecha' },
  { titulo: 'Desc.', ancho: 1.9, alineacion: 'derecha' },
  { titulo: 'Fletes', ancho: 3, alineacion: 'derecha' },
  { titulo: 'Neto', ancho: 3.3, alineacion: 'derecha' },
]

export function documentoCotizacion(
  cotizacion: CotizacionDetail,
  obra: ObraDireccion,
): DocumentoPdf {
  const { moneda } = cotizacion
  const fecha = fechaText(cotizacion.fecha) ?? ''
  const filas = cotizacion.items.map((item, index) => [
    String(index + 1),
    [
      item.tipoActivo.nombre,
      item.conOperador ? ' (con operador)' : '',
      item.descripcion ? `\n${item.descripcion}` : '',
    ].join(''),
    formatNumber(item.cantidad),
    UNIDAD_COBRO_LABEL[item.unidadCobro],
    formatMonto(item.tarifa, moneda),
    formatNumber(item.periodoEstimado, { maxDecimals: 1 }),
    item.descuentoPct > 0 ? `${formatNumber(item.descuentoPct)} %` : '',
    formatMonto(montosItem(item, moneda).fletes, moneda),
    formatMonto(item.neto, moneda),
  ])
  return {
    titulo: 'Cotización',
    folio: cotizacion.folio,
    fecha,
    cliente: {
      razonSocial: cotizacion.razonSocial.razonSocial,
      rut: formatRut(cotizacion.razonSocial.rut),
      obra: `${cotizacion.obra.codigo} ${cotizacion.obra.nombre}`,
      direccion: `${obra.direccion}, ${comunaText(obra.comuna)}`,
    },
    secciones: [{ titulo: 'Ítems', columnas: COLUMNAS, filas }],
    totales: {
      neto: formatMonto(cotizacion.neto, moneda),
      iva: formatMonto(cotizacion.iva, moneda),
      total: formatMonto(cotizacion.total, moneda),
      ...(moneda === 'UF' && { adicionales: equivalente(cotizacion, fecha) }),
    },
    condiciones: cotizacion.condiciones
      ?.split(/\n+/)
      .map((parrafo) => parrafo.trim())
      .filter(Boolean),
    validez: `Válida hasta ${fechaText(cotizacion.validaHasta)} (${cotizacion.validezDias} ${
      cotizacion.validezDias === 1 ? 'día' : 'días'
    }).`,
    // Its last change, not the clock: the same version downloads as the same bytes.
    creadoEn: new Date(cotizacion.actualizadoEn),
  }
}

/** The lines under a UF total: the valor UF of its date and the total in pesos, or their absence. */
function equivalente(cotizacion: CotizacionDetail, fecha: string) {
  const clp = cotizacion.equivalenteClp
  if (!clp) return [{ etiqueta: 'Equivalente en pesos', valor: `Sin valor UF para ${fecha}` }]
  return [
    {
      etiqueta: `Valor UF al ${fecha}`,
      valor: `$${formatNumber(clp.valorUf, { minDecimals: 2, maxDecimals: 2 })}`,
    },
    { etiqueta: 'Neto en pesos', valor: formatClp(clp.neto) },
    { etiqueta: `IVA ${IVA_PORCENTAJE} % en pesos`, valor: formatClp(clp.iva) },
    { etiqueta: 'Total en pesos', valor: formatClp(clp.total) },
  ]
}

/** The PDF's bytes and its file name (`COT-000123.pdf`). */
export async function exportCotizacionPdf(
  db: Db,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const cotizacion = await getCotizacion(db, id)
  const [obra] = await db
    .select({ direccion: obras.direccion, comuna: obras.comuna })
    .from(obras)
    .where(eq(obras.id, cotizacion.obra.id))
  const bytes = await renderDocumentPdf(
    documentoCotizacion(cotizacion, obra ?? { direccion: '', comuna: '' }),
  )
  return { bytes, fileName: `${cotizacion.folio}.pdf` }
}
