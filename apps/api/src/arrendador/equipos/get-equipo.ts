// GET /v1/arrendador/equipos/{id}: one of the lessor's assets with its movements (newest first,
// with the guía's folio) and its documents by expiry. Another proveedor's asset is not found.
import {
  DETAIL_RELATED_MAX,
  type DocumentoEquipo,
  type EquipoDetail,
  estadoVencimiento,
  fechaEnSantiago,
  type MovimientoEquipo,
} from '@cordillera/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo, movimientos } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { movimientoRowsWhere } from '../../records/movimiento-filas.ts'
import { pick } from '../../records/tracking.ts'
import { delProveedor, equipoRowsWhere } from './equipo-rows.ts'

export const EQUIPO_NO_ENCONTRADO = 'No encontramos el equipo.'

export async function getEquipo(
  db: Db,
  proveedorId: string,
  id: string,
  now = new Date(),
): Promise<EquipoDetail> {
  const [row] = await equipoRowsWhere(
    db,
    and(eq(activos.id, id), vigente(activos), delProveedor(proveedorId)),
    now,
  )
  if (!row) throw notFound(EQUIPO_NO_ENCONTRADO)
  const [historia, documentos] = await Promise.all([
    movimientoRowsWhere(db, eq(movimientos.activoId, id), DETAIL_RELATED_MAX),
    db
      .select()
      .from(documentosActivo)
      .where(and(eq(documentosActivo.activoId, id), vigente(documentosActivo)))
      .orderBy(sql`${documentosActivo.vence} asc nulls last`, asc(documentosActivo.tipo)),
  ])
  const hoy = fechaEnSantiago(now)
  return {
    ...row,
    // What the lessor reads of a movement: not the company's people, transportista or notes.
    movimientos: historia.map(
      (movimiento): MovimientoEquipo =>
        pick(movimiento, 'id', 'tipo', 'fecha', 'desde', 'hasta', 'guiaDespacho'),
    ),
    documentos: documentos.map(
      (documento): DocumentoEquipo => ({
        id: documento.id,
        tipo: documento.tipo,
        numero: documento.numero,
        vence: documento.vence,
        estadoVencimiento: estadoVencimiento(documento.vence, hoy),
      }),
    ),
    // The company's people who entered the asset are not the lessor's business.
    creadoPor: null,
    actualizadoPor: null,
  }
}
