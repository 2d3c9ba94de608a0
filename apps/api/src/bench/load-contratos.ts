// Loads `count` contratos for the benchmark, in batch inserts, over 2,000 razones sociales (the
// razones sociales benchmark's loader), 20 constructoras, 2,000 obras and 5,000 assets (the asset
// benchmark's loader): a quarter in UF, three quarters vigentes, half open-ended, most with an
// orden de compra, starts over three years, 1–3 items each (a third already withdrawn) and an open
// or closed request on about a third of them. Contracts loaded in bulk have no quotation; the
// commitment rule is not kept (an asset may be on two contracts at once): the list does not read it.
import { rutCheckDigit, sumarDias } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import {
  activos,
  constructoras,
  contratoItems,
  contratos,
  obras,
  razonesSociales,
  solicitudes,
} from '../db/schema/index.ts'
import { COMUNAS_DEMO, LUGARES } from '../seed/demo-vocabulary.ts'
import { seededRandom } from '../seed/seeded-random.ts'
import { loadActivos } from './load-activos.ts'
import { loadRazonesSociales } from './load-razones-sociales.ts'

const BATCH = 1000
const RAZONES = 2000
const OBRAS = 2000
const ACTIVOS = 5000
const THREE_YEARS_DAYS = 3 * 365
const ESTADOS_SOLICITUD = ['pendiente', 'aprobada', 'rechazada', 'en-logistica', 'completada']
const TIPOS_SOLICITUD = ['adicion', 'cambio', 'retiro-parcial', 'cierre']

export async function loadContratos(database: Database, count: number): Promise<void> {
  const random = seededRandom(100_020)
  const { db } = database
  await loadRazonesSociales(database, RAZONES)
  await loadActivos(database, ACTIVOS)
  const razonIds = (await db.select({ id: razonesSociales.id }).from(razonesSociales)).map(
    (row) => row.id,
  )
  const activoIds = (await db.select({ id: activos.id }).from(activos)).map((row) => row.id)
  const constructoraIds = (
    await db
      .insert(constructoras)
      .values(
        Array.from({ length: 20 }, (_, i) => {
          const body = 70_000_000 + i * 7
          return { rut: `${body}-${rutCheckDigit(body)}`, nombre: `Constructora Bench ${i + 1}` }
        }),
      )
      .onConflictDoNothing()
      .returning({ id: constructoras.id })
  ).map((row) => row.id)
  const obraRows = await db
    .insert(obras)
    .values(
      Array.from({ length: OBRAS }, (_, i) => {
        const comuna = random.pick(COMUNAS_DEMO)
        return {
          codigo: `OB-B${String(i + 1).padStart(5, '0')}`,
          nombre: `Obra ${random.pick(LUGARES)} ${i + 1}`,
          direccion: `Calle ${i + 1}`,
          comuna,
          region: comuna.slice(0, 2),
          constructoraId: random.pick(constructoraIds),
          razonSocialId: random.pick(razonIds),
          fechaInicio: '2023-01-01',
        }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: obras.id, razonSocialId: obras.razonSocialId })

  const inicio0 = '2023-06-01'
  const now = Date.now()
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const i = start + offset
      const obra = random.pick(obraRows)
      const fechaInicio = sumarDias(inicio0, random.int(0, THREE_YEARS_DAYS))
      const terminado = random.chance(0.25)
      return {
        razonSocialId: obra?.razonSocialId ?? '',
        obraId: obra?.id ?? '',
        moneda: random.chance(0.25) ? 'UF' : 'CLP',
        ordenCompra: random.chance(0.7) ? `OC-${String(i + 1).padStart(6, '0')}` : null,
        fechaInicio,
        fechaTermino:
          terminado || random.chance(0.5) ? sumarDias(fechaInicio, random.int(30, 400)) : null,
        estado: terminado ? 'terminado' : 'vigente',
        condiciones: 'Pago a 30 días.',
        createdAt: new Date(now - random.int(0, THREE_YEARS_DAYS * 86_400_000)),
      }
    })
    const inserted = await db
      .insert(contratos)
      .values(rows)
      .returning({ id: contratos.id, obraId: contratos.obraId, fechaInicio: contratos.fechaInicio })
    const items = inserted.flatMap((contrato) =>
      Array.from({ length: random.int(1, 3) }, () => ({
        contratoId: contrato.id,
        activoId: random.pick(activoIds),
        tarifa: random.int(20, 200) * 1000,
        unidadCobro: 'dia',
        fechaEntrega: contrato.fechaInicio,
        fechaRetiro: random.chance(1 / 3)
          ? sumarDias(contrato.fechaInicio, random.int(1, 90))
          : null,
      })),
    )
    await db.insert(contratoItems).values(items)
    const pedidos = inserted.flatMap((contrato) =>
      random.chance(1 / 3)
        ? [
            {
              tipo: random.pick(TIPOS_SOLICITUD),
              origen: random.chance(0.3) ? 'cliente' : 'comercial',
              obraId: contrato.obraId,
              contratoId: contrato.id,
              estado: random.pick(ESTADOS_SOLICITUD),
              fechaRequerida: sumarDias(contrato.fechaInicio, random.int(1, 200)),
            },
          ]
        : [],
    )
    await db.insert(solicitudes).values(
      pedidos.map((pedido) => ({
        ...pedido,
        motivoRechazo: pedido.estado === 'rechazada' ? 'Sin disponibilidad.' : null,
      })),
    )
  }
  // What autovacuum does on PostgreSQL after a bulk load (docs/modules.md, "Running on PostgreSQL").
  for (const table of ['obras', 'contratos', 'contrato_items', 'solicitudes']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`))
  }
}
