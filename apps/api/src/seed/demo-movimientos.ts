// The demo fleet's year of movements, consistent with the seeded contracts (decision 027): every
// seeded contract item's asset is dispatched from the bodega to the contract's obra on its fecha
// de entrega (in the morning) and, when withdrawn, brought back on its fecha de retiro (in the
// afternoon; the retiro names the completed request that explains it, when one does); between
// rentals some assets visit the workshop for days or weeks, a few are repaired in the middle of a
// rental (out of the obra, into the taller and back to the same obra), 8–12 assets free of any
// contract from today on are in the taller now, and about half the spares never rented this year
// did not move at all. Each guía folio is used once, by the company's
// RUT. The assets' estado, estado_desde and obra are then set FROM these movements with the one
// state machine (`estadoTrasMovimiento`), never the other way round, and each seeded asset is
// registered (created_at) about thirteen months back, before its first movement.
//
// Dated back from the day the seed first runs and planned with a seeded random over what the
// database holds (the contracts as stored), in time order per asset, never in the future. Seeded
// once per database: nothing is done while a seeded movement (one without author) exists, and only
// assets that are seeded, disponible and without any movement get a history. Inserted like the
// other demo data, past the records mechanism: no author, no audit entry.
import {
  diasEntre,
  type EstadoActivo,
  estadoTrasMovimiento,
  fechaEnSantiago,
  type LugarMovimiento,
  sumarDias,
  type TipoMovimiento,
  type TipoSolicitud,
  UBICACION_INICIAL,
  type UbicacionActivo,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import {
  activos,
  contratoItems,
  contratos,
  movimientos,
  solicitudes,
  solicitudItems,
  tiposActivo,
} from '../db/schema/index.ts'
import { EMISOR_GUIAS_RUT } from '../records/record-movimiento.ts'
import { DEMO_ACTIVOS_LIBRES_MINIMO } from './demo-contratos.ts'
import { APELLIDOS, NOMBRES, SOCIEDADES, TIPOS_ACTIVO_DEMO } from './demo-vocabulary.ts'
import { seededRandom } from './seeded-random.ts'

/** The first guía folio of the demo history (the company's guías run on from it). */
export const DEMO_PRIMERA_GUIA = 40_001
/** How many assets are in the taller today (from the last four weeks, not yet out). */
export const DEMO_EN_TALLER = { min: 8, max: 12 } as const
/** At most this many days back the assets en taller today went in. */
export const DEMO_EN_TALLER_DIAS = 28
/** The share of the assets never rented this year that never moved either (spares in the bodega). */
export const DEMO_SIN_MOVIMIENTOS = 0.5
/** The seeded assets were registered this many days back (varied), before their first movement. */
export const DEMO_REGISTRO_DIAS = { min: 380, max: 410 } as const

/** One asset as the plan reads it. */
export type ActivoParaPlan = {
  id: string
  codigo: string
  /** The tipo's nombre. */
  tipo: string
  tipoActivoId: string
  estado: string
  createdAt: Date
  /** Seeded (no author), disponible and without movements: it gets a history. */
  sembrable: boolean
}

/** One contract item (not deleted, of a contract not deleted) as the plan reads it. */
export type ItemParaPlan = {
  activoId: string
  obraId: string
  /** The contract is vigente (a terminado one commits nothing). */
  vigente: boolean
  /** The contract is the seed's (no author): only those get despachos and retiros. */
  sembrado: boolean
  fechaEntrega: string
  fechaRetiro: string | null
  /** The contract's fecha de término. */
  fechaTermino: string | null
  /** The completed cambio, retiro parcial or cierre that withdrew it, when the data says so. */
  solicitud: { id: string; tipo: TipoSolicitud } | null
}

export type MovimientoPlan = {
  activoId: string
  tipo: TipoMovimiento
  fecha: Date
  desdeLugar: LugarMovimiento
  desdeObraId: string | null
  hastaLugar: LugarMovimiento
  hastaObraId: string | null
  estadoResultante: EstadoActivo
  solicitudId: string | null
  guiaDespacho: number | null
  guiaEmisor: string | null
  transportista: string | null
  responsable: string
  observaciones: string | null
}

export type ActivoTrasPlan = UbicacionActivo & {
  id: string
  /** Its last movement's fecha; the registration for an asset without movements. */
  estadoDesde: Date
  createdAt: Date
}

export type PlanMovimientos = { movimientos: MovimientoPlan[]; activos: ActivoTrasPlan[] }

// ---- vocabulary ---------------------------------------------------------------------------------

type Categoria = (typeof TIPOS_ACTIVO_DEMO)[number]['categoria']

const MOTIVOS_TALLER: readonly string[] = [
  'Cambio de aceite y filtros (mantención 500 h).',
  'Mantención preventiva 1.000 h: aceite, filtros y engrase general.',
  'Falla eléctrica: no arranca en frío; revisión de batería y motor de partida.',
  'Fuga de aceite hidráulico en mangueras; cambio de flexibles.',
  'Revisión general antes de nuevo arriendo.',
]
const MOTIVOS_POR_CATEGORIA: Record<Categoria, readonly string[]> = {
  'movimiento-de-tierra': [
    'Falla hidráulica en brazo.',
    'Cambio de cuchillas y puntas del balde.',
    'Reparación del tren de rodado (rodillos y cadena).',
    'Juego excesivo en pasadores y bujes del brazo.',
  ],
  levante: [
    'Fuga en cilindro de levante.',
    'Revisión de cadenas y horquillas; certificación de carga.',
    'Falla en el sistema de elevación: no sube con carga.',
  ],
  compactacion: [
    'Falla en el sistema de vibración del tambor.',
    'Cambio de rascadores del tambor.',
  ],
  transporte: [
    'Cambio de neumáticos y alineación.',
    'Revisión de frenos antes de la revisión técnica.',
    'Falla en la toma de fuerza.',
  ],
  energia: [
    'Falla en regulador de voltaje.',
    'Cambio de correas y mantención del motor.',
    'Recalentamiento: limpieza de radiador y cambio de termostato.',
  ],
  otro: ['Revisión general y pintura.'],
}
const SALIDAS_TALLER = [
  null,
  null,
  'Reparación terminada y probada.',
  'Mantención realizada; queda disponible en bodega.',
  'Probado en patio sin observaciones.',
] as const
const OBS_DESPACHO = [
  null,
  null,
  null,
  'Entrega en faena; recibe el jefe de obra.',
  'Se entrega con estanque lleno.',
  'Ingreso coordinado con prevención de riesgos de la obra.',
] as const
const OBS_RETIRO = [
  null,
  null,
  'Retiro en faena; equipo limpio y sin daños.',
  'Se registra el horómetro al retiro.',
  'Equipo retirado con desgaste normal.',
] as const
const OBS_RETIRO_POR: Partial<Record<TipoSolicitud, string>> = {
  cierre: 'Retiro por cierre del contrato.',
  'retiro-parcial': 'Retiro parcial pedido por la obra.',
  cambio: 'Retiro por cambio de equipo.',
}
const REINGRESO_OBRA = 'Vuelve a la obra tras su reparación en taller.'
const PREFIJOS_TRANSPORTE = [
  'Transportes',
  'Transportes y Grúas',
  'Cama Baja',
  'Logística',
] as const

const categoriaDe = new Map(TIPOS_ACTIVO_DEMO.map((tipo) => [tipo.nombre, tipo.categoria]))

// ---- dates --------------------------------------------------------------------------------------

const santiagoReloj = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The instant of a Santiago wall-clock time (`minutos` after midnight) on `fecha`. */
export function instanteEnSantiago(fecha: string, minutos: number): Date {
  const hhmm = `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`
  // Chile's clocks change at midnight: a working hour is on -03:00 (summer) or -04:00 (winter).
  for (const offset of ['-03:00', '-04:00']) {
    const instante = new Date(`${fecha}T${hhmm}:00${offset}`)
    if (santiagoReloj.format(instante) === `${fecha}, ${hhmm}`) return instante
  }
  return new Date(`${fecha}T${hhmm}:00-04:00`)
}

const NUNCA = '9999-12-31'
const min = (a: string, b: string) => (a < b ? a : b)

// ---- the plan -----------------------------------------------------------------------------------

/** A movement to be, before the machine says where it leaves the asset. */
type Evento = {
  dia: string
  minutos: number
  tipo: TipoMovimiento
  hastaObraId: string | null
  solicitudId: string | null
  transportista: string | null
  responsable: string
  observaciones: string | null
  /** A workshop visit from the bodega: its two movements share it, so it is dropped whole. */
  visita: number | null
}

/**
 * The demo history of the `sembrable` assets from what the database holds: the contract items as
 * stored, the open adiciones' demand by tipo (their assets must stay free) and the folios already
 * used. The same input on the same day gives the same plan.
 */
export function planDemoMovimientos(input: {
  hoy: string
  activos: readonly ActivoParaPlan[]
  items: readonly ItemParaPlan[]
  /** Assets asked by approved adiciones not carried out yet, by tipo de activo id. */
  demandaPorTipo: ReadonlyMap<string, number>
  foliosUsados: ReadonlySet<number>
}): PlanMovimientos {
  const { hoy } = input
  const ayer = sumarDias(hoy, -1)
  const random = seededRandom(20_261_125)
  const persona = () => `${random.pick(NOMBRES)} ${random.pick(APELLIDOS)}`
  const bodega = Array.from({ length: 4 }, persona)
  const taller = Array.from({ length: 3 }, persona)
  const transportistas = Array.from(
    { length: 6 },
    () =>
      `${random.pick(PREFIJOS_TRANSPORTE)} ${random.pick(APELLIDOS)} ${random.pick(SOCIEDADES)}`,
  )
  const hora = (desde: number, hasta: number) => random.int(desde * 4, hasta * 4 - 1) * 15
  let visitas = 0

  const motivo = (tipo: string) =>
    random.chance(0.5)
      ? random.pick(MOTIVOS_TALLER)
      : random.pick(MOTIVOS_POR_CATEGORIA[categoriaDe.get(tipo) ?? 'otro'])
  const traslado = (
    dia: string,
    minutos: number,
    tipo: 'despacho' | 'retiro',
    obraId: string | null,
    observaciones: string | null,
    solicitudId: string | null = null,
  ): Evento => ({
    dia,
    minutos,
    tipo,
    hastaObraId: tipo === 'despacho' ? obraId : null,
    solicitudId,
    transportista: random.pick(transportistas),
    responsable: random.pick(bodega),
    observaciones,
    visita: null,
  })
  const enTaller = (
    dia: string,
    minutos: number,
    tipo: 'ingreso-taller' | 'salida-taller',
    observaciones: string | null,
    visita: number | null,
  ): Evento => ({
    dia,
    minutos,
    tipo,
    hastaObraId: null,
    solicitudId: null,
    transportista: null,
    responsable: random.pick(taller),
    observaciones,
    visita,
  })
  /** A workshop visit of days to weeks inside the free window [desde, hasta], if it fits. */
  const visita = (activo: ActivoParaPlan, desde: string, hasta: string): Evento[] => {
    const largo = diasEntre(desde, hasta) + 1
    const dias = Math.min(random.pick([1, 1, 2, 2, 3, 4, 5, 7, 10, 14, 21]), largo - 1)
    if (dias < 1) return []
    const entra = sumarDias(desde, random.int(0, largo - 1 - dias))
    const id = ++visitas
    return [
      enTaller(entra, hora(8, 12), 'ingreso-taller', motivo(activo.tipo), id),
      enTaller(
        sumarDias(entra, dias),
        hora(14, 18),
        'salida-taller',
        random.pick(SALIDAS_TALLER),
        id,
      ),
    ]
  }

  const itemsPorActivo = new Map<string, ItemParaPlan[]>()
  for (const item of input.items) {
    if (!item.sembrado) continue
    const list = itemsPorActivo.get(item.activoId) ?? []
    list.push(item)
    itemsPorActivo.set(item.activoId, list)
  }

  // ---- each asset's rentals, repairs and workshop visits ----------------------------------------
  const sembrables = [...input.activos]
    .filter((activo) => activo.sembrable)
    .sort((a, b) => a.codigo.localeCompare(b.codigo))
  const eventos = new Map<string, Evento[]>()
  const registro = new Map<string, string>()
  /** Assets left on rent (dispatched, not withdrawn): not in the bodega today. */
  const enObra = new Set<string>()
  for (const activo of sembrables) {
    // Its rentals delivered by yesterday, in order; one that would overlap the previous is left out.
    const rentas: ItemParaPlan[] = []
    for (const item of (itemsPorActivo.get(activo.id) ?? []).sort((a, b) =>
      a.fechaEntrega.localeCompare(b.fechaEntrega),
    )) {
      if (item.fechaEntrega > ayer) continue
      const previa = rentas.at(-1)
      if (previa && (previa.fechaRetiro === null || previa.fechaRetiro >= item.fechaEntrega)) {
        continue
      }
      rentas.push(item)
    }
    const primera = rentas[0]?.fechaEntrega ?? hoy
    const registrado = [
      sumarDias(hoy, -random.int(DEMO_REGISTRO_DIAS.min, DEMO_REGISTRO_DIAS.max)),
      sumarDias(primera, -random.int(10, 40)),
    ].sort()[0] as string
    registro.set(activo.id, registrado)

    const lista: Evento[] = []
    /** Free spans in the bodega, before, between and after rentals: visits go there. */
    const libres: { desde: string; hasta: string; trasRetiro: boolean }[] = []
    let libreDesde: string | null = sumarDias(registrado, 14)
    for (const renta of rentas) {
      if (libreDesde !== null) {
        const hasta = sumarDias(renta.fechaEntrega, -2)
        libres.push({ desde: libreDesde, hasta, trasRetiro: libres.length > 0 })
      }
      lista.push(
        traslado(
          renta.fechaEntrega,
          hora(8, 11),
          'despacho',
          renta.obraId,
          random.pick(OBS_DESPACHO),
        ),
      )
      const retirado = renta.fechaRetiro !== null && renta.fechaRetiro <= ayer
      const fin = retirado ? (renta.fechaRetiro as string) : hoy
      // Now and then a repair in the middle of a long rental: out of the obra and back to it.
      const largo = diasEntre(renta.fechaEntrega, fin)
      if (largo >= 45 && random.chance(0.06)) {
        const entra = sumarDias(renta.fechaEntrega, random.int(10, largo - 20))
        const sale = sumarDias(entra, random.int(1, 5))
        // Part of the rental, not a visit from the bodega: never dropped.
        lista.push(
          enTaller(entra, hora(9, 12), 'ingreso-taller', motivo(activo.tipo), null),
          enTaller(sale, hora(8, 10), 'salida-taller', random.pick(SALIDAS_TALLER), null),
          traslado(sale, hora(13, 16), 'despacho', renta.obraId, REINGRESO_OBRA),
        )
      }
      if (retirado) {
        const solicitud = renta.solicitud
        lista.push(
          traslado(
            fin,
            hora(14, 18),
            'retiro',
            null,
            (solicitud && OBS_RETIRO_POR[solicitud.tipo]) ?? random.pick(OBS_RETIRO),
            solicitud?.id ?? null,
          ),
        )
      }
      libreDesde = retirado ? sumarDias(fin, 1) : null
    }
    if (libreDesde !== null) {
      libres.push({ desde: libreDesde, hasta: ayer, trasRetiro: rentas.length > 0 })
    } else enObra.add(activo.id)
    // Half the assets never rented this year are spares that did not move at all.
    const quietos = rentas.length === 0 && random.chance(DEMO_SIN_MOVIMIENTOS)
    for (const libre of quietos ? [] : libres) {
      const { hasta, trasRetiro } = libre
      let desde = libre.desde
      // A third of the assets back from an obra are checked in the taller within days.
      if (trasRetiro && random.chance(0.35)) {
        const revision = visita(activo, desde, min(hasta, sumarDias(desde, random.int(3, 12))))
        lista.push(...revision)
        const sale = revision.at(-1)?.dia
        if (sale) desde = sumarDias(sale, 2)
      }
      const largo = diasEntre(desde, hasta) + 1
      if (largo < 6) continue
      // Idle in the bodega: about one visit every nine months.
      const esperadas = (largo / 270) * (0.6 + random.next() * 0.8)
      const cuantas = Math.floor(esperadas) + (random.next() < esperadas % 1 ? 1 : 0)
      const tramo = Math.floor(largo / Math.max(cuantas, 1))
      for (let i = 0; i < cuantas; i++) {
        const desdeTramo = sumarDias(desde, i * tramo)
        lista.push(...visita(activo, desdeTramo, sumarDias(desdeTramo, tramo - 2)))
      }
    }
    eventos.set(activo.id, lista)
  }

  // ---- the assets in the taller today -----------------------------------------------------------
  // Only assets no vigente contract holds today or later (new contracts and the contract lists
  // stay coherent), and only while their tipo keeps enough free assets in the bodega.
  const comprometidos = new Set(
    input.items
      .filter((item) => item.vigente && (item.fechaRetiro ?? item.fechaTermino ?? NUNCA) >= hoy)
      .map((item) => item.activoId),
  )
  const libresPorTipo = new Map<string, number>()
  for (const activo of input.activos) {
    if (activo.estado !== 'disponible' || comprometidos.has(activo.id) || enObra.has(activo.id)) {
      continue
    }
    libresPorTipo.set(activo.tipoActivoId, (libresPorTipo.get(activo.tipoActivoId) ?? 0) + 1)
  }
  const candidatos = sembrables
    .filter((activo) => !comprometidos.has(activo.id) && !enObra.has(activo.id))
    .map((activo) => ({ activo, orden: random.next() }))
    .sort((a, b) => a.orden - b.orden)
    .map(({ activo }) => activo)
  const cuantosEnTaller = random.int(DEMO_EN_TALLER.min, DEMO_EN_TALLER.max)
  const tomadosPorTipo = new Map<string, number>()
  let enTallerHoy = 0
  for (const activo of candidatos) {
    if (enTallerHoy >= cuantosEnTaller) break
    const tipo = activo.tipoActivoId
    const minimo = Math.max(DEMO_ACTIVOS_LIBRES_MINIMO, input.demandaPorTipo.get(tipo) ?? 0)
    const tomados = tomadosPorTipo.get(tipo) ?? 0
    if ((libresPorTipo.get(tipo) ?? 0) - tomados - 1 < minimo || tomados >= 2) continue
    // Its recent visits give way to the one going on.
    const propios = eventos.get(activo.id) ?? []
    const recientes = new Set(
      propios
        .filter((e) => e.visita !== null && e.dia >= sumarDias(hoy, -(DEMO_EN_TALLER_DIAS + 10)))
        .map((e) => e.visita),
    )
    const quedan = propios.filter((e) => e.visita === null || !recientes.has(e.visita))
    const ultimo = quedan.reduce(
      (last, e) => (e.dia > last ? e.dia : last),
      registro.get(activo.id) as string,
    )
    const desde = [sumarDias(ultimo, 1), sumarDias(hoy, -DEMO_EN_TALLER_DIAS)].sort()[1] as string
    if (desde > ayer) continue
    const entra = sumarDias(desde, random.int(0, diasEntre(desde, ayer)))
    quedan.push(enTaller(entra, hora(8, 12), 'ingreso-taller', motivo(activo.tipo), null))
    eventos.set(activo.id, quedan)
    tomadosPorTipo.set(tipo, tomados + 1)
    enTallerHoy++
  }

  // ---- the machine says where each movement leaves the asset ------------------------------------
  const movimientosPlan: MovimientoPlan[] = []
  const activosPlan: ActivoTrasPlan[] = []
  for (const activo of sembrables) {
    const lista = (eventos.get(activo.id) ?? [])
      .map((evento) => ({ evento, fecha: instanteEnSantiago(evento.dia, evento.minutos) }))
      .sort((a, b) => a.fecha.getTime() - b.fecha.getTime())
    let actual: UbicacionActivo = UBICACION_INICIAL
    for (const { evento, fecha } of lista) {
      const next = estadoTrasMovimiento(
        { ...actual, codigo: activo.codigo },
        { tipo: evento.tipo, hastaObraId: evento.hastaObraId },
      )
      // The plan keeps every rule: a refusal here is a bug in it, not something to skip.
      if ('error' in next) throw new Error(`demo movimientos: ${next.error} (${evento.dia})`)
      actual = { estado: next.estado, obraId: next.obraId }
      movimientosPlan.push({
        activoId: activo.id,
        tipo: evento.tipo,
        fecha,
        desdeLugar: next.desde.lugar,
        desdeObraId: next.desde.obraId,
        hastaLugar: next.hasta.lugar,
        hastaObraId: next.hasta.obraId,
        estadoResultante: next.estado,
        solicitudId: evento.solicitudId,
        guiaDespacho: null,
        guiaEmisor: null,
        transportista: evento.transportista,
        responsable: evento.responsable,
        observaciones: evento.observaciones,
      })
    }
    const registrado = instanteEnSantiago(registro.get(activo.id) as string, hora(9, 12))
    // Never registered later than it was: a date only moves back.
    const createdAt = registrado < activo.createdAt ? registrado : activo.createdAt
    activosPlan.push({
      id: activo.id,
      ...actual,
      estadoDesde: lista.at(-1)?.fecha ?? createdAt,
      createdAt,
    })
  }

  // ---- guías: one folio each, in the order they were issued -------------------------------------
  let folio = DEMO_PRIMERA_GUIA
  const conGuia = movimientosPlan
    .filter((mov) => mov.tipo === 'despacho' || mov.tipo === 'retiro' || mov.tipo === 'traslado')
    .sort((a, b) => a.fecha.getTime() - b.fecha.getTime())
  for (const mov of conGuia) {
    while (input.foliosUsados.has(folio)) folio++
    mov.guiaDespacho = folio++
    mov.guiaEmisor = EMISOR_GUIAS_RUT
  }
  return { movimientos: movimientosPlan, activos: activosPlan }
}

// ---- the seed -----------------------------------------------------------------------------------

/** Fixed, so two starts seeding one database at once take turns (the second then finds it done). */
const SEED_LOCK_ID = 2_026_112_527

/** Seeds the demo history once per database; answers how many movements it added. */
export async function seedDemoMovimientos(
  tx: Tx,
  now = new Date(),
): Promise<Record<string, number>> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`)
  const [sembrado] = await tx
    .select({ id: movimientos.id })
    .from(movimientos)
    .where(isNull(movimientos.createdBy))
    .limit(1)
  if (sembrado) return { movimientos: 0 }

  const conMovimientos = sql<boolean>`exists (select 1 from ${movimientos} where ${movimientos.activoId} = ${activos.id})`
  const activoRows = await tx
    .select({
      id: activos.id,
      codigo: activos.codigo,
      tipo: tiposActivo.nombre,
      tipoActivoId: activos.tipoActivoId,
      estado: activos.estado,
      createdAt: activos.createdAt,
      createdBy: activos.createdBy,
      conMovimientos,
    })
    .from(activos)
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .where(isNull(activos.eliminadoEn))
  const itemRows = await tx
    .select({
      id: contratoItems.id,
      activoId: contratoItems.activoId,
      obraId: contratos.obraId,
      estado: contratos.estado,
      createdBy: contratos.createdBy,
      fechaEntrega: contratoItems.fechaEntrega,
      fechaRetiro: contratoItems.fechaRetiro,
      fechaTermino: contratos.fechaTermino,
    })
    .from(contratoItems)
    .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
    .where(and(isNull(contratoItems.eliminadoEn), isNull(contratos.eliminadoEn)))
    .orderBy(asc(contratoItems.fechaEntrega))
  // The completed requests that withdrew an item: its retiro carries them out.
  const retiros = await tx
    .select({
      contratoItemId: solicitudItems.contratoItemId,
      id: solicitudes.id,
      tipo: solicitudes.tipo,
    })
    .from(solicitudItems)
    .innerJoin(solicitudes, eq(solicitudes.id, solicitudItems.solicitudId))
    .where(
      and(
        isNull(solicitudes.eliminadoEn),
        eq(solicitudes.estado, 'completada'),
        inArray(solicitudes.tipo, ['cambio', 'retiro-parcial', 'cierre']),
        isNotNull(solicitudItems.contratoItemId),
      ),
    )
    .orderBy(asc(solicitudes.numero))
  const retiroPorItem = new Map(
    retiros.map((row) => [row.contratoItemId, { id: row.id, tipo: row.tipo as TipoSolicitud }]),
  )
  const demanda = await tx
    .select({
      tipoActivoId: solicitudItems.tipoActivoId,
      cantidad: sql<number>`sum(${solicitudItems.cantidad})::int`,
    })
    .from(solicitudItems)
    .innerJoin(solicitudes, eq(solicitudes.id, solicitudItems.solicitudId))
    .where(
      and(
        isNull(solicitudes.eliminadoEn),
        eq(solicitudes.tipo, 'adicion'),
        inArray(solicitudes.estado, ['aprobada', 'en-logistica']),
        isNotNull(solicitudItems.tipoActivoId),
      ),
    )
    .groupBy(solicitudItems.tipoActivoId)
  const folios = await tx
    .select({ folio: movimientos.guiaDespacho })
    .from(movimientos)
    .where(and(eq(movimientos.guiaEmisor, EMISOR_GUIAS_RUT), isNotNull(movimientos.guiaDespacho)))

  const plan = planDemoMovimientos({
    hoy: fechaEnSantiago(now),
    activos: activoRows.map((row) => ({
      ...row,
      sembrable: row.createdBy === null && row.estado === 'disponible' && !row.conMovimientos,
    })),
    items: itemRows.map((row) => ({
      ...row,
      vigente: row.estado === 'vigente',
      sembrado: row.createdBy === null,
      solicitud: retiroPorItem.get(row.id) ?? null,
    })),
    demandaPorTipo: new Map(demanda.map((row) => [row.tipoActivoId as string, row.cantidad])),
    foliosUsados: new Set(folios.map((row) => row.folio as number)),
  })

  // One statement per table, the rows as one JSON parameter: PGlite binds fifteen parameters per
  // movement three times slower. Recorded when they happened: created_at is the movement's fecha.
  const rows = plan.movimientos.map((mov) => ({
    activo_id: mov.activoId,
    tipo: mov.tipo,
    fecha: mov.fecha,
    desde_lugar: mov.desdeLugar,
    desde_obra_id: mov.desdeObraId,
    hasta_lugar: mov.hastaLugar,
    hasta_obra_id: mov.hastaObraId,
    estado_resultante: mov.estadoResultante,
    solicitud_id: mov.solicitudId,
    guia_despacho: mov.guiaDespacho,
    guia_emisor: mov.guiaEmisor,
    transportista: mov.transportista,
    responsable: mov.responsable,
    observaciones: mov.observaciones,
  }))
  if (rows.length > 0) {
    await tx.execute(sql`
      insert into ${movimientos} (activo_id, tipo, fecha, desde_lugar, desde_obra_id, hasta_lugar,
        hasta_obra_id, estado_resultante, solicitud_id, guia_despacho, guia_emisor, transportista,
        responsable, observaciones, created_at)
      select activo_id, tipo, fecha, desde_lugar, desde_obra_id, hasta_lugar, hasta_obra_id,
        estado_resultante, solicitud_id, guia_despacho, guia_emisor, transportista, responsable,
        observaciones, fecha
      from json_to_recordset(${JSON.stringify(rows)}::json) as m(activo_id uuid, tipo text,
        fecha timestamptz, desde_lugar text, desde_obra_id uuid, hasta_lugar text,
        hasta_obra_id uuid, estado_resultante text, solicitud_id uuid, guia_despacho integer,
        guia_emisor text, transportista text, responsable text, observaciones text)`)
  }
  // Each asset as its movements leave it.
  if (plan.activos.length > 0) {
    await tx.execute(sql`
      update ${activos} set
        estado = a.estado,
        obra_actual_id = a.obra_id,
        estado_desde = a.desde,
        created_at = a.creado,
        updated_at = a.desde
      from json_to_recordset(${JSON.stringify(
        plan.activos.map((a) => ({
          id: a.id,
          estado: a.estado,
          obra_id: a.obraId,
          desde: a.estadoDesde,
          creado: a.createdAt,
        })),
      )}::json) as a(id uuid, estado text, obra_id uuid, desde timestamptz, creado timestamptz)
      where ${activos.id} = a.id`)
  }
  return { movimientos: rows.length }
}
