// What creating, previewing and editing an external EDP share: its obra and proveedor (a 400 on
// the field when either is missing; the proveedor's row locked for a creation, so twenty
// simultaneous creations make one EDP), the refusal of a period that meets another EDP of that
// lessor at that obra (409 naming it), and the lines as stored.
import { fechaText, folioEdpExterno, type Periodo } from '@cordillera/contracts'
import { and, eq, gte, lte, ne, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef } from '../../db/joins.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edpExternoLineas, edpsExternos, obras, proveedores } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { lineasDe } from '../edp-common/edp-lineas-comun.ts'

/** The obra as a draft names it, or a 400 on `obraId`. */
export async function obraDe(db: Db | Tx, obraId: string) {
  const [obra] = await db
    .select(obraRef)
    .from(obras)
    .where(and(eq(obras.id, obraId), vigente(obras)))
  if (!obra) throw invalidFields({ obraId: 'Elija la obra de la lista.' })
  return obra
}

/**
 * The proveedor as a draft names it, or a 400 on `proveedorId`. `lock`: `SELECT … FOR NO KEY
 * UPDATE`, so creations for one lessor wait for each other (the EDPs' references still insert).
 */
export async function proveedorDe(
  db: Db | Tx,
  proveedorId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ id: proveedores.id, rut: proveedores.rut, razonSocial: proveedores.razonSocial })
    .from(proveedores)
    .where(and(eq(proveedores.id, proveedorId), vigente(proveedores)))
  const [proveedor] = options.lock ? await query.for('no key update') : await query
  if (!proveedor) throw invalidFields({ proveedorId: 'Elija el proveedor de la lista.' })
  return proveedor
}

/** 409 when another external EDP of the lessor at the obra (not `except`) meets the period. */
export async function refuseOverlapExterno(
  tx: Tx,
  obraId: string,
  proveedorId: string,
  periodo: Periodo,
  except?: string,
): Promise<void> {
  const where: (SQL | undefined)[] = [
    eq(edpsExternos.obraId, obraId),
    eq(edpsExternos.proveedorId, proveedorId),
    vigente(edpsExternos),
    lte(edpsExternos.fechaInicio, periodo.hasta),
    gte(edpsExternos.fechaFin, periodo.desde),
    except ? ne(edpsExternos.id, except) : undefined,
  ]
  const [otro] = await tx
    .select({
      numero: edpsExternos.numero,
      desde: edpsExternos.fechaInicio,
      hasta: edpsExternos.fechaFin,
    })
    .from(edpsExternos)
    .where(and(...where))
    .limit(1)
  if (otro) {
    throw conflict(
      `El proveedor ya tiene el ${folioEdpExterno(otro.numero)} en esta obra del ${fechaText(otro.desde)} al ${fechaText(otro.hasta)}, que se cruza con este período: un EDP externo por obra, proveedor y período.`,
    )
  }
}

/** Writes and replaces the EDP's lines: each with the asset it pays for. */
export const { insert: insertLineasExternas, replace: replaceLineasExternas } = lineasDe(
  edpExternoLineas,
  edpExternoLineas.edpExternoId,
  (edpExternoId, linea) => ({ edpExternoId, activoId: linea.activo?.id ?? null }),
)
