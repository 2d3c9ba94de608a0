// The bookkeeping every row of every module carries: `version` for optimistic concurrency and who
// created and last changed it when; and how many related rows a detail lists at most.
import { z } from 'zod'

/** A user as a row's author: who created or last changed it. */
export const usuarioRefSchema = z.object({ id: z.uuid(), nombre: z.string() })

/** Every row: `version` goes back with the next edit or delete (409 when someone got first). */
export const rowTrackingShape = {
  version: z.number().int(),
  /** ISO 8601 instants. */
  creadoEn: z.string(),
  actualizadoEn: z.string(),
}

/** What every list may sort by besides its own fields: when its rows were created and changed. */
export const TRACKING_SORTS = ['creadoEn', 'actualizadoEn'] as const

/** A list's sorts: its own fields, in the order its screen offers them, then TRACKING_SORTS. */
export const withTrackingSorts = <const S extends readonly string[]>(...own: S) =>
  [...own, ...TRACKING_SORTS] as const

/** Details add who created and last changed the row (null = the system: seed, migrations). */
export const detailTrackingShape = {
  creadoPor: usuarioRefSchema.nullable(),
  actualizadoPor: usuarioRefSchema.nullable(),
}

/** How many related rows a detail lists at most; `…Total` says how many there are. */
export const DETAIL_RELATED_MAX = 200
