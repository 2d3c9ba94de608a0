// Calendar days as `yyyy-MM-dd` texts, and their arithmetic, right for any year (decision 035).
// Each day has a number (days from 1970-01-01, negative before) computed with the proleptic
// Gregorian days-from-civil algorithm: integers only, no `Date`, no time zone. `Date.UTC(y, m, d)`
// and `new Date(y, m, d)` are not used for days because they read years 0–99 as 1900–1999, which
// turned `0001-01-01` into 1901 while the database kept year 1. Comparing two dates is comparing
// their texts (four-digit years sort as text); counting or adding days goes through the numbers.

/** The first and last days any date of the platform may be; a field may narrow them. */
export const FECHA_MINIMA = '1950-01-01'
export const FECHA_MAXIMA = '2100-12-31'

/**
 * What the company records as it happens (a movement, a daily report) is of this century: the
 * first day such a record may carry.
 */
export const FECHA_REGISTRO_MINIMA = '2000-01-01'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A Gregorian leap year (divisible by 4, not by 100 unless by 400). */
export function esBisiesto(anio: number): boolean {
  return (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0
}

/** How many days month `mes` (1–12) of `anio` has. */
export function diasDelMes(anio: number, mes: number): number {
  if (mes === 2) return esBisiesto(anio) ? 29 : 28
  return mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31
}

export type PartesDeFecha = { anio: number; mes: number; dia: number }

/** The year, month and day of a `yyyy-MM-dd` that is a real calendar day; null otherwise. */
export function partesDeFecha(fecha: string): PartesDeFecha | null {
  const match = ISO_DATE.exec(fecha)
  if (!match) return null
  const [anio, mes, dia] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes(anio, mes)) return null
  return { anio, mes, dia }
}

/** Whether `texto` is a real calendar day written `yyyy-MM-dd` (`2026-02-30` is not). */
export function esFecha(texto: unknown): texto is string {
  return typeof texto === 'string' && partesDeFecha(texto) !== null
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** `yyyy-MM-dd` of a year (0–9999), month and day. */
export function fechaDePartes({ anio, mes, dia }: PartesDeFecha): string {
  return `${pad(anio, 4)}-${pad(mes)}-${pad(dia)}`
}

function partesOrThrow(fecha: string): PartesDeFecha {
  const partes = partesDeFecha(fecha)
  if (!partes) throw new RangeError(`No es una fecha yyyy-MM-dd: ${JSON.stringify(fecha)}`)
  return partes
}

// Howard Hinnant's days_from_civil / civil_from_days: the Gregorian calendar repeats every 400
// years (an era of 146,097 days), and a year counted from March puts the leap day last.
const DIAS_POR_ERA = 146_097
const DIAS_HASTA_1970 = 719_468

/** The number of a day: days from 1970-01-01 (0), negative before; throws on a non-date. */
export function numeroDeDia(fecha: string): number {
  const { anio, mes, dia } = partesOrThrow(fecha)
  const y = mes <= 2 ? anio - 1 : anio
  const era = Math.floor(y / 400)
  const anioDeEra = y - era * 400
  const diaDelAnio = Math.floor((153 * (mes > 2 ? mes - 3 : mes + 9) + 2) / 5) + dia - 1
  const diaDeEra =
    anioDeEra * 365 + Math.floor(anioDeEra / 4) - Math.floor(anioDeEra / 100) + diaDelAnio
  return era * DIAS_POR_ERA + diaDeEra - DIAS_HASTA_1970
}

/** The day of a number of `numeroDeDia`, as `yyyy-MM-dd` (years 0–9999). */
export function fechaDeNumero(numero: number): string {
  if (!Number.isInteger(numero)) throw new RangeError(`No es un número de día: ${numero}`)
  const z = numero + DIAS_HASTA_1970
  const era = Math.floor(z / DIAS_POR_ERA)
  const diaDeEra = z - era * DIAS_POR_ERA
  const anioDeEra = Math.floor(
    (diaDeEra -
      Math.floor(diaDeEra / 1460) +
      Math.floor(diaDeEra / 36_524) -
      Math.floor(diaDeEra / 146_096)) /
      365,
  )
  const diaDelAnio =
    diaDeEra - (365 * anioDeEra + Math.floor(anioDeEra / 4) - Math.floor(anioDeEra / 100))
  const mesDesdeMarzo = Math.floor((5 * diaDelAnio + 2) / 153)
  const dia = diaDelAnio - Math.floor((153 * mesDesdeMarzo + 2) / 5) + 1
  const mes = mesDesdeMarzo < 10 ? mesDesdeMarzo + 3 : mesDesdeMarzo - 9
  const anio = anioDeEra + era * 400 + (mes <= 2 ? 1 : 0)
  if (anio < 0 || anio > 9999) throw new RangeError(`Fuera de los años 0–9999: día ${numero}`)
  return fechaDePartes({ anio, mes, dia })
}

/** `yyyy-MM-dd` plus `dias` calendar days (negative: before); throws on a non-date. */
export function sumarDias(fecha: string, dias: number): string {
  return fechaDeNumero(numeroDeDia(fecha) + dias)
}

/**
 * Calendar days from `desde` to `hasta`: 0 on the same day, negative when hasta is before. Either
 * may be an ISO timestamp: only its first ten characters (its date as written) count.
 */
export function diasEntre(desde: string, hasta: string): number {
  return numeroDeDia(hasta.slice(0, 10)) - numeroDeDia(desde.slice(0, 10))
}

/** The last day of the month `fecha` falls in (`2024-02-10` → `2024-02-29`). */
export function ultimoDiaDelMes(fecha: string): string {
  const { anio, mes } = partesOrThrow(fecha)
  return fechaDePartes({ anio, mes, dia: diasDelMes(anio, mes) })
}

/** The day of the week of `fecha`: 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function diaDeLaSemana(fecha: string): number {
  return (((numeroDeDia(fecha) + 4) % 7) + 7) % 7
}

/** `fecha` brought within [min, max] (a default computed near the range's ends). */
export function fechaAcotada(fecha: string, min = FECHA_MINIMA, max = FECHA_MAXIMA): string {
  if (fecha < min) return min
  return fecha > max ? max : fecha
}
