// Test support for the fault suite: the writes it fires at the API, and the rows they start from,
// written straight into the seeded database before the API starts. Four writes, each one
// transaction in the API that touches several tables:
// - a quotation created (header, items, amounts, audit) then its items replaced (agregar-items);
// - an accepted quotation passed to contract (contract, its items holding the chosen assets, the
//   quotation contratada, audits);
// - an approved request completed by logistics (a despacho movement, the asset's estado, a new
//   contract item, the request completada);
// - an operator's daily report synced from the phone by its claveSync (idempotent).
// Every write is planned to succeed on its own: each pass and completion has assets of its own,
// each report its own asset, day and reading, so a refusal means something went wrong.
import { randomUUID } from 'node:crypto'
import {
  type CotizacionItemInput,
  fechaEnSantiago,
  montosCotizacion,
  sumarDias,
} from '@cordillera/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  cotizaciones,
  cotizacionItems,
  marcas,
  obras,
  solicitudes,
  solicitudItems,
  tiposActivo,
  usuarios,
} from '../db/schema/index.ts'

export type QuotationSpec = {
  round: number
  /** Written into `condiciones`: finds the quotation whatever its create answered. */
  marker: string
  create: Record<string, unknown>
  /** The items the second write replaces the first ones with. */
  replacement: CotizacionItemInput[]
}

export type PasarSpec = {
  round: number
  key: string
  cotizacionId: string
  activoId: string
  body: Record<string, unknown>
}

export type CompletarSpec = {
  round: number
  key: string
  solicitudId: string
  solicitudItemId: string
  activoId: string
  contratoId: string
  obraId: string
  guia: number
}

export type ReportSpec = { round: number; claveSync: string; body: Record<string, unknown> }

export type FaultPlan = {
  quotations: QuotationSpec[]
  pasar: PasarSpec[]
  completar: CompletarSpec[]
  reports: ReportSpec[]
}

export type PlanSize = {
  rounds: number
  /** Per round. */
  quotations: number
  pasar: number
  completar: number
  reports: number
}

const REPORT_ASSETS = 3

/**
 * Writes the starting rows (accepted quotations, a contract with approved requests, the demo
 * operator's assets) into a seeded database and answers the writes to fire, round by round.
 */
export async function prepareFaultPlan(db: Db, size: PlanSize): Promise<FaultPlan> {
  const hoy = fechaEnSantiago(new Date())
  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  if (!obra) throw new Error('fault plan: demo obra OB-0001 missing')
  const tipos = await db
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .where(isNull(tiposActivo.eliminadoEn))
    .orderBy(asc(tiposActivo.nombre))
  const free = await freeAssets(db, hoy)
  const needed = size.rounds * (size.pasar + size.completar) + 1
  if (free.length < needed) {
    throw new Error(`fault plan: ${free.length} free assets, ${needed} needed`)
  }
  const take = () => free.shift() as (typeof free)[number]

  const quotations: QuotationSpec[] = []
  const pasar: PasarSpec[] = []
  const completar: CompletarSpec[] = []
  const reports: ReportSpec[] = []
  const tipo = (n: number) => (tipos[n % tipos.length] as { id: string }).id

  for (let round = 0; round < size.rounds; round++) {
    for (let n = 0; n < size.quotations; n++) {
      const marker = `falla r${round} q${n} ${randomUUID()}`
      quotations.push({
        round,
        marker,
        create: {
          razonSocialId: obra.razonSocialId,
          obraId: obra.id,
          fecha: hoy,
          validezDias: 30,
          moneda: 'CLP',
          condiciones: marker,
          items: [{ tipoActivoId: tipo(n), cantidad: 1, unidadCobro: 'dia', tarifa: 100_000 + n }],
        },
        replacement: [
          {
            tipoActivoId: tipo(n + 1),
            cantidad: 2,
            unidadCobro: 'dia',
            tarifa: 85_000 + n,
            periodoEstimado: 20,
            fleteIda: 45_000,
            fleteVuelta: 45_000,
            descuentoPct: 7.5,
          },
          {
            tipoActivoId: tipo(n + 2),
            cantidad: 1,
            unidadCobro: 'mes',
            tarifa: 1_950_000 + n,
            periodoEstimado: 3,
            conOperador: true,
          },
          {
            tipoActivoId: tipo(n + 3),
            cantidad: 3,
            unidadCobro: 'hora',
            tarifa: 32_500 + n,
            periodoEstimado: 120.5,
            descuentoPct: 12.25,
          },
        ],
      })
    }
  }

  // Accepted quotations of OB-0001, one item of one asset each, the asset chosen beforehand.
  for (let round = 0; round < size.rounds; round++) {
    for (let n = 0; n < size.pasar; n++) {
      const activo = take()
      const line = {
        posicion: 0,
        tipoActivoId: activo.tipoActivoId,
        cantidad: 1,
        unidadCobro: 'dia' as const,
        tarifa: 120_000,
        periodoEstimado: 30,
        fleteIda: 60_000,
        fleteVuelta: 60_000,
        descuentoPct: 5,
        conOperador: false,
      }
      const key = `pasar r${round} p${n}`
      const { neto, iva, total } = montosCotizacion([line], 'CLP')
      const [cotizacion] = await db
        .insert(cotizaciones)
        .values({
          razonSocialId: obra.razonSocialId,
          obraId: obra.id,
          fecha: hoy,
          validezDias: 30,
          moneda: 'CLP',
          condiciones: key,
          estado: 'aceptada',
          neto,
          iva,
          total,
        })
        .returning({ id: cotizaciones.id, version: cotizaciones.version })
      if (!cotizacion) throw new Error('fault plan: quotation insert')
      const [item] = await db
        .insert(cotizacionItems)
        .values({ ...line, cotizacionId: cotizacion.id })
        .returning({ id: cotizacionItems.id })
      if (!item) throw new Error('fault plan: quotation item insert')
      pasar.push({
        round,
        key,
        cotizacionId: cotizacion.id,
        activoId: activo.id,
        body: {
          version: cotizacion.version,
          fechaInicio: hoy,
          items: [{ cotizacionItemId: item.id, activoId: activo.id, fechaEntrega: hoy }],
        },
      })
    }
  }

  // A contract running for a month at an active obra (one asset on it), with approved adiciones
  // of one asset each, raised by comercial@.
  const [obraActiva] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .offset(5)
    .limit(1)
  const [comercial] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'comercial@cordillera.cl'))
  if (!obraActiva || !comercial) throw new Error('fault plan: no active obra or comercial@')
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obraActiva.razonSocialId,
      obraId: obraActiva.id,
      moneda: 'CLP',
      fechaInicio: sumarDias(hoy, -30),
      estado: 'vigente',
    })
    .returning({ id: contratos.id })
  if (!contrato) throw new Error('fault plan: contract insert')
  await db.insert(contratoItems).values({
    contratoId: contrato.id,
    activoId: take().id,
    tarifa: 95_000,
    unidadCobro: 'dia',
    fechaEntrega: sumarDias(hoy, -30),
  })
  let guia = 970_000
  for (let round = 0; round < size.rounds; round++) {
    for (let n = 0; n < size.completar; n++) {
      const activo = take()
      const [solicitud] = await db
        .insert(solicitudes)
        .values({
          tipo: 'adicion',
          origen: 'comercial',
          obraId: obraActiva.id,
          contratoId: contrato.id,
          estado: 'aprobada',
          fechaRequerida: hoy,
          solicitanteId: comercial.id,
        })
        .returning({ id: solicitudes.id })
      if (!solicitud) throw new Error('fault plan: request insert')
      const [item] = await db
        .insert(solicitudItems)
        .values({
          solicitudId: solicitud.id,
          posicion: 0,
          tipoActivoId: activo.tipoActivoId,
          cantidad: 1,
          unidadCobro: 'dia',
          tarifa: 110_000,
        })
        .returning({ id: solicitudItems.id })
      if (!item) throw new Error('fault plan: request item insert')
      completar.push({
        round,
        key: `completar r${round} c${n}`,
        solicitudId: solicitud.id,
        solicitudItemId: item.id,
        activoId: activo.id,
        contratoId: contrato.id,
        obraId: obraActiva.id,
        guia: ++guia,
      })
    }
  }

  // The demo operator's own assets, assigned to him on that contract for its month:
  // each report has its asset, day and reading, the older the day the lower the reading.
  const [operador] = await db
    .select({ operadorId: usuarios.operadorId })
    .from(usuarios)
    .where(eq(usuarios.email, 'operador@cordillera.cl'))
  const [marca] = await db.select({ id: marcas.id }).from(marcas).limit(1)
  if (!operador?.operadorId || !marca) throw new Error('fault plan: no demo operator or marca')
  const operadorId = operador.operadorId
  const suffix = randomUUID().slice(0, 6).toUpperCase()
  const reportAssets: string[] = []
  for (let n = 0; n < REPORT_ASSETS; n++) {
    const codigo = `FL-${suffix}-${n}`
    const [activo] = await db
      .insert(activos)
      .values({
        codigo,
        tipoActivoId: tipo(n),
        marcaId: marca.id,
        modelo: 'Prueba de fallas',
        anio: 2022,
        numeroSerie: `SERIE${suffix}${n}`,
        horometro: '1000.0',
      })
      .returning({ id: activos.id })
    if (!activo) throw new Error('fault plan: asset insert')
    reportAssets.push(activo.id)
    await db.insert(asignacionesOperador).values({
      operadorId,
      activoId: activo.id,
      contratoId: contrato.id,
      desde: sumarDias(hoy, -30),
      origen: 'asignacion',
      createdBy: operadorId,
    })
  }
  const total = size.rounds * size.reports
  const days = Math.ceil(total / REPORT_ASSETS)
  if (days > 20) throw new Error('fault plan: too many reports for the days an operator may sync')
  for (let n = 0; n < total; n++) {
    const asset = n % REPORT_ASSETS
    const daysBack = 1 + Math.floor(n / REPORT_ASSETS)
    const inicio = 1000 + 10 * (days - daysBack)
    reports.push({
      round: Math.floor(n / size.reports),
      claveSync: randomUUID(),
      body: {
        activoId: reportAssets[asset],
        fecha: sumarDias(hoy, -daysBack),
        jornada: 'dia',
        horometroInicio: inicio,
        horometroFin: inicio + 8,
        horasStandBy: 1,
        horasDetenidas: 0,
        actividades: 'Excavación de zanjas (prueba de fallas).',
      },
    })
  }
  return { quotations, pasar, completar, reports }
}

/**
 * Assets a contract may take from today on, never moved in the last day: disponible, not de
 * baja, on no contract item still open or ending after yesterday.
 */
async function freeAssets(db: Db, hoy: string) {
  return db
    .select({ id: activos.id, tipoActivoId: activos.tipoActivoId })
    .from(activos)
    .where(
      and(
        eq(activos.estado, 'disponible'),
        isNull(activos.eliminadoEn),
        isNull(activos.proveedorId),
        sql`not exists (select 1 from contrato_items ci where ci.activo_id = ${activos.id}
          and ci.eliminado_en is null and (ci.fecha_retiro is null or ci.fecha_retiro >= ${hoy}::date))`,
        sql`not exists (select 1 from movimientos m where m.activo_id = ${activos.id}
          and m.fecha > now() - interval '1 day')`,
      ),
    )
    .orderBy(asc(activos.codigo))
}

/** The body of a completion, its moment a few minutes ago (Santiago's today, the contract's day). */
export function completarBody(spec: CompletarSpec, now = Date.now()) {
  return {
    fecha: new Date(now - 5 * 60_000).toISOString(),
    responsable: 'Pedro Soto',
    lineas: [
      { solicitudItemId: spec.solicitudItemId, activoId: spec.activoId, guiaDespacho: spec.guia },
    ],
    version: 1,
  }
}
