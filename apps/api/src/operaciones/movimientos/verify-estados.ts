// The integrity check of decision 027: every asset's estado and obra are what its movements leave
// it in. It folds each asset's history with the same state machine the API applies
// (`recomputarEstado`) and answers the assets whose stored estado or obra differ — a row changed
// in SQL, or a write that skipped the movements. Run by `npm run movimientos:verificar`.
import { type EstadoActivo, recomputarEstado, type UbicacionActivo } from '@cordillera/contracts'
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, movimientos, obras } from '../../db/schema/index.ts'

export type DiferenciaEstado = {
  activoId: string
  codigo: string
  /** What the asset row says. */
  guardado: UbicacionActivo
  /** What its movements leave it in. */
  recalculado: UbicacionActivo
}

export async function verifyEstados(db: Db): Promise<DiferenciaEstado[]> {
  const historia = await db
    .select({
      activoId: movimientos.activoId,
      tipo: movimientos.tipo,
      hastaObraId: movimientos.hastaObraId,
    })
    .from(movimientos)
    .orderBy(asc(movimientos.activoId), asc(movimientos.fecha), asc(movimientos.id))
  const porActivo = new Map<string, { tipo: string; hastaObraId: string | null }[]>()
  for (const mov of historia) {
    const list = porActivo.get(mov.activoId) ?? []
    list.push(mov)
    porActivo.set(mov.activoId, list)
  }
  const stored = await db
    .select({
      id: activos.id,
      codigo: activos.codigo,
      estado: activos.estado,
      obraId: activos.obraActualId,
    })
    .from(activos)
    .where(vigente(activos))
    .orderBy(asc(activos.codigo))
  return stored.flatMap((activo) => {
    const recalculado = recomputarEstado(
      (porActivo.get(activo.id) ?? []) as Parameters<typeof recomputarEstado>[0],
    )
    if (recalculado.estado === activo.estado && recalculado.obraId === activo.obraId) return []
    return [
      {
        activoId: activo.id,
        codigo: activo.codigo,
        guardado: { estado: activo.estado as EstadoActivo, obraId: activo.obraId },
        recalculado,
      },
    ]
  })
}

/** One line per difference, naming obras by their código: `EX-012: guardado … / según …`. */
export async function describeDiferencias(
  db: Db,
  diferencias: DiferenciaEstado[],
): Promise<string[]> {
  const ids = [
    ...new Set(
      diferencias
        .flatMap((d) => [d.guardado.obraId, d.recalculado.obraId])
        .filter((id) => id !== null),
    ),
  ]
  const codigos = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: obras.id, codigo: obras.codigo })
            .from(obras)
            .where(inArray(obras.id, ids))
        ).map((obra) => [obra.id, obra.codigo]),
  )
  const where = (ubicacion: UbicacionActivo) =>
    ubicacion.obraId === null
      ? ubicacion.estado
      : `${ubicacion.estado} en ${codigos.get(ubicacion.obraId) ?? ubicacion.obraId}`
  return diferencias.map(
    (d) =>
      `${d.codigo}: guardado ${where(d.guardado)}; según sus movimientos ${where(d.recalculado)}`,
  )
}
