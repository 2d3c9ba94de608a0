// GET /v1/edp-externos/{id}/pdf and /xlsx: the stored external EDP as the client EDP's own files
// (pdf/edp-archivos.ts: one layout for both, decision 064), with the lessor as the party, its
// history's words and the obra's address in the PDF's header; 404 as the detail's.
import {
  ACCION_EDP_EXTERNO_LABEL,
  type EdpExternoDetail,
  ESTADO_EDP_EXTERNO_LABEL,
  fechaText,
  formatClp,
  formatNumber,
  formatRut,
} from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import { type ArchivoEdp, pdfDe, xlsxDe } from '../../pdf/edp-archivos.ts'
import { type FuenteDocumentoEdp, impresoDe } from '../../pdf/edp-documento.ts'
import { getEdpExterno } from './get-edp-externo.ts'

/** The external EDP as the EDP documents print it. */
export function fuenteEdpExterno(edp: EdpExternoDetail): FuenteDocumentoEdp {
  const proveedor = `${edp.proveedor.razonSocial} (RUT ${formatRut(edp.proveedor.rut)})`
  return {
    titulo: 'Estado de pago externo',
    folio: edp.folio,
    cierre: edp.fechaFin,
    datos: [
      ['Estado de pago externo', edp.folio],
      ['Arrendador', proveedor],
      ['Obra', `${edp.obra.codigo} ${edp.obra.nombre}`],
      ['Período', `${fechaText(edp.fechaInicio)} al ${fechaText(edp.fechaFin)}`],
      ['Revisión', String(edp.revision)],
      ['Estado', ESTADO_EDP_EXTERNO_LABEL[edp.estado]],
      [
        'Valor UF',
        edp.valorUf
          ? `$${formatNumber(edp.valorUf.valor, { minDecimals: 2, maxDecimals: 2 })} al ${fechaText(edp.valorUf.fecha)}`
          : 'No aplica (tarifas en pesos)',
      ],
      ...edp.solicitudesAjuste.map((s): [string, string] => [
        `Solicitud ${s.folio}`,
        `${s.lineaDescripcion}: ${formatClp(s.lineaMonto)} → ${formatClp(s.montoSolicitado)} (${s.estado}). ${s.motivo}${s.respuesta ? ` Respuesta: ${s.respuesta}` : ''}`,
      ]),
    ],
    ...impresoDe(edp, edp.proveedor, (entrada) => ({
      accion: ACCION_EDP_EXTERNO_LABEL[entrada.accion],
      por: `${entrada.usuario?.nombre ?? 'Sistema'}${entrada.origen === 'arrendador' ? ' (arrendador)' : ''}`,
      comentario: entrada.comentario ?? '',
    })),
  }
}

export async function exportEdpExternoPdf(db: Db, id: string): Promise<ArchivoEdp> {
  const edp = await getEdpExterno(db, id)
  const [obra] = await db
    .select({ direccion: obras.direccion, comuna: obras.comuna })
    .from(obras)
    .where(eq(obras.id, edp.obra.id))
  return pdfDe(fuenteEdpExterno(edp), obra)
}

export async function exportEdpExternoXlsx(db: Db, id: string): Promise<ArchivoEdp> {
  return xlsxDe(fuenteEdpExterno(await getEdpExterno(db, id)))
}
