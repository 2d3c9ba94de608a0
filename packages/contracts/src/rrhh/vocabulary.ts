import { type EstadoReport, vocabulary } from '../common/vocabulary.ts'
// The HR area's closed vocabularies (workers, operators, their assignments and the daily machine
// report): the database's check constraints, the contracts' enums and the screens' labels all
// read these lists.

/** The documents a worker carries, each with its expiry (the asset documents' rule). */
export const [TIPOS_DOCUMENTO_TRABAJADOR, TIPO_DOCUMENTO_TRABAJADOR_LABEL] = vocabulary({
  'licencia-conducir': 'Licencia de conducir',
  'examen-preocupacional': 'Examen preocupacional',
  'examen-ocupacional': 'Examen ocupacional',
  certificacion: 'Certificación',
  'contrato-trabajo': 'Contrato de trabajo',
  otro: 'Otro',
})
export type TipoDocumentoTrabajador = (typeof TIPOS_DOCUMENTO_TRABAJADOR)[number]

/** Chile's driving licence classes (Ley de Tránsito): professional A1–A5, B, C, D (machinery), E, F. */
export const CLASES_LICENCIA = ['A1', 'A2', 'A3', 'A4', 'A5', 'B', 'C', 'D', 'E', 'F'] as const
export type ClaseLicencia = (typeof CLASES_LICENCIA)[number]

/** How an operator's assignment to an asset began. */
export const [ORIGENES_ASIGNACION, ORIGEN_ASIGNACION_LABEL] = vocabulary({
  asignacion: 'Asignación',
  cambio: 'Cambio de operador',
  adicion: 'Adición de operador',
})
export type OrigenAsignacion = (typeof ORIGENES_ASIGNACION)[number]

/** How it ended: withdrawn (retiro parcial) or replaced by another operator (cambio). */
export const [TERMINOS_ASIGNACION, TERMINO_ASIGNACION_LABEL] = vocabulary({
  retiro: 'Retiro',
  cambio: 'Reemplazado',
})
export type TerminoAsignacion = (typeof TERMINOS_ASIGNACION)[number]

// A report's jornada, motivo de detención and estado are read by the EDP's computation too:
// they live in ../common/vocabulary.ts and are HR's names here as well.
export {
  ESTADO_REPORT_LABEL,
  ESTADOS_REPORT,
  type EstadoReport,
  JORNADA_LABEL,
  JORNADAS,
  type Jornada,
  MOTIVO_DETENCION_LABEL,
  MOTIVOS_DETENCION,
  type MotivoDetencion,
} from '../common/vocabulary.ts'
/** The estados whose content may still change; a firmado or validado report is read-only. */
export const ESTADOS_REPORT_EDITABLES = [
  'borrador',
  'en-observacion',
] as const satisfies readonly EstadoReport[]
/** The estados a report may be signed from. */
export const ESTADOS_REPORT_FIRMABLES = ESTADOS_REPORT_EDITABLES

/** A day has 24 hours: worked, stand-by and stopped hours together never exceed it. */
export const HORAS_DIA = 24
/** The largest signature image accepted (a PNG data URL of a finger-drawn signature). */
export const FIRMA_MAX_BYTES = 300 * 1024
