// What the lessor area's reads share: an obra's columns in a left join (drizzle answers null when
// the row has no obra), and which daily reports a lessor reads (signed, or validated after).
import { obras } from '../db/schema/index.ts'

export const obraColumns = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }

/** The estados of a daily report the lessor reads: signed by its operator, or validated after. */
export const REPORT_FIRMADO = ['firmado', 'validado'] as const
