// The moves of an EDP's workflow (docs/domain.md, "Estados de pago"; decision 061), each one
// `records.move` at the version read (the row locked: of twenty simultaneous approvals one moves
// it, the others find it moved and get a 409), its audit entry, and an entry of the EDP's history
// with who, when, the comment and who recorded it: the site client itself (`cliente`) or staff
// (`comercial`; for aprobar and observar, the site's answer recorded on its behalf). Reenviar keeps
// the revision the site observed, read-only (kept when it observes), and starts the next one.
import {
  type EdpDetail,
  type EdpObservacionLinea,
  type EstadoEdp,
  type OrigenEdp,
  TRANSICIONES_EDP,
  type TransicionEdp,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { edpRevisiones, edps } from '../../db/schema/index.ts'
import type { AuditAction } from '../../db/write-audit.ts'
import { notifyEdpEnObra } from '../../notify/events.ts'
import type { Actor } from '../../records/actor.ts'
import { anotar } from '../../records/edp/edp-historial.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { type EdpRecord, edpRecords } from './edp-records.ts'
import { deObras } from './edp-rows.ts'
import { getEdp, lineasOf } from './get-edp.ts'

/** Where an EDP stands, as a refusal says it: "este está en revisión obra". */
export const ESTADO_EDP_AHORA: Record<EstadoEdp, string> = {
  'revision-comercial-1': 'en revisión comercial 1',
  'revision-obra': 'en revisión obra',
  'observado-obra': 'observado por obra',
  'revision-comercial-2': 'en revisión comercial 2',
  'aprobado-obra': 'aprobado por obra y cerrado',
}

const SOLO: Record<TransicionEdp, string> = {
  'enviar-a-obra': 'Solo se envía a obra un EDP en revisión comercial 1',
  observar: 'Solo se observa un EDP en revisión obra',
  'tomar-observacion': 'Solo se toma la observación de un EDP observado por obra',
  reenviar: 'Solo se reenvía a obra un EDP en revisión comercial 2',
  aprobar: 'Solo se aprueba un EDP en revisión obra',
}

/** "Solo se aprueba un EDP en revisión obra; este está aprobado por obra y cerrado." */
export const fueraDeEstado = (transicion: TransicionEdp, found: EdpRecord): string =>
  `${SOLO[transicion]}; este está ${ESTADO_EDP_AHORA[found.estado as EstadoEdp]}.`

const AUDIT: Record<TransicionEdp, AuditAction> = {
  'enviar-a-obra': 'enviar-a-obra',
  observar: 'observar',
  'tomar-observacion': 'tomar-observacion',
  reenviar: 'reenviar',
  aprobar: 'aprobar',
}

export type TransicionInput = {
  version: number
  comentario?: string | null | undefined
  lineas?: readonly { lineaId: string; comentario: string }[] | undefined
}

/** Who makes the move: staff (the default) or a site client, whose obras scope what it reaches. */
export type QuienMueve = { origen: OrigenEdp; obraIds?: readonly string[] }

/** The per-line comments of an observation, each naming a line of this EDP as it is now. */
async function observacionesDe(
  tx: Tx,
  edpId: string,
  lineas: TransicionInput['lineas'],
): Promise<EdpObservacionLinea[]> {
  if (!lineas || lineas.length === 0) return []
  const actuales = new Map((await lineasOf(tx, edpId)).map((linea) => [linea.lineaId, linea]))
  const problemas: Record<string, string> = {}
  const vistas = new Set<string>()
  const observaciones = lineas.flatMap((observada, index) => {
    const linea = actuales.get(observada.lineaId)
    if (!linea) {
      problemas[`lineas.${index}.lineaId`] = 'La línea observada no es de este EDP.'
      return []
    }
    if (vistas.has(observada.lineaId)) {
      problemas[`lineas.${index}.lineaId`] = 'Esta línea ya está observada: una vez por línea.'
      return []
    }
    vistas.add(observada.lineaId)
    const { posicion, descripcion } = linea
    return [{ lineaId: linea.lineaId, posicion, descripcion, comentario: observada.comentario }]
  })
  if (Object.keys(problemas).length > 0) throw invalidFields(problemas)
  return observaciones
}

/**
 * Keeps the revision the site observed, read-only, as it saw it: its lines and totals, its
 * comment and its per-line comments. Staff then edit the EDP and resend it as the next revision.
 */
async function guardarRevision(
  tx: Tx,
  before: EdpRecord,
  comentario: string | null,
  observaciones: readonly EdpObservacionLinea[],
) {
  await tx.insert(edpRevisiones).values({
    edpId: before.id,
    revision: before.revision,
    neto: before.neto,
    iva: before.iva,
    total: before.total,
    lineas: await lineasOf(tx, before.id),
    observacion: comentario,
    observacionesLineas: observaciones,
  })
}

/** One move of the workflow, answered with the EDP as it stays. */
export function moveEdp(
  db: Db,
  actor: Actor,
  id: string,
  transicion: TransicionEdp,
  input: TransicionInput,
  quien: QuienMueve = { origen: 'comercial' },
): Promise<EdpDetail> {
  const { from, to } = TRANSICIONES_EDP[transicion]
  return edpRecords.transaction(db, async (tx) => {
    let observaciones: EdpObservacionLinea[] = []
    let desde: string | null = null
    const after = await edpRecords.move(
      tx,
      actor,
      { id, version: input.version, scope: quien.obraIds ? deObras(quien.obraIds) : undefined },
      {
        from,
        to,
        refused: (_tx, found) => fueraDeEstado(transicion, found),
        action: AUDIT[transicion],
        ...(transicion === 'reenviar'
          ? { set: { revision: sql`${edps.revision} + 1` as unknown as number } }
          : {}),
        check: async (tx, before) => {
          desde = before.estado
          if (transicion === 'observar') {
            observaciones = await observacionesDe(tx, id, input.lineas)
            await guardarRevision(tx, before, input.comentario ?? null, observaciones)
          }
        },
      },
    )
    await anotar(
      tx,
      actor,
      { edpId: id },
      {
        revision: after.revision,
        accion: transicion,
        desde,
        hacia: to,
        origen: quien.origen,
        comentario: input.comentario ?? null,
        observacionesLineas: observaciones.length > 0 ? observaciones : null,
      },
    )
    if (to === 'revision-obra') await notifyEdpEnObra(tx, after)
    return getEdp(tx, id, quien.obraIds ? { obraIds: quien.obraIds } : {})
  })
}

/** The route operations: staff's five moves, and the site client's two answers. */
export const sendEdp = (db: Db, actor: Actor, id: string, input: TransicionInput) =>
  moveEdp(db, actor, id, 'enviar-a-obra', input)
export const observeEdp = (db: Db, actor: Actor, id: string, input: TransicionInput) =>
  moveEdp(db, actor, id, 'observar', input)
export const takeEdpObservation = (db: Db, actor: Actor, id: string, input: TransicionInput) =>
  moveEdp(db, actor, id, 'tomar-observacion', input)
export const resendEdp = (db: Db, actor: Actor, id: string, input: TransicionInput) =>
  moveEdp(db, actor, id, 'reenviar', input)
export const approveEdp = (db: Db, actor: Actor, id: string, input: TransicionInput) =>
  moveEdp(db, actor, id, 'aprobar', input)

export const approveEdpCliente = (
  db: Db,
  actor: Actor,
  obraIds: readonly string[],
  id: string,
  input: TransicionInput,
) => moveEdp(db, actor, id, 'aprobar', input, { origen: 'cliente', obraIds })
export const observeEdpCliente = (
  db: Db,
  actor: Actor,
  obraIds: readonly string[],
  id: string,
  input: TransicionInput,
) => moveEdp(db, actor, id, 'observar', input, { origen: 'cliente', obraIds })
