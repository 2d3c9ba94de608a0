// The one date type of every contract (decision 035): a real calendar day of 1950–2100 (2000 on
// for what is recorded as it happens), each mistake said once, in Spanish, as the API's 400 and
// the forms' fields show it; the same years for a month and for an instant with its offset.
import { describe, expect, it } from 'vitest'
import {
  fechaEntre,
  fechaHoraEntre,
  fechaMovimientoSchema,
  fechaRegistroSchema,
  fechaSchema,
  mesSchema,
  nestedParamsSchema,
  problemaDeFecha,
} from './fields.ts'

/** Every message a schema gives for an input (one when the input has one mistake). */
const messages = (schema: { safeParse(value: unknown): unknown }, value: unknown) => {
  const result = schema.safeParse(value) as { error?: { issues: { message: string }[] } }
  return result.error?.issues.map((issue) => issue.message) ?? []
}

const FUERA = 'La fecha debe estar entre 1950 y 2100.'
const NO_VALIDA = 'La fecha no es válida.'

describe('fechaSchema', () => {
  it('takes a real day of 1950–2100, both ends included', () => {
    for (const fecha of ['1950-01-01', '2024-02-29', '2000-02-29', '2026-11-28', '2100-12-31']) {
      expect(fechaSchema.parse(fecha), fecha).toBe(fecha)
    }
  })

  it('refuses the years Date.UTC read as 19xx, and any other out of range, in Spanish', () => {
    for (const fecha of ['0001-01-01', '0099-12-31', '1900-01-01', '1949-12-31', '2101-01-01']) {
      expect(messages(fechaSchema, fecha), fecha).toEqual([FUERA])
    }
    expect(messages(fechaSchema, '9999-12-31')).toEqual([FUERA])
  })

  it('refuses a day that does not exist or another format, once', () => {
    for (const fecha of ['2026-02-29', '2100-02-29', '2026-02-30', '2026-04-31', '2026-13-01']) {
      expect(messages(fechaSchema, fecha), fecha).toEqual([NO_VALIDA])
    }
    for (const value of ['01-03-2026', '2026-3-1', '2026-03-01T00:00:00Z', 'hoy', 20_260_301]) {
      expect(messages(fechaSchema, value), String(value)).toEqual([NO_VALIDA])
    }
    for (const value of [undefined, null, '']) {
      expect(messages(fechaSchema, value), String(value)).toEqual(['Ingrese la fecha.'])
    }
  })

  it('is narrowed where a field needs it', () => {
    expect(fechaRegistroSchema.parse('2000-01-01')).toBe('2000-01-01')
    expect(messages(fechaRegistroSchema, '1999-12-31')).toEqual([
      'La fecha debe estar entre 2000 y 2100.',
    ])
    const marzo = fechaEntre({ min: '2026-03-01', max: '2026-03-31' })
    expect(messages(marzo, '2026-04-01')).toEqual([
      'La fecha debe estar entre el 01-03-2026 y el 31-03-2026.',
    ])
    expect(problemaDeFecha('2026-02-28', { min: '2026-03-01' })).toBe(
      'La fecha debe estar entre el 01-03-2026 y 2100.',
    )
  })

  it('tells the OpenAPI document it is a date', () => {
    expect(fechaSchema.format).toBe('date')
  })
})

describe('mesSchema', () => {
  it('takes a month of 1950–2100 as aaaa-mm', () => {
    expect(mesSchema.parse('2026-11')).toBe('2026-11')
    expect(mesSchema.parse('1950-01')).toBe('1950-01')
    expect(mesSchema.parse('2100-12')).toBe('2100-12')
    expect(messages(mesSchema, '0001-11')).toEqual(['El mes debe estar entre 1950 y 2100.'])
    expect(messages(mesSchema, '9999-01')).toEqual(['El mes debe estar entre 1950 y 2100.'])
    expect(messages(mesSchema, '2026-13')).toEqual(['El mes no es válido (aaaa-mm).'])
    expect(messages(mesSchema, '2026-11-01')).toEqual(['El mes no es válido (aaaa-mm).'])
  })
})

describe('fechaHoraEntre and the movement’s fecha', () => {
  const instante = fechaHoraEntre('Ingrese la fecha y hora.')

  it('takes an instant with its offset whose day is within the years', () => {
    expect(instante.parse('2026-11-25T10:30:00-03:00')).toBe('2026-11-25T10:30:00-03:00')
    expect(instante.parse('1950-01-01T00:00:00Z')).toBe('1950-01-01T00:00:00Z')
  })

  it('refuses year 0001 or 9999 with the range’s message, a bad instant with its own', () => {
    expect(messages(instante, '0001-01-01T10:00:00-03:00')).toEqual([FUERA])
    expect(messages(instante, '9999-12-31T10:00:00Z')).toEqual([FUERA])
    expect(messages(instante, '2026-11-25')).toEqual(['Ingrese la fecha y hora.'])
    expect(messages(instante, '2026-02-30T10:00:00Z')).toEqual(['Ingrese la fecha y hora.'])
  })

  it('dates a movement from 2000 on and not in the future', () => {
    expect(fechaMovimientoSchema.parse('2026-01-15T10:30:00-03:00')).toBe(
      '2026-01-15T10:30:00-03:00',
    )
    expect(messages(fechaMovimientoSchema, '1999-12-31T10:30:00-03:00')).toEqual([
      'La fecha debe estar entre 2000 y 2100.',
    ])
    expect(messages(fechaMovimientoSchema, '0001-01-01T10:30:00-03:00')).toEqual([
      'La fecha debe estar entre 2000 y 2100.',
    ])
    expect(messages(fechaMovimientoSchema, '2099-01-01T10:30:00-03:00')).toEqual([
      'La fecha del movimiento no puede ser futura.',
    ])
  })
})

describe('nestedParamsSchema', () => {
  it("checks the owner's id and the child's, each with its message", () => {
    const params = nestedParamsSchema('documentoId', 'del documento')
    const id = '0190f5b8-2a3c-7d4e-8f00-123456789abc'
    expect(params.parse({ id, documentoId: id })).toEqual({ id, documentoId: id })
    expect(
      params.safeParse({ id: 'x', documentoId: 'y' }).error?.issues.map((issue) => issue.message),
    ).toEqual(['El identificador no es válido.', 'El identificador del documento no es válido.'])
  })
})
