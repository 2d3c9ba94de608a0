// POST /v1/activos/{id}/movimientos: records one movement of an asset and moves the asset's
// estado, estado_desde and obra with it, in one transaction (decisions 019 and 027): this is the
// only code that writes them.
//
// Locks, in the order of decision 025 (anything else first, the asset last): the destination obra
// is read FOR SHARE (it cannot be deleted or closed under the movement), then the asset FOR
// UPDATE. Simultaneous movements of one asset wait on its row; each then reads the estado the
// previous one left, so of twenty despachos of one available asset one goes out and nineteen are
// told where it already is (409). The guía's unique index is the last guard between assets.
import {
  type createMovimientoSchema,
  type EstadoActivo,
  estadoTrasMovimiento,
  fechaHoraText,
  type MovimientoCreado,
  normalizeRut,
} from '@cordillera/contracts'
import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts'
import { vigente } from '../../db/schema/columns.ts'
import { movimientos, obras, solicitudes } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import { conflict } from '../../http/api-error.ts'
import { EMISOR } from '../../pdf/emisor.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { activoRecords } from '../activos/activo-records.ts'
import { movimientoRowsByIds } from './movimiento-rows.ts'

type CreateMovimientoInput = z.output<typeof createMovimientoSchema>

/** The guías are the company's own: their issuer is the RUT printed on its documents. */
export const EMISOR_GUIAS_RUT = normalizeRut(EMISOR.rut) ?? EMISOR.rut

const GUIA_UNIQUE = 'movimientos_guia_uq'

const guiaUsada = (folio: number | null) =>
  `La guía de despacho N° ${folio} ya fue usada en otro movimiento: cada folio se emite una vez.`

export async function createMovimiento(
  db: Db,
  actor: Actor,
  activoId: string,
  input: CreateMovimientoInput,
): Promise<MovimientoCreado> {
  try {
    return await db.transaction((tx) => recordMovimiento(tx, actor, activoId, input))
  } catch (error) {
    const pg = pgErrorOf(error)
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === GUIA_UNIQUE) {
      throw conflict(guiaUsada(input.guiaDespacho))
    }
    throw error
  }
}

async function recordMovimiento(
  tx: Tx,
  actor: Actor,
  activoId: string,
  input: CreateMovimientoInput,
): Promise<MovimientoCreado> {
  await checkRelated(tx, input)
  const before = await activoRecords.find(tx, activoId, { forUpdate: true })
  if (!before) throw activoRecords.missing()

  const fecha = new Date(input.fecha)
  const [ultimo] = await tx
    .select({ fecha: movimientos.fecha })
    .from(movimientos)
    .where(eq(movimientos.activoId, activoId))
    .orderBy(desc(movimientos.fecha), desc(movimientos.id))
    .limit(1)
  if (ultimo && fecha < ultimo.fecha) {
    throw invalidFields({
      fecha: `Hay un movimiento posterior (${fechaHoraText(ultimo.fecha.toISOString())}): registre los movimientos en orden.`,
    })
  }

  const next = estadoTrasMovimiento(
    { estado: before.estado as EstadoActivo, obraId: before.obraActualId, codigo: before.codigo },
    input,
  )
  if ('error' in next) throw conflict(next.error)

  const guiaEmisor = input.guiaDespacho === null ? null : EMISOR_GUIAS_RUT
  if (input.guiaDespacho !== null) {
    const [usada] = await tx
      .select({ id: movimientos.id })
      .from(movimientos)
      .where(
        and(
          eq(movimientos.guiaEmisor, EMISOR_GUIAS_RUT),
          eq(movimientos.guiaDespacho, input.guiaDespacho),
        ),
      )
    if (usada) throw conflict(guiaUsada(input.guiaDespacho))
  }

  const [movimiento] = await tx
    .insert(movimientos)
    .values({
      activoId,
      tipo: input.tipo,
      fecha,
      desdeLugar: next.desde.lugar,
      desdeObraId: next.desde.obraId,
      hastaLugar: next.hasta.lugar,
      hastaObraId: next.hasta.obraId,
      estadoResultante: next.estado,
      solicitudId: input.solicitudId ?? null,
      guiaDespacho: input.guiaDespacho,
      guiaEmisor,
      transportista: input.transportista ?? null,
      responsable: input.responsable,
      observaciones: input.observaciones ?? null,
      createdBy: actor.id,
    })
    .returning()
  if (!movimiento) throw new Error('movimiento: insert returned no row')
  await writeAudit(tx, {
    usuarioId: actor.id,
    entity: 'movimiento',
    entityId: movimiento.id,
    action: 'crear',
    before: null,
    after: auditState(movimiento),
  })
  const after = await activoRecords.write(
    tx,
    actor,
    before,
    { estado: next.estado, estadoDesde: fecha, obraActualId: next.obraId },
    'editar',
  )
  const [row] = await movimientoRowsByIds(tx, [movimiento.id])
  if (!row) throw new Error('movimiento: inserted row not found')
  return {
    movimiento: row,
    activo: {
      id: after.id,
      estado: after.estado as EstadoActivo,
      estadoDesde: after.estadoDesde.toISOString(),
      // Only a movement to an obra leaves the asset at one: the obra it names.
      obraActual: after.obraActualId === null ? null : row.hasta.obra,
      version: after.version,
    },
  }
}

/** 400 per field: the destination obra exists, is not deleted and is active; so is the request. */
async function checkRelated(tx: Tx, input: CreateMovimientoInput) {
  const fields: Record<string, string> = {}
  if (input.hastaObraId !== null) {
    const [obra] = await tx
      .select({ activa: obras.activa, codigo: obras.codigo })
      .from(obras)
      .where(and(eq(obras.id, input.hastaObraId), vigente(obras)))
      .for('share')
    if (!obra) fields.hastaObraId = 'La obra de destino no existe.'
    else if (!obra.activa) {
      fields.hastaObraId = `La obra ${obra.codigo} está inactiva: no recibe activos.`
    }
  }
  if (input.solicitudId) {
    const [solicitud] = await tx
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(and(eq(solicitudes.id, input.solicitudId), vigente(solicitudes)))
    if (!solicitud) fields.solicitudId = 'La solicitud no existe.'
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
