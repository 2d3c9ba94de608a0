// The moves of an external EDP that staff make (decision 064): emitir (borrador → emitido), and
// the answer to each of the lessor's adjustment requests while it is en ajuste — accepted, the line
// takes the amount asked and the EDP its next revision (the previous kept read-only); rejected,
// with the reason. Once no request waits, the EDP is emitido again for the lessor to accept.
// Each is one transaction with the EDP's row locked at the version read (409 when it moved or
// stands elsewhere), its audit entries and an entry of its history.
import {
  type AceptarSolicitudAjusteInput,
  type EdpExternoDetail,
  type EdpLinea,
  ESTADO_EDP_EXTERNO_LABEL,
  type EstadoEdpExterno,
  folioSolicitudAjuste,
  formatClp,
  type RechazarSolicitudAjusteInput,
  type TransicionEdpExternoInput,
  totalesDeLineas,
} from '@cordillera/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edpExternoRevisiones, edpsExternos, solicitudesAjuste } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { lineasExternasOf } from '../../records/edp/edp-externo-filas.ts'
import { moverEdpExterno } from '../../records/edp/edp-externo-movida.ts'
import { anotar } from '../../records/edp/edp-historial.ts'
import { replaceLineasExternas } from './edp-externo-draft.ts'
import {
  type EdpExternoRecord,
  edpExternoRecords,
  solicitudAjusteRecords,
} from './edp-externo-records.ts'
import { getEdpExterno } from './get-edp-externo.ts'

/** Where an external EDP stands, as a refusal says it: "este está emitido". */
export const estadoAhora = (estado: string): string =>
  (ESTADO_EDP_EXTERNO_LABEL[estado as EstadoEdpExterno] ?? estado).toLowerCase()

/** POST /v1/edp-externos/{id}/emitir: borrador → emitido, for the lessor to answer. */
export function emitEdpExterno(
  db: Db,
  actor: Actor,
  id: string,
  input: TransicionEdpExternoInput & { version: number },
): Promise<EdpExternoDetail> {
  return moverEdpExterno(
    edpExternoRecords,
    db,
    actor,
    { id, version: input.version },
    {
      from: ['borrador'],
      to: 'emitido',
      refused: (_tx, found) =>
        `Solo se emite un EDP externo en borrador; este está ${estadoAhora(found.estado)}.`,
      action: 'emitir',
    },
    { origen: 'personal', comentario: input.comentario ?? null },
    (tx) => getEdpExterno(tx, id),
  )
}

type Respuesta = {
  tipo: 'aceptar' | 'rechazar'
  input: (AceptarSolicitudAjusteInput | RechazarSolicitudAjusteInput) & { version: number }
}

/** The EDP locked en ajuste at the version read, and its request, pending, locked too. */
async function lockAmbos(tx: Tx, id: string, solicitudId: string, version: number) {
  const before = await edpExternoRecords.lock(
    tx,
    { id, version },
    {
      refuse: (found) => {
        if (found && found.estado !== 'en-ajuste') {
          throw conflict(
            `Solo se responden las solicitudes de ajuste de un EDP externo en ajuste; este está ${estadoAhora(found.estado)}.`,
          )
        }
      },
    },
  )
  const [solicitud] = await tx
    .select()
    .from(solicitudesAjuste)
    .where(
      and(
        eq(solicitudesAjuste.id, solicitudId),
        eq(solicitudesAjuste.edpExternoId, id),
        vigente(solicitudesAjuste),
      ),
    )
    .for('update')
  if (!solicitud) throw solicitudAjusteRecords.missing()
  if (solicitud.estado !== 'pendiente') {
    throw conflict(
      `La solicitud ${folioSolicitudAjuste(solicitud.numero)} ya fue ${solicitud.estado}.`,
    )
  }
  return { before, solicitud }
}

/** Whether another request of the EDP still waits (then it stays en ajuste). */
async function otrasPendientes(tx: Tx, id: string, solicitudId: string) {
  const [otra] = await tx
    .select({ id: solicitudesAjuste.id })
    .from(solicitudesAjuste)
    .where(
      and(
        eq(solicitudesAjuste.edpExternoId, id),
        ne(solicitudesAjuste.id, solicitudId),
        eq(solicitudesAjuste.estado, 'pendiente'),
        vigente(solicitudesAjuste),
      ),
    )
    .limit(1)
  return otra !== undefined
}

/**
 * POST /v1/edp-externos/{id}/solicitudes-ajuste/{solicitudId}/aceptar and …/rechazar: the answer
 * to one of the lessor's requests, at the EDP's version read.
 */
export function answerSolicitudAjuste(
  db: Db,
  actor: Actor,
  id: string,
  solicitudId: string,
  respuesta: Respuesta,
): Promise<EdpExternoDetail> {
  return edpExternoRecords.transaction(db, async (tx) => {
    const { before, solicitud } = await lockAmbos(tx, id, solicitudId, respuesta.input.version)
    const hacia: EstadoEdpExterno = (await otrasPendientes(tx, id, solicitudId))
      ? 'en-ajuste'
      : 'emitido'
    const folio = folioSolicitudAjuste(solicitud.numero)
    const texto = respuesta.input.respuesta ?? null
    const movido = hacia !== before.estado ? { estado: hacia, estadoDesde: new Date() } : {}
    let after: EdpExternoRecord
    if (respuesta.tipo === 'aceptar') {
      after = await aceptar(tx, actor, before, solicitud, folio, movido)
    } else {
      after = await edpExternoRecords.write(tx, actor, before, movido, 'rechazar-ajuste')
    }
    await solicitudAjusteRecords.write(
      tx,
      actor,
      solicitud,
      {
        estado: respuesta.tipo === 'aceptar' ? 'aceptada' : 'rechazada',
        estadoDesde: new Date(),
        respuesta: texto,
        respondidaPor: actor.id,
      },
      respuesta.tipo === 'aceptar' ? 'aceptar-ajuste' : 'rechazar-ajuste',
    )
    await anotar(
      tx,
      actor,
      { edpExternoId: id },
      {
        revision: after.revision,
        accion: respuesta.tipo === 'aceptar' ? 'aceptar-ajuste' : 'rechazar-ajuste',
        desde: before.estado,
        hacia,
        origen: 'personal',
        comentario: texto ? `${folio}: ${texto}` : folio,
        solicitudAjusteId: solicitud.id,
      },
    )
    return getEdpExterno(tx, id)
  })
}

/**
 * Accepting: the revision the lessor saw is kept read-only, the line it asked about takes the
 * amount asked (its evidence says why), the totals are recomputed and the next revision begins.
 */
async function aceptar(
  tx: Tx,
  actor: Actor,
  before: EdpExternoRecord,
  solicitud: typeof solicitudesAjuste.$inferSelect,
  folio: string,
  movido: Partial<EdpExternoRecord>,
): Promise<EdpExternoRecord> {
  const guardadas = await lineasExternasOf(tx, before.id)
  if (!guardadas.some((linea) => linea.id === solicitud.lineaId)) {
    throw conflict(
      `La línea de la solicitud ${folio} ya no está en el EDP externo: recházela con el motivo.`,
    )
  }
  await tx.insert(edpExternoRevisiones).values({
    edpExternoId: before.id,
    revision: before.revision,
    neto: before.neto,
    iva: before.iva,
    total: before.total,
    lineas: guardadas,
    motivo: `${folio}: ${solicitud.motivo}`,
  })
  const lineas: EdpLinea[] = guardadas.map(
    ({ lineaId: _id, posicion: _posicion, origen: _origen, ...linea }) => {
      if (linea.id !== solicitud.lineaId) return linea
      const monto = solicitud.montoSolicitado
      return {
        ...linea,
        bruto: monto,
        descuento: 0,
        monto,
        evidencia: {
          ...linea.evidencia,
          notas: [
            ...linea.evidencia.notas,
            `Ajustada por la solicitud ${folio} del arrendador (revisión ${before.revision}): ${formatClp(linea.monto ?? 0)} → ${formatClp(monto)}. Motivo: ${solicitud.motivo}`,
          ],
        },
      }
    },
  )
  const totales = totalesDeLineas(lineas)
  if (!totales) throw new Error(`edp-externo ${before.id}: a stored line without its pesos`)
  return edpExternoRecords.write(
    tx,
    actor,
    before,
    {
      ...movido,
      ...totales,
      revision: sql`${edpsExternos.revision} + 1` as unknown as number,
    },
    'aceptar-ajuste',
    (tx) => replaceLineasExternas(tx, before.id, lineas),
  )
}
