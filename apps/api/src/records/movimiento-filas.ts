// A movement as the history and an asset's detail show it (contracts' `MovimientoRow`): the asset's
// código, the obras it left and reached (a bodega or taller is no obra), who recorded it and the
// guía electrónica (52) issued for it, whose PDF and XML the screens download (decision 091). The
// movements' list and the movement just recorded (operaciones/movimientos) and a lessor's equipo
// (arrendador/equipos) read them here.
import type {
  EstadoActivo,
  LugarMovimiento,
  MovimientoRow,
  TipoMovimiento,
} from '@cordillera/contracts'
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { activos, dteEmitidos, movimientos, obras, usuarios } from '../db/schema/index.ts'

const desdeObra = alias(obras, 'desde_obra')
const hastaObra = alias(obras, 'hasta_obra')

/** The full rows of these movements (newest first), with the asset, obras and author they name. */
export async function movimientoRowsByIds(db: Db | Tx, ids: string[]): Promise<MovimientoRow[]> {
  return ids.length === 0 ? [] : movimientoRowsWhere(db, inArray(movimientos.id, ids))
}

/**
 * The full rows of the movements `where` selects, newest first (the first `limit` of them), with the
 * asset, obras and author they name.
 */
export async function movimientoRowsWhere(
  db: Db | Tx,
  where: SQL,
  limit?: number,
): Promise<MovimientoRow[]> {
  const query = db
    .select({
      record: movimientos,
      activoCodigo: activos.codigo,
      desdeObra: { id: desdeObra.id, codigo: desdeObra.codigo, nombre: desdeObra.nombre },
      hastaObra: { id: hastaObra.id, codigo: hastaObra.codigo, nombre: hastaObra.nombre },
      autor: { id: usuarios.id, nombre: usuarios.nombre },
      guiaDte: { id: dteEmitidos.id, folio: dteEmitidos.folio },
    })
    .from(movimientos)
    .innerJoin(activos, eq(activos.id, movimientos.activoId))
    .leftJoin(desdeObra, eq(desdeObra.id, movimientos.desdeObraId))
    .leftJoin(hastaObra, eq(hastaObra.id, movimientos.hastaObraId))
    .leftJoin(usuarios, eq(usuarios.id, movimientos.createdBy))
    // One guía per movement (dte_emitidos_movimiento_guia_uq): the join adds no row.
    .leftJoin(
      dteEmitidos,
      and(
        eq(dteEmitidos.movimientoId, movimientos.id),
        eq(dteEmitidos.tipoDte, 52),
        vigente(dteEmitidos),
      ),
    )
    .where(where)
    .orderBy(desc(movimientos.fecha), desc(movimientos.id))
    .$dynamic()
  const rows = await (limit === undefined ? query : query.limit(limit))
  return rows.map(({ record, activoCodigo, autor, ...refs }) => ({
    id: record.id,
    activo: { id: record.activoId, codigo: activoCodigo },
    tipo: record.tipo as TipoMovimiento,
    fecha: record.fecha.toISOString(),
    desde: { lugar: record.desdeLugar as LugarMovimiento, obra: refs.desdeObra },
    hasta: { lugar: record.hastaLugar as LugarMovimiento, obra: refs.hastaObra },
    guiaDespacho: record.guiaDespacho,
    guiaDte: refs.guiaDte,
    transportista: record.transportista,
    responsable: record.responsable,
    observaciones: record.observaciones,
    solicitudId: record.solicitudId,
    estadoResultante: record.estadoResultante as EstadoActivo,
    autor,
    creadoEn: record.createdAt.toISOString(),
  }))
}
