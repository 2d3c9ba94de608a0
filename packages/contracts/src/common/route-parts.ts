// Pieces every module's route definitions repeat: the delete's version and what an export leaves
// out of the list's query (its format, columns and answer are in columns.ts).
import { z } from 'zod'
import { versionQuerySchema } from './fields.ts'

/** DELETE …?version=3: a delete is a write, so it carries the version it read. */
export const deleteQuerySchema = z.object({ version: versionQuerySchema })

/** An export takes the list's query (search, filters, sort) without the paging: `.omit(notPaged)`. */
export const notPaged = { page: true, pageSize: true, cursor: true } as const

export const deletedResponse = { description: 'Eliminado (borrado lógico: eliminado_en)' } as const
