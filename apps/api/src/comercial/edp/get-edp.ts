// GET /v1/edp/{id} (and the site client's GET /v1/edp-cliente/{id}): an EDP with its lines and
// their evidence, what the computation found for each item, its history and its previous
// revisions; the answer of every write too. Scoped to a site client's obras, another obra's EDP
// (or one never sent to the site) is as missing as one that never existed, and an EDP back with
// staff (observado por obra, revisión comercial 2) is shown as the site received it: the revision
// it observed, from its snapshot (`edp_revisiones`), never staff's draft (decision 061, addendum).
import type {
  AccionEdp,
  EdpDetail,
  EdpHistorial,
  EdpItemCalculo,
  EdpLineaGuardada,
  EdpObservacionLinea,
  EdpProblema,
  EdpRevision,
  EstadoEdp,
  OrigenEdp,
} from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edpHistorial, edpLineas, edpRevisiones, edps } from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import {
  historialGuardado,
  lineasGuardadas,
  revisionesGuardadas,
  valorUfGuardado,
} from '../../records/edp/edp-detalle-comun.ts'
import { edpRecords } from './edp-records.ts'
import { deObras, ESTADOS_EDP_DE_VUELTA, selectEdps, toEdpRow } from './edp-rows.ts'

/** What an EDP keeps of its last computation besides its lines (`edps.calculo`). */
export type EdpCalculoGuardado = { items: EdpItemCalculo[]; problemas: EdpProblema[] }

export async function getEdp(
  db: Db | Tx,
  id: string,
  options: { obraIds?: readonly string[] } = {},
): Promise<EdpDetail> {
  const [found] = await selectEdps(db, authorColumns(edps)).where(
    and(eq(edps.id, id), vigente(edps), options.obraIds ? deObras(options.obraIds) : undefined),
  )
  if (!found) throw edpRecords.missing()
  const { creadoPor, actualizadoPor, ...selected } = found
  const { record } = selected
  const [lineas, historial, revisiones] = await Promise.all([
    lineasOf(db, id),
    historialOf(db, id),
    revisionesOf(db, id),
  ])
  const calculo = record.calculo as EdpCalculoGuardado
  const detail: EdpDetail = {
    ...toEdpRow(selected),
    valorUf: valorUfGuardado(record),
    lineas,
    items: calculo.items,
    problemas: calculo.problemas,
    historial,
    revisiones,
    creadoPor,
    actualizadoPor,
  }
  return options.obraIds ? comoLoRecibioLaObra(detail) : detail
}

/**
 * The EDP as the site received it. In revisión obra or approved, the site's answer is pending on
 * (or was given to) the EDP as it stands. Back with staff (observado por obra, revisión comercial
 * 2) it shows the revision the site observed, kept when it observed: its lines, totals and
 * observation. In revisión comercial 2 the items' days and hours and the problems are the draft's
 * (each edit recomputes them; the snapshot does not keep them), so they are left out, and so are
 * staff's edits since the observation in the history.
 */
function comoLoRecibioLaObra(detail: EdpDetail): EdpDetail {
  if (!ESTADOS_EDP_DE_VUELTA.includes(detail.estado)) return detail
  const enviada = detail.revisiones.find((revision) => revision.revision === detail.revision)
  // Every way into these estados passes through observar, which keeps the snapshot; the demo
  // seed's EDPs may lack it (it keeps only the revisions resent since) and were never edited
  // after the observation: they stand as the site received them.
  if (!enviada) return detail
  const enBorrador = detail.estado === 'revision-comercial-2'
  const observada = detail.historial.findLastIndex((entrada) => entrada.accion === 'observar')
  return {
    ...detail,
    neto: enviada.neto,
    iva: enviada.iva,
    total: enviada.total,
    lineas: enviada.lineas,
    items: enBorrador ? [] : detail.items,
    problemas: enBorrador ? [] : detail.problemas,
    historial: detail.historial.filter(
      (entrada, index) => !(entrada.accion === 'editar' && index > observada),
    ),
  }
}

export function lineasOf(db: Db | Tx, edpId: string): Promise<EdpLineaGuardada[]> {
  return lineasGuardadas(db, edpLineas, edpLineas.edpId, edpId)
}

function historialOf(db: Db | Tx, edpId: string): Promise<EdpHistorial[]> {
  return historialGuardado<PalabrasEdp, typeof edpHistorial.$inferSelect, Observaciones>(
    db,
    edpHistorial,
    edpHistorial.edpId,
    edpId,
    observacionesDe,
  )
}

function revisionesOf(db: Db | Tx, edpId: string): Promise<EdpRevision[]> {
  return revisionesGuardadas(
    db,
    edpRevisiones,
    edpRevisiones.edpId,
    edpId,
    (row: typeof edpRevisiones.$inferSelect) => ({
      observacion: row.observacion,
      ...observacionesDe(row),
    }),
  )
}

type Observaciones = { observacionesLineas: EdpObservacionLinea[] }

/** The site's per-line comments an entry or a revision keeps (none: an empty list). */
const observacionesDe = (row: { observacionesLineas: unknown }): Observaciones => ({
  observacionesLineas: (row.observacionesLineas ?? []) as EdpObservacionLinea[],
})

type PalabrasEdp = { accion: AccionEdp; estado: EstadoEdp; origen: OrigenEdp }
