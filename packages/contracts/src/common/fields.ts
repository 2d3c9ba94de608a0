// Field schemas every module's forms share, so the portal's form and the API say the same Spanish
// thing about the same mistake. Outputs are what the database stores: trimmed text with '' as
// null, lower-case e-mail, the normalised RUT (`12345678-5`) and the comuna's CUT code.
import { z } from 'zod'
import { codigoComunaSchema } from '../chile/index.ts'
import { rutSchema } from '../rut.ts'

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

/** Any usual spelling of a RUT in, the normalised `12345678-5` out. */
export const rutObligatorio = z
  .string({ error: 'Ingrese el RUT.' })
  .trim()
  .min(1, 'Ingrese el RUT.')
  .pipe(rutSchema)

/** The comuna's CUT code (`13101`); the region is derived from it, never typed. */
export const comunaObligatoria = codigoComunaSchema

/** The id of a related row chosen from a list (`'el grupo'` completes "Elija …"). */
export const idRelacionado = (campo: string) => z.uuid({ error: `Elija ${campo} de la lista.` })

export const activoSchema = z.boolean({ error: 'Indique sí o no.' })

/** `yyyy-MM-dd` on the wire; the portals show `dd-MM-yyyy`. */
/**
 * An ISO date (`2026-03-16`); the portals' date fields show and read it as dd-mm-aaaa, so the
 * message names no format: missing is "Ingrese la fecha.", anything else "no es válida".
 */
export const fechaSchema = z.iso.date({
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Ingrese la fecha.'
      : 'La fecha no es válida.',
})

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
