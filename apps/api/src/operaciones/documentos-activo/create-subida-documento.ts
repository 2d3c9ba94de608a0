// POST /v1/activos/{id}/documentos/subidas: where the browser sends a document's file, under a
// key the API generates (the original name is only kept as metadata). Nothing is written yet:
// the document is created afterwards, naming that key, once the bytes are stored.
import type { createSubidaDocumentoSchema, SubidaDocumento } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { requireActivo } from './documento-activo-rows.ts'
import { newArchivoClave } from './documento-archivo.ts'

export async function createSubidaDocumento(
  db: Db,
  storage: FileStorage,
  activoId: string,
  input: z.output<typeof createSubidaDocumentoSchema>,
): Promise<SubidaDocumento> {
  await requireActivo(db, activoId)
  const clave = newArchivoClave(activoId)
  const ticket = await storage.uploadUrl(clave, { contentType: input.tipo, bytes: input.bytes })
  return {
    clave,
    url: ticket.url,
    method: ticket.method,
    headers: ticket.headers,
    expiresAt: ticket.expiresAt.toISOString(),
  }
}
