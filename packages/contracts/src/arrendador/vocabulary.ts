// The lessor area's closed lists (docs/domain.md, "The lessor portal"): what kind of incident a
// lessor raises on its asset and where the incident stands, and what kind of report a lessor
// enters (trips of its trucks). Declared once, read by the database's checks and the screens.
import { vocabulary } from '../common/vocabulary.ts'

export const [TIPOS_INCIDENTE, TIPO_INCIDENTE_LABEL] = vocabulary({
  falla: 'Falla',
  siniestro: 'Siniestro',
  otro: 'Otro',
})
export type TipoIncidente = (typeof TIPOS_INCIDENTE)[number]

/** abierto → en-revision (staff looking at it) → cerrado (staff closed it, with a comment). */
export const [ESTADOS_INCIDENTE, ESTADO_INCIDENTE_LABEL] = vocabulary({
  abierto: 'Abierto',
  'en-revision': 'En revisión',
  cerrado: 'Cerrado',
})
export type EstadoIncidente = (typeof ESTADOS_INCIDENTE)[number]

export const [TIPOS_REPORT_ARRENDADOR, TIPO_REPORT_ARRENDADOR_LABEL] = vocabulary({
  viaje: 'Viaje',
})
export type TipoReportArrendador = (typeof TIPOS_REPORT_ARRENDADOR)[number]
