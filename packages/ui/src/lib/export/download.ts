// Hands a generated file to the browser as a download (a temporary object URL on a hidden link).
// The only part of the export that touches the DOM.

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
