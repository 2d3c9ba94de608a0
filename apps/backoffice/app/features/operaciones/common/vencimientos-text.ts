// The fleet's documents that need attention, said in one line: "3 documentos vencidos y 12 por
// vencer". The asset list shows it above the table; the later equipment dashboard can too.
import { formatNumber } from '@cordillera/ui/format'

const count = (n: number) => formatNumber(n)

/** null when no document is expired or expiring. */
export function vencimientosText({
  vencidos,
  porVencer,
}: {
  vencidos: number
  porVencer: number
}): string | null {
  if (vencidos === 0 && porVencer === 0) return null
  const documentos = (n: number) => (n === 1 ? 'documento' : 'documentos')
  if (porVencer === 0)
    return `${count(vencidos)} ${documentos(vencidos)} ${vencidos === 1 ? 'vencido' : 'vencidos'}`
  if (vencidos === 0) return `${count(porVencer)} ${documentos(porVencer)} por vencer`
  return `${count(vencidos)} ${documentos(vencidos)} ${vencidos === 1 ? 'vencido' : 'vencidos'} y ${count(porVencer)} por vencer`
}
