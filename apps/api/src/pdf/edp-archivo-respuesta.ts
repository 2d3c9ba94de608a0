// How both estados de pago (the client's and the lessor's) answer one of their written files (PDF,
// XLSX): the bytes named by the EDP's folio, never cached.
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { attachmentDisposition } from '../storage/content-disposition.ts'
import type { ArchivoEdp } from './edp-archivos.ts'

/** A written EDP file as the answer: named by its folio, never cached. */
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
