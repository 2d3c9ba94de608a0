// PATCH /v1/obras/{id}: edits an obra at the version the client read (409 otherwise, nothing
// written), audited in the same transaction. Dates are checked against the stored ones, since
// one may change without the other.
import { FECHAS_MESSAGE, fechasEnOrden, type updateObraSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { invalidFields } from '../../records/write-errors.ts'
import { regionDe } from '../razones-sociales/razon-social-writes.ts'
import { getObra } from './get-obra.ts'
import { obraRecords } from './obra-records.ts'
import { administradorColumns, checkObraRefs } from './obra-writes.ts'

export const updateObra = obraRecords.updates({
  patch: ({ administrador, ...input }: z.output<typeof updateObraSchema>) => ({
    ...input,
    ...(input.comuna && { region: regionDe(input.comuna) }),
    ...administradorColumns(administrador),
  }),
  async check(tx, changes, before) {
    if (!fechasEnOrden({ ...before, ...changes })) {
      throw invalidFields({ fechaTermino: FECHAS_MESSAGE })
    }
    await checkObraRefs(tx, changes)
  },
  answer: (tx, row) => getObra(tx, row.id),
})
