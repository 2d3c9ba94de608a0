// Test support: accepted quotations written straight into the database (the state pasar-contrato
// starts from, without walking the quotation's screens), and the demo fleet's assets of a tipo.
// Tests of contracts and requests build their contracts on these.
import { type Moneda, montosCotizacion, type UnidadCobro } from '@cordillera/contracts'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  activos,
  cotizaciones,
  cotizacionItems,
  obras,
  tiposActivo,
} from '../../db/schema/index.ts'
import { offerableAssets } from './asset-commitments.ts'

export type FixtureItem = {
  tipo: string
  cantidad: number
  unidadCobro?: UnidadCobro
  tarifa?: number
  periodoEstimado?: number
  fleteIda?: number
  fleteVuelta?: number
  descuentoPct?: number
  conOperador?: boolean
}

export type FixtureCotizacion = {
  id: string
  numero: number
  version: number
  obraId: string
  razonSocialId: string
  items: { id: string; tipoActivoId: string; cantidad: number }[]
}

/** A quotation in `estado` (aceptada unless told) of the demo obra OB-0001, with its amounts. */
export async function insertCotizacion(
  db: Db,
  items: FixtureItem[],
  options: { moneda?: Moneda; estado?: string; condiciones?: string; obraCodigo?: string } = {},
): Promise<FixtureCotizacion> {
  const moneda = options.moneda ?? 'CLP'
  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, options.obraCodigo ?? 'OB-0001'))
  if (!obra) throw new Error('demo obra missing')
  const lines = await Promise.all(
    items.map(async (item, posicion) => ({
      posicion,
      tipoActivoId: await tipoId(db, item.tipo),
      cantidad: item.cantidad,
      unidadCobro: item.unidadCobro ?? 'dia',
      tarifa: item.tarifa ?? 100_000,
      periodoEstimado: item.periodoEstimado ?? 30,
      fleteIda: item.fleteIda ?? 0,
      fleteVuelta: item.fleteVuelta ?? 0,
      descuentoPct: item.descuentoPct ?? 0,
      conOperador: item.conOperador ?? false,
    })),
  )
  const { neto, iva, total } = montosCotizacion(lines, moneda)
  const [cotizacion] = await db
    .insert(cotizaciones)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      fecha: '2026-01-05',
      validezDias: 30,
      moneda,
      condiciones: options.condiciones ?? 'Pago a 30 días.',
      estado: options.estado ?? 'aceptada',
      neto,
      iva,
      total,
    })
    .returning()
  if (!cotizacion) throw new Error('cotizacion insert failed')
  const rows = await db
    .insert(cotizacionItems)
    .values(lines.map((line) => ({ ...line, cotizacionId: cotizacion.id })))
    .returning()
  rows.sort((a, b) => a.posicion - b.posicion)
  return {
    id: cotizacion.id,
    numero: cotizacion.numero,
    version: cotizacion.version,
    obraId: obra.id,
    razonSocialId: obra.razonSocialId,
    items: rows.map((row) => ({
      id: row.id,
      tipoActivoId: row.tipoActivoId,
      cantidad: row.cantidad,
    })),
  }
}

export async function tipoId(db: Db, nombre: string): Promise<string> {
  const [tipo] = await db
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .where(eq(tiposActivo.nombre, nombre))
  if (!tipo) throw new Error(`demo tipo ${nombre} missing`)
  return tipo.id
}

/** The first day the tests' contracts use: the demo data's contracts end before it or never. */
export const FIXTURE_DESDE = '2027-01-01'

/**
 * The assets of a tipo a contract may take from FIXTURE_DESDE on, forever (whatever the demo data
 * put on contracts), by código: safe picks for a test's new contract on any later dates.
 */
export async function activosDeTipo(db: Db, nombre: string) {
  return db
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .where(
      and(eq(activos.tipoActivoId, await tipoId(db, nombre)), offerableAssets(FIXTURE_DESDE, null)),
    )
    .orderBy(asc(activos.codigo))
}

/** An obra of another razón social than OB-0001's (for the filters). */
export async function otraObra(db: Db): Promise<string> {
  const [own] = await db
    .select({ razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  const [other] = await db
    .select({ codigo: obras.codigo })
    .from(obras)
    .where(and(isNull(obras.eliminadoEn), ne(obras.razonSocialId, own?.razonSocialId ?? '')))
    .orderBy(asc(obras.codigo))
    .limit(1)
  if (!other) throw new Error('no second demo obra')
  return other.codigo
}
