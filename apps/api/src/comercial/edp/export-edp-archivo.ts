// GET /v1/edp/{id}/pdf and /xlsx: the stored EDP as its files (pdf/edp-archivos.ts writes them),
// read with the obra's address for the PDF's header; 404 as the detail's. The site client's
// GET /v1/edp-cliente/{id}/pdf is the same PDF, scoped to its obras as its detail is.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import { type ArchivoEdp, edpPdf, edpXlsx } from '../../pdf/edp-archivos.ts'
import { getEdp } from './get-edp.ts'

export async function exportEdpPdf(
  db: Db,
  id: string,
  scope: { obraIds?: readonly string[] } = {},
): Promise<ArchivoEdp> {
  const edp = await getEdp(db, id, scope)
  const [obra] = await db
    .select({ direccion: obras.direccion, comuna: obras.comuna })
    .from(obras)
    .where(eq(obras.id, edp.obra.id))
  return edpPdf(edp, obra)
}

export async function exportEdpXlsx(db: Db, id: string): Promise<ArchivoEdp> {
  return edpXlsx(await getEdp(db, id))
}
