// Test support of the fleet's views that read where assets are (logistics' activos and workshop,
// commercial's resumen de equipos): a tipo and a flota of their own with five assets, ZQ-901 …
// ZQ-905, registered and moved through the API (POST /v1/activos, POST /v1/activos/{id}/movimientos)
// as operations staff would, so each test knows every figure it expects whatever the demo data's
// assets are doing. Each test states its own movements: they are its scenario.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { expect } from 'vitest'
import { marcas, obras } from '../db/schema/index.ts'
import { AS, type TestApp } from './test-app.ts'

export type ObraRef = { id: string; codigo: string; nombre: string }
export const FLOTA_ZQ = { tipo: 'Torre de iluminación ZQ', flota: 'Flota logística ZQ' }
export const CODIGOS_ZQ = ['ZQ-901', 'ZQ-902', 'ZQ-903', 'ZQ-904', 'ZQ-905'] as const
export type CodigoZq = (typeof CODIGOS_ZQ)[number]

/** One movement of the scenario: which asset, how many days ago (at noon in Santiago), what. */
export type MovimientoZq = {
  codigo: CodigoZq
  diasAtras: number
  tipo: 'despacho' | 'traslado' | 'ingreso-taller'
  /** Where a despacho or traslado goes. */
  hasta?: 'A' | 'B'
  observaciones?: string
  responsable?: string
}

export type FlotaZq = {
  tipoId: string
  flotaId: string
  /** The first two active obras by código. */
  obraA: ObraRef
  obraB: ObraRef
  /** Asset id by código. */
  ids: Record<CodigoZq, string>
  /** What the API answered for each asset's movements, in the order they were made. */
  movimientos: Partial<Record<CodigoZq, { fecha: string; guiaDespacho: number | null }[]>>
  /** Records one more movement of an asset (POST /v1/activos/{id}/movimientos; 201 expected). */
  mover(codigo: CodigoZq, body: Record<string, unknown>): Promise<void>
}

/** Noon in Santiago `days` days before today (its calendar day, whatever the season's offset). */
function diasAtras(days: number): string {
  return `${sumarDias(fechaEnSantiago(new Date()), -days)}T12:00:00-04:00`
}

/**
 * Registers the tipo, the flota and the five assets, then makes `scenario`'s movements in order
 * (each transport with its own guía folio), as operations staff.
 */
export async function flotaZq(t: TestApp, scenario: readonly MovimientoZq[]): Promise<FlotaZq> {
  const call = async (path: string, body: Record<string, unknown>) => {
    const res = await t.call('POST', path, { as: AS.operaciones, body })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body
  }
  const { db } = t.database
  const tipo = await call('/v1/tipos-activo', {
    nombre: FLOTA_ZQ.tipo,
    categoria: 'energia',
    unidadCobroDefault: 'dia',
    tarifaReferencia: 45_000,
    requiereOperador: false,
  })
  const flota = await call('/v1/flotas', { nombre: FLOTA_ZQ.flota })
  const [marca] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .where(isNull(marcas.eliminadoEn))
    .orderBy(asc(marcas.nombre))
    .limit(1)
  const [obraA, obraB] = (await db
    .select({ id: obras.id, codigo: obras.codigo, nombre: obras.nombre })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .limit(2)) as [ObraRef, ObraRef]
  const ids = {} as Record<CodigoZq, string>
  for (const codigo of CODIGOS_ZQ) {
    const n = codigo.slice(3)
    const activo = await call('/v1/activos', {
      codigo,
      tipoActivoId: tipo.id,
      marcaId: marca?.id,
      modelo: 'LT-6',
      anio: 2022,
      numeroSerie: `ZQSERIE${n}`,
      horometro: 100,
      flotaId: flota.id,
    })
    ids[codigo] = activo.id
  }
  const movimientos: FlotaZq['movimientos'] = {}
  const mover = async (codigo: CodigoZq, body: Record<string, unknown>) => {
    const res = await call(`/v1/activos/${ids[codigo]}/movimientos`, {
      responsable: 'Pedro Soto',
      ...body,
    })
    const { fecha, guiaDespacho } = res.movimiento
    movimientos[codigo] = [...(movimientos[codigo] ?? []), { fecha, guiaDespacho }]
  }
  let folio = 71_000
  for (const step of scenario) {
    await mover(step.codigo, {
      tipo: step.tipo,
      fecha: diasAtras(step.diasAtras),
      ...(step.responsable ? { responsable: step.responsable } : {}),
      ...(step.hasta ? { hastaObraId: (step.hasta === 'A' ? obraA : obraB).id } : {}),
      ...(step.tipo === 'ingreso-taller' ? {} : { guiaDespacho: ++folio }),
      ...(step.observaciones ? { observaciones: step.observaciones } : {}),
    })
  }
  return { tipoId: tipo.id, flotaId: flota.id, obraA, obraB, ids, movimientos, mover }
}
