// The external EDP as the EDP documents print it (decision 064: one layout, edp-documento.ts), from
// staff's detail or from the lessor's: its header data (the lessor, the obra, the period, the
// revision, the estado, the valor UF and each adjustment request with its answer), then what every
// EDP prints alike (`impresoDe`). Each side says who recorded each history entry its own way.
import {
  ACCION_EDP_EXTERNO_LABEL,
  type AccionEdpExterno,
  ESTADO_EDP_EXTERNO_LABEL,
  ESTADO_SOLICITUD_AJUSTE_LABEL,
  type EstadoEdpExterno,
  type EstadoSolicitudAjuste,
  fechaText,
  formatClp,
  formatNumber,
  formatRut,
} from '@cordillera/contracts'
import { type FuenteDocumentoEdp, impresoDe } from './edp-documento.ts'

type Entrada = { en: string; revision: number; accion: AccionEdpExterno; comentario: string | null }

/** What an external EDP's documents read of it, whoever reads it. */
export type EdpExternoImpreso<E extends Entrada> = Pick<
  FuenteDocumentoEdp,
  'lineas' | 'items' | 'problemas' | 'neto' | 'iva' | 'total' | 'valorUf' | 'actualizadoEn'
> & {
  obra: { codigo: string; nombre: string }
  historial: readonly E[]
  folio: string
  fechaInicio: string
  fechaFin: string
  revision: number
  estado: EstadoEdpExterno
  solicitudesAjuste: readonly {
    folio: string
    lineaDescripcion: string
    lineaMonto: number
    montoSolicitado: number
    estado: EstadoSolicitudAjuste
    motivo: string
    respuesta: string | null
  }[]
}

/** The external EDP owed to `parte` (the lessor), its history's entries recorded `por` whom. */
export function fuenteEdpExterno<E extends Entrada>(
  edp: EdpExternoImpreso<E>,
  parte: { razonSocial: string; rut: string },
  por: (entrada: E) => string,
): FuenteDocumentoEdp {
  return {
    titulo: 'Estado de pago externo',
    folio: edp.folio,
    cierre: edp.fechaFin,
    datos: [
      ['Estado de pago externo', edp.folio],
      ['Arrendador', `${parte.razonSocial} (RUT ${formatRut(parte.rut)})`],
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
        `${s.lineaDescripcion}: ${formatClp(s.lineaMonto)} → ${formatClp(s.montoSolicitado)} (${ESTADO_SOLICITUD_AJUSTE_LABEL[s.estado].toLowerCase()}). ${s.motivo}${s.respuesta ? ` Respuesta: ${s.respuesta}` : ''}`,
      ]),
    ],
    ...impresoDe(edp, parte, (entrada) => ({
      accion: ACCION_EDP_EXTERNO_LABEL[entrada.accion],
      por: por(entrada),
      comentario: entrada.comentario ?? '',
    })),
  }
}
