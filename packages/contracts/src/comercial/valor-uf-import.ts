// The import of daily UF values from a CSV (`POST /v1/valores-uf/importar`): the request and its
// answer. The file's text travels in JSON like every other body; the API reads it with
// parseValoresUfCsv (valor-uf-csv.ts) and writes all of it or nothing.
import { z } from 'zod'

export const importarValoresUfSchema = z
  .object({
    csv: z
      .string({ error: 'Adjunte el contenido del archivo CSV.' })
      .refine((text) => text.trim() !== '', { error: 'El archivo CSV está vacío.' })
      .meta({
        description:
          'Líneas `fecha;valor` o `fecha,valor`; fechas dd-MM-yyyy o yyyy-MM-dd, valores ' +
          '`39.485,65` o `39485.65`; encabezado opcional.',
      }),
  })
  .meta({ id: 'ImportarValoresUf' })

/** Days added, days whose value changed, and days already at that value (left untouched). */
export const importacionValoresUfSchema = z
  .object({
    insertados: z.number().int(),
    actualizados: z.number().int(),
    sinCambios: z.number().int(),
  })
  .meta({ id: 'ImportacionValoresUf' })
export type ImportacionValoresUf = z.infer<typeof importacionValoresUfSchema>
