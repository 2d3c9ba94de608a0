// GET /v1/solicitudes/{id} (and the site client's GET /v1/solicitudes-cliente/{id}): a request
// with its items, its contract's moneda and its authors; the answer of every write too. Scoped to
// a site client's obras, another obra's request is as missing as one that never existed.
import type { Moneda, SolicitudDetail, SolicitudItem, UnidadCobro } from '@cordillera/contracts'
import { and, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  marcas,
  solicitudes,
  solicitudItems,
  tiposActivo,
} from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { solicitudRecords } from './solicitud-records.ts'
import { deObras, selectSolicitudes, toSolicitudRow } from './solicitud-rows.ts'

const tipoDelActivo = alias(tiposActivo, 'tipo_del_activo')

export async function getSolicitud(
  db: Db | Tx,
  id: string,
  options: { obraIds?: readonly string[] } = {},
): Promise<SolicitudDetail> {
  const [found] = await selectSolicitudes(db, authorColumns(solicitudes)).where(
    and(
      eq(solicitudes.id, id),
      vigente(solicitudes),
      options.obraIds ? deObras(options.obraIds) : undefined,
    ),
  )
  if (!found) throw solicitudRecords.missing()
  const { creadoPor, actualizadoPor, ...selected } = found
  return {
    ...toSolicitudRow(selected),
    comentarios: selected.record.comentarios,
    motivoRechazo: selected.record.motivoRechazo,
    moneda: (selected.contrato?.moneda ?? null) as Moneda | null,
    items: await itemsOf(db, id),
    creadoPor,
    actualizadoPor,
  }
}

const itemColumns = {
  id: solicitudItems.id,
  posicion: solicitudItems.posicion,
  cantidad: solicitudItems.cantidad,
  contratoItemId: solicitudItems.contratoItemId,
  unidadCobro: solicitudItems.unidadCobro,
  tarifa: solicitudItems.tarifa,
  conOperador: solicitudItems.conOperador,
  descripcion: solicitudItems.descripcion,
}

async function itemsOf(db: Db | Tx, solicitudId: string): Promise<SolicitudItem[]> {
  const rows = await db
    .select({
      item: itemColumns,
      tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
      activo: { id: activos.id, codigo: activos.codigo, modelo: activos.modelo },
      marca: marcas.nombre,
      tipoDelActivo: { id: tipoDelActivo.id, nombre: tipoDelActivo.nombre },
    })
    .from(solicitudItems)
    .leftJoin(tiposActivo, eq(tiposActivo.id, solicitudItems.tipoActivoId))
    .leftJoin(contratoItems, eq(contratoItems.id, solicitudItems.contratoItemId))
    .leftJoin(activos, eq(activos.id, contratoItems.activoId))
    .leftJoin(marcas, eq(marcas.id, activos.marcaId))
    .leftJoin(tipoDelActivo, eq(tipoDelActivo.id, activos.tipoActivoId))
    .where(eq(solicitudItems.solicitudId, solicitudId))
    .orderBy(asc(solicitudItems.posicion))
  return rows.map(({ item, tipoActivo, activo, marca, tipoDelActivo }) => ({
    id: item.id,
    posicion: item.posicion,
    tipoActivo,
    cantidad: item.cantidad,
    contratoItem:
      item.contratoItemId && activo && tipoDelActivo
        ? {
            id: item.contratoItemId,
            activo: { ...activo, marca: marca ?? '', tipoActivo: tipoDelActivo },
          }
        : null,
    unidadCobro: item.unidadCobro as UnidadCobro | null,
    tarifa: item.tarifa,
    conOperador: item.conOperador,
    descripcion: item.descripcion,
  }))
}
