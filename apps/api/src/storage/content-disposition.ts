// How a stored file is named when downloaded: its original name, accents and spaces included
// (RFC 5987 `filename*`), with a plain ASCII `filename` for clients that only read that one.

/** RFC 5987 percent-encoding: what encodeURIComponent leaves plus the characters it must not. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )

/** The name without accents, quotes, control or non-ASCII characters. */
function asciiFallback(fileName: string): string {
  const plain = fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim()
  return plain === '' ? 'archivo' : plain
}

/** `attachment; filename="…"; filename*=UTF-8''…` for `fileName`. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`
}
