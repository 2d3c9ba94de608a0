// The computation of an external EDP (what the company owes a lessor for its machines at one obra
// over a period; decision 064): the client EDP's own `calcularEdp` (decision 060), fed the
// lessor's tariff — each asset's agreement line (tarifa, unit, minimum, moneda, vigencia) in
// place of a contract item — and the lessor's falla incidents, whose days are not billed with the
// incident as their proof. Nothing of the rules is repeated here: this file only chooses each
// asset's agreement lines, calls the computation once per moneda and puts the results together.
//
// Choices (decision 064): an asset's lines come from the agreement of that obra when it has any
// overlapping the period, else from the proveedor's general agreement; each line bills only the
// days of its vigencia (so a tariff changed mid-period splits the asset's days between its lines);
// an asset with no line is a blocking problem (`activo-sin-acuerdo`). The lessor bears only its
// breakdowns: rain days and stand-by are not deducted or added (no clima exclusion, no tarifa
// stand-by), and no flete, operator or fuel is billed. Manual lines are in pesos.
import { fechaText } from '../common/columns.ts'
import type { Periodo } from '../common/periodo.ts'
import { calcularEdp, compareProblemas, lineaManual, problemaEdp } from './edp-calculo.ts'
import { compareText } from './edp-calculo-dias.ts'
import { totalesDeLineas } from './edp-calculo-montos.ts'
import type {
  EdpActivo,
  EdpCalculo,
  EdpIncidenteInput,
  EdpItemInput,
  EdpLinea,
  EdpLineaManualInput,
  EdpMovimientoInput,
  EdpProblema,
  EdpReportInput,
  EdpValorUf,
} from './edp-calculo-schemas.ts'

/** One asset of a lessor agreement, as the computation reads it. */
export type TarifaArrendadorInput = {
  /** The agreement line's id: the computed lines' `itemId`. */
  id: string
  /** The agreement's obra; null for the proveedor's general agreement. */
  obraId: string | null
  activoId: string
  tarifa: number
  unidadCobro: 'hora' | 'dia' | 'mes'
  minimoHoras: number | null
  minimoPor: 'dia' | 'mes' | null
  moneda: 'CLP' | 'UF'
  vigenciaDesde: string
  vigenciaHasta: string | null
}

export type EdpExternoCalculoInput = {
  obraId: string
  periodo: Periodo
  /** The lessor's assets that were at the obra (a movement to or from it up to the period's end). */
  activos: readonly EdpActivo[]
  /** Every line of the proveedor's agreements (general and per obra) for those assets. */
  acuerdos: readonly TarifaArrendadorInput[]
  /** The assets' movements to and from the obra, with `haciaObra` for a traslado. */
  movimientos: readonly EdpMovimientoInput[]
  /** The assets' daily reports at the obra in the period, whatever their estado. */
  reports: readonly EdpReportInput[]
  /** The assets' falla incidents that may touch the period. */
  incidentes: readonly EdpIncidenteInput[]
  /** The valor UF of the closing date; null when the table has none. */
  valorUf: EdpValorUf | null
  lineasManuales?: readonly EdpLinea[]
}

const seSolapa = (linea: TarifaArrendadorInput, periodo: Periodo) =>
  linea.vigenciaDesde <= periodo.hasta &&
  (linea.vigenciaHasta === null || linea.vigenciaHasta >= periodo.desde)

/** The lines of an asset's agreement that bill it in the period: the obra's first, else the general. */
export function lineasDelActivo(
  activoId: string,
  input: Pick<EdpExternoCalculoInput, 'obraId' | 'periodo' | 'acuerdos'>,
): TarifaArrendadorInput[] {
  const delActivo = input.acuerdos.filter(
    (l) => l.activoId === activoId && seSolapa(l, input.periodo),
  )
  const deLaObra = delActivo.filter((l) => l.obraId === input.obraId)
  const elegidas = deLaObra.length > 0 ? deLaObra : delActivo.filter((l) => l.obraId === null)
  return elegidas.sort(
    (a, b) => compareText(a.vigenciaDesde, b.vigenciaDesde) || compareText(a.id, b.id),
  )
}

/** A lessor's manual line, priced in pesos like a computed one. */
export const lineaManualExterna = (input: EdpLineaManualInput & { id: string }): EdpLinea =>
  lineaManual(input, 'CLP', null)

/**
 * The external EDP of one lessor at one obra over one period. Like `calcularEdp`, it never throws
 * for data the business must supply (an agreement, a valor UF, a signature): those are problems.
 */
export function calcularEdpExterno(input: EdpExternoCalculoInput): EdpCalculo {
  const { periodo } = input
  if (periodo.hasta < periodo.desde) {
    throw new RangeError(`the period ends before it starts: ${periodo.desde}–${periodo.hasta}`)
  }
  const activos = [...input.activos].sort(
    (a, b) => compareText(a.codigo, b.codigo) || compareText(a.id, b.id),
  )
  const problemas: EdpProblema[] = []
  const items: Array<EdpItemInput & { moneda: 'CLP' | 'UF' }> = []
  for (const activo of activos) {
    const lineas = lineasDelActivo(activo.id, input)
    if (lineas.length === 0) {
      problemas.push(
        problemaEdp({
          codigo: 'activo-sin-acuerdo',
          mensaje: `${`${activo.codigo} ${activo.nombre}`.trim()}: no tiene tarifa del arrendador vigente entre el ${fechaText(periodo.desde)} y el ${fechaText(periodo.hasta)}; agréguelo al acuerdo de arriendo del proveedor.`,
          activo,
        }),
      )
      continue
    }
    for (const linea of lineas) {
      items.push({
        id: linea.id,
        activo,
        unidadCobro: linea.unidadCobro,
        tarifa: linea.tarifa,
        minimoHoras: linea.minimoHoras,
        minimoPor: linea.minimoPor,
        tarifaStandBy: null,
        descuentoPct: 0,
        fleteIda: 0,
        fleteVuelta: 0,
        conOperador: false,
        tarifaOperador: null,
        // Without a recorded arrival the agreement's start stands in (noted by the computation).
        fechaEntrega: linea.vigenciaDesde,
        fechaRetiro: null,
        vigenciaDesde: linea.vigenciaDesde,
        vigenciaHasta: linea.vigenciaHasta,
        moneda: linea.moneda,
      })
    }
  }

  // One computation per moneda (the valor UF is asked for only when a UF tariff is billed).
  const porMoneda = (['CLP', 'UF'] as const)
    .map((moneda) => ({ moneda, items: items.filter((item) => item.moneda === moneda) }))
    .filter((grupo) => grupo.items.length > 0)
  const calculos = porMoneda.map((grupo) =>
    calcularEdp({
      contrato: {
        id: grupo.moneda,
        moneda: grupo.moneda,
        fechaInicio: periodo.desde,
        fechaTermino: null,
        climaNoCobrable: false,
        precioCombustible: null,
      },
      periodo,
      items: grupo.items,
      movimientos: input.movimientos,
      reports: input.reports,
      incidentes: input.incidentes,
      valorUf: input.valorUf,
    }),
  )
  // Computed lines by asset code then agreement line (each line's own order kept), then manual ones.
  const orden = new Map(items.map((item) => [item.id, item.activo.codigo]))
  const computadas = calculos
    .flatMap((calculo) => calculo.lineas)
    .map((linea, index) => ({ linea, index }))
    .sort(
      (a, b) =>
        compareText(orden.get(a.linea.itemId ?? '') ?? '', orden.get(b.linea.itemId ?? '') ?? '') ||
        compareText(a.linea.itemId ?? '', b.linea.itemId ?? '') ||
        a.index - b.index,
    )
    .map(({ linea }) => linea)
  const lineas = [...computadas, ...(input.lineasManuales ?? [])]
  problemas.push(...calculos.flatMap((calculo) => calculo.problemas))
  problemas.sort(compareProblemas)
  const valorUf = calculos.find((calculo) => calculo.valorUf !== null)?.valorUf ?? null
  return {
    moneda: 'CLP',
    periodo: { desde: periodo.desde, hasta: periodo.hasta },
    valorUf,
    items: calculos
      .flatMap((calculo) => calculo.items)
      .sort(
        (a, b) => compareText(a.activo.codigo, b.activo.codigo) || compareText(a.itemId, b.itemId),
      ),
    lineas,
    totales: totalesDeLineas(lineas),
    problemas,
    bloqueado: problemas.some((problema) => problema.bloqueante),
  }
}
