// Cases worked by hand: each test states the evidence, does the arithmetic in its comments and
// expects the pesos a person checking the EDP would get. Every result is also read back through
// edpCalculoSchema, the shape the API stores and the screens render.
import { describe, expect, it } from 'vitest'
import { calcularEdp, lineaManual, totalesDeLineas } from './edp-calculo.ts'
import {
  type EdpCalculo,
  type EdpCalculoInput,
  type EdpContratoInput,
  type EdpItemInput,
  type EdpMovimientoInput,
  type EdpReportInput,
  edpCalculoSchema,
  edpLineaManualInputSchema,
} from './edp-calculo-schemas.ts'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const EXCAVADORA = { id: uuid(101), codigo: 'EX-01', nombre: 'Excavadora CAT 320' }
const CAMION = { id: uuid(102), codigo: 'CA-02', nombre: 'Camión tolva' }

function contrato(fields: Partial<EdpContratoInput> = {}): EdpContratoInput {
  return {
    id: uuid(1),
    moneda: 'CLP',
    fechaInicio: '2025-12-01',
    fechaTermino: null,
    climaNoCobrable: true,
    precioCombustible: null,
    ...fields,
  }
}

/** An item with nothing but what the case sets: billed by day, no minimum, no extras. */
function item(fields: Partial<EdpItemInput> = {}): EdpItemInput {
  return {
    id: uuid(201),
    activo: EXCAVADORA,
    unidadCobro: 'dia',
    tarifa: 0,
    minimoHoras: null,
    minimoPor: null,
    tarifaStandBy: null,
    descuentoPct: 0,
    fleteIda: 0,
    fleteVuelta: 0,
    conOperador: false,
    tarifaOperador: null,
    fechaEntrega: '2025-12-01',
    fechaRetiro: null,
    ...fields,
  }
}

let nextId = 1000
function movimiento(
  tipo: 'despacho' | 'retiro' | 'traslado',
  fecha: string,
  guiaDespacho: number | null,
  fields: Partial<EdpMovimientoInput> = {},
): EdpMovimientoInput {
  return { id: uuid(nextId++), activoId: EXCAVADORA.id, tipo, fecha, guiaDespacho, ...fields }
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

const dia = (mes: string, d: number) => `${mes}-${String(d).padStart(2, '0')}`

function calcular(input: Partial<EdpCalculoInput> & Pick<EdpCalculoInput, 'items'>): EdpCalculo {
  const result = calcularEdp({
    contrato: contrato(),
    periodo: { desde: '2026-01-01', hasta: '2026-01-31' },
    movimientos: [],
    reports: [],
    valorUf: null,
    ...input,
  })
  // What the API stores and the screens read: the result must be what the schema says.
  expect(edpCalculoSchema.parse(result)).toEqual(result)
  return result
}

describe('the worked example of the business (to the peso)', () => {
  // Excavadora at 1,20 UF/h, minimum 180 h/month, 5 % discount, dispatched on 08-01, period
  // January: 24 days on rent, 2 rain days excluded → 22 billable days → minimum 132 h; reports
  // sum 130,5 h → 132 h billed; with UF 38.500,00 → $46.200/h → $6.098.400, discount $304.920,
  // line $5.793.480; IVA $1.100.761; total $6.894.241.
  const despacho = movimiento('despacho', '2026-01-08T10:30:00-03:00', 1001)
  const lluvia1 = report('2026-01-14', {
    horasTrabajadas: 0,
    horasDetenidas: 8,
    motivoDetencion: 'clima',
  })
  const lluvia2 = report('2026-01-21', {
    horasTrabajadas: 0,
    horasDetenidas: 8,
    motivoDetencion: 'clima',
  })
  // 21 of the 22 billable days reported: 20 days of 6 h and one of 10,5 h = 130,5 h.
  const trabajados = [8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 22, 23, 24, 25, 26, 27, 28, 29]
  const reports = [
    ...trabajados.map((d) => report(dia('2026-01', d), { horasTrabajadas: 6, estado: 'validado' })),
    report('2026-01-30', { horasTrabajadas: 10.5 }),
    lluvia1,
    lluvia2,
  ]
  const result = calcular({
    contrato: contrato({ moneda: 'UF' }),
    items: [
      item({
        unidadCobro: 'hora',
        tarifa: 1.2,
        minimoHoras: 180,
        minimoPor: 'mes',
        descuentoPct: 5,
        fechaEntrega: '2026-01-08',
      }),
    ],
    movimientos: [despacho],
    reports,
    valorUf: { fecha: '2026-01-31', valor: 38_500 },
  })

  it('bills 132 h at $46.200 less 5 %: $5.793.480, IVA $1.100.761, total $6.894.241', () => {
    expect(result.lineas).toHaveLength(1)
    const [linea] = result.lineas
    expect(linea).toMatchObject({
      tipo: 'arriendo',
      cantidad: 132,
      unidad: 'hora',
      moneda: 'UF',
      tarifa: 1.2,
      tarifaClp: 46_200,
      bruto: 6_098_400,
      descuentoPct: 5,
      descuento: 304_920,
      monto: 5_793_480,
    })
    expect(result.totales).toEqual({ neto: 5_793_480, iva: 1_100_761, total: 6_894_241 })
    expect(result.valorUf).toEqual({ fecha: '2026-01-31', valor: 38_500 })
    expect(result.problemas).toEqual([])
    expect(result.bloqueado).toBe(false)
  })

  it('counts 24 days on rent from the despacho, 2 rain days excluded, 22 billable', () => {
    const [calculo] = result.items
    expect(calculo).toMatchObject({ diasEnArriendo: 24, diasCobrables: 22 })
    expect(calculo?.horas).toEqual({ reportadas: 130.5, standBy: 0, minimo: 132, cobradas: 132 })
    expect(calculo?.tramos).toEqual([
      {
        desde: {
          fecha: '2026-01-08',
          fuente: 'movimiento',
          movimiento: {
            id: despacho.id,
            tipo: 'despacho',
            fecha: '2026-01-08',
            guiaDespacho: 1001,
          },
        },
        hasta: { fecha: '2026-01-31', fuente: 'periodo', movimiento: null },
      },
    ])
  })

  it('names the evidence: the despacho with its guía, the 21 reports summed, each rain day and its report', () => {
    const { evidencia } = result.lineas[0] ?? { evidencia: null }
    expect(evidencia?.movimientos).toEqual([
      { id: despacho.id, tipo: 'despacho', fecha: '2026-01-08', guiaDespacho: 1001 },
    ])
    expect(evidencia?.reports).toHaveLength(21)
    expect(evidencia?.reports.map((r) => r.horasTrabajadas).reduce((a, b) => a + b)).toBe(130.5)
    expect(evidencia?.diasExcluidos).toEqual([
      {
        fecha: '2026-01-14',
        motivo: 'clima',
        reports: [{ id: lluvia1.id, folio: lluvia1.folio }],
        detalle: `Report ${lluvia1.folio} (turno día): 8 h detenidas por clima, sin horas trabajadas (el contrato no cobra los días de lluvia)`,
      },
      {
        fecha: '2026-01-21',
        motivo: 'clima',
        reports: [{ id: lluvia2.id, folio: lluvia2.folio }],
        detalle: expect.stringContaining(lluvia2.folio),
      },
    ])
    expect(evidencia?.notas).toEqual([
      'Se cobra el mínimo: 180 h por mes × 22/30 = 132 h; reportadas 130,5 h.',
    ])
  })

  it('bills the rain days when the contract says rain is billed', () => {
    const conLluvia = calcular({
      contrato: contrato({ moneda: 'UF', climaNoCobrable: false }),
      items: [
        item({
          unidadCobro: 'hora',
          tarifa: 1.2,
          minimoHoras: 180,
          minimoPor: 'mes',
          descuentoPct: 5,
        }),
      ],
      movimientos: [despacho],
      reports,
      valorUf: { fecha: '2026-01-31', valor: 38_500 },
    })
    // 24 billable days → minimum 180 × 24/30 = 144 h > 130,5 h reported.
    expect(conLluvia.items[0]).toMatchObject({ diasCobrables: 24, diasExcluidos: [] })
    expect(conLluvia.lineas[0]).toMatchObject({ cantidad: 144, bruto: 144 * 46_200 })
  })
})

describe('a month with a despacho and a retiro inside it', () => {
  it('bills from the despacho to the retiro, both days included, and each freight with its guía', () => {
    // CLP, $150.000/día, 10 % off the rent: despacho 10-03 (guía 501), retiro 20-03 (guía 502)
    // → 11 days → $1.650.000 − $165.000 = $1.485.000; fletes $80.000 + $80.000 (no discount);
    // neto $1.645.000, IVA 19 % $312.550, total $1.957.550.
    const ida = movimiento('despacho', '2026-03-10', 501)
    const vuelta = movimiento('retiro', '2026-03-20', 502)
    const result = calcular({
      periodo: { desde: '2026-03-01', hasta: '2026-03-31' },
      items: [
        item({
          tarifa: 150_000,
          descuentoPct: 10,
          fleteIda: 80_000,
          fleteVuelta: 80_000,
          fechaEntrega: '2026-03-10',
        }),
      ],
      movimientos: [ida, vuelta],
    })
    expect(result.items[0]).toMatchObject({ diasEnArriendo: 11, diasCobrables: 11 })
    expect(result.items[0]?.tramos).toEqual([
      {
        desde: {
          fecha: '2026-03-10',
          fuente: 'movimiento',
          movimiento: expect.objectContaining({ guiaDespacho: 501 }),
        },
        hasta: {
          fecha: '2026-03-20',
          fuente: 'movimiento',
          movimiento: expect.objectContaining({ guiaDespacho: 502 }),
        },
      },
    ])
    expect(
      result.lineas.map(({ tipo, cantidad, unidad, bruto, descuento, monto }) => ({
        tipo,
        cantidad,
        unidad,
        bruto,
        descuento,
        monto,
      })),
    ).toEqual([
      {
        tipo: 'arriendo',
        cantidad: 11,
        unidad: 'dia',
        bruto: 1_650_000,
        descuento: 165_000,
        monto: 1_485_000,
      },
      {
        tipo: 'flete-ida',
        cantidad: 1,
        unidad: 'viaje',
        bruto: 80_000,
        descuento: 0,
        monto: 80_000,
      },
      {
        tipo: 'flete-vuelta',
        cantidad: 1,
        unidad: 'viaje',
        bruto: 80_000,
        descuento: 0,
        monto: 80_000,
      },
    ])
    expect(result.lineas[1]?.descripcion).toBe(
      'Flete de ida EX-01 Excavadora CAT 320 (guía N° 501)',
    )
    expect(result.lineas[1]?.evidencia.movimientos.map((m) => m.guiaDespacho)).toEqual([501])
    expect(result.lineas[2]?.evidencia.movimientos.map((m) => m.guiaDespacho)).toEqual([502])
    expect(result.totales).toEqual({ neto: 1_645_000, iva: 312_550, total: 1_957_550 })
  })

  it('bills no freight in a later month, and counts from the period start with the earlier despacho as evidence', () => {
    const ida = movimiento('despacho', '2026-03-10', 501)
    const result = calcular({
      periodo: { desde: '2026-04-01', hasta: '2026-04-30' },
      items: [item({ tarifa: 150_000, fleteIda: 80_000, fleteVuelta: 80_000 })],
      movimientos: [ida],
    })
    expect(result.lineas.map((l) => l.tipo)).toEqual(['arriendo'])
    expect(result.items[0]?.diasEnArriendo).toBe(30)
    expect(result.items[0]?.tramos[0]?.desde).toEqual({
      fecha: '2026-04-01',
      fuente: 'periodo',
      movimiento: expect.objectContaining({ id: ida.id, guiaDespacho: 501 }),
    })
    expect(result.lineas[0]?.evidencia.movimientos.map((m) => m.id)).toEqual([ida.id])
  })

  it('a retiro and a new despacho on the same day keep the asset on rent, that day counted once', () => {
    // On rent from 05-01; on 12-01 retirado (guía 61) and despachado again (guía 62), in either
    // order of the data: 05-01 to 31-01, 27 days; flete vuelta and flete ida once each.
    const movimientos = [
      movimiento('despacho', '2026-01-05', 60),
      movimiento('despacho', '2026-01-12', 62),
      movimiento('retiro', '2026-01-12', 61),
    ]
    for (const orden of [movimientos, [...movimientos].reverse()]) {
      const result = calcular({
        items: [item({ tarifa: 10_000, fleteIda: 1_000, fleteVuelta: 2_000 })],
        movimientos: orden,
      })
      expect(result.items[0]?.diasEnArriendo).toBe(27)
      expect(result.items[0]?.tramos.map((t) => [t.desde.fecha, t.hasta.fecha])).toEqual([
        ['2026-01-05', '2026-01-12'],
        ['2026-01-12', '2026-01-31'],
      ])
      expect(result.lineas.map((l) => [l.tipo, l.cantidad])).toEqual([
        ['arriendo', 27],
        ['flete-ida', 2],
        ['flete-vuelta', 1],
      ])
    }
  })

  it('a despacho and a retiro on the same day are one day on rent', () => {
    const result = calcular({
      items: [item({ tarifa: 10_000 })],
      movimientos: [
        movimiento('retiro', '2026-01-20', 71),
        movimiento('despacho', '2026-01-20', 70),
      ],
    })
    expect(result.items[0]?.diasEnArriendo).toBe(1)
    expect(result.problemas).toEqual([])
  })

  it('a despacho before the contract starts opens the stretch, but no day before the start is billed', () => {
    // Contract from 05-01; the machine arrived on 02-01 (guía 90): billed 05-01 to 31-01, 27 days.
    const ida = movimiento('despacho', '2026-01-02', 90)
    const result = calcular({
      contrato: contrato({ fechaInicio: '2026-01-05' }),
      items: [item({ tarifa: 10_000, fleteIda: 7_000, fechaEntrega: '2026-01-05' })],
      movimientos: [ida],
    })
    expect(result.items[0]?.diasEnArriendo).toBe(27)
    expect(result.items[0]?.tramos[0]?.desde).toEqual({
      fecha: '2026-01-05',
      fuente: 'periodo',
      movimiento: expect.objectContaining({ id: ida.id, guiaDespacho: 90 }),
    })
    // Its freight is the despacho's, dated within the period.
    expect(result.lineas.map((l) => [l.tipo, l.monto])).toEqual([
      ['arriendo', 270_000],
      ['flete-ida', 7_000],
    ])
    expect(result.problemas).toEqual([])
  })

  it('a traslado away ends the stretch without a freight; a traslado in starts one', () => {
    // In on 05-05 by traslado, away on 05-12 by traslado: 8 days, no freight line.
    const result = calcular({
      periodo: { desde: '2026-05-01', hasta: '2026-05-31' },
      items: [item({ tarifa: 100_000, fleteIda: 50_000, fleteVuelta: 50_000 })],
      movimientos: [
        movimiento('traslado', '2026-05-05', 801, { haciaObra: true }),
        movimiento('traslado', '2026-05-12', 802, { haciaObra: false }),
      ],
    })
    expect(result.items[0]?.diasEnArriendo).toBe(8)
    expect(result.lineas.map((l) => [l.tipo, l.monto])).toEqual([['arriendo', 800_000]])
  })
})

describe('a breakdown day', () => {
  // On rent all April (dispatched in March), $100.000/día. On 15-04 the only report shows 9 h
  // stopped for falla and no worked hour: not billed. On 16-04 the day shift stopped for falla
  // but the night shift worked 4 h: billed. 30 − 1 = 29 days → $2.900.000.
  const falla = report('2026-04-15', {
    horasTrabajadas: 0,
    horasDetenidas: 9,
    motivoDetencion: 'falla',
  })
  const fallaDia = report('2026-04-16', {
    horasTrabajadas: 0,
    horasDetenidas: 8,
    motivoDetencion: 'falla',
  })
  const noche = report('2026-04-16', { jornada: 'noche', horasTrabajadas: 4 })
  const input = {
    periodo: { desde: '2026-04-01', hasta: '2026-04-30' },
    items: [item({ tarifa: 100_000 })],
    movimientos: [movimiento('despacho', '2026-03-20', 700)],
    reports: [falla, fallaDia, noche],
  }

  it('excludes the day the machine was broken down, naming the report that proves it', () => {
    const result = calcular(input)
    expect(result.items[0]).toMatchObject({ diasEnArriendo: 30, diasCobrables: 29 })
    expect(result.items[0]?.diasExcluidos).toEqual([
      {
        fecha: '2026-04-15',
        motivo: 'falla',
        reports: [{ id: falla.id, folio: falla.folio }],
        detalle: `Report ${falla.folio} (turno día): 9 h detenidas por falla, sin horas trabajadas`,
      },
    ])
    expect(result.lineas[0]).toMatchObject({ cantidad: 29, monto: 2_900_000 })
    expect(result.lineas[0]?.descripcion).toBe(
      'Arriendo EX-01 Excavadora CAT 320: 29 días cobrables de 30 en arriendo',
    )
    expect(result.totales).toEqual({ neto: 2_900_000, iva: 551_000, total: 3_451_000 })
  })

  it('a falla in a report not yet signed excludes nothing (and blocks the draft)', () => {
    const result = calcular({ ...input, reports: [{ ...falla, estado: 'borrador' }] })
    expect(result.items[0]?.diasCobrables).toBe(30)
    expect(result.bloqueado).toBe(true)
  })

  it('an agreed non-working day without worked hours is excluded with its agreement as evidence', () => {
    const result = calcular({
      ...input,
      reports: [],
      diasNoLaborables: [{ fecha: '2026-04-03', detalle: 'Viernes Santo' }],
    })
    expect(result.items[0]?.diasExcluidos).toEqual([
      {
        fecha: '2026-04-03',
        motivo: 'acordado',
        reports: [],
        detalle: 'Día no laborable acordado en el contrato (03-04-2026): Viernes Santo',
      },
    ])
    expect(result.items[0]?.diasCobrables).toBe(29)
  })
})

describe('a monthly item', () => {
  it('bills the billable days as thirtieths of the monthly tarifa', () => {
    // $3.000.000/mes, despacho 11-02-2026, February has 28 days → 18 days → 3.000.000 × 18/30
    // = $1.800.000.
    const result = calcular({
      periodo: { desde: '2026-02-01', hasta: '2026-02-28' },
      items: [item({ unidadCobro: 'mes', tarifa: 3_000_000 })],
      movimientos: [movimiento('despacho', '2026-02-11', 900)],
    })
    expect(result.lineas[0]).toMatchObject({
      cantidad: 18,
      unidad: 'dia',
      tarifa: 3_000_000,
      unidadTarifa: 'mes',
      bruto: 1_800_000,
      monto: 1_800_000,
    })
    expect(result.lineas[0]?.descripcion).toBe(
      'Arriendo EX-01 Excavadora CAT 320: 18/30 de mes, 18 días cobrables de 18 en arriendo',
    )
  })

  it('a whole 31-day month is 31/30 of the tarifa (a month is 30 days), rounded once', () => {
    // $1.000.000/mes × 31/30 = $1.033.333,33… → $1.033.333.
    const result = calcular({
      items: [item({ unidadCobro: 'mes', tarifa: 1_000_000 })],
      movimientos: [movimiento('despacho', '2025-12-15', 900)],
    })
    expect(result.lineas[0]).toMatchObject({ cantidad: 31, bruto: 1_033_333, monto: 1_033_333 })
  })
})

describe('a UF contract', () => {
  it('converts each line at the closing date valor UF, the amount rather than the rate, and rounds it to the peso', () => {
    // UF 2,5/día × 10 days (despacho 22-01) = UF 25 × $39.485,65 = $987.141,25 → $987.141
    // (converting the rate first, $98.714 × 10 = $987.140, would lose a peso). 7,5 % off:
    // $74.035,575 → $74.036; line $913.105. Flete ida UF 1,7 × 39.485,65 = $67.125,605 →
    // $67.126. Neto $980.231, IVA $186.243,89 → $186.244, total $1.166.475.
    const result = calcular({
      contrato: contrato({ moneda: 'UF' }),
      items: [item({ tarifa: 2.5, descuentoPct: 7.5, fleteIda: 1.7 })],
      movimientos: [movimiento('despacho', '2026-01-22', 1200)],
      valorUf: { fecha: '2026-01-31', valor: 39_485.65 },
    })
    expect(
      result.lineas.map(({ tipo, tarifaClp, bruto, descuento, monto }) => ({
        tipo,
        tarifaClp,
        bruto,
        descuento,
        monto,
      })),
    ).toEqual([
      {
        tipo: 'arriendo',
        tarifaClp: 98_714.125,
        bruto: 987_141,
        descuento: 74_036,
        monto: 913_105,
      },
      { tipo: 'flete-ida', tarifaClp: 67_125.605, bruto: 67_126, descuento: 0, monto: 67_126 },
    ])
    expect(result.totales).toEqual({ neto: 980_231, iva: 186_244, total: 1_166_475 })
    expect(result.valorUf).toEqual({ fecha: '2026-01-31', valor: 39_485.65 })
  })

  it('without the valor UF of the closing date, lists a blocking problem and guesses no peso', () => {
    const base = {
      contrato: contrato({ moneda: 'UF' }),
      items: [item({ tarifa: 2.5 })],
      movimientos: [movimiento('despacho', '2026-01-22', 1200)],
    }
    for (const valorUf of [null, { fecha: '2026-01-30', valor: 39_480 }]) {
      const result = calcular({ ...base, valorUf })
      expect(result.problemas).toEqual([
        {
          codigo: 'sin-valor-uf',
          bloqueante: true,
          mensaje:
            'Falta el valor UF del 31-01-2026 (cierre del período): ingréselo en la tabla de valores UF para convertir las líneas a pesos.',
          itemId: null,
          activo: null,
          fecha: '2026-01-31',
          report: null,
        },
      ])
      expect(result.bloqueado).toBe(true)
      expect(result.valorUf).toBeNull()
      expect(result.totales).toBeNull()
      expect(result.lineas[0]).toMatchObject({
        cantidad: 10,
        tarifa: 2.5,
        bruto: null,
        monto: null,
      })
    }
  })
})

describe('a stand-by day', () => {
  // $50.000/h, stand-by $20.000/h, minimum 8 h per day; on rent 04-05 to 08-05 (5 days).
  // Worked 9 + 8 + 0 + 6 + 8 = 31 h; stand-by 8 h on 06-05 (no front: not a falla, the day is
  // billed) and 2 h on 07-05 = 10 h. Minimum 8 × 5 = 40 h, of which the 10 stand-by hours billed
  // count: 40 − 10 = 30 h < 31 h worked → 31 h × $50.000 = $1.550.000 + 10 h × $20.000 =
  // $200.000 → neto $1.750.000, IVA $332.500, total $2.082.500.
  const reports = [
    report('2026-05-04', { horasTrabajadas: 9 }),
    report('2026-05-05', { horasTrabajadas: 8 }),
    report('2026-05-06', {
      horasTrabajadas: 0,
      horasStandBy: 8,
      horasDetenidas: 0,
      motivoDetencion: null,
    }),
    report('2026-05-07', { horasTrabajadas: 6, horasStandBy: 2 }),
    report('2026-05-08', { horasTrabajadas: 8 }),
  ]
  const input = (fields: Partial<EdpItemInput>) => ({
    periodo: { desde: '2026-05-01', hasta: '2026-05-31' },
    items: [
      item({ unidadCobro: 'hora', tarifa: 50_000, minimoHoras: 8, minimoPor: 'dia', ...fields }),
    ],
    movimientos: [movimiento('despacho', '2026-05-04', 1), movimiento('retiro', '2026-05-08', 2)],
    reports,
  })

  it('bills stand-by hours at the stand-by tarifa, and they count toward the minimum', () => {
    const result = calcular(input({ tarifaStandBy: 20_000 }))
    expect(result.items[0]?.horas).toEqual({
      reportadas: 31,
      standBy: 10,
      minimo: 40,
      cobradas: 31,
    })
    expect(result.lineas.map(({ tipo, cantidad, monto }) => ({ tipo, cantidad, monto }))).toEqual([
      { tipo: 'arriendo', cantidad: 31, monto: 1_550_000 },
      { tipo: 'stand-by', cantidad: 10, monto: 200_000 },
    ])
    expect(result.lineas[1]?.evidencia.reports.map((r) => r.fecha)).toEqual([
      '2026-05-06',
      '2026-05-07',
    ])
    expect(result.totales).toEqual({ neto: 1_750_000, iva: 332_500, total: 2_082_500 })
  })

  it('without a stand-by tarifa, bills no stand-by and the minimum applies to the worked hours: 40 h', () => {
    const result = calcular(input({ tarifaStandBy: null }))
    expect(result.items[0]?.horas).toEqual({
      reportadas: 31,
      standBy: 10,
      minimo: 40,
      cobradas: 40,
    })
    expect(result.lineas.map(({ tipo, cantidad, monto }) => ({ tipo, cantidad, monto }))).toEqual([
      { tipo: 'arriendo', cantidad: 40, monto: 2_000_000 },
    ])
  })
})

describe('operator and fuel lines', () => {
  it('bills the operator per billable day and the fuel of the signed reports, without the rent discount', () => {
    // $120.000/día less 10 %, operator $60.000/día, fuel $1.150,5/L. On rent 01-06 to 03-06
    // (3 days); 02-06 broke down (falla, no hours). 2 billable days: rent $240.000 − $24.000 =
    // $216.000; operator 2 × $60.000 = $120.000; fuel 150,5 + 20 L (also on the falla day) =
    // 170,5 L × $1.150,5 = $196.160,25 → $196.160. Neto $532.160, IVA $101.110,4 → $101.110.
    const result = calcular({
      contrato: contrato({ precioCombustible: 1_150.5 }),
      periodo: { desde: '2026-06-01', hasta: '2026-06-30' },
      items: [
        item({ tarifa: 120_000, descuentoPct: 10, conOperador: true, tarifaOperador: 60_000 }),
      ],
      movimientos: [movimiento('despacho', '2026-06-01', 1), movimiento('retiro', '2026-06-03', 2)],
      reports: [
        report('2026-06-01', { combustibleLitros: 150.5 }),
        report('2026-06-02', {
          horasTrabajadas: 0,
          horasDetenidas: 10,
          motivoDetencion: 'falla',
          combustibleLitros: 20,
        }),
      ],
    })
    expect(
      result.lineas.map(({ tipo, cantidad, unidad, monto }) => ({ tipo, cantidad, unidad, monto })),
    ).toEqual([
      { tipo: 'arriendo', cantidad: 2, unidad: 'dia', monto: 216_000 },
      { tipo: 'operador', cantidad: 2, unidad: 'dia', monto: 120_000 },
      { tipo: 'combustible', cantidad: 170.5, unidad: 'litro', monto: 196_160 },
    ])
    expect(result.totales).toEqual({ neto: 532_160, iva: 101_110, total: 633_270 })
  })
})

describe('blocking problems and notices', () => {
  it('an item without tarifa: a blocking problem naming it, no rent line, its freight still billed', () => {
    const result = calcular({
      items: [
        item({ tarifa: null, fleteIda: 90_000 }),
        item({ id: uuid(202), activo: CAMION, tarifa: 10_000 }),
      ],
      movimientos: [
        movimiento('despacho', '2026-01-10', 55),
        movimiento('despacho', '2026-01-10', 56, { activoId: CAMION.id }),
      ],
    })
    expect(result.problemas).toEqual([
      {
        codigo: 'item-sin-tarifa',
        bloqueante: true,
        mensaje:
          'EX-01 Excavadora CAT 320: el ítem del contrato no tiene tarifa; ingrésela en el contrato para calcular su arriendo.',
        itemId: uuid(201),
        activo: EXCAVADORA,
        fecha: null,
        report: null,
      },
    ])
    expect(result.lineas.map((l) => [l.activo?.codigo, l.tipo, l.monto])).toEqual([
      ['CA-02', 'arriendo', 220_000],
      ['EX-01', 'flete-ida', 90_000],
    ])
    expect(result.bloqueado).toBe(true)
  })

  it('each report not yet signed in the period is a blocking problem; its hours are not summed', () => {
    const borrador = report('2026-01-12', { horasTrabajadas: 7, estado: 'borrador' })
    const observado = report('2026-01-13', { horasTrabajadas: 5, estado: 'en-observacion' })
    const result = calcular({
      items: [item({ unidadCobro: 'hora', tarifa: 40_000 })],
      movimientos: [movimiento('despacho', '2026-01-10', 1)],
      reports: [observado, borrador, report('2026-01-11', { horasTrabajadas: 6 })],
    })
    expect(
      result.problemas.map(({ codigo, bloqueante, mensaje, fecha, report }) => ({
        codigo,
        bloqueante,
        mensaje,
        fecha,
        report,
      })),
    ).toEqual([
      {
        codigo: 'report-sin-firmar',
        bloqueante: true,
        mensaje: `El report ${borrador.folio} de EX-01 Excavadora CAT 320 del 12-01-2026 está en borrador: debe firmarse o validarse antes de enviar el EDP.`,
        fecha: '2026-01-12',
        report: { id: borrador.id, folio: borrador.folio, estado: 'borrador' },
      },
      {
        codigo: 'report-sin-firmar',
        bloqueante: true,
        mensaje: `El report ${observado.folio} de EX-01 Excavadora CAT 320 del 13-01-2026 está en observación: debe firmarse o validarse antes de enviar el EDP.`,
        fecha: '2026-01-13',
        report: { id: observado.id, folio: observado.folio, estado: 'en-observacion' },
      },
    ])
    expect(result.lineas[0]).toMatchObject({ cantidad: 6, monto: 240_000 })
  })

  it('no despacho recorded: the fechaEntrega starts the stretch, noted as evidence and as a notice that does not block', () => {
    const result = calcular({
      items: [item({ tarifa: 10_000, fleteIda: 5_000, fechaEntrega: '2026-01-20' })],
    })
    expect(result.items[0]?.tramos[0]?.desde).toEqual({
      fecha: '2026-01-20',
      fuente: 'contrato',
      movimiento: null,
    })
    expect(result.lineas.map((l) => [l.tipo, l.cantidad, l.monto])).toEqual([
      ['arriendo', 12, 120_000],
      ['flete-ida', 1, 5_000],
    ])
    expect(result.lineas[0]?.evidencia.notas).toEqual([
      'Sin guía de despacho registrada: el arriendo se cuenta desde la fecha de entrega del contrato (20-01-2026).',
    ])
    expect(result.problemas).toMatchObject([{ codigo: 'entrega-sin-despacho', bloqueante: false }])
    expect(result.bloqueado).toBe(false)
  })

  it('an item retired before the period bills nothing and raises nothing', () => {
    const result = calcular({
      items: [item({ tarifa: null, fleteVuelta: 9_000 })],
      movimientos: [movimiento('despacho', '2025-12-02', 1), movimiento('retiro', '2025-12-20', 2)],
      reports: [report('2026-01-05', { activoId: uuid(999), estado: 'borrador' })],
    })
    expect(result.lineas).toEqual([])
    expect(result.items[0]).toMatchObject({ tramos: [], diasEnArriendo: 0, diasCobrables: 0 })
    expect(result.problemas).toEqual([])
    expect(result.totales).toEqual({ neto: 0, iva: 0, total: 0 })
  })
})

describe('manual lines and the totals', () => {
  it('a manual line needs its reason, in Spanish', () => {
    const parsed = edpLineaManualInputSchema.safeParse({
      descripcion: 'Reparación de balde',
      motivo: '  ',
      cantidad: 1,
      unidad: 'unidad',
      tarifa: 250_000,
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Ingrese el motivo de la línea manual.',
    ])
  })

  it('adding a damage line recomputes neto, IVA and total from the lines', () => {
    const base = calcular({
      items: [item({ tarifa: 100_000 })],
      movimientos: [movimiento('despacho', '2026-01-22', 1)],
    })
    // 10 days × $100.000 = $1.000.000; damage UF-free: 1 × $250.000 less 0 %.
    const input = edpLineaManualInputSchema.parse({
      descripcion: 'Reparación de balde dañado',
      motivo: 'Daño informado por la obra el 25-01',
      cantidad: 1,
      unidad: 'unidad',
      tarifa: 250_000,
    })
    const dano = lineaManual({ ...input, id: uuid(5000) }, 'CLP', null)
    expect(dano).toMatchObject({
      tipo: 'manual',
      itemId: null,
      monto: 250_000,
      motivo: 'Daño informado por la obra el 25-01',
    })
    expect(totalesDeLineas([...base.lineas, dano])).toEqual({
      neto: 1_250_000,
      iva: 237_500,
      total: 1_487_500,
    })
    // The same through the computation, which keeps the editor's lines after its own.
    const conDano = calcular({
      items: [item({ tarifa: 100_000 })],
      movimientos: [movimiento('despacho', '2026-01-22', 1)],
      lineasManuales: [dano],
    })
    expect(conDano.lineas.map((l) => l.tipo)).toEqual(['arriendo', 'manual'])
    expect(conDano.totales).toEqual({ neto: 1_250_000, iva: 237_500, total: 1_487_500 })
  })

  it('a manual line in a UF contract is converted at the EDP valor UF', () => {
    // UF 3,3333 × $38.500,55 = $128.333,78… → $128.334; 12,5 % off: $16.041,75 → $16.042.
    const linea = lineaManual(
      {
        id: uuid(5001),
        descripcion: 'Ajuste',
        motivo: 'Acuerdo',
        cantidad: 1,
        unidad: 'unidad',
        tarifa: 3.3333,
        descuentoPct: 12.5,
      },
      'UF',
      38_500.55,
    )
    expect(linea).toMatchObject({ bruto: 128_334, descuento: 16_042, monto: 112_292, itemId: null })
    const sobreItem = lineaManual(
      {
        id: uuid(5002),
        itemId: uuid(201),
        descripcion: 'Daño',
        motivo: 'Informe de taller',
        cantidad: 1,
        unidad: 'unidad',
        tarifa: 2,
      },
      'UF',
      38_500.55,
    )
    // UF 2 × $38.500,55 = $77.001,10 → $77.001.
    expect(sobreItem).toMatchObject({ itemId: uuid(201), activo: null, monto: 77_001 })
  })

  it('totals are unknown while a line has no peso amount', () => {
    expect(totalesDeLineas([{ monto: 10 }, { monto: null }])).toBeNull()
    expect(totalesDeLineas([])).toEqual({ neto: 0, iva: 0, total: 0 })
  })
})
