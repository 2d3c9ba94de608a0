// @cordillera/data-client/mis-reports: the signed-in operator's own daily reports (audience
// `operador`: only his rows answer), the calls of the operador portal's reports screens. Part of
// the HR area (`rrhhApi(api).misReports` is the same calls), also an entry point of its own so
// the phone's screens load the reports' routes only, not HR's workers, documents, operators and
// assignments (decision 052).
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

export type MisReportsApi = ReturnType<typeof misReportsCalls>

const built = new WeakMap<Connection, MisReportsApi>()

/** `misReportsApi(api).hoy(signal)`: the calls built once per connection. */
export function misReportsApi(connection: Connection): MisReportsApi {
  let calls = built.get(connection)
  if (!calls) {
    calls = misReportsCalls(connection)
    built.set(connection, calls)
  }
  return calls
}
