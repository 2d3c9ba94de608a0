import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { installSpanishZodErrors } from './zod-es.ts'

installSpanishZodErrors()

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message

describe('Spanish zod messages', () => {
  it('say plainly what is missing or wrong in the common cases', () => {
    expect(messageOf(z.string(), undefined)).toBe('Este campo es obligatorio.')
    expect(messageOf(z.string().min(1), '')).toBe('Este campo es obligatorio.')
    expect(messageOf(z.email(), 'ana@')).toBe('Ingresa un correo válido, como nombre@empresa.cl.')
    expect(messageOf(z.string().min(8), 'corta')).toBe('Debe tener al menos 8 caracteres.')
    expect(messageOf(z.string().min(2), 'a')).toBe('Debe tener al menos 2 caracteres.')
    expect(messageOf(z.string().max(1), 'ab')).toBe('Debe tener como máximo 1 carácter.')
    expect(messageOf(z.string().length(4), 'abc')).toBe('Debe tener exactamente 4 caracteres.')
    expect(messageOf(z.number(), Number.NaN)).toBe('Ingresa un número.')
    expect(messageOf(z.number(), 'doce')).toBe('Ingresa un número.')
    expect(messageOf(z.int(), 1.5)).toBe('Ingresa un número entero, sin decimales.')
    expect(messageOf(z.number().min(1000), 5)).toBe('Debe ser mayor o igual a 1.000.')
    expect(messageOf(z.number().positive(), 0)).toBe('Debe ser mayor que 0.')
    expect(messageOf(z.number().max(10.5), 11)).toBe('Debe ser menor o igual a 10,5.')
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Agrega al menos uno.')
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(
      'Puedes agregar como máximo 2.',
    )
    expect(messageOf(z.string().length(4), 'abcde')).toBe('Debe tener exactamente 4 caracteres.')
    const dia = new Date(2026, 0, 31, 12)
    expect(messageOf(z.date().min(dia), new Date(2026, 0, 30, 12))).toBe(
      'La fecha debe ser igual o posterior al 31-01-2026.',
    )
    expect(messageOf(z.date().max(dia), new Date(2026, 1, 1, 12))).toBe(
      'La fecha debe ser igual o anterior al 31-01-2026.',
    )
    expect(messageOf(z.enum(['hora', 'dia']), 'mes')).toBe('Elige una opción de la lista.')
    expect(messageOf(z.enum(['hora', 'dia']), '')).toBe('Este campo es obligatorio.')
    expect(messageOf(z.iso.date(), '31-12')).toBe(
      'Ingresa una fecha válida, con el formato dd-mm-aaaa.',
    )
    expect(messageOf(z.iso.datetime(), '31-12-2026 25:00')).toBe(
      'Ingresa una fecha y hora válidas, con el formato dd-mm-aaaa hh:mm.',
    )
    expect(messageOf(z.literal(true), false)).toBe('Debes marcar esta casilla.')
  })

  it("falls back to zod's Spanish locale for the rest", () => {
    expect(messageOf(z.string().startsWith('COT-'), 'CON-1')).toBe(
      'Cadena inválida: debe comenzar con "COT-"',
    )
  })

  it("leaves a schema's own message alone", () => {
    expect(messageOf(z.string().min(1, 'Ingresa la razón social.'), '')).toBe(
      'Ingresa la razón social.',
    )
  })
})
