// A report's signatures as the browser must follow them, for HR's calls and the operator's own.
import type { Upload } from '../upload.ts'

type WithFirmas = { firmas: { imagenUrl: string }[] }

/**
 * A report's signatures' image URLs as the browser must follow them: the disk storage's are the
 * API's own, relative (`/v1/archivos/…`), resolved against the API like a download's.
 */
export const resolvingFirmas =
  (upload: Upload) =>
  <A extends unknown[], D extends WithFirmas>(call: (...args: A) => Promise<D>) =>
  async (...args: A): Promise<D> => {
    const detail = await call(...args)
    return {
      ...detail,
      firmas: detail.firmas.map((firma) => ({
        ...firma,
        imagenUrl: upload.resolveUrl(firma.imagenUrl),
      })),
    }
  }
