// Properties that hold for any quotation a user could enter, checked on generated ones: what the
// hand-computed cases of cotizacion-montos.test.ts show for a few, these show for thousands.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasAtMostDecimals, type Moneda } from '../money.ts'
import {
  type ItemMontosInput,
  MONTO_DECIMALES,
  montosCotizacion,
  montosItem,
} from './cotizacion-montos.ts'

/** An amount as typed: whole pesos, or UF with up to 4 decimals (from ten-thousandths). */
function monto(moneda: Moneda, max: number): fc.Arbitrary<number> {
  return moneda === 'CLP'
    ? fc.integer({ min: 0, max })
    : fc.integer({ min: 0, max: max * 10_000 }).map((units) => units / 10_000)
}

function itemArb(moneda: Moneda): fc.Arbitrary<ItemMontosInput> {
  // Rates up to $10.000.000 or UF 1.500 a unit: above any real rental, within exact arithmetic.
  const tarifaMax = moneda === 'CLP' ? 10_000_000 : 1_500
  const fleteMax = moneda === 'CLP' ? 5_000_000 : 150
  return fc
    .record({
      cantidad: fc.integer({ min: 1, max: 20 }),
      unidadCobro: fc.constantFrom('hora', 'dia', 'mes' as const),
      tarifa: monto(moneda, tarifaMax),
      periodoTenths: fc.integer({ min: 0, max: 3_000 }),
      fleteIda: monto(moneda, fleteMax),
      fleteVuelta: monto(moneda, fleteMax),
      descuentoPct: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
    })
    .map(({ periodoTenths, ...fields }) => ({
      ...fields,
      // Hours take a tenth (7,5 h); days and months are whole.
      periodoEstimado:
        fields.unidadCobro === 'hora' ? periodoTenths / 10 : Math.floor(periodoTenths / 10),
    }))
}

const monedaArb = fc.constantFrom<Moneda>('CLP', 'UF')
/** A published UF value: $30.000,00 to $45.000,00, two decimals. */
const valorUfArb = fc.integer({ min: 3_000_000, max: 4_500_000 }).map((cents) => cents / 100)

const quotationArb = monedaArb.chain((moneda) =>
  fc.record({
    moneda: fc.constant(moneda),
    items: fc.array(itemArb(moneda), { maxLength: 12 }),
    valorUf: valorUfArb,
  }),
)

/** The same sum the screens show, done on whole units so the comparison itself cannot drift. */
const units = (amount: number, moneda: Moneda) =>
  Math.round(amount * (moneda === 'CLP' ? 1 : 10_000))

// Thousands of generated quotations per property: seconds of CPU, more on a busy machine, so the
// default 5 s per test is not a budget here (speed is not what these tests assert).
describe('the amounts of any quotation', { timeout: 60_000 }, () => {
  it('add up: neto + IVA = total, in its moneda and in pesos at the valor UF', () => {
    fc.assert(
      fc.property(quotationArb, ({ moneda, items, valorUf }) => {
        const montos = montosCotizacion(items, moneda, valorUf)
        expect(units(montos.neto, moneda) + units(montos.iva, moneda)).toBe(
          units(montos.total, moneda),
        )
        expect(units(montos.neto, moneda)).toBe(
          montos.items.reduce((sum, item) => sum + units(item.neto, moneda), 0),
        )
        if (moneda === 'UF') {
          const clp = montos.equivalenteClp
          expect(clp).not.toBeNull()
          expect(clp && clp.neto + clp.iva).toBe(clp?.total)
        } else {
          expect(montos.equivalenteClp).toBeNull()
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('never has a negative amount, and each has the decimals its moneda allows', () => {
    fc.assert(
      fc.property(quotationArb, ({ moneda, items, valorUf }) => {
        const montos = montosCotizacion(items, moneda, valorUf)
        const amounts = [
          montos.neto,
          montos.iva,
          montos.total,
          ...montos.items.flatMap((item) => Object.values(item)),
        ]
        for (const amount of amounts) {
          expect(amount).toBeGreaterThanOrEqual(0)
          expect(hasAtMostDecimals(amount, MONTO_DECIMALES[moneda])).toBe(true)
        }
        const { valorUf: _, ...pesos } = montos.equivalenteClp ?? {}
        for (const amount of Object.values(pesos)) {
          expect(amount).toBeGreaterThanOrEqual(0)
          expect(Number.isInteger(amount)).toBe(true)
        }
        for (const item of montos.items) {
          expect(item.descuento).toBeLessThanOrEqual(item.subtotalArriendo)
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('never raises an item neto with a bigger descuento', () => {
    fc.assert(
      fc.property(
        monedaArb.chain((moneda) =>
          fc.tuple(
            fc.constant(moneda),
            itemArb(moneda),
            fc.integer({ min: 0, max: 10_000 }),
            fc.integer({ min: 0, max: 10_000 }),
          ),
        ),
        ([moneda, item, a, b]) => {
          const [smaller, bigger] = a <= b ? [a, b] : [b, a]
          const less = montosItem({ ...item, descuentoPct: smaller / 100 }, moneda)
          const more = montosItem({ ...item, descuentoPct: bigger / 100 }, moneda)
          expect(more.neto).toBeLessThanOrEqual(less.neto)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('does not depend on the order of the items', () => {
    fc.assert(
      fc.property(
        quotationArb.chain((quotation) =>
          fc.tuple(
            fc.constant(quotation),
            fc.shuffledSubarray(quotation.items, {
              minLength: quotation.items.length,
            }),
          ),
        ),
        ([{ moneda, items, valorUf }, shuffled]) => {
          const original = montosCotizacion(items, moneda, valorUf)
          const reordered = montosCotizacion(shuffled, moneda, valorUf)
          expect({ ...reordered, items: [] }).toEqual({ ...original, items: [] })
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
