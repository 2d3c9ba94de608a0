// A count as a sentence says it: "1 permiso", "58 permisos", "1.234 usuarios".
import { formatNumber } from '@cordillera/ui/format'

export const cantidad = (n: number, uno: string, varios: string) =>
  `${formatNumber(n)} ${n === 1 ? uno : varios}`
