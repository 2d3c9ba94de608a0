// The daily report's form logic, shared by the backoffice's and the operador's layouts (decision 047).

// A report's content without the schemas: what a list of reports shows (issue 21).
export {
  changedFields,
  changesOf,
  horasDe,
  REPORT_FIELD_LABEL,
  REPORT_FIELDS,
  type ReportField,
  type ReportValues,
  valuesOf,
} from './report-content.ts'
export { NumeroField, NumeroInput, useReportForm } from './report-fields.tsx'
export {
  conDetencion,
  conPropio,
  createOperadorBody,
  type EquipoLabel,
  type EquipoOpcion,
  equipoDeLabel,
  equipoLabel,
  equipoOpciones,
  fieldText,
  horasTrabajadas,
  inicioAlElegir,
  type NumeroCampo,
  nuevoReport,
  numeroText,
  numeroValue,
  primerDiaPermitido,
  type ReportDefaults,
  reportDefaults,
  reportErrors,
  updateBody,
  valuesDefaults,
} from './report-values.ts'
