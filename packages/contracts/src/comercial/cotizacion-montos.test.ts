import { describe, expect, it } from 'vitest'
import { type ItemMontosInput, montosCotizacion, montosItem } from './cotizacion-montos.ts'

/** An item with nothing but what the case sets: one asset, a day, no freight, no discount. */
function item(fields: Partial<ItemMontosInput>): ItemMontosInput {
  return {
    cantidad: 1,
    unidadCobro: 'dia',
    tarifa: 0,
    periodoEstimado: 0,
    fleteIda: 0,
    fleteVuelta: 0,
    descuentoPct: 0,
    ...fields,
  }
}

describe('the amounts of an item in pesos', () => {
  it('multiplies cantidad, tarifa and período and adds both fletes once for the item', () => {
    // 2 excavadoras × $185.000 × 10 días = $3.700.000; fletes $120.000 + $120.000 = $240.000
    // (the freight of the whole item, not of each excavadora); neto $3.940.000.
    const montos = montosItem(
      item({
        cantidad: 2,
        tarifa: 185_000,
        periodoEstimado: 10,
        fleteIda: 120_000,
        fleteVuelta: 120_000,
      }),
      'CLP',
    )
    expect(montos).toEqual({
      subtotalArriendo: 3_700_000,
      descuento: 0,
      fletes: 240_000,
      neto: 3_940_000,
    })
  })

  it('takes a 12,5 % descuento off the rental only, not off the fletes', () => {
    // 1 minicargador × $1.850.000 × 3 meses = $5.550.000; 12,5 % of it = $693.750 exactly;
    // neto = 5.550.000 − 693.750 + flete ida 80.000 = $4.936.250.
    const montos = montosItem(
      item({
        unidadCobro: 'mes',
        tarifa: 1_850_000,
        periodoEstimado: 3,
        fleteIda: 80_000,
        descuentoPct: 12.5,
      }),
      'CLP',
    )
    expect(montos).toEqual({
      subtotalArriendo: 5_550_000,
      descuento: 693_750,
      fletes: 80_000,
      neto: 4_936_250,
    })
  })

  it('rounds a descuento of half a peso up, where the percentage as a double falls short', () => {
    // $5 × 10 días = $50; 29 % of it = $14,50 → $15 (half away from zero). As doubles,
    // 50 × 0,29 is 14,4999…, which Math.round would make $14.
    expect(montosItem(item({ tarifa: 5, periodoEstimado: 10, descuentoPct: 29 }), 'CLP')).toEqual({
      subtotalArriendo: 50,
      descuento: 15,
      fletes: 0,
      neto: 35,
    })
    // $1.005 × 12,5 % = $125,625 → $126; neto 1.005 − 126 = $879.
    expect(
      montosItem(item({ tarifa: 201, periodoEstimado: 5, descuentoPct: 12.5 }), 'CLP').neto,
    ).toBe(879)
    // $1.005 × 7,25 % = $72,8625 → $73 (two decimals of percentage); neto $932.
    expect(
      montosItem(item({ tarifa: 201, periodoEstimado: 5, descuentoPct: 7.25 }), 'CLP').descuento,
    ).toBe(73)
  })

  it('rounds the subtotal of hours with a tenth to the peso, halves away from zero', () => {
    // 1 excavadora × $32.345 × 7,5 horas = $242.587,5 → $242.588.
    expect(
      montosItem(item({ unidadCobro: 'hora', tarifa: 32_345, periodoEstimado: 7.5 }), 'CLP')
        .subtotalArriendo,
    ).toBe(242_588)
    // 3 × $32.345 × 0,3 horas = $29.110,5 → $29.111.
    expect(
      montosItem(
        item({ cantidad: 3, unidadCobro: 'hora', tarifa: 32_345, periodoEstimado: 0.3 }),
        'CLP',
      ).subtotalArriendo,
    ).toBe(29_111)
  })

  it('counts only the fletes when the período is 0', () => {
    // $500.000 × 0 meses = $0; a 30 % descuento of $0 is $0; neto = fletes $60.000 + $60.000.
    expect(
      montosItem(
        item({
          unidadCobro: 'mes',
          tarifa: 500_000,
          fleteIda: 60_000,
          fleteVuelta: 60_000,
          descuentoPct: 30,
        }),
        'CLP',
      ),
    ).toEqual({ subtotalArriendo: 0, descuento: 0, fletes: 120_000, neto: 120_000 })
  })

  it('leaves only the fletes with a 100 % descuento', () => {
    // 2 × $185.000 × 10 días = $3.700.000, all of it discounted; neto = fletes $95.000.
    expect(
      montosItem(
        item({
          cantidad: 2,
          tarifa: 185_000,
          periodoEstimado: 10,
          fleteVuelta: 95_000,
          descuentoPct: 100,
        }),
        'CLP',
      ),
    ).toEqual({ subtotalArriendo: 3_700_000, descuento: 3_700_000, fletes: 95_000, neto: 95_000 })
  })
})

describe('the amounts of a quotation in pesos', () => {
  it('computes the IVA of $1.050 as $200 (19 % is $199,50, rounded up)', () => {
    // $105 × 10 días = $1.050; IVA 1.050 × 19 / 100 = 199,5 → $200; total $1.250.
    const montos = montosCotizacion([item({ tarifa: 105, periodoEstimado: 10 })], 'CLP')
    expect(montos).toMatchObject({ moneda: 'CLP', neto: 1050, iva: 200, total: 1250 })
    expect(montos.items).toEqual([{ subtotalArriendo: 1050, descuento: 0, fletes: 0, neto: 1050 }])
  })

  it('adds the items into one neto and takes the IVA once, on that neto', () => {
    // Items of $1.050 and $1.050: IVA per item would be $200 + $200 = $400, but the IVA of the
    // quotation is 19 % of $2.100 = $399.
    const montos = montosCotizacion(
      [item({ tarifa: 105, periodoEstimado: 10 }), item({ tarifa: 210, periodoEstimado: 5 })],
      'CLP',
    )
    expect(montos).toMatchObject({ neto: 2100, iva: 399, total: 2499 })
  })

  it('is zero without items, and has no peso equivalent', () => {
    expect(montosCotizacion([], 'CLP', 39_485.65)).toEqual({
      moneda: 'CLP',
      items: [],
      neto: 0,
      iva: 0,
      total: 0,
      equivalenteClp: null,
    })
  })
})

describe('the amounts of a quotation in UF', () => {
  // Three items whose arithmetic is done by hand below, 4 decimals of UF at every step.
  const items = [
    // 1 grúa × UF 45,5 × 2 meses = UF 91; 7,25 % of it = UF 6,5975; fletes UF 1,25 + 1,25;
    // neto 91 − 6,5975 + 2,5 = UF 86,9025.
    item({
      unidadCobro: 'mes',
      tarifa: 45.5,
      periodoEstimado: 2,
      fleteIda: 1.25,
      fleteVuelta: 1.25,
      descuentoPct: 7.25,
    }),
    // 2 rodillos × UF 1,3333 × 15 días = UF 39,999; 12,5 % of it = UF 4,999875 → UF 4,9999;
    // neto UF 34,9991.
    item({ cantidad: 2, tarifa: 1.3333, periodoEstimado: 15, descuentoPct: 12.5 }),
    // 1 excavadora × UF 0,8765 × 12,5 horas = UF 10,95625 → UF 10,9563 (half away from zero);
    // fletes UF 0,3 + 0,3; neto UF 11,5563.
    item({
      unidadCobro: 'hora',
      tarifa: 0.8765,
      periodoEstimado: 12.5,
      fleteIda: 0.3,
      fleteVuelta: 0.3,
    }),
  ]

  it('keeps 4 decimals at each rounding and adds the items exactly', () => {
    // neto 86,9025 + 34,9991 + 11,5563 = UF 133,4579; IVA 19 % = 25,357001 → UF 25,357;
    // total UF 158,8149.
    const montos = montosCotizacion(items, 'UF')
    expect(montos.items).toEqual([
      { subtotalArriendo: 91, descuento: 6.5975, fletes: 2.5, neto: 86.9025 },
      { subtotalArriendo: 39.999, descuento: 4.9999, fletes: 0, neto: 34.9991 },
      { subtotalArriendo: 10.9563, descuento: 0, fletes: 0.6, neto: 11.5563 },
    ])
    expect(montos).toMatchObject({ neto: 133.4579, iva: 25.357, total: 158.8149 })
    expect(montos.equivalenteClp).toBeNull()
  })

  it('shows the pesos at the valor UF: the neto converted, its IVA and total in pesos', () => {
    // UF 133,4579 × $39.485,65 = $5.269.671,929135 → $5.269.672;
    // IVA 5.269.672 × 19 % = 1.001.237,68 → $1.001.238; total $6.270.910.
    expect(montosCotizacion(items, 'UF', 39_485.65).equivalenteClp).toEqual({
      valorUf: 39_485.65,
      neto: 5_269_672,
      iva: 1_001_238,
      total: 6_270_910,
    })
  })

  it('keeps neto + IVA = total in pesos where converting the UF total would not', () => {
    // UF 100,0007 × $39.485,65 = $3.948.592,639955 → $3.948.593; IVA 19 % = 750.232,67 →
    // $750.233; total $4.698.826. Converting the UF total instead (100,0007 + IVA 19,0001 =
    // UF 119,0008 × 39.485,65 = $4.698.823,93852 → $4.698.824) would not add up.
    const montos = montosCotizacion(
      [item({ unidadCobro: 'mes', tarifa: 100.0007, periodoEstimado: 1 })],
      'UF',
      39_485.65,
    )
    expect(montos).toMatchObject({ neto: 100.0007, iva: 19.0001, total: 119.0008 })
    expect(montos.equivalenteClp).toEqual({
      valorUf: 39_485.65,
      neto: 3_948_593,
      iva: 750_233,
      total: 4_698_826,
    })
  })

  it('adds UF amounts without binary drift: UF 0,1 + UF 0,2 is UF 0,3', () => {
    const montos = montosCotizacion([item({ fleteIda: 0.1 }), item({ fleteIda: 0.2 })], 'UF')
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(montos.neto).toBe(0.3)
    // IVA 0,3 × 19 % = UF 0,057; total UF 0,357.
    expect(montos).toMatchObject({ iva: 0.057, total: 0.357 })
  })
})

describe('what the functions refuse', () => {
  it('refuses an item outside the rules of its fields', () => {
    const cases: Partial<ItemMontosInput>[] = [
      { cantidad: 0 },
      { cantidad: 1.5 },
      { tarifa: -1 },
      { tarifa: 1000.5 }, // pesos have no decimals
      { periodoEstimado: 7.5 }, // días are whole
      { unidadCobro: 'hora', periodoEstimado: 7.25 }, // hours have one decimal
      { periodoEstimado: -1 },
      { fleteIda: -5 },
      { descuentoPct: 100.01 },
      { descuentoPct: 12.345 },
      { descuentoPct: -1 },
      { tarifa: Number.NaN },
      { tarifa: Number.MAX_SAFE_INTEGER, periodoEstimado: 2 },
    ]
    for (const fields of cases) {
      expect(() => montosItem(item(fields), 'CLP'), JSON.stringify(fields)).toThrow(RangeError)
    }
    const unchecked = { unidadCobro: 'toString' } as unknown as Partial<ItemMontosInput>
    expect(() => montosItem(item(unchecked), 'CLP')).toThrow(RangeError)
    expect(() => montosItem(item({}), 'USD' as unknown as 'CLP')).toThrow(RangeError)
    // UF carries 4 decimals, not 5.
    expect(() => montosItem(item({ tarifa: 1.23456 }), 'UF')).toThrow(RangeError)
    expect(montosItem(item({ tarifa: 1.2345, periodoEstimado: 1 }), 'UF').neto).toBe(1.2345)
  })

  it('refuses a valor UF that is not positive or has more than two decimals', () => {
    const items = [item({ tarifa: 1, periodoEstimado: 1 })]
    expect(() => montosCotizacion(items, 'UF', 0)).toThrow(RangeError)
    expect(() => montosCotizacion(items, 'UF', 39_485.655)).toThrow(RangeError)
    expect(montosCotizacion(items, 'UF', null).equivalenteClp).toBeNull()
  })
})
