// Where the browser sends a file (a document, a photo, an adjustment's support): the storage's
// upload ticket for a key the API generated, as every `…/subidas` route answers it. Nothing is
// written yet; the file is checked by its bytes when the row that names it is saved.
import type { SubidaDocumento } from '@cordillera/contracts'
import type { FileStorage } from './file-storage.ts'

export async function subidaPara(
  storage: FileStorage,
  clave: string,
  { tipo, bytes }: { tipo: string; bytes: number },
): Promise<SubidaDocumento> {
  const ticket = await storage.uploadUrl(clave, { contentType: tipo, bytes })
  return {
    clave,
    url: ticket.url,
    method: ticket.method,
    headers: ticket.headers,
    expiresAt: ticket.expiresAt.toISOString(),
  }
}
