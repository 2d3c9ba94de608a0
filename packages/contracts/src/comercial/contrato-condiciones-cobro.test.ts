// The contract's condiciones de cobro as both sides check them (decision 067): the body's schema
// in Spanish, and what the contract's moneda adds — whole pesos, UF up to 4 decimals — on the
// field to fix, the same sentence from the API (`problemasCondicionesCobro`) and the screen
// (`condicionesCobroSchemaEn`).
import { describe, expect, it } from 'vitest'
import {
  condicionesCobroSchemaEn,
  problemasCondicionesCobro,
  updateCondicionesCobroSchema,
} from './contrato.ts'

const ITEM = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'
const OTRO = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const body = {
  version: 3,
  climaNoCobrable: false,
  precioCombustible: 1250,
  items: [{ itemId: ITEM, descuentoPct: 12.5, tarifaOperador: 95000 }],
}

const fields = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('updateCondicionesCobroSchema', () => {
  it('takes the terms, null for no fuel and no operator tariff', () => {
    expect(updateCondicionesCobroSchema.parse(body)).toEqual(body)
    const sinCobros = {
      ...body,
      precioCombustible: null,
      items: [{ ...body.items[0], tarifaOperador: null }],
    }
    expect(updateCondicionesCobroSchema.safeParse(sinCobros).success).toBe(true)
  })

  it('says in Spanish what is wrong, on its field', () => {
    const result = updateCondicionesCobroSchema.safeParse({
      ...body,
      precioCombustible: -1,
      items: [{ itemId: 'x', descuentoPct: 120, tarifaOperador: -2 }],
    })
    expect(fields(result)).toEqual({
      precioCombustible: 'El precio del combustible no puede ser negativo.',
      'items.0.itemId': 'Elija el ítem del contrato de la lista.',
      'items.0.descuentoPct': 'El descuento es como máximo 100 %.',
      'items.0.tarifaOperador': 'La tarifa de operador no puede ser negativa.',
    })
  })
})

describe('the contract’s moneda', () => {
  it('wants whole pesos in a CLP contract and up to 4 decimals of UF in a UF one', () => {
    const conDecimales = {
      precioCombustible: 1.5,
      items: [{ itemId: ITEM, descuentoPct: 0, tarifaOperador: 0.12345 }],
    }
    expect(problemasCondicionesCobro(conDecimales, 'CLP')).toEqual({
      precioCombustible: 'El precio del combustible en pesos no lleva decimales.',
      'items.0.tarifaOperador': 'La tarifa de operador en pesos no lleva decimales.',
    })
    expect(problemasCondicionesCobro(conDecimales, 'UF')).toEqual({
      'items.0.tarifaOperador': 'La tarifa de operador en UF lleva como máximo 4 decimales.',
    })
  })

  it('names an item once', () => {
    const dos = [
      { itemId: ITEM, descuentoPct: 0, tarifaOperador: null },
      { itemId: OTRO, descuentoPct: 0, tarifaOperador: null },
      { itemId: ITEM, descuentoPct: 5, tarifaOperador: null },
    ]
    expect(problemasCondicionesCobro({ precioCombustible: null, items: dos }, 'CLP')).toEqual({
      'items.2.itemId': 'Este ítem ya está en la lista: una vez por ítem.',
    })
  })

  it('is what the screen’s schema says, on the same fields', () => {
    const result = condicionesCobroSchemaEn('CLP').safeParse({ ...body, precioCombustible: 1250.5 })
    expect(fields(result)).toEqual({
      precioCombustible: 'El precio del combustible en pesos no lleva decimales.',
    })
    expect(
      condicionesCobroSchemaEn('UF').safeParse({ ...body, precioCombustible: 0.0321 }).success,
    ).toBe(true)
  })
})
