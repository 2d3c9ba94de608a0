// GET /v1/edp-externos/{id}/pdf and /xlsx: the stored external EDP as the client EDP's own files
// (pdf/edp-archivos.ts: one layout for both, decision 064), with the lessor as the party, staff's
// names in its history and the obra's address in the PDF's header; 404 as the detail's.
import type { EdpExternoDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { obras } from '../../db/schema/index.ts'
import { type ArchivoEdp, pdfDe, xlsxDe } from '../../pdf/edp-archivos.ts'
import type { FuenteDocumentoEdp } from '../../pdf/edp-documento.ts'
import { fuenteEdpExterno } from '../../pdf/edp-externo-documento.ts'
import { getEdpExterno } from './get-edp-externo.ts'

/** The external EDP as staff's documents print it: who of staff (or the lessor) moved it. */
const fuente = (edp: EdpExternoDetail): FuenteDocumentoEdp =>
  fuenteEdpExterno(
    edp,
    edp.proveedor,
    (entrada) =>
      `${entrada.usuario?.nombre ?? 'Sistema'}${entrada.origen === 'arrendador' ? ' (arrendador)' : ''}`,
  )

export async function exportEdpExternoPdf(db: Db, id: string): Promise<ArchivoEdp> {
  const edp = await getEdpExterno(db, id)
  const [obra] = await db
    .select({ direccion: obras.direccion, comuna: obras.comuna })
    .from(obras)
    .where(eq(obras.id, edp.obra.id))
  return pdfDe(fuente(edp), obra)
}

export async function exportEdpExternoXlsx(db: Db, id: string): Promise<ArchivoEdp> {
  return xlsxDe(fuente(await getEdpExterno(db, id)))
}
