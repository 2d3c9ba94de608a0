// The daily report's plain rules: numbers and checks without a schema, for what needs them before
// (or without) the report's zod schemas — the phone's list of reports keeps its answers for
// REPORT_DIAS_ATRAS days and shows a card's hours and actions from these alone, so its first
// paint builds no schema (issue 21). The contracts' index exports them (rrhh/index.ts); report.ts
// only imports them, so that asking for one of them never evaluates report.ts.
import type { EstadoReport } from './vocabulary.ts'

/** How far back a report may be dated (the operator's form and HR's alike). */
export const REPORT_DIAS_ATRAS = 31

/** Hours worked: the hour meter's advance, with one decimal. */
export const horasTrabajadasDe = (inicio: number, fin: number): number =>
  Math.round((fin - inicio) * 10) / 10

/** Whether a report in this estado may still be edited (and signed): borrador or en observación. */
export const isEstadoEditable = (estado: EstadoReport): boolean =>
  estado === 'borrador' || estado === 'en-observacion'
