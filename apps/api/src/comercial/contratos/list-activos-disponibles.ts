// GET /v1/cotizaciones/{id}/activos-disponibles: for each item of a quotation, the assets of its
// tipo a contract over the dates may take (asset-commitments.ts), by código. Lessors' assets are
// offered like the company's own: they are rented out the same way, so each says its owner.
import type { ActivosDisponibles, activosDisponiblesQuerySchema } from '@cordillera/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { activos, marcas, proveedores, tiposActivo } from '../../db/schema/index.ts'
import { cotizacionRecords, storedItems } from '../cotizaciones/cotizacion-records.ts'
import { activoRefColumns, joinMarca, joinTipo, toActivoRef } from './activo-ref.ts'
import { offerableAssets } from './asset-commitments.ts'

export async function listActivosDisponibles(
  db: Db,
  cotizacionId: string,
  query: z.output<typeof activosDisponiblesQuerySchema>,
): Promise<ActivosDisponibles> {
  const cotizacion = await cotizacionRecords.find(db, cotizacionId)
  if (!cotizacion) throw cotizacionRecords.missing()
  const items = await storedItems(db, cotizacionId)
  const tipoIds = [...new Set(items.map((item) => item.tipoActivoId))]
  if (tipoIds.length === 0) return { items: [] }
  const [tipos, candidatos] = await Promise.all([
    db
      .select({ id: tiposActivo.id, nombre: tiposActivo.nombre })
      .from(tiposActivo)
      .where(inArray(tiposActivo.id, tipoIds)),
    db
      .select({ ...activoRefColumns, estado: activos.estado, propietario: proveedores.razonSocial })
      .from(activos)
      .innerJoin(marcas, joinMarca)
      .innerJoin(tiposActivo, joinTipo)
      .leftJoin(proveedores, eq(proveedores.id, activos.proveedorId))
      .where(
        and(
          inArray(activos.tipoActivoId, tipoIds),
          offerableAssets(query.fechaInicio, query.fechaTermino),
        ),
      )
      .orderBy(asc(activos.codigo), asc(activos.id)),
  ])
  const nombreDe = new Map(tipos.map((tipo) => [tipo.id, tipo.nombre]))
  return {
    items: items.map((item) => ({
      cotizacionItemId: item.id,
      tipoActivo: { id: item.tipoActivoId, nombre: nombreDe.get(item.tipoActivoId) ?? '' },
      cantidad: item.cantidad,
      activos: candidatos
        .filter((activo) => activo.tipoActivoId === item.tipoActivoId)
        .map((activo) => ({
          ...toActivoRef(activo),
          estado: activo.estado,
          propietario: activo.propietario,
        })),
    })),
  }
}
