// GET /v1/razones-sociales/{id}/contactos: the contacts of a razón social (404 if it does not
// exist).
import type { ContactoRow } from '@cordillera/contracts'
import type { Db } from '../../../db/database.ts'
import { razonSocialRecords } from '../razon-social-records.ts'
import { contactosOf } from './contacto-rows.ts'

export async function listContactos(db: Db, razonSocialId: string): Promise<ContactoRow[]> {
  if (!(await razonSocialRecords.find(db, razonSocialId))) throw razonSocialRecords.missing()
  return contactosOf(db, razonSocialId)
}
