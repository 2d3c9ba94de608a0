// What an external EDP is computed from (decision 064), loaded as the contracts'
// `calcularEdpExterno` takes it: the lessor's assets that were at the obra some day of the period
// (from their movements to and from it, with their guía and Santiago day), the lines of the
// lessor's agreements for them (the obra's and the general one), their daily reports at the obra
// in the period (every estado: an unsigned one blocks), their falla incidents that touch the
// period (from the day raised to the Santiago day closed, or open) and the valor UF of the closing
// date. The movements, reports and valor UF are read as the client's EDP reads them
// (../edp-common/edp-evidencia-comun.ts); nothing here computes an amount.
import { randomUUID } from 'node:crypto'
import {
  calcularEdpExterno,
  type EdpCalculo,
  type EdpExternoCalculoInput,
  type EdpLinea,
  type EdpLineaManualInput,
  type EdpMovimientoInput,
  FECHA_MINIMA,
  folioIncidente,
  lineaManualExterna,
  type Periodo,
  type TarifaArrendadorInput,
} from '@cordillera/contracts'
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { santiagoDay } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { acuerdoArriendoActivos, acuerdosArriendo, incidentes } from '../../db/schema/index.ts'
import { refuseForeignItems } from '../edp-common/edp-borrador-comun.ts'
import { movimientosDeObra, reportsDe, valorUfDe } from '../edp-common/edp-evidencia-comun.ts'
import { activosDelProveedor } from './acuerdos-arriendo.ts'

type Sentido = 'llega' | 'sale' | null
const sentido = (m: EdpMovimientoInput): Sentido =>
  m.tipo === 'despacho' || (m.tipo === 'traslado' && m.haciaObra)
    ? 'llega'
    : m.tipo === 'retiro' || (m.tipo === 'traslado' && !m.haciaObra)
      ? 'sale'
      : null

/**
 * Whether an asset was at the obra some day of the period: it moved to or from it within the
 * period, or its last movement before the period brought it there.
 */
function estuvoEnLaObra(movs: readonly EdpMovimientoInput[], periodo: Periodo): boolean {
  if (movs.some((m) => m.fecha >= periodo.desde && m.fecha <= periodo.hasta)) return true
  const antes = movs.filter((m) => m.fecha < periodo.desde && sentido(m) !== null)
  return antes.length > 0 && sentido(antes[antes.length - 1] as EdpMovimientoInput) === 'llega'
}

/** Everything the external EDP of `proveedorId` at `obraId` over `periodo` reads, but manual lines. */
export async function evidenciaExterna(
  db: Db | Tx,
  obraId: string,
  proveedorId: string,
  periodo: Periodo,
): Promise<Omit<EdpExternoCalculoInput, 'lineasManuales'>> {
  const delProveedor = await activosDelProveedor(db, proveedorId)
  // Every movement to or from the obra up to the period's end: an asset there for years still has
  // the despacho that brought it.
  const todos = await movimientosDeObra(
    db,
    delProveedor.map((a) => a.id),
    obraId,
    FECHA_MINIMA,
    periodo.hasta,
  )
  const porActivo = new Map<string, EdpMovimientoInput[]>()
  for (const m of todos) porActivo.set(m.activoId, [...(porActivo.get(m.activoId) ?? []), m])
  const presentes = delProveedor.filter((a) => estuvoEnLaObra(porActivo.get(a.id) ?? [], periodo))
  const ids = presentes.map((a) => a.id)
  const [acuerdos, reps, incs, valorUf] = await Promise.all([
    tarifasDe(db, ids, obraId, proveedorId),
    reportsDe(db, ids, obraId, periodo),
    incidentesDe(db, ids, periodo),
    valorUfDe(db, periodo.hasta),
  ])
  return {
    obraId,
    periodo,
    activos: presentes,
    acuerdos,
    movimientos: todos.filter((m) => ids.includes(m.activoId)),
    reports: reps,
    incidentes: incs,
    valorUf,
  }
}

/** The agreement lines of these assets that may bill them at this obra: its own and the general. */
async function tarifasDe(
  db: Db | Tx,
  activoIds: string[],
  obraId: string,
  proveedorId: string,
): Promise<TarifaArrendadorInput[]> {
  if (activoIds.length === 0) return []
  const rows = await db
    .select({ linea: acuerdoArriendoActivos, obraId: acuerdosArriendo.obraId })
    .from(acuerdoArriendoActivos)
    .innerJoin(acuerdosArriendo, eq(acuerdosArriendo.id, acuerdoArriendoActivos.acuerdoId))
    .where(
      and(
        eq(acuerdosArriendo.proveedorId, proveedorId),
        vigente(acuerdosArriendo),
        inArray(acuerdoArriendoActivos.activoId, activoIds),
        or(isNull(acuerdosArriendo.obraId), eq(acuerdosArriendo.obraId, obraId)),
      ),
    )
  return rows.map(({ linea, obraId: delAcuerdo }) => ({
    id: linea.id,
    obraId: delAcuerdo,
    activoId: linea.activoId,
    tarifa: linea.tarifa,
    unidadCobro: linea.unidadCobro as TarifaArrendadorInput['unidadCobro'],
    minimoHoras: linea.minimoHoras,
    minimoPor: linea.minimoPor as TarifaArrendadorInput['minimoPor'],
    moneda: linea.moneda as TarifaArrendadorInput['moneda'],
    vigenciaDesde: linea.vigenciaDesde,
    vigenciaHasta: linea.vigenciaHasta,
  }))
}

/** The assets' falla incidents that touch the period: raised by its end, not closed before it. */
async function incidentesDe(db: Db | Tx, activoIds: string[], periodo: Periodo) {
  if (activoIds.length === 0) return []
  const cerrado = sql<string | null>`(${santiagoDay(incidentes.cerradoEn)})::text`
  const rows = await db
    .select({
      id: incidentes.id,
      numero: incidentes.numero,
      activoId: incidentes.activoId,
      fecha: incidentes.fecha,
      cerrado,
      descripcion: incidentes.descripcion,
    })
    .from(incidentes)
    .where(
      and(
        inArray(incidentes.activoId, activoIds),
        eq(incidentes.tipo, 'falla'),
        vigente(incidentes),
        lte(incidentes.fecha, periodo.hasta),
        or(
          isNull(incidentes.cerradoEn),
          sql`${santiagoDay(incidentes.cerradoEn)} >= ${periodo.desde}::date`,
        ),
      ),
    )
  return rows.map((row) => ({
    id: row.id,
    folio: folioIncidente(row.numero),
    activoId: row.activoId,
    desde: row.fecha,
    hasta: row.cerrado,
    descripcion: row.descripcion,
  }))
}

/** A manual line as typed, in pesos (its id kept, or a new one). */
export const lineasManualesExternasDe = (inputs: readonly EdpLineaManualInput[]): EdpLinea[] =>
  inputs.map((input) => lineaManualExterna({ ...input, id: input.id ?? randomUUID() }))

/** The external EDP computed from the evidence with its manual lines. */
export async function calcularEdpExternoDe(
  db: Db | Tx,
  obraId: string,
  proveedorId: string,
  periodo: Periodo,
  lineasManuales: readonly EdpLinea[] = [],
): Promise<EdpCalculo> {
  const evidencia = await evidenciaExterna(db, obraId, proveedorId, periodo)
  const calculo = calcularEdpExterno({ ...evidencia, lineasManuales })
  // A manual line about an asset's tariff names one of the lines computed here.
  refuseForeignItems(
    lineasManuales,
    new Set(calculo.items.map((item) => item.itemId)),
    'La tarifa no es de este EDP: elija un activo del proveedor en la obra en el período.',
  )
  return calculo
}
