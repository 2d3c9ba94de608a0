// @cordillera/data-client/mis-reports: the signed-in operator's own daily reports (audience
// `operador`: only his rows answer), the calls of the operador portal's reports screens. Part of
// the HR area (`rrhhApi(api).misReports` is the same calls), also an entry point of its own so
// the phone's screens load the reports' routes only, not HR's workers, documents, operators and
// assignments (decision 052).
// The routes themselves (mis-reports-calls.ts: their zod schemas, built as the module loads) load
// on the first call, not with the screen: the list of reports paints its kept answers before any
// schema is built, and today's answer is checked against its schema all the same once it arrives
// (issue 21; decision 058, "Repeat visit").
import { ApiRequestError } from '../api-request-error.ts'
import type { Connection } from '../connection.ts'
import { unreachable } from '../fallback-errors.ts'
import type { MisReportsCalls } from './mis-reports-calls.ts'

/** The operator's calls: each loads the routes on its first use, then calls the route. */
export type MisReportsApi = {
  [K in keyof MisReportsCalls]: (
    ...args: Parameters<MisReportsCalls[K]>
  ) => ReturnType<MisReportsCalls[K]>
}

const CALLS = [
  'hoy',
  'list',
  'get',
  'opciones',
  'create',
  'update',
  'sign',
] as const satisfies readonly (keyof MisReportsCalls)[]
// Every call of the routes' module is offered: a call added there and not here fails to compile.
const everyCall: [Exclude<keyof MisReportsCalls, (typeof CALLS)[number]>] extends [never]
  ? true
  : never = true
void everyCall

type AnyCall = (...args: unknown[]) => Promise<unknown>

/** The calls for a connection once their module is loaded (again after a failed load). */
function loader(connection: Connection): () => Promise<MisReportsCalls> {
  let loading: Promise<MisReportsCalls> | undefined
  return () => {
    loading ??= import('./mis-reports-calls.ts').then(
      ({ misReportsCalls }) => misReportsCalls(connection),
      (cause: unknown) => {
        loading = undefined
        // The app's files could not be fetched: the same "no connection" as a failed request, so
        // a screen answers its kept copy.
        throw new ApiRequestError(0, unreachable.code, unreachable.message, {}, { cause })
      },
    )
    return loading
  }
}

const built = new WeakMap<Connection, MisReportsApi>()

/** `misReportsApi(api).hoy(signal)`: the calls built once per connection. */
export function misReportsApi(connection: Connection): MisReportsApi {
  let api = built.get(connection)
  if (!api) {
    const load = loader(connection)
    const calls: Partial<Record<keyof MisReportsCalls, AnyCall>> = {}
    for (const name of CALLS) {
      calls[name] = async (...args) => ((await load())[name] as AnyCall)(...args)
    }
    api = calls as MisReportsApi
    built.set(connection, api)
  }
  return api
}
