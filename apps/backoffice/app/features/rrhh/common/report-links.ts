// Where HR's report screens lead: an operator's history (with one report's detail open as
// `?report=<id>`, so it can be linked and survives a reload) and a report's edit screen.
import { href } from '@cordillera/permissions'

/** The history's URL parameter naming the report whose detail is open. */
export const REPORT_PARAM = 'report'

export const historialHref = (operadorId: string, reportId?: string): string =>
  href(
    'operadores-historial-report',
    { id: operadorId },
    reportId ? { [REPORT_PARAM]: reportId } : undefined,
  )

export const editarReportHref = (operadorId: string, reportId: string): string =>
  href('operadores-report-editar', { idOperador: operadorId, idReport: reportId })
