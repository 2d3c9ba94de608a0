// About three months of daily reports (partes diarios) of the demo operators, one per working day
// of each seeded assignment (most Saturdays, no Sundays, a few absences, none while the asset was
// in the workshop; the night shift's are noche), with believable hours, stops, trips, fuel and
// activities in Spanish. Hour meters grow per asset from its registered reading, day after day,
// across the operators who ran it. Estados follow the age: the older mostly validado, the last
// days firmado, some borrador (today's among them), a few en-observacion with HR's comment.
// operador@ has a few (validado ones, one en-observacion, one firmado) and none today: the e2e
// writes today's.
//
// A signed report (firmado, validado, en-observacion) gets its signature row: the operator's drawn
// signature (a PNG generated here, the same strokes for each operator) stored through the file
// storage under `reports/<id>/firmas/<uuid>.png`, the content signed and its SHA-256. Without a
// storage (tests' databases) there is no image to keep, so those reports stay borrador: the data
// never claims a signature it cannot show.
//
// Seeded once per database (while no seeded report, one without author, exists), after the
// assignments; folios come from the sequence, in date order. Inserted like the other demo data,
// past the records mechanism: no author, no audit entry; one JSON parameter per table.
import { createHash, randomUUID } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import {
  type ContenidoReport,
  diaDeLaSemana,
  diasEntre,
  type EstadoReport,
  fechaEnSantiago,
  folioDe,
  type Jornada,
  type MotivoDetencion,
  REPORT_DIAS_ATRAS,
  sumarDias,
  textoCanonicoReport,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import {
  activos,
  asignacionesOperador,
  contratos,
  firmasReport,
  movimientos,
  operadores,
  reports,
  tiposActivo,
  trabajadores,
} from '../db/schema/index.ts'
import { selectRows } from '../db/select-rows.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import { DEMO_ASIGNACIONES_DIAS } from './demo-asignaciones.ts'
import { DEMO_OPERADOR_ID } from './demo-users.ts'
import { type Random, seededRandom } from './seeded-random.ts'

// ---- vocabulary ---------------------------------------------------------------------------------

const ACTIVIDADES: Record<string, readonly string[]> = {
  Excavadora: [
    'Excavación masiva de subterráneo, sector poniente.',
    'Excavación de zanjas para matriz de agua potable.',
    'Carguío de material excedente a camiones tolva.',
    'Perfilado de taludes y limpieza de sello de fundación.',
    'Excavación de fundaciones aisladas, ejes C a F.',
  ],
  Retroexcavadora: [
    'Excavación de zanjas para alcantarillado.',
    'Relleno y compactación de zanjas con material de empréstito.',
    'Carguío de escombros y limpieza de frente de trabajo.',
    'Excavación de cámaras de inspección.',
  ],
  Minicargador: [
    'Limpieza de losas y accesos con barredora.',
    'Traslado de áridos dentro de la obra.',
    'Demolición de radier con martillo.',
    'Carguío de escombros a contenedor.',
  ],
  Bulldozer: [
    'Escarpe y despeje de terreno, sector norte.',
    'Empuje de material para conformación de terraplén.',
    'Apertura de camino de servicio.',
  ],
  Motoniveladora: [
    'Perfilado de subrasante en calle interior.',
    'Conformación y nivelación de base estabilizada.',
    'Mantención de caminos de acceso a la obra.',
  ],
  'Cargador frontal': [
    'Carguío de áridos a camiones tolva.',
    'Acopio y ordenamiento de material en cancha.',
    'Limpieza de frente de excavación.',
  ],
  'Camión tolva': [
    'Retiro de material excedente a botadero autorizado.',
    'Traslado de base estabilizada desde planta.',
    'Acarreo de escombros a botadero.',
  ],
  'Camión aljibe': [
    'Riego de caminos interiores para control de polvo.',
    'Abastecimiento de agua para compactación de rellenos.',
  ],
  'Rodillo compactador': [
    'Compactación de base estabilizada por capas.',
    'Compactación de subrasante en calle interior.',
    'Compactación de rellenos estructurales.',
  ],
  'Manipulador telescópico': [
    'Izaje de enfierraduras a losa del tercer piso.',
    'Descarga y distribución de materiales en pisos.',
    'Apoyo a montaje de moldajes.',
  ],
}
const ACTIVIDADES_GENERALES = [
  'Apoyo a faenas generales de la obra.',
  'Movimiento de materiales según instrucciones del jefe de terreno.',
]
const OBSERVACIONES = [
  'Se realiza engrase general al inicio de la jornada.',
  'Se informa al jefe de terreno ruido en el tren de rodado.',
  'Charla de seguridad de 30 minutos antes de iniciar.',
  'Espera de camiones durante la mañana.',
  'Frente de trabajo compartido con otra máquina.',
]
const COMENTARIOS_RRHH = [
  'El horómetro final no coincide con la foto del tablero: revisar la lectura.',
  'Faltan las horas de stand-by por la espera de camiones que informó la obra.',
  'Detalle mejor las actividades: indique el sector de la obra.',
  'La carga de combustible no coincide con la guía del estanque.',
]
const MOTIVOS: readonly MotivoDetencion[] = ['clima', 'falla', 'sin-frente', 'sin-frente', 'otro']
const CON_VIAJES = new Set(['Camión tolva', 'Camión aljibe'])
const CON_CARGAS = new Set(['Camión tolva', 'Cargador frontal', 'Excavadora'])

// ---- the signature image ------------------------------------------------------------------------

const FIRMA_ANCHO = 300
const FIRMA_ALTO = 100

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** A finger-drawn looking signature (dark blue strokes on transparent), as the phone's pad draws. */
export function firmaDemoPng(seed: number): Uint8Array {
  const random = seededRandom(seed)
  const pixels = new Uint8Array(FIRMA_ANCHO * FIRMA_ALTO * 4)
  const stamp = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const px = Math.round(x) + dx
        const py = Math.round(y) + dy
        if (px < 0 || py < 0 || px >= FIRMA_ANCHO || py >= FIRMA_ALTO) continue
        pixels.set([25, 40, 110, 255], (py * FIRMA_ANCHO + px) * 4)
      }
    }
  }
  const loops = random.int(3, 6)
  const [a, b, p] = [random.int(12, 26), random.int(4, 12), random.next() * Math.PI]
  for (let t = 0; t <= 1; t += 0.0004) {
    const angle = 2 * Math.PI * loops * t + p
    stamp(
      25 + t * 230 + 14 * Math.cos(angle),
      48 + a * Math.sin(angle) * (1 - 0.5 * t) + b * Math.sin(7 * t),
    )
  }
  // The underline.
  for (let x = 30; x < 270; x += 0.5) stamp(x, 82 + 3 * Math.sin(x / 25))
  const raw = Buffer.alloc((FIRMA_ANCHO * 4 + 1) * FIRMA_ALTO)
  for (let y = 0; y < FIRMA_ALTO; y += 1) {
    raw[y * (FIRMA_ANCHO * 4 + 1)] = 0
    raw.set(
      pixels.subarray(y * FIRMA_ANCHO * 4, (y + 1) * FIRMA_ANCHO * 4),
      y * (FIRMA_ANCHO * 4 + 1) + 1,
    )
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(FIRMA_ANCHO, 0)
  header.writeUInt32BE(FIRMA_ALTO, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND', new Uint8Array()),
    ]),
  )
}

// ---- the plan -----------------------------------------------------------------------------------

/** One seeded assignment as the plan reads it. */
export type AsignacionParaReports = {
  operadorId: string
  activoId: string
  contratoId: string
  obraId: string
  desde: string
  hasta: string | null
  origen: string
  tipo: string
  /** The asset's registered hour meter. */
  horometro: number
}

export type ReportPlan = ContenidoReportSinFolio & {
  claveSync: string
  estado: EstadoReport
  observacion: string | null
  creadoEn: Date
  firmadoEn: Date | null
  estadoDesde: Date
}

type ContenidoReportSinFolio = Omit<ContenidoReport, 'folio' | 'contratoId'> & {
  contratoId: string
}

/** Whose session recorded the signatures of operators without a user of their own. */
const DEMO_RRHH_EMAIL = 'rrhh@cordillera.cl'

const unDecimal = (value: number) => Math.round(value * 10) / 10

/** An instant of a Santiago day at about `hora` (summer time; an hour off in winter is fine). */
const instante = (fecha: string, hora: number, minutos: number) =>
  new Date(Date.parse(`${fecha}T00:00:00Z`) + ((hora + 3) * 60 + minutos) * 60_000)

function estadoSegunEdad(dias: number, random: Random): EstadoReport {
  const r = random.next()
  if (dias === 0) return 'borrador'
  if (dias <= 2) return r < 0.45 ? 'borrador' : r < 0.95 ? 'firmado' : 'en-observacion'
  if (dias <= 10) {
    return r < 0.05 ? 'borrador' : r < 0.75 ? 'firmado' : r < 0.92 ? 'validado' : 'en-observacion'
  }
  if (dias <= REPORT_DIAS_ATRAS - 1) {
    return r < 0.02 ? 'borrador' : r < 0.2 ? 'firmado' : r < 0.95 ? 'validado' : 'en-observacion'
  }
  return r < 0.02 ? 'firmado' : r < 0.035 ? 'en-observacion' : 'validado'
}

/**
 * The reports of the seeded assignments up to `hoy`, in date order. `enTaller(activoId, fecha)`
 * says the asset was in the workshop that day; `existe` that the operator has that day's report
 * already. Pure: the same input, the same plan but for the generated keys.
 */
export function planReports(
  asignaciones: readonly AsignacionParaReports[],
  hoy: string,
  now: Date,
  options: {
    enTaller?: (activoId: string, fecha: string) => boolean
    existe?: (operadorId: string, activoId: string, fecha: string, jornada: Jornada) => boolean
    random?: Random
  } = {},
): ReportPlan[] {
  const random = options.random ?? seededRandom(20_261_128)
  const inicio = sumarDias(hoy, -DEMO_ASIGNACIONES_DIAS)
  const dias: Array<{ asignacion: AsignacionParaReports; fecha: string; jornada: Jornada }> = []
  for (const asignacion of asignaciones) {
    const jornada: Jornada = asignacion.origen === 'adicion' ? 'noche' : 'dia'
    const hasta = asignacion.hasta && asignacion.hasta < hoy ? asignacion.hasta : hoy
    for (
      let fecha = asignacion.desde < inicio ? inicio : asignacion.desde;
      fecha <= hasta;
      fecha = sumarDias(fecha, 1)
    ) {
      const semana = diaDeLaSemana(fecha)
      const propio = asignacion.operadorId === DEMO_OPERADOR_ID
      if (semana === 0 || (semana === 6 && random.chance(propio ? 1 : 0.4))) continue
      if (fecha === hoy && (propio || random.chance(0.6))) continue
      if (!propio && random.chance(0.04)) continue
      if (options.enTaller?.(asignacion.activoId, fecha)) continue
      if (options.existe?.(asignacion.operadorId, asignacion.activoId, fecha, jornada)) continue
      dias.push({ asignacion, fecha, jornada })
    }
  }
  // Hour meters grow per asset, day after day (the day shift before the night one).
  dias.sort(
    (a, b) =>
      a.asignacion.activoId.localeCompare(b.asignacion.activoId) ||
      a.fecha.localeCompare(b.fecha) ||
      a.jornada.localeCompare(b.jornada),
  )
  const lecturas = new Map<string, number>()
  const propios = dias
    .filter((dia) => dia.asignacion.operadorId === DEMO_OPERADOR_ID)
    .map((dia) => dia.fecha)
    .sort()
    .reverse()
  const plan = dias.map(({ asignacion, fecha, jornada }): ReportPlan => {
    const { activoId, tipo } = asignacion
    const anterior = lecturas.get(activoId) ?? asignacion.horometro
    // Moved or warmed up between shifts now and then.
    const horometroInicio = unDecimal(anterior + (random.chance(0.15) ? random.int(1, 6) / 10 : 0))
    const detenidas = random.chance(0.1) ? random.int(10, 40) / 10 : 0
    const standBy = random.chance(0.35) ? random.int(5, 25) / 10 : 0
    const trabajadas = unDecimal(Math.max(1, random.int(55, 100) / 10 - detenidas))
    const horometroFin = unDecimal(horometroInicio + trabajadas)
    lecturas.set(activoId, horometroFin)
    const viajes = CON_VIAJES.has(tipo) ? random.int(3, 12) : null
    const cargas = CON_CARGAS.has(tipo) ? (viajes ?? random.int(8, 40)) : null

    const edad = diasEntre(fecha, hoy)
    const propio = asignacion.operadorId === DEMO_OPERADOR_ID
    // operador@: the latest firmado, the one before en-observacion, the rest validado.
    const posicion = propio ? propios.indexOf(fecha) : -1
    const estado: EstadoReport = propio
      ? posicion === 0
        ? 'firmado'
        : posicion === 1
          ? 'en-observacion'
          : 'validado'
      : estadoSegunEdad(edad, random)
    const clamp = (instant: Date) => (instant > now ? now : instant)
    const creadoEn = clamp(
      jornada === 'dia'
        ? instante(fecha, 18, random.int(30, 59))
        : instante(sumarDias(fecha, 1), 7, random.int(0, 40)),
    )
    const firmadoEn =
      estado === 'borrador'
        ? null
        : clamp(new Date(creadoEn.getTime() + random.int(3, 40) * 60_000))
    const estadoDesde =
      firmadoEn === null
        ? creadoEn
        : estado === 'firmado'
          ? firmadoEn
          : clamp(new Date(firmadoEn.getTime() + random.int(20, 80) * 3_600_000))
    return {
      operadorId: asignacion.operadorId,
      activoId,
      obraId: asignacion.obraId,
      contratoId: asignacion.contratoId,
      fecha,
      jornada,
      horometroInicio,
      horometroFin,
      horasStandBy: standBy,
      horasDetenidas: detenidas,
      motivoDetencion: detenidas > 0 ? random.pick(MOTIVOS) : null,
      viajes,
      cargas,
      combustibleLitros: random.chance(0.3) ? unDecimal(random.int(400, 1800) / 10) : null,
      actividades: random.pick(ACTIVIDADES[tipo] ?? ACTIVIDADES_GENERALES),
      observaciones: random.chance(0.2) ? random.pick(OBSERVACIONES) : null,
      claveSync: randomUUID(),
      estado,
      observacion: estado === 'en-observacion' ? random.pick(COMENTARIOS_RRHH) : null,
      creadoEn,
      firmadoEn,
      estadoDesde,
    }
  })
  // Folios in date order.
  return plan.sort(
    (a, b) =>
      a.fecha.localeCompare(b.fecha) ||
      a.jornada.localeCompare(b.jornada) ||
      a.operadorId.localeCompare(b.operadorId),
  )
}

// ---- the seed -----------------------------------------------------------------------------------

/** Workshop stays per asset, as Santiago days (both included; open while it has not left). */
async function talleresDe(tx: Tx, activoIds: string[]) {
  const rows = await tx
    .select({
      activoId: movimientos.activoId,
      tipo: movimientos.tipo,
      dia: sql<string>`((${movimientos.fecha} at time zone 'America/Santiago')::date)::text`,
    })
    .from(movimientos)
    .where(
      and(
        inArray(movimientos.activoId, activoIds),
        inArray(movimientos.tipo, ['ingreso-taller', 'salida-taller']),
      ),
    )
    .orderBy(asc(movimientos.activoId), asc(movimientos.fecha))
  const stays = new Map<string, Array<{ desde: string; hasta: string }>>()
  for (const row of rows) {
    const list = stays.get(row.activoId) ?? []
    if (row.tipo === 'ingreso-taller') list.push({ desde: row.dia, hasta: '9999-12-31' })
    else {
      const open = list.at(-1)
      if (open && open.hasta === '9999-12-31') open.hasta = row.dia
    }
    stays.set(row.activoId, list)
  }
  return (activoId: string, fecha: string) =>
    (stays.get(activoId) ?? []).some((stay) => stay.desde <= fecha && fecha <= stay.hasta)
}

export async function seedDemoReports(
  tx: Tx,
  storage: FileStorage | null,
  now = new Date(),
): Promise<Record<string, number>> {
  const none = { reports: 0, firmas_report: 0 }
  const [sembrado] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(isNull(reports.createdBy))
    .limit(1)
  if (sembrado) return none

  const asignaciones = await tx
    .select({
      operadorId: asignacionesOperador.operadorId,
      activoId: asignacionesOperador.activoId,
      contratoId: asignacionesOperador.contratoId,
      obraId: contratos.obraId,
      desde: asignacionesOperador.desde,
      hasta: asignacionesOperador.hasta,
      origen: asignacionesOperador.origen,
      tipo: tiposActivo.nombre,
      horometro: sql<number>`cast(${activos.horometro} as double precision)`,
    })
    .from(asignacionesOperador)
    .innerJoin(contratos, eq(contratos.id, asignacionesOperador.contratoId))
    .innerJoin(activos, eq(activos.id, asignacionesOperador.activoId))
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .where(
      and(
        isNull(asignacionesOperador.createdBy),
        isNull(asignacionesOperador.eliminadoEn),
        isNull(activos.eliminadoEn),
      ),
    )
    .orderBy(asc(asignacionesOperador.desde), asc(asignacionesOperador.id))
  if (asignaciones.length === 0) return none

  const activoIds = [...new Set(asignaciones.map((a) => a.activoId))]
  const existentes = await tx
    .select({
      operadorId: reports.operadorId,
      activoId: reports.activoId,
      fecha: reports.fecha,
      jornada: reports.jornada,
    })
    .from(reports)
    .where(and(inArray(reports.activoId, activoIds), isNull(reports.eliminadoEn)))
  const claves = new Set(
    existentes.map((r) => `${r.operadorId}|${r.activoId}|${r.fecha}|${r.jornada}`),
  )
  const hoy = fechaEnSantiago(now)
  const plan = planReports(
    asignaciones.map((a) => ({ ...a, horometro: Number(a.horometro) })),
    hoy,
    now,
    {
      enTaller: await talleresDe(tx, activoIds),
      existe: (operadorId, activoId, fecha, jornada) =>
        claves.has(`${operadorId}|${activoId}|${fecha}|${jornada}`),
    },
  ).map((report) =>
    // No storage, no image to keep: a signature it cannot show is not claimed.
    storage || report.estado === 'borrador'
      ? report
      : {
          ...report,
          estado: 'borrador' as const,
          observacion: null,
          firmadoEn: null,
          estadoDesde: report.creadoEn,
        },
  )
  if (plan.length === 0) return none

  const version: Record<EstadoReport, number> = {
    borrador: 1,
    firmado: 2,
    'en-observacion': 3,
    validado: 3,
  }
  const rows = plan.map((r, orden) => ({
    orden,
    operador_id: r.operadorId,
    activo_id: r.activoId,
    obra_id: r.obraId,
    contrato_id: r.contratoId,
    fecha: r.fecha,
    jornada: r.jornada,
    horometro_inicio: r.horometroInicio,
    horometro_fin: r.horometroFin,
    horas_stand_by: r.horasStandBy,
    horas_detenidas: r.horasDetenidas,
    motivo_detencion: r.motivoDetencion,
    viajes: r.viajes,
    cargas: r.cargas,
    combustible_litros: r.combustibleLitros,
    actividades: r.actividades,
    observaciones: r.observaciones,
    estado: r.estado,
    estado_desde: r.estadoDesde.toISOString(),
    observacion: r.observacion,
    clave_sync: r.claveSync,
    creado: r.creadoEn.toISOString(),
    version: version[r.estado],
  }))
  // In the plan's order, so the folios follow the dates.
  const inserted = await selectRows<{ id: string; numero: number; clave_sync: string }>(
    tx,
    sql`
      insert into ${reports} (operador_id, activo_id, obra_id, contrato_id, fecha, jornada,
        horometro_inicio, horometro_fin, horas_stand_by, horas_detenidas, motivo_detencion, viajes,
        cargas, combustible_litros, actividades, observaciones, estado, estado_desde, observacion,
        clave_sync, created_at, updated_at, version)
      select operador_id, activo_id, obra_id, contrato_id, fecha, jornada, horometro_inicio,
        horometro_fin, horas_stand_by, horas_detenidas, motivo_detencion, viajes, cargas,
        combustible_litros, actividades, observaciones, estado, estado_desde, observacion,
        clave_sync, creado, estado_desde, version
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(orden integer, operador_id uuid,
        activo_id uuid, obra_id uuid, contrato_id uuid, fecha date, jornada text,
        horometro_inicio numeric, horometro_fin numeric, horas_stand_by numeric,
        horas_detenidas numeric, motivo_detencion text, viajes integer, cargas integer,
        combustible_litros numeric, actividades text, observaciones text, estado text,
        estado_desde timestamptz, observacion text, clave_sync uuid, creado timestamptz,
        version integer)
      order by orden
      returning id, numero, clave_sync`,
  )
  const firmados = plan.filter((r) => r.firmadoEn !== null)
  if (!storage || firmados.length === 0) return { reports: inserted.length, firmas_report: 0 }

  const byClave = new Map(inserted.map((row) => [row.clave_sync, row]))
  const nombres = new Map(
    (
      await tx
        .select({
          id: operadores.id,
          nombre: sql<string>`${trabajadores.nombres} || ' ' || ${trabajadores.apellidos}`,
        })
        .from(operadores)
        .innerJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
        .where(inArray(operadores.id, [...new Set(firmados.map((r) => r.operadorId))]))
    ).map((row) => [row.id, row.nombre]),
  )
  // The operator's own user signed on the phone; one without a user signed on HR's tablet, in
  // HR's session (firmado_por), with his own hand and name.
  const usuarios = await selectRows<{ id: string; operador_id: string | null; email: string }>(
    tx,
    sql`select id, operador_id, email from usuarios
      where operador_id is not null or email = ${DEMO_RRHH_EMAIL}`,
  )
  const usuarioDe = new Map(usuarios.map((row) => [row.operador_id ?? row.email, row.id]))
  const tablet = usuarioDe.get(DEMO_RRHH_EMAIL)
  const imagenes = new Map<string, Uint8Array>()
  const firmas = firmados.flatMap((r) => {
    const row = byClave.get(r.claveSync)
    if (!row || !r.firmadoEn) return []
    const contenido: ContenidoReport = {
      folio: folioDe('RPT', row.numero),
      operadorId: r.operadorId,
      activoId: r.activoId,
      obraId: r.obraId,
      contratoId: r.contratoId,
      fecha: r.fecha,
      jornada: r.jornada,
      horometroInicio: r.horometroInicio,
      horometroFin: r.horometroFin,
      horasStandBy: r.horasStandBy,
      horasDetenidas: r.horasDetenidas,
      motivoDetencion: r.motivoDetencion,
      viajes: r.viajes,
      cargas: r.cargas,
      combustibleLitros: r.combustibleLitros,
      actividades: r.actividades,
      observaciones: r.observaciones,
    }
    if (!imagenes.has(r.operadorId)) {
      imagenes.set(r.operadorId, firmaDemoPng(Number.parseInt(r.operadorId.slice(0, 8), 16)))
    }
    return [
      {
        report_id: row.id,
        firmado_por: usuarioDe.get(r.operadorId) ?? tablet ?? r.operadorId,
        firmante_nombre: nombres.get(r.operadorId) ?? 'Operador',
        firmado_en: r.firmadoEn.toISOString(),
        contenido,
        hash: createHash('sha256').update(textoCanonicoReport(contenido), 'utf8').digest('hex'),
        imagen_clave: `reports/${row.id}/firmas/${randomUUID()}.png`,
        operador_id: r.operadorId,
      },
    ]
  })
  // The images first, a few at a time (a disk write each); then the rows in one statement.
  for (let start = 0; start < firmas.length; start += 64) {
    await Promise.all(
      firmas.slice(start, start + 64).map((firma) => {
        const bytes = imagenes.get(firma.operador_id) as Uint8Array
        return storage.put(firma.imagen_clave, bytes, 'image/png')
      }),
    )
  }
  await tx.execute(sql`
    insert into ${firmasReport} (report_id, firmado_por, firmante_nombre, firmado_en, contenido,
      hash, imagen_clave)
    select report_id, firmado_por, firmante_nombre, firmado_en, contenido, hash, imagen_clave
    from json_to_recordset(${JSON.stringify(firmas)}::json) as f(report_id uuid,
      firmado_por uuid, firmante_nombre text, firmado_en timestamptz, contenido jsonb, hash text,
      imagen_clave text)`)
  return { reports: inserted.length, firmas_report: firmas.length }
}
