import { describe, expect, it } from 'vitest'
import {
  clpToUf,
  hasAtMostDecimals,
  ivaFromNeto,
  montoClpSchema,
  montoUfSchema,
  roundClp,
  roundMonto,
  roundUf,
  totalsFromNeto,
  totalsFromTotal,
  ufToClp,
  valorUfSchema,
} from './money.ts'
import { roundHalfAwayFromZero } from './rounding.ts'

describe('rounding', () => {
  it('rounds halves away from zero, also where a double would round down', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3)
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3)
    expect(roundHalfAwayFromZero(2.4999)).toBe(2)
    // 1.005 is 1.00499999… as a double; shifting the decimal exponent keeps it 1.005.
    expect(roundHalfAwayFromZero(1.005, 2)).toBe(1.01)
    expect(roundHalfAwayFromZero(-1.005, 2)).toBe(-1.01)
    expect(roundHalfAwayFromZero(1.23456789e-7, 8)).toBe(1.2e-7)
    expect(roundHalfAwayFromZero(1e21)).toBe(1e21)
  })

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true)
    expect(Object.is(roundClp(-0), 0)).toBe(true)
  })

  it('rejects what is not a finite number', () => {
    expect(() => roundClp(Number.NaN)).toThrow(RangeError)
    expect(() => roundClp(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('keeps CLP in whole pesos and UF in 4 decimals', () => {
    expect(roundClp(1234567.5)).toBe(1234568)
    expect(roundClp(1234567.49)).toBe(1234567)
    expect(roundClp(-1500.5)).toBe(-1501)
    expect(roundClp(0)).toBe(0)
    expect(roundUf(12.34565)).toBe(12.3457)
    expect(roundUf(12.34564)).toBe(12.3456)
    expect(roundMonto(10.6, 'CLP')).toBe(11)
    expect(roundMonto(10.66666, 'UF')).toBe(10.6667)
  })
})

describe('IVA', () => {
  it('is 19 % of the neto, rounded to the peso', () => {
    expect(ivaFromNeto(100)).toBe(19)
    expect(ivaFromNeto(1_000_000)).toBe(190_000)
    // 1050 × 19 / 100 = 199.5 exactly: half a peso rounds away from zero, so the IVA is $200.
    expect(ivaFromNeto(1050)).toBe(200)
    expect(ivaFromNeto(1)).toBe(0)
    expect(ivaFromNeto(3)).toBe(1)
    expect(ivaFromNeto(0)).toBe(0)
  })

  it('gives neto, IVA and total from a neto, including credit (negative) amounts', () => {
    expect(totalsFromNeto(1_234_567)).toEqual({ neto: 1_234_567, iva: 234_568, total: 1_469_135 })
    expect(totalsFromNeto(-1050)).toEqual({ neto: -1050, iva: -200, total: -1250 })
    expect(totalsFromNeto(1000.4)).toEqual({ neto: 1000, iva: 190, total: 1190 })
    expect(totalsFromNeto(0)).toEqual({ neto: 0, iva: 0, total: 0 })
  })

  it('gives a neto and IVA that add up to a total with IVA', () => {
    expect(totalsFromTotal(1190)).toEqual({ neto: 1000, iva: 190, total: 1190 })
    expect(totalsFromTotal(100)).toEqual({ neto: 84, iva: 16, total: 100 })
    for (const total of [1, 7, 99, 12_345, 9_999_999_999]) {
      const { neto, iva } = totalsFromTotal(total)
      expect(neto + iva).toBe(total)
    }
  })

  it('handles large amounts exactly', () => {
    expect(totalsFromNeto(999_999_999_999)).toEqual({
      neto: 999_999_999_999,
      iva: 190_000_000_000,
      total: 1_189_999_999_999,
    })
  })
})

describe('UF', () => {
  it('converts to pesos with the given UF value, rounded to the peso', () => {
    expect(ufToClp(1, 39_485.65)).toBe(39_486)
    expect(ufToClp(12.35, 39_485.65)).toBe(487_648)
    expect(ufToClp(12.3456, 39_485.65)).toBe(487_474) // 487.474,04064
    expect(ufToClp(0, 39_485.65)).toBe(0)
    expect(ufToClp(-2, 39_485.65)).toBe(-78_971)
    // 0.5 UF at $3,01 is $1,505 exactly: a half, rounded up without float error.
    expect(ufToClp(0.5, 3.01)).toBe(2)
    expect(ufToClp(1_000_000, 39_485.65)).toBe(39_485_650_000)
  })

  it('converts pesos to UF with 4 decimals', () => {
    expect(clpToUf(39_485.65, 39_485.65)).toBe(1)
    expect(clpToUf(1_000_000, 39_485.65)).toBe(25.3257)
  })

  it('rejects a missing or non-positive UF value', () => {
    expect(() => ufToClp(1, 0)).toThrow(RangeError)
    expect(() => ufToClp(1, -1)).toThrow(RangeError)
    expect(() => ufToClp(Number.NaN, 1)).toThrow(RangeError)
    expect(() => clpToUf(1, 0)).toThrow(RangeError)
  })
})

describe('schemas', () => {
  it('accept whole pesos and UF with up to 4 decimals, in Spanish otherwise', () => {
    expect(montoClpSchema.safeParse(1_234_567).success).toBe(true)
    expect(montoClpSchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      'El monto en pesos no lleva decimales.',
    )
    expect(montoUfSchema.safeParse(12.3456).success).toBe(true)
    expect(montoUfSchema.safeParse(12.34567).error?.issues[0]?.message).toBe(
      'El monto en UF lleva como máximo 4 decimales.',
    )
    expect(valorUfSchema.safeParse(39_485.65).success).toBe(true)
    expect(valorUfSchema.safeParse(0).success).toBe(false)
    expect(valorUfSchema.safeParse(39_485.655).success).toBe(false)
  })

  it('counts decimals of a number as written', () => {
    expect(hasAtMostDecimals(12, 0)).toBe(true)
    expect(hasAtMostDecimals(12.35, 2)).toBe(true)
    expect(hasAtMostDecimals(0.1 + 0.2, 4)).toBe(false)
    expect(hasAtMostDecimals(Number.NaN, 4)).toBe(false)
  })
})
