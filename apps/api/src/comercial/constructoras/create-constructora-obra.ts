// POST /v1/constructoras/{id}/obras ("agregar obra" in the catalogue): a new obra of this
// constructora. The constructora comes from the path, so an unknown one is a 404, not a field
// error.
import type { createConstructoraObraSchema, ObraDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { createObra } from '../obras/create-obra.ts'
import { constructoraRecords } from './constructora-records.ts'

export async function createConstructoraObra(
  db: Db,
  actor: Actor,
  constructoraId: string,
  input: z.output<typeof createConstructoraObraSchema>,
): Promise<ObraDetail> {
  if (!(await constructoraRecords.find(db, constructoraId))) throw constructoraRecords.missing()
  return createObra(db, actor, { ...input, constructoraId })
}
