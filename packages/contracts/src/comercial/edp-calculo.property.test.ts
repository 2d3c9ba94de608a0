// Properties of the EDP computation over generated contracts: what the hand-worked cases of
// edp-calculo.test.ts show for a few, these show for hundreds — the totals add up, no line is
// negative, and the result never depends on the order the evidence arrives in.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fechaDeNumero, numeroDeDia } from '../common/calendario.ts'
import { roundHalfAwayFromZero } from '../rounding.ts'
import { calcularEdp } from './edp-calculo.ts'
import {
  type EdpCalculoInput,
  type EdpItemInput,
  type EdpMovimientoInput,
  type EdpReportInput,
  ESTADOS_REPORT_EDP,
  edpCalculoSchema,
  MOTIVOS_DETENCION_EDP,
} from './edp-calculo-schemas.ts'

const uuid = (prefix: number, n: number) =>
  `00000000-0000-4000-8${String(prefix).padStart(3, '0')}-${String(n).padStart(12, '0')}`

const PERIODO = { desde: '2026-03-01', hasta: '2026-03-31' }
const DIA_0 = numeroDeDia('2026-02-10')
/** A day from 10-02 to 19-04: before, within and after the period. */
const fechaArb = fc.integer({ min: 0, max: 68 }).map((n) => fechaDeNumero(DIA_0 + n))
const enPeriodoArb = fc
  .integer({ min: 0, max: 30 })
  .map((n) => fechaDeNumero(numeroDeDia(PERIODO.desde) + n))
const tenthsArb = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((t) => t / 10)

function montoArb(moneda: 'CLP' | 'UF', max: number): fc.Arbitrary<number> {
  return moneda === 'CLP'
    ? fc.integer({ min: 0, max })
    : fc.integer({ min: 0, max: Math.round((max / 38_000) * 10_000) }).map((u) => u / 10_000)
}

function itemArb(moneda: 'CLP' | 'UF', index: number): fc.Arbitrary<EdpItemInput> {
  return fc
    .record({
      unidadCobro: fc.constantFrom('hora', 'dia', 'mes' as const),
      tarifa: fc.option(montoArb(moneda, 5_000_000), { freq: 8 }),
      minimo: fc.option(
        fc.record({ horas: tenthsArb(300), por: fc.constantFrom('dia', 'mes' as const) }),
      ),
      tarifaStandBy: fc.option(montoArb(moneda, 100_000)),
      descuentoPct: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
      fleteIda: montoArb(moneda, 500_000),
      fleteVuelta: montoArb(moneda, 500_000),
      conOperador: fc.boolean(),
      tarifaOperador: fc.option(montoArb(moneda, 200_000)),
      fechaEntrega: fechaArb,
      fechaRetiro: fc.option(fechaArb, { freq: 4 }),
    })
    .map(({ minimo, ...fields }) => ({
      ...fields,
      id: uuid(1, index),
      activo: { id: uuid(2, index), codigo: `EQ-${index % 3}`, nombre: `Equipo ${index}` },
      minimoHoras: minimo?.horas ?? null,
      minimoPor: minimo?.por ?? null,
    }))
}

function movimientosArb(activos: number): fc.Arbitrary<EdpMovimientoInput[]> {
  return fc
    .array(
      fc.record({
        activo: fc.integer({ min: 0, max: activos - 1 }),
        tipo: fc.constantFrom('despacho', 'retiro', 'traslado', 'ingreso-taller'),
        fecha: fechaArb,
        guiaDespacho: fc.option(fc.integer({ min: 1, max: 99_999 })),
        haciaObra: fc.boolean(),
      }),
      { maxLength: 4 * activos },
    )
    .map((movs) =>
      movs.map(({ activo, ...m }, n) => ({ ...m, id: uuid(3, n), activoId: uuid(2, activo) })),
    )
}

function reportsArb(activos: number): fc.Arbitrary<EdpReportInput[]> {
  return fc
    .array(
      fc.record({
        activo: fc.integer({ min: 0, max: activos - 1 }),
        fecha: enPeriodoArb,
        jornada: fc.constantFrom('dia', 'noche' as const),
        estado: fc.constantFrom(...ESTADOS_REPORT_EDP),
        horasTrabajadas: tenthsArb(12),
        horasStandBy: tenthsArb(6),
        detenidas: fc.option(
          fc.record({ horas: tenthsArb(6), motivo: fc.constantFrom(...MOTIVOS_DETENCION_EDP) }),
        ),
        combustibleLitros: fc.option(tenthsArb(400)),
      }),
      { maxLength: 12 * activos },
    )
    .map((reports) =>
      reports.map(({ activo, detenidas, ...r }, n) => ({
        ...r,
        id: uuid(4, n),
        folio: `RPT-${String(n).padStart(6, '0')}`,
        activoId: uuid(2, activo),
        horasDetenidas: detenidas?.horas ?? 0,
        motivoDetencion: detenidas?.motivo ?? null,
      })),
    )
}

const inputArb: fc.Arbitrary<EdpCalculoInput> = fc
  .record({
    moneda: fc.constantFrom('CLP', 'UF' as const),
    activos: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ moneda, activos }) =>
    fc.record({
      contrato: fc.record({
        id: fc.constant(uuid(0, 1)),
        moneda: fc.constant(moneda),
        fechaInicio: fc.constant('2026-02-01'),
        fechaTermino: fc.constant(null),
        climaNoCobrable: fc.boolean(),
        precioCombustible: fc.option(montoArb(moneda, 2_000)),
      }),
      periodo: fc.constant(PERIODO),
      items: fc.tuple(...Array.from({ length: activos }, (_, i) => itemArb(moneda, i))),
      movimientos: movimientosArb(activos),
      reports: reportsArb(activos),
      diasNoLaborables: fc.array(
        fc.record({ fecha: enPeriodoArb, detalle: fc.constantFrom('Feriado', 'Paro') }),
        {
          maxLength: 3,
        },
      ),
      valorUf: fc.option(
        fc.record({
          fecha: fc.constant(PERIODO.hasta),
          valor: fc.integer({ min: 3_000_000, max: 4_500_000 }).map((c) => c / 100),
        }),
        { freq: 6 },
      ),
    }),
  )

/** The input with every list in another order (a permutation drawn by fast-check). */
function shuffled<T>(list: readonly T[], keys: readonly number[]): T[] {
  return list
    .map((value, index) => ({ value, key: keys[index % Math.max(keys.length, 1)] ?? 0, index }))
    .sort((a, b) => a.key - b.key || b.index - a.index)
    .map(({ value }) => value)
}

describe('the EDP of any contract', { timeout: 120_000 }, () => {
  it('neto is the sum of the lines, IVA 19 % of it rounded once, total their sum; no line negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calcularEdp(input)
        expect(edpCalculoSchema.parse(result)).toEqual(result)
        for (const linea of result.lineas) {
          expect(linea.cantidad).toBeGreaterThanOrEqual(0)
          if (linea.monto === null) continue
          expect(Number.isSafeInteger(linea.monto)).toBe(true)
          expect(linea.monto).toBeGreaterThanOrEqual(0)
          expect(linea.monto).toBe((linea.bruto ?? 0) - (linea.descuento ?? 0))
          expect(linea.descuento).toBeLessThanOrEqual(linea.bruto ?? 0)
          // The exact amounts agree with the plain product, rounded once, to within half a peso.
          const divisor = linea.unidadTarifa === 'mes' && linea.unidad === 'dia' ? 30 : 1
          const valor = input.contrato.moneda === 'UF' ? (input.valorUf?.valor ?? 0) : 1
          const producto = (linea.cantidad * linea.tarifa * valor) / divisor
          expect(Math.abs((linea.bruto ?? 0) - producto)).toBeLessThanOrEqual(0.5 + 1e-6 * producto)
          const descuento = ((linea.bruto ?? 0) * linea.descuentoPct) / 100
          expect(Math.abs((linea.descuento ?? 0) - descuento)).toBeLessThanOrEqual(
            0.5 + 1e-9 * descuento,
          )
        }
        if (result.totales === null) {
          expect(input.contrato.moneda).toBe('UF')
          expect(result.problemas.map((p) => p.codigo)).toContain('sin-valor-uf')
          return
        }
        const { neto, iva, total } = result.totales
        expect(neto).toBe(result.lineas.reduce((sum, l) => sum + (l.monto ?? 0), 0))
        expect(iva).toBe(roundHalfAwayFromZero((neto * 19) / 100))
        expect(total).toBe(neto + iva)
      }),
      { numRuns: 300 },
    )
  })

  it('billable days never exceed the days on rent, nor those the period has; blocked iff a problem blocks', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calcularEdp(input)
        for (const item of result.items) {
          expect(item.diasEnArriendo).toBeLessThanOrEqual(31)
          expect(item.diasCobrables).toBe(item.diasEnArriendo - item.diasExcluidos.length)
          expect(item.diasCobrables).toBeGreaterThanOrEqual(0)
          for (const excluido of item.diasExcluidos) {
            expect(excluido.fecha >= PERIODO.desde && excluido.fecha <= PERIODO.hasta).toBe(true)
          }
        }
        expect(result.bloqueado).toBe(result.problemas.some((p) => p.bloqueante))
        const sinFirmar = input.reports.filter(
          (r) => r.estado === 'borrador' || r.estado === 'en-observacion',
        )
        expect(result.problemas.filter((p) => p.codigo === 'report-sin-firmar')).toHaveLength(
          sinFirmar.length,
        )
      }),
      { numRuns: 200 },
    )
  })

  it('never depends on the order of the items, movements, reports or agreed days', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(fc.integer(), { minLength: 1, maxLength: 60 }),
        (input, keys) => {
          const reordered: EdpCalculoInput = {
            ...input,
            items: shuffled(input.items, keys),
            movimientos: shuffled(input.movimientos, keys),
            reports: shuffled(input.reports, [...keys].reverse()),
            diasNoLaborables: shuffled(input.diasNoLaborables ?? [], keys),
          }
          expect(calcularEdp(reordered)).toEqual(calcularEdp(input))
        },
      ),
      { numRuns: 200 },
    )
  })

  it('an unsigned report changes no amount: it only adds its blocking problem', () => {
    fc.assert(
      fc.property(inputArb, enPeriodoArb, (input, fecha) => {
        const antes = calcularEdp(input)
        const item = input.items[0]
        if (!item) return
        const borrador: EdpReportInput = {
          id: uuid(9, 1),
          folio: 'RPT-999999',
          activoId: item.activo.id,
          fecha,
          jornada: 'dia',
          estado: 'borrador',
          horasTrabajadas: 12,
          horasStandBy: 3,
          horasDetenidas: 0,
          motivoDetencion: null,
          combustibleLitros: 50,
        }
        const despues = calcularEdp({ ...input, reports: [...input.reports, borrador] })
        expect(despues.lineas).toEqual(antes.lineas)
        expect(despues.totales).toEqual(antes.totales)
        expect(despues.bloqueado).toBe(true)
        expect(despues.problemas.filter((p) => p.report?.id === borrador.id)).toHaveLength(1)
      }),
      { numRuns: 150 },
    )
  })
})
