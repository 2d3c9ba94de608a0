// The signed-in operator's own daily reports (audience `operador`: only his rows answer), built
// from their route definitions in contracts. Part of the HR area (`rrhhApi(api).misReports` is
// these calls); the phone's screens reach them through `@cordillera/data-client/mis-reports`
// (mis-reports.ts), which loads this module on the first call, so the routes' zod schemas are not
// built before the list of reports first paints (issue 21).
import {
  createMiReportRoute,
  getMiReportOpcionesRoute,
  getMiReportRoute,
  listMisReportsRoute,
  listReportsHoyRoute,
  signMiReportRoute,
  updateMiReportRoute,
} from '@cordillera/contracts'
import type { Connection } from '../connection.ts'
import { createOf, getOf, listOf, noInputOf, updateOf } from '../resource.ts'
import { resolvingFirmas } from './firmas.ts'

export function misReportsCalls({ request, upload }: Pick<Connection, 'request' | 'upload'>) {
  const resolved = resolvingFirmas(upload)
  return {
    /** Today's reports and those still to sign or correct. */
    hoy: noInputOf(request, listReportsHoyRoute),
    /** The history: a page with filters and sort. */
    list: listOf(request, listMisReportsRoute),
    get: resolved(getOf(request, getMiReportRoute)),
    /** His assignments a report may be written for. */
    opciones: noInputOf(request, getMiReportOpcionesRoute),
    /** Creates, or syncs again: the same `claveSync` answers the report it created. */
    create: resolved(createOf(request, createMiReportRoute)),
    update: resolved(updateOf(request, updateMiReportRoute)),
    /** Signs with the drawn signature (a PNG data URL) at the version read. */
    sign: resolved(updateOf(request, signMiReportRoute)),
  }
}

export type MisReportsCalls = ReturnType<typeof misReportsCalls>
