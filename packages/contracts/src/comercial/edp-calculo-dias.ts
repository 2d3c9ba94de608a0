// An item's days in an EDP's period (decision 060): the stretches it was on rent, from the
// movements that brought it to the obra and took it away (both days included), and which of those
// days are not billed, each with its reason and the reports that prove it.
import { fechaDeNumero, numeroDeDia } from '../common/calendario.ts'
import { fechaText } from '../common/columns.ts'
import type { Periodo } from '../common/periodo.ts'
import { formatNumber } from '../number-text.ts'
import type {
  EdpContratoInput,
  EdpDiaExcluido,
  EdpDiaNoLaborableInput,
  EdpIncidenteInput,
  EdpItemInput,
  EdpMovimientoEvidencia,
  EdpMovimientoInput,
  EdpReportInput,
  EdpTramo,
  MotivoDiaNoCobrable,
} from './edp-calculo-schemas.ts'
import { ESTADOS_REPORT_COBRABLES } from './edp-calculo-schemas.ts'

/** The date of a day or an instant as written (its first ten characters). */
export const diaDe = (fecha: string): string => fecha.slice(0, 10)

/** A total order on texts that does not depend on the machine's locale. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

export function movimientoEvidencia(movimiento: EdpMovimientoInput): EdpMovimientoEvidencia {
  return {
    id: movimiento.id,
    tipo: movimiento.tipo as EdpMovimientoEvidencia['tipo'],
    fecha: diaDe(movimiento.fecha),
    guiaDespacho: movimiento.guiaDespacho,
  }
}

/** Whether a movement brings the asset to the obra (true), takes it away (false) or neither. */
export function sentido(movimiento: EdpMovimientoInput): 'llega' | 'sale' | null {
  if (movimiento.tipo === 'despacho') return 'llega'
  if (movimiento.tipo === 'retiro') return 'sale'
  if (movimiento.tipo === 'traslado' && movimiento.haciaObra != null) {
    return movimiento.haciaObra ? 'llega' : 'sale'
  }
  return null
}

/**
 * Movements in time order: by their fecha as given (a day, or an instant), then by id. Movements
 * of one same fecha are reordered as they are folded (`enOrdenDelDia`).
 */
function compareMovimientos(a: EdpMovimientoInput, b: EdpMovimientoInput): number {
  return compareText(a.fecha, b.fecha) || compareText(a.id, b.id)
}

/**
 * Movements of one same fecha, in the order that keeps what happened that day: on rent, the
 * departures first (a retiro and a new despacho the same day: it stays, that day counted once);
 * not on rent, the arrivals first (a despacho and a retiro the same day: one day on rent).
 */
function enOrdenDelDia(grupo: EdpMovimientoInput[], enArriendo: boolean): EdpMovimientoInput[] {
  const primero = enArriendo ? 'sale' : 'llega'
  return [
    ...grupo.filter((m) => sentido(m) === primero),
    ...grupo.filter((m) => sentido(m) !== primero),
  ]
}

/** A stretch on rent before clipping: each end a day, where it came from and its movement. */
type Limite = EdpTramo['desde']

export type TramosItem = {
  tramos: EdpTramo[]
  /** The on-rent days within the period, as day numbers, ascending, each once. */
  dias: number[]
  /** The arrivals (despacho, traslado in) dated within the period; fleteIda bills despachos. */
  llegadas: EdpMovimientoInput[]
  salidas: EdpMovimientoInput[]
  /** Whether fechaEntrega stood in for a missing despacho, fechaRetiro for a missing retiro. */
  entregaSinDespacho: boolean
  retiroSinMovimiento: boolean
}

/**
 * The stretches an item was on rent within [desde, hasta]. Its asset's movements to and from the
 * contract's obra (the ones given: the API may include a despacho shortly before the contract's
 * start) are folded in order: an arrival opens a stretch, a departure closes it. No day before
 * the contract's start, outside the period or outside the item's vigencia (a lessor agreement's)
 * is counted.
 * For lack of an arrival, the item's fechaEntrega opens it; for lack of a departure, the item's
 * fechaRetiro closes it (both noted), or it runs to the period's end.
 */
export function tramosDelItem(
  item: EdpItemInput,
  contrato: EdpContratoInput,
  periodo: Periodo,
  movimientosDelActivo: readonly EdpMovimientoInput[],
): TramosItem {
  const movimientos = movimientosDelActivo
    .filter((m) => sentido(m) !== null)
    .sort(compareMovimientos)
  const abiertos: Array<{ desde: Limite; hasta: Limite | null }> = []
  let abierto: { desde: Limite } | null = null
  let entregaSinDespacho = false
  let retiroSinMovimiento = false
  const porMovimiento = (m: EdpMovimientoInput): Limite => ({
    fecha: diaDe(m.fecha),
    fuente: 'movimiento',
    movimiento: movimientoEvidencia(m),
  })
  // Folded one fecha at a time, each group in the order that keeps what happened that day.
  const enOrden: EdpMovimientoInput[] = []
  for (let i = 0; i < movimientos.length; ) {
    let fin = i
    while (fin < movimientos.length && movimientos[fin]?.fecha === movimientos[i]?.fecha) fin++
    const grupo = movimientos.slice(i, fin)
    i = fin
    // On rent when the group starts iff the last movement folded was an arrival (an arrival
    // always leaves it on rent, a departure never does).
    const ultimo = enOrden.at(-1)
    enOrden.push(...enOrdenDelDia(grupo, ultimo !== undefined && sentido(ultimo) === 'llega'))
  }
  for (const movimiento of enOrden) {
    if (sentido(movimiento) === 'llega') {
      // A second arrival while on rent adds nothing: the stretch began with the first.
      if (!abierto) abierto = { desde: porMovimiento(movimiento) }
    } else if (abierto) {
      abiertos.push({ desde: abierto.desde, hasta: porMovimiento(movimiento) })
      abierto = null
    } else if (abiertos.length === 0) {
      // Taken away without a recorded arrival: it was on rent from the item's fechaEntrega.
      abiertos.push({
        desde: { fecha: item.fechaEntrega, fuente: 'contrato', movimiento: null },
        hasta: porMovimiento(movimiento),
      })
    }
  }
  if (abierto) abiertos.push({ desde: abierto.desde, hasta: null })
  if (movimientos.length === 0) {
    abiertos.push({
      desde: { fecha: item.fechaEntrega, fuente: 'contrato', movimiento: null },
      hasta: null,
    })
  }

  let inicio = periodo.desde > contrato.fechaInicio ? periodo.desde : contrato.fechaInicio
  if (item.vigenciaDesde && item.vigenciaDesde > inicio) inicio = item.vigenciaDesde
  const fin =
    item.vigenciaHasta && item.vigenciaHasta < periodo.hasta ? item.vigenciaHasta : periodo.hasta
  const tramos: EdpTramo[] = []
  const dias = new Set<number>()
  for (const { desde, hasta: hastaMovimiento } of abiertos) {
    let hasta = hastaMovimiento
    // Still open: the item's fechaRetiro closes it when the contract recorded one.
    if (!hasta && item.fechaRetiro && item.fechaRetiro >= desde.fecha) {
      hasta = { fecha: item.fechaRetiro, fuente: 'contrato', movimiento: null }
    }
    const desdeClip: Limite =
      desde.fecha < inicio ? { ...desde, fecha: inicio, fuente: 'periodo' } : desde
    const hastaClip: Limite =
      !hasta || hasta.fecha > fin
        ? { fecha: fin, fuente: 'periodo', movimiento: hasta?.movimiento ?? null }
        : hasta
    // A fallback date that bounds no day of the period is no notice.
    if (desdeClip.fecha > hastaClip.fecha) continue
    if (desde.fuente === 'contrato') entregaSinDespacho = true
    if (hasta?.fuente === 'contrato' && hasta.fecha <= periodo.hasta) retiroSinMovimiento = true
    // A movement before the period still bounds the stretch: it stays as its evidence.
    tramos.push({
      desde:
        desdeClip.fuente === 'periodo' && desde.fuente === 'contrato'
          ? { ...desdeClip, movimiento: null }
          : desdeClip,
      hasta: hastaClip,
    })
    for (let dia = numeroDeDia(desdeClip.fecha); dia <= numeroDeDia(hastaClip.fecha); dia++) {
      dias.add(dia)
    }
  }
  const enPeriodo = (m: EdpMovimientoInput) =>
    diaDe(m.fecha) >= periodo.desde && diaDe(m.fecha) <= periodo.hasta
  return {
    tramos,
    dias: [...dias].sort((a, b) => a - b),
    llegadas: movimientos.filter((m) => sentido(m) === 'llega' && enPeriodo(m)),
    salidas: movimientos.filter((m) => sentido(m) === 'sale' && enPeriodo(m)),
    entregaSinDespacho,
    retiroSinMovimiento,
  }
}

/** Whether a report's hours count: signed by the operator or validated by HR. */
export const esCobrable = (report: EdpReportInput): boolean =>
  (ESTADOS_REPORT_COBRABLES as readonly string[]).includes(report.estado)

const JORNADA_TEXTO = { dia: 'turno día', noche: 'turno noche' } as const
const horas = (value: number) => `${formatNumber(value, { maxDecimals: 2 })} h`

function detalleReports(reports: readonly EdpReportInput[], motivo: 'falla' | 'clima'): string {
  const porMotivo = motivo === 'falla' ? 'por falla' : 'por clima'
  return reports
    .filter((r) => r.motivoDetencion === motivo)
    .map(
      (r) =>
        `Report ${r.folio} (${JORNADA_TEXTO[r.jornada]}): ${horas(r.horasDetenidas)} detenidas ${porMotivo}, sin horas trabajadas`,
    )
    .join('; ')
}

/**
 * The days on rent that are not billed. A day is excluded only when its signed or validated
 * reports (every jornada of it together) show no worked hours and:
 * - one of them stopped for `falla` (the machine broke down), or a lessor's falla incident covers
 *   it (the incident is its proof, with the reports if they say falla too; decision 064), or
 * - the contract does not bill rain (climaNoCobrable) and one stopped for `clima`, or
 * - the contract agrees it is not worked (diasNoLaborables).
 * A falla is named before a clima, a clima before an agreed day. A day with any worked hour is
 * billed, whatever else its reports say.
 */
export function diasExcluidos(
  dias: readonly number[],
  reportsDelActivo: readonly EdpReportInput[],
  contrato: EdpContratoInput,
  diasNoLaborables: readonly EdpDiaNoLaborableInput[],
  incidentesDelActivo: readonly EdpIncidenteInput[] = [],
): EdpDiaExcluido[] {
  // The incident covering a day: the earliest (by its start, folio, id) when several overlap.
  const incidentes = [...incidentesDelActivo].sort(
    (a, b) =>
      compareText(a.desde, b.desde) || compareText(a.folio, b.folio) || compareText(a.id, b.id),
  )
  const incidenteDel = (fecha: string) =>
    incidentes.find((i) => diaDe(i.desde) <= fecha && (i.hasta === null || fecha <= diaDe(i.hasta)))
  const porDia = new Map<string, EdpReportInput[]>()
  for (const report of reportsDelActivo) {
    if (!esCobrable(report)) continue
    const fecha = diaDe(report.fecha)
    const lista = porDia.get(fecha)
    if (lista) lista.push(report)
    else porDia.set(fecha, [report])
  }
  const acordados = new Map<string, string>()
  for (const dia of diasNoLaborables) {
    const fecha = diaDe(dia.fecha)
    // Two entries for one day: both details, in a fixed order.
    const previo = acordados.get(fecha)
    acordados.set(fecha, previo ? [previo, dia.detalle].sort(compareText).join('; ') : dia.detalle)
  }
  const excluidos: EdpDiaExcluido[] = []
  for (const numero of dias) {
    const fecha = fechaDeNumero(numero)
    const reports = (porDia.get(fecha) ?? []).sort(
      (a, b) =>
        compareText(a.jornada, b.jornada) ||
        compareText(a.folio, b.folio) ||
        compareText(a.id, b.id),
    )
    if (reports.some((r) => r.horasTrabajadas > 0)) continue
    const con = (motivo: string) =>
      reports.filter((r) => r.motivoDetencion === motivo && r.horasDetenidas > 0)
    let motivo: MotivoDiaNoCobrable | null = null
    let prueba: EdpReportInput[] = []
    let detalle = ''
    const incidente = incidenteDel(fecha)
    if (con('falla').length > 0 || incidente) {
      motivo = 'falla'
      prueba = con('falla')
      detalle = [
        incidente
          ? `Incidente ${incidente.folio} (falla desde el ${fechaText(diaDe(incidente.desde))}${incidente.hasta ? ` hasta el ${fechaText(diaDe(incidente.hasta))}` : ', abierto'}): ${incidente.descripcion}`
          : '',
        detalleReports(prueba, 'falla'),
      ]
        .filter(Boolean)
        .join('; ')
    } else if (contrato.climaNoCobrable && con('clima').length > 0) {
      motivo = 'clima'
      prueba = con('clima')
      detalle = `${detalleReports(prueba, 'clima')} (el contrato no cobra los días de lluvia)`
    } else if (acordados.has(fecha)) {
      motivo = 'acordado'
      detalle = `Día no laborable acordado en el contrato (${fechaText(fecha)}): ${acordados.get(fecha)}`
    }
    if (motivo) {
      excluidos.push({
        fecha,
        motivo,
        reports: prueba.map((r) => ({ id: r.id, folio: r.folio })),
        ...(motivo === 'falla' && incidente
          ? { incidente: { id: incidente.id, folio: incidente.folio } }
          : {}),
        detalle,
      })
    }
  }
  return excluidos
}
