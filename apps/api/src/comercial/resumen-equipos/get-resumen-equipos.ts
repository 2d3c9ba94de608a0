// GET /v1/resumen-equipos: the fleet's counts (assets not deleted, of one flota when asked) by
// estado, by tipo with each one's estados, and the obras with most assets en obra. Two grouped
// statements whatever the size of the fleet (plus the flotas the summary may be filtered by).
import {
  ESTADOS_ACTIVO,
  type EstadoActivo,
  RESUMEN_OBRAS_MAX,
  type ResumenEquipos,
  type resumenEquiposQuerySchema,
} from '@cordillera/contracts'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { activos, flotas, obras, tiposActivo } from '../../db/schema/index.ts'

const cantidad = sql<number>`cast(count(*) as integer)`

const sinActivos = (): Record<EstadoActivo, number> =>
  Object.fromEntries(ESTADOS_ACTIVO.map((estado) => [estado, 0])) as Record<EstadoActivo, number>

export async function getResumenEquipos(
  db: Db,
  query: z.output<typeof resumenEquiposQuerySchema>,
): Promise<ResumenEquipos> {
  const deLaFlota = query.flotaId ? eq(activos.flotaId, query.flotaId) : undefined
  const [porTipoYEstado, porObra, flotasRows] = await Promise.all([
    db
      .select({
        id: tiposActivo.id,
        nombre: tiposActivo.nombre,
        estado: activos.estado,
        cantidad,
      })
      .from(activos)
      .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
      .where(and(vigente(activos), deLaFlota))
      .groupBy(tiposActivo.id, tiposActivo.nombre, activos.estado),
    db
      .select({
        id: obras.id,
        codigo: obras.codigo,
        nombre: obras.nombre,
        cantidad,
        // The window runs over the groups, before the limit: every obra with assets en obra.
        obras: sql<number>`cast(count(*) over () as integer)`,
      })
      .from(activos)
      .innerJoin(obras, eq(obras.id, activos.obraActualId))
      .where(and(vigente(activos), eq(activos.estado, 'en-obra'), deLaFlota))
      .groupBy(obras.id, obras.codigo, obras.nombre)
      .orderBy(desc(cantidad), asc(obras.codigo))
      .limit(RESUMEN_OBRAS_MAX),
    db
      .select({ id: flotas.id, nombre: flotas.nombre })
      .from(flotas)
      .where(vigente(flotas))
      .orderBy(collated(flotas.nombre), asc(flotas.id)),
  ])

  const porEstado = sinActivos()
  const tipos = new Map<string, ResumenEquipos['porTipo'][number]>()
  for (const row of porTipoYEstado) {
    const estado = row.estado as EstadoActivo
    porEstado[estado] += row.cantidad
    const tipo = tipos.get(row.id) ?? {
      tipoActivo: { id: row.id, nombre: row.nombre },
      total: 0,
      porEstado: sinActivos(),
    }
    tipo.total += row.cantidad
    tipo.porEstado[estado] += row.cantidad
    tipos.set(row.id, tipo)
  }
  const porTipo = [...tipos.values()].sort(
    (a, b) => b.total - a.total || a.tipoActivo.nombre.localeCompare(b.tipoActivo.nombre, 'es'),
  )
  return {
    total: porTipo.reduce((sum, tipo) => sum + tipo.total, 0),
    porEstado,
    porTipo,
    porObra: porObra.map((row) => ({
      obra: { id: row.id, codigo: row.codigo, nombre: row.nombre },
      cantidad: row.cantidad,
    })),
    obrasConEquipos: porObra[0]?.obras ?? 0,
    flotas: flotasRows,
  }
}
