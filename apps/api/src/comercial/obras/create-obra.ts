// POST /v1/obras (and POST /v1/constructoras/{id}/obras): a new obra, audited in the same
// transaction. Without a código the server gives the next `OB-0123`.
import type { createObraSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { regionDe } from '../razones-sociales/razon-social-writes.ts'
import { getObra } from './get-obra.ts'
import { obraRecords } from './obra-records.ts'
import { administradorColumns, checkObraRefs, nextCodigoObra } from './obra-writes.ts'

export const createObra = obraRecords.creates(
  async (input: z.output<typeof createObraSchema>, tx) => {
    await checkObraRefs(tx, input)
    return {
      ...input,
      codigo: input.codigo ?? (await nextCodigoObra(tx)),
      region: regionDe(input.comuna),
      ...administradorColumns(input.administrador),
    }
  },
  (tx, row) => getObra(tx, row.id),
)
