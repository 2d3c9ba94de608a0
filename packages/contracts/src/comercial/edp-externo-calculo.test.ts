// The external EDP worked by hand (decision 064): a lessor's tariff instead of a contract's, a
// falla incident's days left out with the incident as proof, a partial period. Each case states the
// evidence, does the arithmetic in its comments and expects the pesos a person checking it would
// get; every result is read back through edpCalculoSchema, the shape the API stores.
import { describe, expect, it } from 'vitest'
import type {
  EdpCalculo,
  EdpIncidenteInput,
  EdpMovimientoInput,
  EdpReportInput,
} from './edp-calculo-schemas.ts'
import { edpCalculoSchema } from './edp-calculo-schemas.ts'
import {
  calcularEdpExterno,
  type EdpExternoCalculoInput,
  lineaManualExterna,
  type TarifaArrendadorInput,
} from './edp-externo-calculo.ts'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const OBRA = uuid(1)
const OTRA_OBRA = uuid(2)
const EXCAVADORA = { id: uuid(101), codigo: 'EX-50', nombre: 'Excavadora Komatsu PC200' }
const GRUA = { id: uuid(102), codigo: 'GR-51', nombre: 'Grúa horquilla' }
const MARZO = { desde: '2026-03-01', hasta: '2026-03-31' }

let nextId = 1000
function tarifa(fields: Partial<TarifaArrendadorInput> = {}): TarifaArrendadorInput {
  return {
    id: uuid(nextId++),
    obraId: null,
    activoId: EXCAVADORA.id,
    tarifa: 100_000,
    unidadCobro: 'dia',
    minimoHoras: null,
    minimoPor: null,
    moneda: 'CLP',
    vigenciaDesde: '2026-01-01',
    vigenciaHasta: null,
    ...fields,
  }
}

function despacho(fecha: string, guia: number, activoId = EXCAVADORA.id): EdpMovimientoInput {
  return { id: uuid(nextId++), activoId, tipo: 'despacho', fecha, guiaDespacho: guia }
}

function incidente(desde: string, hasta: string | null): EdpIncidenteInput {
  return {
    id: uuid(nextId++),
    folio: 'INC-000007',
    activoId: EXCAVADORA.id,
    desde,
    hasta,
    descripcion: 'Falla hidráulica del brazo',
  }
}

function report(fecha: string, fields: Partial<EdpReportInput> = {}): EdpReportInput {
  const id = nextId++
  return {
    id: uuid(id),
    folio: `RPT-${String(id).padStart(6, '0')}`,
    activoId: EXCAVADORA.id,
    fecha,
    jornada: 'dia',
    estado: 'firmado',
    horasTrabajadas: 8,
    horasStandBy: 0,
    horasDetenidas: 0,
    motivoDetencion: null,
    combustibleLitros: null,
    ...fields,
  }
}

function calcular(fields: Partial<EdpExternoCalculoInput>): EdpCalculo {
  const resultado = calcularEdpExterno({
    obraId: OBRA,
    periodo: MARZO,
    activos: [EXCAVADORA],
    acuerdos: [tarifa()],
    // Dispatched to the obra in February, never withdrawn: on rent the whole of March.
    movimientos: [despacho('2026-02-20', 501)],
    reports: [],
    incidentes: [],
    valorUf: null,
    ...fields,
  })
  expect(edpCalculoSchema.parse(resultado)).toEqual(resultado)
  return resultado
}

describe('the lessor tariff', () => {
  it("bills the lessor's day tariff over the days at the obra, the obra's agreement before the general one", () => {
    // The general agreement says $90.000/día; this obra's says $100.000/día, and wins.
    // 31 days × $100.000 = $3.100.000; IVA 19 % = $589.000; total $3.689.000.
    const resultado = calcular({
      acuerdos: [
        tarifa({ tarifa: 90_000 }),
        tarifa({ id: uuid(900), obraId: OBRA, tarifa: 100_000 }),
        tarifa({ obraId: OTRA_OBRA, tarifa: 120_000 }),
      ],
    })
    expect(resultado.bloqueado).toBe(false)
    expect(resultado.lineas).toHaveLength(1)
    expect(resultado.lineas[0]).toMatchObject({
      tipo: 'arriendo',
      itemId: uuid(900),
      activo: EXCAVADORA,
      cantidad: 31,
      tarifa: 100_000,
      monto: 3_100_000,
      descuento: 0,
    })
    expect(resultado.lineas[0]?.evidencia.movimientos).toEqual([
      expect.objectContaining({ tipo: 'despacho', fecha: '2026-02-20', guiaDespacho: 501 }),
    ])
    expect(resultado.totales).toEqual({ neto: 3_100_000, iva: 589_000, total: 3_689_000 })
  })

  it('splits an asset’s days between two tariffs when the agreement changes mid-period', () => {
    // 1–15 March at $100.000 = $1.500.000; 16–31 March (16 days) at $110.000 = $1.760.000.
    // Neto $3.260.000; IVA $619.400; total $3.879.400.
    const resultado = calcular({
      acuerdos: [
        tarifa({ id: uuid(801), vigenciaHasta: '2026-03-15' }),
        tarifa({ id: uuid(802), tarifa: 110_000, vigenciaDesde: '2026-03-16' }),
      ],
    })
    expect(resultado.lineas.map((l) => [l.itemId, l.cantidad, l.monto])).toEqual([
      [uuid(801), 15, 1_500_000],
      [uuid(802), 16, 1_760_000],
    ])
    expect(resultado.totales).toEqual({ neto: 3_260_000, iva: 619_400, total: 3_879_400 })
  })

  it('blocks the draft for an asset at the obra without an agreement, naming it', () => {
    const resultado = calcular({
      activos: [EXCAVADORA, GRUA],
      movimientos: [despacho('2026-02-20', 501), despacho('2026-03-02', 502, GRUA.id)],
    })
    expect(resultado.bloqueado).toBe(true)
    expect(resultado.problemas[0]).toMatchObject({
      codigo: 'activo-sin-acuerdo',
      bloqueante: true,
      activo: GRUA,
    })
    expect(resultado.problemas[0]?.mensaje).toContain('GR-51 Grúa horquilla')
    // The asset with its agreement is still computed.
    expect(resultado.lineas.map((l) => l.activo?.codigo)).toEqual(['EX-50'])
  })

  it('blocks on an unsigned report and on a UF tariff without its valor UF, leaving the pesos unknown', () => {
    const resultado = calcular({
      acuerdos: [tarifa({ moneda: 'UF', tarifa: 2.5 })],
      reports: [report('2026-03-05', { estado: 'borrador' })],
    })
    expect(resultado.problemas.map((p) => p.codigo)).toEqual(['sin-valor-uf', 'report-sin-firmar'])
    expect(resultado.bloqueado).toBe(true)
    expect(resultado.totales).toBeNull()
    expect(resultado.lineas[0]?.monto).toBeNull()
  })
})

describe("a falla incident's days", () => {
  it('are not billed, the incident being their proof', () => {
    // The incident covers 10–12 March: 3 days out of 31, 28 billed × $100.000 = $2.800.000;
    // IVA $532.000; total $3.332.000.
    const falla = incidente('2026-03-10', '2026-03-12')
    const resultado = calcular({ incidentes: [falla] })
    const linea = resultado.lineas[0]
    expect(linea?.cantidad).toBe(28)
    expect(linea?.evidencia.diasExcluidos.map((d) => d.fecha)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ])
    expect(linea?.evidencia.diasExcluidos[0]).toMatchObject({
      motivo: 'falla',
      incidente: { id: falla.id, folio: 'INC-000007' },
      reports: [],
    })
    expect(linea?.evidencia.diasExcluidos[0]?.detalle).toContain('Incidente INC-000007')
    expect(linea?.evidencia.diasExcluidos[0]?.detalle).toContain('Falla hidráulica del brazo')
    expect(resultado.totales).toEqual({ neto: 2_800_000, iva: 532_000, total: 3_332_000 })
  })

  it('run to the period’s end while the incident is open, but a day with worked hours is billed', () => {
    // Open since 29 March: 29, 30 and 31 would be out, but the signed report of the 30th shows
    // 4 worked hours (a partial breakdown), so only 29 and 31 are left out: 29 days × $100.000 =
    // $2.900.000; IVA $551.000; total $3.451.000.
    const resultado = calcular({
      incidentes: [incidente('2026-03-29', null)],
      reports: [report('2026-03-30', { horasTrabajadas: 4 })],
    })
    expect(resultado.lineas[0]?.evidencia.diasExcluidos.map((d) => d.fecha)).toEqual([
      '2026-03-29',
      '2026-03-31',
    ])
    expect(resultado.lineas[0]?.cantidad).toBe(29)
    expect(resultado.totales).toEqual({ neto: 2_900_000, iva: 551_000, total: 3_451_000 })
  })

  it("leave another asset's days alone", () => {
    const resultado = calcular({
      incidentes: [{ ...incidente('2026-03-10', '2026-03-12'), activoId: GRUA.id }],
    })
    expect(resultado.lineas[0]?.cantidad).toBe(31)
  })
})

describe('a partial period', () => {
  it('bills a monthly UF tariff from the despacho and a day tariff from the agreement’s start, in one EDP', () => {
    // EX-50 arrives on 15 March (guía 510): 15–31 = 17 days at UF 60/mes, valor UF $39.000,00:
    //   bruto = 17 × 60 × 39.000 / 30 = $1.326.000.
    // GR-51 has been at the obra since February, but its agreement starts on 21 March:
    //   21–31 = 11 days × $50.000 = $550.000.
    // Neto $1.876.000; IVA $356.440; total $2.232.440.
    const resultado = calcular({
      activos: [GRUA, EXCAVADORA],
      acuerdos: [
        tarifa({ moneda: 'UF', tarifa: 60, unidadCobro: 'mes' }),
        tarifa({ activoId: GRUA.id, tarifa: 50_000, vigenciaDesde: '2026-03-21' }),
      ],
      movimientos: [despacho('2026-03-15', 510), despacho('2026-02-01', 511, GRUA.id)],
      valorUf: { fecha: '2026-03-31', valor: 39_000 },
    })
    expect(resultado.bloqueado).toBe(false)
    expect(resultado.valorUf).toEqual({ fecha: '2026-03-31', valor: 39_000 })
    expect(resultado.lineas.map((l) => [l.activo?.codigo, l.cantidad, l.moneda, l.monto])).toEqual([
      ['EX-50', 17, 'UF', 1_326_000],
      ['GR-51', 11, 'CLP', 550_000],
    ])
    expect(resultado.items.map((i) => [i.activo.codigo, i.diasEnArriendo])).toEqual([
      ['EX-50', 17],
      ['GR-51', 11],
    ])
    expect(resultado.totales).toEqual({ neto: 1_876_000, iva: 356_440, total: 2_232_440 })
  })

  it('adds manual lines in pesos after the computed ones', () => {
    // $3.100.000 + a manual $250.000 (1 × $250.000) = $3.350.000; IVA $636.500; total $3.986.500.
    const manual = lineaManualExterna({
      id: uuid(700),
      descripcion: 'Traslado de la excavadora dentro de la obra',
      motivo: 'Acordado con el arrendador por correo',
      cantidad: 1,
      unidad: 'unidad',
      tarifa: 250_000,
    })
    const resultado = calcular({ lineasManuales: [manual] })
    expect(resultado.lineas.map((l) => [l.tipo, l.monto])).toEqual([
      ['arriendo', 3_100_000],
      ['manual', 250_000],
    ])
    expect(resultado.totales).toEqual({ neto: 3_350_000, iva: 636_500, total: 3_986_500 })
  })
})
