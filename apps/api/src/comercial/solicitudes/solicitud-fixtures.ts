// Test support: contracts written straight into the database (one asset per item, delivered and
// on rent), so the request tests do not walk quotations and pasar-contrato to get one.
import type { Moneda } from '@cordillera/contracts'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { activos, contratoItems, contratos, obras, tiposActivo } from '../../db/schema/index.ts'

export type FixtureContrato = {
  id: string
  numero: number
  obraId: string
  /** Its contract items' ids, in the order of `activos`. */
  items: string[]
  activos: { id: string; codigo: string }[]
}

let nextActivo = 0

/** A contract of `obraCodigo` with `activos` demo assets on rent (each test file's own assets). */
export async function insertContrato(
  db: Db,
  options: {
    obraCodigo: string
    activos: number
    moneda?: Moneda
    estado?: 'vigente' | 'terminado'
    /** The items are withdrawn already (fecha_retiro set). */
    retirados?: boolean
  },
): Promise<FixtureContrato> {
  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, options.obraCodigo))
  if (!obra) throw new Error(`demo obra ${options.obraCodigo} missing`)
  const assets = await db
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .orderBy(asc(activos.codigo))
    .offset(nextActivo)
    .limit(options.activos)
  nextActivo += options.activos
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      moneda: options.moneda ?? 'CLP',
      fechaInicio: '2026-01-10',
      estado: options.estado ?? 'vigente',
    })
    .returning()
  if (!contrato) throw new Error('contrato insert failed')
  const items = await db
    .insert(contratoItems)
    .values(
      assets.map((asset) => ({
        contratoId: contrato.id,
        activoId: asset.id,
        tarifa: options.moneda === 'UF' ? 1.5 : 90_000,
        unidadCobro: 'dia',
        fechaEntrega: '2026-01-10',
        fechaRetiro: options.retirados ? '2026-02-10' : null,
      })),
    )
    .returning({ id: contratoItems.id })
  return {
    id: contrato.id,
    numero: contrato.numero,
    obraId: obra.id,
    items: items.map((item) => item.id),
    activos: assets,
  }
}

/** The id of a demo tipo de activo. */
export async function tipoActivoId(db: Db, offset = 0): Promise<string> {
  const [tipo] = await db
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .orderBy(asc(tiposActivo.nombre))
    .offset(offset)
    .limit(1)
  if (!tipo) throw new Error('no demo tipo de activo')
  return tipo.id
}
