// GET /v1/razones-sociales/{id}/contactos: the contacts of a razón social (404 if it does not
// exist).
import type { ContactoRow } from '@cordillera/contracts'
import type { Db } from '../../../db/database.ts'
import { notFound } from '../../../http/api-error.ts'
import { RAZON_SOCIAL_NO_EXISTE, razonSocialRecords } from '../razon-social-rows.ts'
import { contactosOf } from './contacto-rows.ts'

export async function listContactos(db: Db, razonSocialId: string): Promise<ContactoRow[]> {
  if (!(await razonSocialRecords.find(db, razonSocialId))) throw notFound(RAZON_SOCIAL_NO_EXISTE)
  return contactosOf(db, razonSocialId)
}
