// A lessor's agreements (decision 064), kept from the proveedor's edit screen with its key: the
// list (with the assets the proveedor owns, what an agreement may list), create, edit (the whole
// list of assets replaced) and delete, each through the records mechanism (audit with the assets
// before and after, version 409). An agreement names its obra or none (the general one; one of each
// per proveedor, `acuerdos_arriendo_proveedor_obra_uq`); each asset is the proveedor's.
import type {
  AcuerdoArriendoDetail,
  AcuerdoArriendoRow,
  AcuerdosArriendo,
  CreateAcuerdoArriendoInput,
  UpdateAcuerdoArriendoInput,
} from '@cordillera/contracts'
import { acuerdoActivoInputSchema } from '@cordillera/contracts'
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import {
  activoConMarcaJoin,
  activoNombrado,
  joined,
  marcaYTipoJoin,
  obraRef,
} from '../../db/joins.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  acuerdoArriendoActivos,
  acuerdosArriendo,
  obras,
  proveedores,
} from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import { trackingOf } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { type AcuerdoArriendoRecord, acuerdoArriendoRecords } from './edp-externo-records.ts'

type ActivoAcuerdo = z.output<typeof acuerdoActivoInputSchema>

const PROVEEDOR_NO_EXISTE = 'No encontramos el proveedor.'

async function proveedorExiste(db: Db | Tx, proveedorId: string) {
  const [found] = await db
    .select({ id: proveedores.id })
    .from(proveedores)
    .where(and(eq(proveedores.id, proveedorId), vigente(proveedores)))
  if (!found) throw notFound(PROVEEDOR_NO_EXISTE)
}

/** The proveedor's assets (not deleted), by código, named as its agreements and EDPs name them. */
export function activosDelProveedor(db: Db | Tx, proveedorId: string) {
  return joined(db.select(activoNombrado).from(activos).$dynamic(), marcaYTipoJoin)
    .where(and(eq(activos.proveedorId, proveedorId), vigente(activos)))
    .orderBy(asc(activos.codigo))
}

async function rowsOf(db: Db | Tx, where: SQL | undefined): Promise<AcuerdoArriendoRow[]> {
  const acuerdos = await db
    .select({
      record: acuerdosArriendo,
      obra: obraRef,
    })
    .from(acuerdosArriendo)
    .leftJoin(obras, eq(obras.id, acuerdosArriendo.obraId))
    .where(and(vigente(acuerdosArriendo), where))
    .orderBy(asc(acuerdosArriendo.createdAt), asc(acuerdosArriendo.id))
  if (acuerdos.length === 0) return []
  const lineas = await joined(
    db
      .select({ linea: acuerdoArriendoActivos, activo: activoNombrado })
      .from(acuerdoArriendoActivos)
      .$dynamic(),
    activoConMarcaJoin(acuerdoArriendoActivos.activoId),
  )
    .where(
      inArray(
        acuerdoArriendoActivos.acuerdoId,
        acuerdos.map((a) => a.record.id),
      ),
    )
    .orderBy(asc(acuerdoArriendoActivos.posicion))
  return acuerdos.map(({ record, obra }) => ({
    id: record.id,
    proveedorId: record.proveedorId,
    obra: obra?.id ? obra : null,
    observaciones: record.observaciones,
    activos: lineas
      .filter(({ linea }) => linea.acuerdoId === record.id)
      .map(({ linea, activo }) => ({
        id: linea.id,
        activo,
        tarifa: linea.tarifa,
        unidadCobro: linea.unidadCobro as AcuerdoArriendoRow['activos'][number]['unidadCobro'],
        minimoHoras: linea.minimoHoras,
        minimoPor: linea.minimoPor as 'dia' | 'mes' | null,
        moneda: linea.moneda as 'CLP' | 'UF',
        vigenciaDesde: linea.vigenciaDesde,
        vigenciaHasta: linea.vigenciaHasta,
      })),
    ...trackingOf(record),
  }))
}

/** GET /v1/proveedores/{id}/acuerdos-arriendo */
export async function listAcuerdosArriendo(db: Db, proveedorId: string): Promise<AcuerdosArriendo> {
  await proveedorExiste(db, proveedorId)
  const [items, activosDelProv] = await Promise.all([
    rowsOf(db, eq(acuerdosArriendo.proveedorId, proveedorId)),
    activosDelProveedor(db, proveedorId),
  ])
  return { items, activosDelProveedor: activosDelProv }
}

async function detailOf(db: Db | Tx, id: string): Promise<AcuerdoArriendoDetail> {
  const { creadoPor, actualizadoPor } = await acuerdoArriendoRecords.detail(db, id, {})
  const [row] = await rowsOf(db, eq(acuerdosArriendo.id, id))
  if (!row) throw acuerdoArriendoRecords.missing()
  return { ...row, creadoPor, actualizadoPor }
}

/** 400 on the field: an obra that does not exist, an asset that is not the proveedor's. */
async function checkReferencias(
  tx: Tx,
  proveedorId: string,
  obraId: string | null | undefined,
  lineas: readonly ActivoAcuerdo[] | undefined,
) {
  const fields: Record<string, string> = {}
  if (obraId) {
    const [obra] = await tx
      .select({ id: obras.id })
      .from(obras)
      .where(and(eq(obras.id, obraId), vigente(obras)))
    if (!obra) fields.obraId = 'Elija la obra de la lista.'
  }
  if (lineas) {
    const suyos = new Set((await activosDelProveedor(tx, proveedorId)).map((a) => a.id))
    lineas.forEach((linea, index) => {
      if (!suyos.has(linea.activoId)) {
        fields[`activos.${index}.activoId`] = 'El activo no es de este proveedor.'
      }
    })
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

async function writeActivos(tx: Tx, acuerdoId: string, lineas: readonly ActivoAcuerdo[]) {
  await tx.delete(acuerdoArriendoActivos).where(eq(acuerdoArriendoActivos.acuerdoId, acuerdoId))
  await tx.insert(acuerdoArriendoActivos).values(
    lineas.map((linea, posicion) => ({
      acuerdoId,
      activoId: linea.activoId,
      posicion,
      tarifa: linea.tarifa,
      unidadCobro: linea.unidadCobro,
      minimoHoras: linea.minimoHoras ?? null,
      minimoPor: linea.minimoPor ?? null,
      moneda: linea.moneda,
      vigenciaDesde: linea.vigenciaDesde,
      vigenciaHasta: linea.vigenciaHasta ?? null,
    })),
  )
}

/** POST /v1/proveedores/{id}/acuerdos-arriendo */
export function createAcuerdoArriendo(
  db: Db,
  actor: Actor,
  proveedorId: string,
  input: CreateAcuerdoArriendoInput,
): Promise<AcuerdoArriendoDetail> {
  const lineas = input.activos.map((linea) => acuerdoActivoInputSchema.parse(linea))
  return acuerdoArriendoRecords.create(
    db,
    actor,
    async (tx) => {
      await proveedorExiste(tx, proveedorId)
      await checkReferencias(tx, proveedorId, input.obraId, lineas)
      return {
        proveedorId,
        obraId: input.obraId ?? null,
        observaciones: input.observaciones ?? null,
      }
    },
    (tx, row) => detailOf(tx, row.id),
    (tx, row) => writeActivos(tx, row.id, lineas),
  )
}

const delProveedor = (proveedorId: string) => eq(acuerdosArriendo.proveedorId, proveedorId)

/** PATCH /v1/proveedores/{id}/acuerdos-arriendo/{acuerdoId} at the version read. */
export function updateAcuerdoArriendo(
  db: Db,
  actor: Actor,
  proveedorId: string,
  acuerdoId: string,
  input: UpdateAcuerdoArriendoInput,
): Promise<AcuerdoArriendoDetail> {
  const lineas = input.activos?.map((linea) => acuerdoActivoInputSchema.parse(linea))
  return acuerdoArriendoRecords.transaction(db, async (tx) => {
    const before: AcuerdoArriendoRecord = await acuerdoArriendoRecords.lock(tx, {
      id: acuerdoId,
      version: input.version,
      scope: delProveedor(proveedorId),
    })
    await checkReferencias(tx, proveedorId, input.obraId, lineas)
    const set = {
      ...(input.obraId !== undefined ? { obraId: input.obraId } : {}),
      ...(input.observaciones !== undefined ? { observaciones: input.observaciones } : {}),
    }
    await acuerdoArriendoRecords.write(
      tx,
      actor,
      before,
      set,
      'editar',
      lineas ? (tx) => writeActivos(tx, acuerdoId, lineas) : undefined,
    )
    return detailOf(tx, acuerdoId)
  })
}

/** DELETE /v1/proveedores/{id}/acuerdos-arriendo/{acuerdoId}?version= (EDPs already made keep their lines). */
export function deleteAcuerdoArriendo(
  db: Db,
  actor: Actor,
  proveedorId: string,
  acuerdoId: string,
  version: number,
): Promise<void> {
  return acuerdoArriendoRecords.delete(db, actor, {
    id: acuerdoId,
    version,
    scope: delProveedor(proveedorId),
  })
}
