// Pieces every module's route definitions repeat: the delete's version, the export's query and
// its CSV answer.
import { z } from 'zod'
import { versionQuerySchema } from './fields.ts'

/** DELETE …?version=3: a delete is a write, so it carries the version it read. */
export const deleteQuerySchema = z.object({ version: versionQuerySchema })

/** An export takes the list's query (search, filters, sort) without the paging: `.omit(notPaged)`. */
export const notPaged = { page: true, pageSize: true, cursor: true } as const

export const csvResponse = {
  description:
    'CSV (text/csv, UTF-8 con BOM, separador `;`, para Excel en español) de todas las filas que ' +
    'cumplen la búsqueda y los filtros, en el orden pedido; se envía por partes (streaming).',
} as const

export const deletedResponse = { description: 'Eliminado (borrado lógico: eliminado_en)' } as const
