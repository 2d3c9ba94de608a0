// Test support of the fleet's occupation views (availability, equipos de pago, the dashboard): a
// tipo and a flota of their own with assets registered on a chosen day, contracts with items
// delivered and withdrawn on chosen days, and workshop visits, all written straight into the
// tables so each test knows every figure it expects, whatever the demo data holds.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import {
  activos,
  contratoItems,
  contratos,
  flotas,
  marcas,
  movimientos,
  obras,
  tiposActivo,
} from '../db/schema/index.ts'

const suffix = () => randomUUID().slice(0, 8).toUpperCase()

/** A tipo and a flota nobody else uses, and a marca for their assets. */
export async function nuevaFlota(
  db: Db,
): Promise<{ tipoId: string; flotaId: string; marcaId: string }> {
  const name = suffix()
  const [tipo] = await db
    .insert(tiposActivo)
    .values({
      nombre: `Tipo ${name}`,
      categoria: 'otro',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 1000,
    })
    .returning({ id: tiposActivo.id })
  const [flota] = await db
    .insert(flotas)
    .values({ nombre: `Flota ${name}` })
    .returning({ id: flotas.id })
  const [marca] = await db
    .insert(marcas)
    .values({ nombre: `Marca ${name}` })
    .returning({ id: marcas.id })
  if (!tipo || !flota || !marca) throw new Error('no se pudo preparar la flota de prueba')
  return { tipoId: tipo.id, flotaId: flota.id, marcaId: marca.id }
}

/** An asset of the tipo (and flota), registered at noon of `registrado` in Santiago. */
export async function insertActivo(
  db: Db,
  of: { tipoId: string; marcaId: string; flotaId?: string | null },
  registrado = '2025-01-01',
): Promise<{ id: string; codigo: string }> {
  const id = suffix()
  const [row] = await db
    .insert(activos)
    .values({
      codigo: `OC-${id}`,
      tipoActivoId: of.tipoId,
      marcaId: of.marcaId,
      flotaId: of.flotaId ?? null,
      modelo: 'Modelo de prueba',
      anio: 2020,
      numeroSerie: `OCUP-${id}`,
      createdAt: new Date(`${registrado}T12:00:00-03:00`),
      estadoDesde: new Date(`${registrado}T12:00:00-03:00`),
    })
    .returning({ id: activos.id, codigo: activos.codigo })
  if (!row) throw new Error('no se pudo insertar el activo de prueba')
  return row
}

export type ItemDePrueba = {
  activoId: string
  fechaEntrega: string
  fechaRetiro?: string | null
  unidadCobro?: 'hora' | 'dia' | 'mes'
  tarifa?: number
}

/** A contract of a demo obra with these items; vigente and open-ended unless told. */
export async function insertContrato(
  db: Db,
  items: ItemDePrueba[],
  options: {
    obraCodigo?: string
    fechaInicio?: string
    fechaTermino?: string | null
    estado?: 'vigente' | 'terminado'
    moneda?: 'CLP' | 'UF'
  } = {},
): Promise<{ id: string; numero: number; obraId: string; itemIds: string[] }> {
  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, options.obraCodigo ?? 'OB-0001'))
  if (!obra) throw new Error('falta la obra de demostración')
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      moneda: options.moneda ?? 'CLP',
      fechaInicio: options.fechaInicio ?? items[0]?.fechaEntrega ?? '2026-01-01',
      fechaTermino: options.fechaTermino ?? null,
      estado: options.estado ?? 'vigente',
    })
    .returning({ id: contratos.id, numero: contratos.numero })
  if (!contrato) throw new Error('no se pudo insertar el contrato de prueba')
  const rows = await db
    .insert(contratoItems)
    .values(
      items.map((item) => ({
        contratoId: contrato.id,
        activoId: item.activoId,
        tarifa: item.tarifa ?? 50_000,
        unidadCobro: item.unidadCobro ?? 'dia',
        fechaEntrega: item.fechaEntrega,
        fechaRetiro: item.fechaRetiro ?? null,
      })),
    )
    .returning({ id: contratoItems.id })
  return { ...contrato, obraId: obra.id, itemIds: rows.map((row) => row.id) }
}

/**
 * A workshop visit recorded as logistics records it: the ingreso at `entra` and, when given, the
 * salida at `sale` (instants with their offset); the asset is left as its last movement says.
 */
export async function visitaTaller(
  db: Db,
  activoId: string,
  entra: string,
  sale: string | null,
  observaciones: string | null = null,
): Promise<void> {
  await db.insert(movimientos).values({
    activoId,
    tipo: 'ingreso-taller',
    fecha: new Date(entra),
    desdeLugar: 'bodega',
    hastaLugar: 'taller',
    estadoResultante: 'en-taller',
    responsable: 'Pedro Soto',
    observaciones,
  })
  if (sale) {
    await db.insert(movimientos).values({
      activoId,
      tipo: 'salida-taller',
      fecha: new Date(sale),
      desdeLugar: 'taller',
      hastaLugar: 'bodega',
      estadoResultante: 'disponible',
      responsable: 'Pedro Soto',
    })
  }
  await db
    .update(activos)
    .set({ estado: sale ? 'disponible' : 'en-taller', estadoDesde: new Date(sale ?? entra) })
    .where(eq(activos.id, activoId))
}

/** An asset de baja since the instant `desde` (no movement writes that estado yet). */
export async function darDeBaja(db: Db, activoId: string, desde: string): Promise<void> {
  await db
    .update(activos)
    .set({ estado: 'de-baja', estadoDesde: new Date(desde) })
    .where(eq(activos.id, activoId))
}
