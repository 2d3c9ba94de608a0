// Field schemas every module's forms share, so the portal's form and the API say the same Spanish
// thing about the same mistake. Outputs are what the database stores: trimmed text with '' as
// null, lower-case e-mail, the normalised RUT (`12345678-5`) and the comuna's CUT code.
import { z } from 'zod'
import { rutSchema } from '../rut.ts'
import { esFecha, FECHA_MAXIMA, FECHA_MINIMA, FECHA_REGISTRO_MINIMA } from './calendario.ts'

/** A text the business needs: `campo` completes "Ingrese …" (`'la razón social'`). */
export const textoObligatorio = (campo: string, max = 200) =>
  z
    .string({ error: `Ingrese ${campo}.` })
    .trim()
    .min(1, `Ingrese ${campo}.`)
    .max(max, `Máximo ${max} caracteres.`)

/**
 * An optional text: absent stays absent (an edit leaves it as it was), `''` and `null` clear it.
 * Forms send `''` for an empty input, so both mean "no value".
 */
export const textoOpcional = (max = 200) =>
  z
    .string({ error: 'Debe ser texto.' })
    .trim()
    .max(max, `Máximo ${max} caracteres.`)
    .nullish()
    .transform((value) => (value === '' ? null : value))

// Deliberately loose: the mail server is the judge; this only catches what is clearly no address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailOpcional = z
  .string({ error: 'Debe ser texto.' })
  .trim()
  .toLowerCase()
  .max(254, 'Máximo 254 caracteres.')
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
    message: 'Ingrese un correo electrónico válido (nombre@empresa.cl).',
  })
  .nullish()
  .transform((value) => (value === '' ? null : value))

const TELEFONO_PATTERN = /^\+?[\d\s().-]{6,20}$/

export const telefonoOpcional = z
  .string({ error: 'Debe ser texto.' })
  .trim()
  .refine((value) => value === '' || TELEFONO_PATTERN.test(value), {
    message: 'Ingrese un teléfono válido, por ejemplo +56 9 1234 5678.',
  })
  .nullish()
  .transform((value) => (value === '' ? null : value))

/** How to reach a person or a company, as written (both optional) and as its row reads them. */
export const telefonoEmailFields = { telefono: telefonoOpcional, email: emailOpcional }
export const telefonoEmailRowShape = {
  telefono: z.string().nullable(),
  email: z.string().nullable(),
}

/** Any usual spelling of a RUT in, the normalised `12345678-5` out. */
export const rutObligatorio = z
  .string({ error: 'Ingrese el RUT.' })
  .trim()
  .min(1, 'Ingrese el RUT.')
  .pipe(rutSchema)

/** The comuna's CUT code (`13101`); the region is derived from it, never typed. */
export { codigoComunaSchema as comunaObligatoria } from '../chile/index.ts'

/** The id of a related row chosen from a list (`'el grupo'` completes "Elija …"). */
export const idRelacionado = (campo: string) => z.uuid({ error: `Elija ${campo} de la lista.` })

export const activoSchema = z.boolean({ error: 'Indique sí o no.' })

/** How a bound of a date's range is said: a whole year as the year, any other day as dd-MM-yyyy. */
const limiteText = (fecha: string, limite: 'min' | 'max') =>
  fecha.slice(5) === (limite === 'min' ? '01-01' : '12-31')
    ? fecha.slice(0, 4)
    : `el ${fecha.slice(8, 10)}-${fecha.slice(5, 7)}-${fecha.slice(0, 4)}`

/** "La fecha debe estar entre 1950 y 2100." (or between two days, when a bound is not a year's). */
export function fechaFueraDeRangoMessage(min = FECHA_MINIMA, max = FECHA_MAXIMA): string {
  return `La fecha debe estar entre ${limiteText(min, 'min')} y ${limiteText(max, 'max')}.`
}

export type RangoDeFechas = { min?: string; max?: string }

/**
 * What is wrong with a date (`yyyy-MM-dd`) as a value of [min, max] (1950–2100 unless narrowed):
 * "Ingrese la fecha." when missing, "La fecha no es válida." when it is no calendar day
 * (`2026-02-30`, `01-03-2026`), the range's message when out of it; null when nothing.
 */
export function problemaDeFecha(
  value: unknown,
  { min = FECHA_MINIMA, max = FECHA_MAXIMA }: RangoDeFechas = {},
): string | null {
  if (value === undefined || value === null || value === '') return 'Ingrese la fecha.'
  if (!esFecha(value)) return 'La fecha no es válida.'
  return value < min || value > max ? fechaFueraDeRangoMessage(min, max) : null
}

/**
 * A calendar date (`2026-03-16`) within [min, max]; the portals' date fields show and read it as
 * dd-mm-aaaa, so the messages name no format (problemaDeFecha says which).
 */
export const fechaEntre = ({ min = FECHA_MINIMA, max = FECHA_MAXIMA }: RangoDeFechas = {}) =>
  z.iso
    .date({ error: (issue) => problemaDeFecha(issue.input) ?? 'La fecha no es válida.' })
    // Only a real day is compared: one that is none already has the message above.
    .refine((fecha) => !esFecha(fecha) || (fecha >= min && fecha <= max), {
      error: fechaFueraDeRangoMessage(min, max),
    })

/**
 * Every `yyyy-MM-dd` of every contract: a real calendar day of 1950–2100 (decision 035). A year
 * such as 0001 or 9999 is refused here, before any arithmetic or SQL sees it.
 */
export const fechaSchema = fechaEntre()

/** A record of something that happens now (a movement, a daily report): 2000–2100. */
export const fechaRegistroSchema = fechaEntre({ min: FECHA_REGISTRO_MINIMA })

const MES_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * A calendar month (`2026-11`) of the same years as fechaSchema, for a parameter that takes a
 * month; its days are `mesDe(`${mes}-01`)`.
 */
export const mesSchema = z
  .string({ error: 'Ingrese el mes.' })
  .regex(MES_PATTERN, 'El mes no es válido (aaaa-mm).')
  // Only a real month is compared: one that is none already has the message above.
  .refine((mes) => !MES_PATTERN.test(mes) || problemaDeFecha(`${mes}-01`) === null, {
    error: `El mes debe estar entre ${FECHA_MINIMA.slice(0, 4)} y ${FECHA_MAXIMA.slice(0, 4)}.`,
  })
  .meta({ description: 'Un mes, aaaa-mm.' })

/**
 * An instant with its offset (`2026-11-25T10:30:00-03:00`) whose day, as written, is within
 * [min, max]: `message` for what is no such instant.
 */
export const fechaHoraEntre = (
  message: string,
  { min = FECHA_MINIMA, max = FECHA_MAXIMA }: RangoDeFechas = {},
) =>
  z
    .string({ error: message })
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .refine(
      (instante) => {
        const dia = instante.slice(0, 10)
        return !esFecha(dia) || (dia >= min && dia <= max)
      },
      { error: fechaFueraDeRangoMessage(min, max) },
    )

const VERSION_MESSAGE = 'Falta la versión del registro: recargue la página e intente nuevamente.'

/** The version the client read: a write with an older one is rejected (409 conflicto). */
export const versionSchema = z
  .number({ error: VERSION_MESSAGE })
  .int(VERSION_MESSAGE)
  .positive(VERSION_MESSAGE)

/** The same, from a query string (deletes carry it as `?version=3`). */
export const versionQuerySchema = z.coerce
  .number({ error: VERSION_MESSAGE })
  .int(VERSION_MESSAGE)
  .positive(VERSION_MESSAGE)

export const idParamsSchema = z.object({
  id: z.uuid({ error: 'El identificador no es válido.' }),
})

/**
 * `…/{id}/<children>/{key}`: the owner of the path and one of its children, each id with its
 * Spanish message (`nestedParamsSchema('documentoId', 'del documento')`).
 */
export const nestedParamsSchema = <const K extends string>(key: K, de: string) =>
  idParamsSchema.extend({ [key]: z.uuid({ error: `El identificador ${de} no es válido.` }) } as {
    [P in K]: z.ZodUUID
  })

// A movement's instant and guía: what operations' movements record and commercial's completion
// of a request records for each asset it moves.

/** A movement may be dated a little ahead of the server's clock (a phone's clock runs fast). */
export const MOVIMIENTO_MARGEN_FUTURO_MS = 5 * 60 * 1000

const FECHA_MESSAGE = 'Ingrese la fecha y hora del movimiento (con su zona horaria).'

/** An instant with its offset (`2026-11-25T10:30:00-03:00`) of 2000 on, not in the future. */
export const fechaMovimientoSchema = fechaHoraEntre(FECHA_MESSAGE, {
  min: FECHA_REGISTRO_MINIMA,
}).refine((fecha) => Date.parse(fecha) <= Date.now() + MOVIMIENTO_MARGEN_FUTURO_MS, {
  error: 'La fecha del movimiento no puede ser futura.',
})

const GUIA_MESSAGE = 'El folio de la guía de despacho es un número entero desde 1.'

/** A guía de despacho's folio: a whole number from 1. */
export const guiaDespachoSchema = z
  .number({ error: GUIA_MESSAGE })
  .int(GUIA_MESSAGE)
  .positive(GUIA_MESSAGE)
