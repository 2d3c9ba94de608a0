// GET /v1/arrendador/equipos/{id}: one of the lessor's assets with its movements (newest first,
// with the guía's folio) and its documents by expiry. Another proveedor's asset is not found.
import {
  DETAIL_RELATED_MAX,
  type DocumentoEquipo,
  type EquipoDetail,
  estadoVencimiento,
  fechaEnSantiago,
  type MovimientoEquipo,
  type TipoMovimiento,
} from '@cordillera/contracts'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo, movimientos, obras } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { delProveedor, equipoRowsWhere } from './equipo-rows.ts'

export const EQUIPO_NO_ENCONTRADO = 'No encontramos el equipo.'

const desdeObra = alias(obras, 'desde_obra')
const hastaObra = alias(obras, 'hasta_obra')

const lugar = (name: string, obra: MovimientoEquipo['desde']['obra']) => ({ lugar: name, obra })

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
    db
      .select({
        id: movimientos.id,
        tipo: movimientos.tipo,
        fecha: movimientos.fecha,
        desdeLugar: movimientos.desdeLugar,
        hastaLugar: movimientos.hastaLugar,
        guiaDespacho: movimientos.guiaDespacho,
        desde: { id: desdeObra.id, codigo: desdeObra.codigo, nombre: desdeObra.nombre },
        hasta: { id: hastaObra.id, codigo: hastaObra.codigo, nombre: hastaObra.nombre },
      })
      .from(movimientos)
      .leftJoin(desdeObra, eq(desdeObra.id, movimientos.desdeObraId))
      .leftJoin(hastaObra, eq(hastaObra.id, movimientos.hastaObraId))
      .where(eq(movimientos.activoId, id))
      .orderBy(desc(movimientos.fecha), desc(movimientos.id))
      .limit(DETAIL_RELATED_MAX),
    db
      .select()
      .from(documentosActivo)
      .where(and(eq(documentosActivo.activoId, id), vigente(documentosActivo)))
      .orderBy(sql`${documentosActivo.vence} asc nulls last`, asc(documentosActivo.tipo)),
  ])
  const hoy = fechaEnSantiago(now)
  return {
    ...row,
    movimientos: historia.map(
      (movimiento): MovimientoEquipo => ({
        id: movimiento.id,
        tipo: movimiento.tipo as TipoMovimiento,
        fecha: movimiento.fecha.toISOString(),
        desde: lugar(movimiento.desdeLugar, movimiento.desde),
        hasta: lugar(movimiento.hastaLugar, movimiento.hasta),
        guiaDespacho: movimiento.guiaDespacho,
      }),
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
