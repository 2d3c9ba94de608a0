// How the site client's EDP screens say their numbers: days waiting for the obra's answer, a
// period, a quantity with its unit, the total of the reports a line summed. Pure, tested beside.
import {
  type EdpLinea,
  formatNumber,
  UNIDAD_LINEA_EDP_LABEL,
  type UnidadLineaEdp,
} from '@cordillera/contracts'
import { formatDate } from '@cordillera/ui/format'

const DIA_MS = 86_400_000

/** Whole days since an instant (an EDP's `estadoDesde`), never negative. */
export function diasDesde(desde: string, now: Date = new Date()): number {
  const since = Date.parse(desde)
  if (Number.isNaN(since)) return 0
  return Math.max(0, Math.floor((now.getTime() - since) / DIA_MS))
}

/** "Desde hoy", "1 día", "12 días". */
export function diasText(dias: number): string {
  if (dias === 0) return 'Desde hoy'
  return `${formatNumber(dias)} ${dias === 1 ? 'día' : 'días'}`
}

/** "01-01-2026 al 31-01-2026". */
export function periodoText(desde: string, hasta: string): string {
  return `${formatDate(desde)} al ${formatDate(hasta)}`
}

const PLURAL: Record<UnidadLineaEdp, [string, string]> = {
  hora: ['h', 'h'],
  dia: ['día', 'días'],
  mes: ['mes', 'meses'],
  litro: ['litro', 'litros'],
  viaje: ['viaje', 'viajes'],
  unidad: ['unidad', 'unidades'],
}

/** "132 h", "22 días", "1 viaje", "130,5 litros". */
export function cantidadText(cantidad: number, unidad: UnidadLineaEdp): string {
  const [one, many] = PLURAL[unidad]
  return `${formatNumber(cantidad)} ${cantidad === 1 ? one : many}`
}

/** The unit a tarifa is per, in lower case: "hora", "día", "mes". */
export function porUnidad(unidad: UnidadLineaEdp): string {
  return UNIDAD_LINEA_EDP_LABEL[unidad].toLowerCase()
}

/** What the reports of a line add up to: worked, stand-by and stopped hours. */
export function horasDeReports(evidencia: EdpLinea['evidencia']): {
  trabajadas: number
  standBy: number
  detenidas: number
} {
  let trabajadas = 0
  let standBy = 0
  let detenidas = 0
  for (const report of evidencia.reports) {
    trabajadas += report.horasTrabajadas
    standBy += report.horasStandBy
    detenidas += report.horasDetenidas
  }
  // Sums of halves and tenths: rounded to the tenth the reports are written in.
  const tenth = (value: number) => Math.round(value * 10) / 10
  return { trabajadas: tenth(trabajadas), standBy: tenth(standBy), detenidas: tenth(detenidas) }
}
