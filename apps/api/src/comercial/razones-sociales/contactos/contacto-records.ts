// How the contacts of razones sociales are written: every create, update and delete of the table goes through this
// (records/records-of.ts), which holds its audit entity, its 404 and its unique values.
import { contactosRazonSocial } from '../../../db/schema/index.ts'
import { recordsOf } from '../../../records/records-of.ts'

export const contactoRecords = recordsOf(contactosRazonSocial, {
  entity: 'contacto',
  notFound: 'El contacto no existe.',
})
