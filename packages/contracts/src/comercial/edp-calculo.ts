// The computation of an EDP (estado de pago): from a contract's items, its assets' movements and
// daily reports, agreed non-working days and the valor UF of the closing date, the lines of one
// period with their evidence, each item's stretch and days, neto, IVA and total in whole pesos,
// and the problems that block the draft. A pure function of plain data: the API loads the data and
// stores the result; the create screen's preview calls the same code. Rules: decision 060 and
// docs/domain.md ("How an EDP is computed (as built)").
//
// The result never depends on the order of its input: items, movements, reports and days are
// sorted by a total order (codes, dates, ids) before they are read.

import { numeroDeDia } from '../common/calendario.ts'
import { fechaText } from '../common/columns.ts'
import { formatNumber } from '../number-text.ts'
import {
  compareText,
  diaDe,
  diasExcluidos,
  esCobrable,
  movimientoEvidencia,
  tramosDelItem,
} from './edp-calculo-dias.ts'
import {
  CANTIDAD_DECIMALES,
  DIAS_POR_MES,
  divideRounded,
  montosLinea,
  toSafeNumber,
  totalesDeLineas,
  toUnits,
} from './edp-calculo-montos.ts'
import type {
  EdpActivo,
  EdpCalculo,
  EdpCalculoInput,
  EdpEvidencia,
  EdpItemCalculo,
  EdpItemInput,
  EdpLinea,
  EdpLineaManualInput,
  EdpMovimientoInput,
  EdpProblema,
  EdpReportEvidencia,
  EdpReportInput,
  TipoLineaEdp,
  UnidadLineaEdp,
} from './edp-calculo-schemas.ts'
import {
  CODIGOS_PROBLEMA_EDP,
  CODIGOS_PROBLEMA_EDP_BLOQUEANTES,
  TIPOS_LINEA_EDP,
} from './edp-calculo-schemas.ts'

export { DIAS_POR_MES, montosLinea, totalesDeLineas } from './edp-calculo-montos.ts'

const numero = (value: number, maxDecimals = 2) => formatNumber(value, { maxDecimals })
const nombreActivo = (activo: EdpActivo) => `${activo.codigo} ${activo.nombre}`.trim()

function reportEvidencia(report: EdpReportInput): EdpReportEvidencia {
  return {
    id: report.id,
    folio: report.folio,
    fecha: diaDe(report.fecha),
    jornada: report.jornada,
    estado: report.estado,
    horasTrabajadas: report.horasTrabajadas,
    horasStandBy: report.horasStandBy,
    horasDetenidas: report.horasDetenidas,
    motivoDetencion: report.motivoDetencion,
    combustibleLitros: report.combustibleLitros,
  }
}

const compareReports = (a: EdpReportInput, b: EdpReportInput) =>
  compareText(diaDe(a.fecha), diaDe(b.fecha)) ||
  compareText(a.jornada, b.jornada) ||
  compareText(a.folio, b.folio) ||
  compareText(a.id, b.id)

const compareMovimientosEvidencia = (
  a: { fecha: string; id: string },
  b: { fecha: string; id: string },
) => compareText(a.fecha, b.fecha) || compareText(a.id, b.id)

/** Sums of tenths (hours, litres) as exact integers, back as a number of hundredths' precision. */
function suma(values: readonly number[], what: string): bigint {
  return values.reduce((total, value) => total + toUnits(value, CANTIDAD_DECIMALES, what), 0n)
}
const deCentesimas = (units: bigint, what: string) => toSafeNumber(units, what) / 100

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const value of values) {
    const list = map.get(key(value))
    if (list) list.push(value)
    else map.set(key(value), [value])
  }
  return map
}

type LineaBase = {
  tipo: TipoLineaEdp
  item: EdpItemInput | null
  descripcion: string
  cantidad: number
  unidad: UnidadLineaEdp
  tarifa: number
  unidadTarifa: UnidadLineaEdp
  descuentoPct: number
  motivo: string | null
  evidencia: EdpEvidencia
  id?: string
}

function linea(base: LineaBase, moneda: 'CLP' | 'UF', valorUf: number | null): EdpLinea {
  const montos = montosLinea({
    cantidad: base.cantidad,
    tarifa: base.tarifa,
    divisor: base.unidadTarifa === 'mes' && base.unidad === 'dia' ? DIAS_POR_MES : 1,
    descuentoPct: base.descuentoPct,
    valorUf: moneda === 'CLP' ? 1 : valorUf,
  })
  return {
    id: base.id ?? `${base.item?.id ?? 'manual'}:${base.tipo}`,
    tipo: base.tipo,
    itemId: base.item?.id ?? null,
    activo: base.item?.activo ?? null,
    descripcion: base.descripcion,
    cantidad: base.cantidad,
    unidad: base.unidad,
    moneda,
    tarifa: base.tarifa,
    unidadTarifa: base.unidadTarifa,
    tarifaClp: montos.tarifaClp,
    bruto: montos.bruto,
    descuentoPct: base.descuentoPct,
    descuento: montos.descuento,
    monto: montos.monto,
    motivo: base.motivo,
    evidencia: base.evidencia,
  }
}

/**
 * A line the editor adds by hand, priced like a computed one in the contract's moneda at the
 * EDP's valor UF (null for a CLP contract). The reason is required (the schema says so in Spanish).
 */
export function lineaManual(
  input: EdpLineaManualInput & { id: string },
  moneda: 'CLP' | 'UF',
  valorUf: number | null,
): EdpLinea {
  const calculada = linea(
    {
      id: input.id,
      tipo: 'manual',
      item: null,
      descripcion: input.descripcion,
      cantidad: input.cantidad,
      unidad: input.unidad,
      tarifa: input.tarifa,
      unidadTarifa: input.unidad,
      descuentoPct: input.descuentoPct ?? 0,
      motivo: input.motivo,
      evidencia: { movimientos: [], reports: [], diasExcluidos: [], notas: [] },
    },
    moneda,
    valorUf,
  )
  // A manual line may be about one item (a damage to its machine); it names no asset of its own.
  return { ...calculada, itemId: input.itemId ?? null }
}

type ItemCalculado = { calculo: EdpItemCalculo; lineas: LineaBase[]; problemas: EdpProblema[] }

/** A problem of the draft, blocking when its code blocks (also the external EDP's own). */
export function problemaEdp(
  fields: Pick<EdpProblema, 'codigo' | 'mensaje'> & Partial<EdpProblema>,
): EdpProblema {
  return {
    bloqueante: (CODIGOS_PROBLEMA_EDP_BLOQUEANTES as readonly string[]).includes(fields.codigo),
    itemId: null,
    activo: null,
    fecha: null,
    report: null,
    ...fields,
  }
}

function calcularItem(
  item: EdpItemInput,
  input: EdpCalculoInput,
  movimientos: readonly EdpMovimientoInput[],
  reports: readonly EdpReportInput[],
): ItemCalculado {
  const { contrato, periodo } = input
  const activo = item.activo
  const nombre = nombreActivo(activo)
  const tramos = tramosDelItem(item, contrato, periodo, movimientos)
  const diasSet = new Set(tramos.dias)
  const excluidos = diasExcluidos(
    tramos.dias,
    reports,
    contrato,
    input.diasNoLaborables ?? [],
    (input.incidentes ?? []).filter((i) => i.activoId === activo.id),
  )
  const diasExcluidosSet = new Set(excluidos.map((d) => numeroDeDia(d.fecha)))
  const diasEnArriendo = tramos.dias.length
  const diasCobrables = diasEnArriendo - excluidos.length
  const enDiaCobrable = (r: EdpReportInput) => {
    const dia = numeroDeDia(diaDe(r.fecha))
    return diasSet.has(dia) && !diasExcluidosSet.has(dia)
  }
  const contados = reports.filter((r) => esCobrable(r) && enDiaCobrable(r)).sort(compareReports)

  const movimientosTramo = [
    ...new Map(
      tramos.tramos
        .flatMap((t) => [t.desde.movimiento, t.hasta.movimiento])
        .filter((m) => m !== null)
        .map((m) => [m.id, m]),
    ).values(),
  ].sort(compareMovimientosEvidencia)
  const notas: string[] = []
  const problemas: EdpProblema[] = []
  if (tramos.entregaSinDespacho) {
    notas.push(
      `Sin guía de despacho registrada: el arriendo se cuenta desde la fecha de entrega del contrato (${fechaText(item.fechaEntrega)}).`,
    )
    problemas.push(
      problemaEdp({
        codigo: 'entrega-sin-despacho',
        mensaje: `${nombre}: no hay despacho registrado; se usa la fecha de entrega del contrato (${fechaText(item.fechaEntrega)}).`,
        itemId: item.id,
        activo,
        fecha: item.fechaEntrega,
      }),
    )
  }
  if (tramos.retiroSinMovimiento && item.fechaRetiro) {
    notas.push(
      `Sin guía de retiro registrada: el arriendo termina en la fecha de retiro del contrato (${fechaText(item.fechaRetiro)}).`,
    )
    problemas.push(
      problemaEdp({
        codigo: 'retiro-sin-movimiento',
        mensaje: `${nombre}: no hay retiro registrado; se usa la fecha de retiro del contrato (${fechaText(item.fechaRetiro)}).`,
        itemId: item.id,
        activo,
        fecha: item.fechaRetiro,
      }),
    )
  }

  const lineas: LineaBase[] = []
  let horas: EdpItemCalculo['horas'] = null
  const enArriendo = diasEnArriendo > 0
  if (enArriendo && item.tarifa === null) {
    problemas.push(
      problemaEdp({
        codigo: 'item-sin-tarifa',
        mensaje: `${nombre}: el ítem del contrato no tiene tarifa; ingrésela en el contrato para calcular su arriendo.`,
        itemId: item.id,
        activo,
      }),
    )
  }
  const diasTexto = `${numero(diasCobrables)} ${diasCobrables === 1 ? 'día cobrable' : 'días cobrables'} de ${numero(diasEnArriendo)} en arriendo`
  if (item.unidadCobro === 'hora') {
    // Hundredths of an hour throughout; reports carry tenths.
    const reportadas = suma(
      contados.map((r) => r.horasTrabajadas),
      'horasTrabajadas',
    )
    const standBy = suma(
      contados.map((r) => r.horasStandBy),
      'horasStandBy',
    )
    const standByCobrado = item.tarifaStandBy !== null ? standBy : 0n
    let minimo: bigint | null = null
    if (item.minimoHoras !== null && item.minimoPor !== null) {
      const minimoUnits = toUnits(item.minimoHoras, CANTIDAD_DECIMALES, 'minimoHoras')
      minimo =
        item.minimoPor === 'mes'
          ? divideRounded(minimoUnits * BigInt(diasCobrables), BigInt(DIAS_POR_MES))
          : minimoUnits * BigInt(diasCobrables)
    }
    const faltante = minimo !== null && minimo > standByCobrado ? minimo - standByCobrado : 0n
    const cobradas = reportadas > faltante ? reportadas : faltante
    horas = {
      reportadas: deCentesimas(reportadas, 'reportadas'),
      standBy: deCentesimas(standBy, 'standBy'),
      minimo: minimo === null ? null : deCentesimas(minimo, 'minimo'),
      cobradas: deCentesimas(cobradas, 'cobradas'),
    }
    const notasHoras = [...notas]
    if (minimo !== null) {
      const porTexto =
        item.minimoPor === 'mes'
          ? `${numero(item.minimoHoras ?? 0)} h por mes × ${numero(diasCobrables)}/30`
          : `${numero(item.minimoHoras ?? 0)} h por día × ${numero(diasCobrables)} días`
      notasHoras.push(
        cobradas > reportadas
          ? `Se cobra el mínimo: ${porTexto} = ${numero(horas.minimo ?? 0)} h${standByCobrado > 0n ? `, menos ${numero(horas.standBy)} h en stand-by` : ''}; reportadas ${numero(horas.reportadas)} h.`
          : `Mínimo ${porTexto} = ${numero(horas.minimo ?? 0)} h; se cobran las ${numero(horas.reportadas)} h reportadas.`,
      )
    }
    if (enArriendo && item.tarifa !== null) {
      lineas.push({
        tipo: 'arriendo',
        item,
        descripcion: `Arriendo ${nombre}: ${numero(horas.cobradas)} h${cobradas > reportadas ? ` (mínimo; reportadas ${numero(horas.reportadas)} h)` : ''}, ${diasTexto}`,
        cantidad: horas.cobradas,
        unidad: 'hora',
        tarifa: item.tarifa,
        unidadTarifa: 'hora',
        descuentoPct: item.descuentoPct,
        motivo: null,
        evidencia: {
          movimientos: movimientosTramo,
          reports: contados.map(reportEvidencia),
          diasExcluidos: excluidos,
          notas: notasHoras,
        },
      })
    }
    if (enArriendo && item.tarifaStandBy !== null && standBy > 0n) {
      lineas.push({
        tipo: 'stand-by',
        item,
        descripcion: `Stand-by ${nombre}: ${numero(horas.standBy)} h`,
        cantidad: horas.standBy,
        unidad: 'hora',
        tarifa: item.tarifaStandBy,
        unidadTarifa: 'hora',
        descuentoPct: item.descuentoPct,
        motivo: null,
        evidencia: {
          movimientos: movimientosTramo,
          reports: contados.filter((r) => r.horasStandBy > 0).map(reportEvidencia),
          diasExcluidos: [],
          notas: [],
        },
      })
    }
  } else if (enArriendo && item.tarifa !== null) {
    lineas.push({
      tipo: 'arriendo',
      item,
      descripcion:
        item.unidadCobro === 'dia'
          ? `Arriendo ${nombre}: ${diasTexto}`
          : `Arriendo ${nombre}: ${numero(diasCobrables)}/30 de mes, ${diasTexto}`,
      cantidad: diasCobrables,
      unidad: 'dia',
      tarifa: item.tarifa,
      unidadTarifa: item.unidadCobro,
      descuentoPct: item.descuentoPct,
      motivo: null,
      evidencia: { movimientos: movimientosTramo, reports: [], diasExcluidos: excluidos, notas },
    })
  }

  // Fletes: one trip per despacho (ida) and per retiro (vuelta) dated in the period; a traslado
  // bills none. For lack of a despacho, a fechaEntrega within the period bills the ida (noted).
  const despachos = tramos.llegadas.filter((m) => m.tipo === 'despacho')
  const retiros = tramos.salidas.filter((m) => m.tipo === 'retiro')
  const idaContrato =
    despachos.length === 0 &&
    tramos.entregaSinDespacho &&
    item.fechaEntrega >= periodo.desde &&
    item.fechaEntrega <= periodo.hasta
  const vueltaContrato =
    retiros.length === 0 &&
    tramos.retiroSinMovimiento &&
    item.fechaRetiro !== null &&
    item.fechaRetiro >= periodo.desde &&
    item.fechaRetiro <= periodo.hasta
  const guias = (ms: EdpMovimientoInput[]) =>
    ms.map((m) => (m.guiaDespacho === null ? 'sin guía' : `guía N° ${m.guiaDespacho}`)).join(', ')
  const fletes = [
    {
      tipo: 'flete-ida',
      monto: item.fleteIda,
      ms: despachos,
      contrato: idaContrato,
      texto: 'Flete de ida',
    },
    {
      tipo: 'flete-vuelta',
      monto: item.fleteVuelta,
      ms: retiros,
      contrato: vueltaContrato,
      texto: 'Flete de vuelta',
    },
  ] as const
  for (const flete of fletes) {
    const viajes = flete.ms.length + (flete.contrato ? 1 : 0)
    if (flete.monto <= 0 || viajes === 0) continue
    const evidencia = flete.ms.map(movimientoEvidencia).sort(compareMovimientosEvidencia)
    lineas.push({
      tipo: flete.tipo,
      item,
      descripcion: `${flete.texto} ${nombre}${flete.ms.length > 0 ? ` (${guias([...flete.ms])})` : ' (fecha del contrato)'}`,
      cantidad: viajes,
      unidad: 'viaje',
      tarifa: flete.monto,
      unidadTarifa: 'viaje',
      descuentoPct: 0,
      motivo: null,
      evidencia: {
        movimientos: evidencia,
        reports: [],
        diasExcluidos: [],
        notas: flete.contrato ? notas : [],
      },
    })
  }

  if (enArriendo && item.conOperador && item.tarifaOperador !== null && diasCobrables > 0) {
    lineas.push({
      tipo: 'operador',
      item,
      descripcion: `Operador ${nombre}: ${diasTexto}`,
      cantidad: diasCobrables,
      unidad: 'dia',
      tarifa: item.tarifaOperador,
      unidadTarifa: 'dia',
      descuentoPct: 0,
      motivo: null,
      evidencia: { movimientos: movimientosTramo, reports: [], diasExcluidos: excluidos, notas },
    })
  }

  if (contrato.precioCombustible !== null) {
    // Fuel recorded on any day on rent, billed or not: what was loaded is billed.
    const conCombustible = reports
      .filter(
        (r) =>
          esCobrable(r) &&
          diasSet.has(numeroDeDia(diaDe(r.fecha))) &&
          (r.combustibleLitros ?? 0) > 0,
      )
      .sort(compareReports)
    const litros = suma(
      conCombustible.map((r) => r.combustibleLitros ?? 0),
      'combustibleLitros',
    )
    if (litros > 0n) {
      const cantidad = deCentesimas(litros, 'litros')
      lineas.push({
        tipo: 'combustible',
        item,
        descripcion: `Combustible ${nombre}: ${numero(cantidad)} L`,
        cantidad,
        unidad: 'litro',
        tarifa: contrato.precioCombustible,
        unidadTarifa: 'litro',
        descuentoPct: 0,
        motivo: null,
        evidencia: {
          movimientos: [],
          reports: conCombustible.map(reportEvidencia),
          diasExcluidos: [],
          notas: [],
        },
      })
    }
  }

  return {
    calculo: {
      itemId: item.id,
      activo,
      unidadCobro: item.unidadCobro,
      tramos: tramos.tramos,
      diasEnArriendo,
      diasExcluidos: excluidos,
      diasCobrables,
      horas,
    },
    lineas,
    problemas,
  }
}

const ORDEN_TIPO = new Map(TIPOS_LINEA_EDP.map((tipo, index) => [tipo, index]))
const ORDEN_CODIGO = new Map(CODIGOS_PROBLEMA_EDP.map((codigo, index) => [codigo, index]))

/** The problems' order: blocking first, then by code, asset, item, day and report. */
export const compareProblemas = (a: EdpProblema, b: EdpProblema): number =>
  Number(b.bloqueante) - Number(a.bloqueante) ||
  (ORDEN_CODIGO.get(a.codigo) ?? 0) - (ORDEN_CODIGO.get(b.codigo) ?? 0) ||
  compareText(a.activo?.codigo ?? '', b.activo?.codigo ?? '') ||
  compareText(a.itemId ?? '', b.itemId ?? '') ||
  compareText(a.fecha ?? '', b.fecha ?? '') ||
  compareText(a.report?.folio ?? '', b.report?.folio ?? '') ||
  compareText(a.report?.id ?? '', b.report?.id ?? '')

/**
 * The EDP of one contract over one period, computed from the evidence. Never throws for missing
 * data the business must supply (a valor UF, a tarifa, a signature): those are problems on the
 * result. Throws a RangeError only for data no screen or table could hold (negative or over-precise
 * amounts, a period ending before it starts).
 */
export function calcularEdp(input: EdpCalculoInput): EdpCalculo {
  const { contrato, periodo } = input
  if (periodo.hasta < periodo.desde) {
    throw new RangeError(`the period ends before it starts: ${periodo.desde}–${periodo.hasta}`)
  }
  const moneda = contrato.moneda
  const problemas: EdpProblema[] = []

  let valorUf: EdpCalculo['valorUf'] = null
  if (moneda === 'UF') {
    if (input.valorUf && input.valorUf.fecha === periodo.hasta) {
      valorUf = { fecha: input.valorUf.fecha, valor: input.valorUf.valor }
    } else {
      problemas.push(
        problemaEdp({
          codigo: 'sin-valor-uf',
          mensaje: `Falta el valor UF del ${fechaText(periodo.hasta)} (cierre del período): ingréselo en la tabla de valores UF para convertir las líneas a pesos.`,
          fecha: periodo.hasta,
        }),
      )
    }
  }

  const items = [...input.items].sort(
    (a, b) => compareText(a.activo.codigo, b.activo.codigo) || compareText(a.id, b.id),
  )
  const activos = new Set(items.map((item) => item.activo.id))
  const movimientosPorActivo = groupBy(
    input.movimientos.filter((m) => activos.has(m.activoId)),
    (m) => m.activoId,
  )
  const reportsPorActivo = groupBy(
    input.reports.filter((r) => activos.has(r.activoId)),
    (r) => r.activoId,
  )

  const calculados = items.map((item) =>
    calcularItem(
      item,
      input,
      movimientosPorActivo.get(item.activo.id) ?? [],
      reportsPorActivo.get(item.activo.id) ?? [],
    ),
  )

  // Unsigned reports in the period: their hours would be guessed, so the draft waits for them.
  const itemPorActivo = new Map(items.map((item) => [item.activo.id, item]))
  const sinFirmar = input.reports
    .filter(
      (r) =>
        activos.has(r.activoId) &&
        !esCobrable(r) &&
        diaDe(r.fecha) >= periodo.desde &&
        diaDe(r.fecha) <= periodo.hasta,
    )
    .sort(compareReports)
  for (const report of sinFirmar) {
    const item = itemPorActivo.get(report.activoId)
    if (!item) continue
    const estado = report.estado === 'borrador' ? 'en borrador' : 'en observación'
    problemas.push(
      problemaEdp({
        codigo: 'report-sin-firmar',
        mensaje: `El report ${report.folio} de ${nombreActivo(item.activo)} del ${fechaText(diaDe(report.fecha))} está ${estado}: debe firmarse o validarse antes de enviar el EDP.`,
        itemId: item.id,
        activo: item.activo,
        fecha: diaDe(report.fecha),
        report: { id: report.id, folio: report.folio, estado: report.estado },
      }),
    )
  }

  const valor = moneda === 'CLP' ? 1 : (valorUf?.valor ?? null)
  const lineas = [
    ...calculados.flatMap((c) =>
      c.lineas
        .sort((a, b) => (ORDEN_TIPO.get(a.tipo) ?? 0) - (ORDEN_TIPO.get(b.tipo) ?? 0))
        .map((base) => linea(base, moneda, valor)),
    ),
    // The editor's lines, in the editor's order, after the computed ones.
    ...(input.lineasManuales ?? []),
  ]
  problemas.push(...calculados.flatMap((c) => c.problemas))
  problemas.sort(compareProblemas)
  return {
    moneda,
    periodo: { desde: periodo.desde, hasta: periodo.hasta },
    valorUf,
    items: calculados.map((c) => c.calculo),
    lineas,
    totales: totalesDeLineas(lineas),
    problemas,
    bloqueado: problemas.some((p) => p.bloqueante),
  }
}
