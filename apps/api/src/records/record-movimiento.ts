// Recording one movement of an asset inside a caller's transaction: the one mechanism that writes
// an asset's estado, estado_desde and obra (decisions 019 and 027). The movements' own route
// (`POST /v1/activos/{id}/movimientos`) and the completion of a request by logistics
// (`POST /v1/solicitudes-pendientes/{id}/completar`) both call it, so a movement is checked,
// stored and audited the same way whoever records it.
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
import type { Db, Tx } from '../db/database.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/pg-error.ts'
import { vigente } from '../db/schema/columns.ts'
import { type activos, movimientos, obras, solicitudes } from '../db/schema/index.ts'
import { writeAudit } from '../db/write-audit.ts'
import { conflict } from '../http/api-error.ts'
import { EMISOR } from '../pdf/emisor.ts'
import { activoRecords } from './activo-records.ts'
import type { Actor } from './actor.ts'
import { movimientoRowsByIds } from './movimiento-filas.ts'
import { auditState } from './tracking.ts'
import { invalidFields } from './write-errors.ts'

/** A movement as recorded: its guía typed, or null while its guía electrónica is issued. */
export type MovimientoInput = Omit<z.output<typeof createMovimientoSchema>, 'guiaElectronica'>
export type MovimientoRecord = typeof movimientos.$inferSelect
type ActivoRecord = typeof activos.$inferSelect

type CreateMovimientoOutput = z.output<typeof createMovimientoSchema>

/**
 * Recording a despacho or retiro with its guía electrónica (decision 091): the movement and its
 * guía in one transaction. The SII module issues it (sii/emitir-guia.ts); the movements' route is
 * handed it by the app, since an area imports no other area.
 */
export type RegistrarConGuiaElectronica = (
  db: Db,
  actor: Actor,
  activoId: string,
  input: CreateMovimientoOutput & {
    guiaElectronica: NonNullable<CreateMovimientoOutput['guiaElectronica']>
  },
) => Promise<MovimientoCreado>

/** The answer of a recorded movement, read in its transaction: the row and what it left the asset in. */
export async function movimientoCreado(
  tx: Tx,
  movimientoId: string,
  activo: ActivoRecord,
): Promise<MovimientoCreado> {
  const [row] = await movimientoRowsByIds(tx, [movimientoId])
  if (!row) throw new Error('movimiento: inserted row not found')
  return {
    movimiento: row,
    activo: {
      id: activo.id,
      estado: activo.estado as EstadoActivo,
      estadoDesde: activo.estadoDesde.toISOString(),
      // Only a movement to an obra leaves the asset at one: the obra it names.
      obraActual: activo.obraActualId === null ? null : row.hasta.obra,
      version: activo.version,
    },
  }
}

/** The guías are the company's own: their issuer is the RUT printed on its documents. */
export const EMISOR_GUIAS_RUT = normalizeRut(EMISOR.rut) ?? EMISOR.rut

const GUIA_UNIQUE = 'movimientos_guia_uq'

export const guiaUsada = (folio: number | null) =>
  folio === null
    ? 'Una de las guías de despacho ya fue usada en otro movimiento: cada folio se emite una vez.'
    : `La guía de despacho N° ${folio} ya fue usada en otro movimiento: cada folio se emite una vez.`

/**
 * A guía repeated by a concurrent transaction breaks the unique index at commit or insert: that
 * is the same 409 as the check's. `folio` names it when the caller recorded only one.
 */
export function rethrowGuiaUsada(error: unknown, folio: number | null): never {
  const pg = pgErrorOf(error)
  if (pg?.code === UNIQUE_VIOLATION && pg.constraint === GUIA_UNIQUE)
    throw conflict(guiaUsada(folio))
  throw error
}

/**
 * Records `input` for the asset of `activoId` in `tx`: checks the destination obra and the
 * request (400), locks the asset (404), refuses a movement dated before its last one (400), one
 * the state machine refuses from the estado read under the lock (409) and a used guía (409);
 * then inserts the movement with its `crear` audit entry and moves the asset (version + 1, its
 * `editar` entry). `field` prefixes the 400s' field names when the caller's input is a list.
 */
export async function recordMovimiento(
  tx: Tx,
  actor: Actor,
  activoId: string,
  input: MovimientoInput,
  options: { field?: (name: string) => string } = {},
): Promise<{ movimiento: MovimientoRecord; activo: ActivoRecord }> {
  const field = options.field ?? ((name: string) => name)
  await checkRelated(tx, input, field)
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
      [field('fecha')]:
        `Hay un movimiento posterior (${fechaHoraText(ultimo.fecha.toISOString())}): registre los movimientos en orden.`,
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
  const activo = await activoRecords.write(
    tx,
    actor,
    before,
    { estado: next.estado, estadoDesde: fecha, obraActualId: next.obraId },
    'editar',
  )
  return { movimiento, activo }
}

/** 400 per field: the destination obra exists, is not deleted and is active; so is the request. */
async function checkRelated(tx: Tx, input: MovimientoInput, field: (name: string) => string) {
  const fields: Record<string, string> = {}
  if (input.hastaObraId !== null) {
    const [obra] = await tx
      .select({ activa: obras.activa, codigo: obras.codigo })
      .from(obras)
      .where(and(eq(obras.id, input.hastaObraId), vigente(obras)))
      .for('share')
    if (!obra) fields[field('hastaObraId')] = 'La obra de destino no existe.'
    else if (!obra.activa) {
      fields[field('hastaObraId')] = `La obra ${obra.codigo} está inactiva: no recibe activos.`
    }
  }
  if (input.solicitudId) {
    const [solicitud] = await tx
      .select({ id: solicitudes.id })
      .from(solicitudes)
      .where(and(eq(solicitudes.id, input.solicitudId), vigente(solicitudes)))
    if (!solicitud) fields[field('solicitudId')] = 'La solicitud no existe.'
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
