// How a written document is answered (both estados de pago's PDF and XLSX, a quotation's PDF): the
// bytes named by the document's folio, never cached.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { attachmentDisposition } from '../storage/content-disposition.ts'
import type { ArchivoEdp } from './edp-archivos.ts'

/** A written file as the answer: named by its folio, never cached. */
export function archivoEdp(
  c: Context<AppEnv>,
  { bytes, fileName }: ArchivoEdp,
  contentType: string,
) {
  // The writers' bytes own their whole buffer (a new Uint8Array each).
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    'content-disposition': attachmentDisposition(fileName),
    'cache-control': 'no-store',
  })
}
