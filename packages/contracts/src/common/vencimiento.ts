// When a document (an asset's, a worker's) is flagged: from DIAS_AVISO_VENCIMIENTO days before it
// expires, and once it has expired. "Today" is Santiago's calendar day, whatever the clock of the
// server or the phone, so the API's filter, its counts and the screens' badges agree on the same
// day.
import { sumarDias } from './calendario.ts'
import { vocabulary } from './vocabulary.ts'

/** A document is flagged from this many days before it expires (and once it has expired). */
export const DIAS_AVISO_VENCIMIENTO = 30

export const [ESTADOS_VENCIMIENTO, ESTADO_VENCIMIENTO_LABEL] = vocabulary({
  vigente: 'Vigente',
  'por-vencer': 'Por vencer',
  vencido: 'Vencido',
  'sin-vencimiento': 'Sin vencimiento',
})
export type EstadoVencimiento = (typeof ESTADOS_VENCIMIENTO)[number]

const santiagoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Santiago's calendar day at an instant, as `yyyy-MM-dd`. */
export function fechaEnSantiago(instant: Date): string {
  return santiagoDay.format(instant)
}

/** The last expiry date that is flagged on `hoy` (dates up to it are "por vencer" or "vencido"). */
export function limiteAvisoVencimiento(hoy: string): string {
  return sumarDias(hoy, DIAS_AVISO_VENCIMIENTO)
}

/** A document expiring on `vence` (`yyyy-MM-dd` or null) as seen on `hoy`: it is valid through its date. */
export function estadoVencimiento(vence: string | null, hoy: string): EstadoVencimiento {
  if (vence === null) return 'sin-vencimiento'
  if (vence < hoy) return 'vencido'
  if (vence <= limiteAvisoVencimiento(hoy)) return 'por-vencer'
  return 'vigente'
}
