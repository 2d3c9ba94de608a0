// The JSON error body every API error answers with: a stable code for code, a Spanish message for people.
import { z } from 'zod'

export const errorCodeSchema = z.enum([
  'no_autenticado',
  'prohibido',
  'no_encontrado',
  'entrada_invalida',
  'conflicto',
  'error_interno',
  'servicio_no_disponible',
])
export type ErrorCode = z.infer<typeof errorCodeSchema>

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      /** Field messages (Spanish) for `entrada_invalida`, keyed by dotted path. */
      fields: z.record(z.string(), z.string()).optional(),
      /** For `error_interno`: the id of the log entry that holds the details. */
      id: z.string().optional(),
    }),
  })
  .meta({ id: 'ApiError' })
export type ApiError = z.infer<typeof apiErrorSchema>
