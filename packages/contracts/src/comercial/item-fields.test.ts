import { describe, expect, it } from 'vitest'
import { descuentoPctSchema, tarifaSchema } from './item-fields.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe("a line's descuento", () => {
  it('takes a percentage from 0 to 100 with up to 2 decimals', () => {
    expect(descuentoPctSchema().parse(12.25)).toBe(12.25)
    expect(messages(descuentoPctSchema().safeParse(-1))).toEqual([
      'El descuento no puede ser negativo.',
    ])
    expect(messages(descuentoPctSchema().safeParse(100.5))).toEqual([
      'El descuento es como máximo 100 %.',
    ])
    expect(messages(descuentoPctSchema().safeParse(7.125))).toEqual([
      'El descuento lleva como máximo 2 decimales.',
    ])
    expect(messages(descuentoPctSchema().safeParse('7'))).toEqual(['Ingrese el descuento.'])
  })
})

describe('a tarifa', () => {
  it('takes any decimals unless told how many', () => {
    expect(tarifaSchema().parse(1.23456)).toBe(1.23456)
    expect(messages(tarifaSchema('la tarifa', 4).safeParse(1.23456))).toEqual([
      'La tarifa lleva como máximo 4 decimales.',
    ])
    expect(tarifaSchema('la tarifa', 4).parse(1.2345)).toBe(1.2345)
  })
})
