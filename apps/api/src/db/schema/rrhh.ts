// HR (docs/domain.md, "HR and operators"): workers and their documents, the operators among them,
// operators' assignments to an asset on a contract, and the daily machine report (parte diario)
// with its signatures.
import {
  CLASES_LICENCIA,
  ESTADOS_REPORT,
  HORAS_DIA,
  JORNADAS,
  MOTIVOS_DETENCION,
  ORIGENES_ASIGNACION,
  TERMINOS_ASIGNACION,
  TIPOS_DOCUMENTO_TRABAJADOR,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  businessTable,
  collated,
  documentoColumns,
  documentoConstraints,
  documentoIndexes,
  estadoColumns,
  folioIndexes,
  folioNumero,
  inOrder,
  oneOf,
  ownedTable,
  reference,
  rutTable,
  sortIndexes,
  uniqueVigente,
  vigente,
} from './columns.ts'
import { obras } from './comercial.ts'
import { contratos } from './contratos.ts'
import { activos } from './operaciones.ts'

export const trabajadores = rutTable(
  'trabajadores',
  ['nombres', 'apellidos', 'cargo'],
  {
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    cargo: text('cargo').notNull(),
    fechaIngreso: date('fecha_ingreso').notNull(),
    telefono: text('telefono'),
    email: text('email'),
    /** Still working for the company; a worker who left stays, inactive, with his history. */
    activo: boolean('activo').notNull().default(true),
  },
  (table) => ({
    nombre: [collated(table.apellidos), collated(table.nombres)],
    cargo: collated(table.cargo),
    ingreso: table.fechaIngreso,
  }),
)

/** A worker's documents: the asset documents' columns and rules, for a worker. */
export const documentosTrabajador = businessTable(
  'documentos_trabajador',
  {
    trabajadorId: reference('trabajador_id', () => trabajadores.id),
    // Its storage keys are `trabajadores/<id>/<uuid>`.
    ...documentoColumns({
      /** A driving licence's class (`A2`, `D`…); null for other documents. */
      clase: text('clase'),
    }),
  },
  (table) => [
    ...documentoIndexes('documentos_trabajador', table, table.trabajadorId),
    oneOf('documentos_trabajador_tipo_valido', table.tipo, TIPOS_DOCUMENTO_TRABAJADOR),
    oneOf('documentos_trabajador_clase_valida', table.clase, CLASES_LICENCIA, 'optional'),
    ...documentoConstraints('documentos_trabajador', table),
  ],
)

/** A worker who runs machines; may have a user (usuarios.operador_id) to sign his reports. */
export const operadores = businessTable(
  'operadores',
  {
    trabajadorId: reference('trabajador_id', () => trabajadores.id),
    licenciaClase: text('licencia_clase').notNull(),
    certificaciones: text('certificaciones').array().notNull().default([]),
  },
  (table) => [
    uniqueVigente('operadores_trabajador_vigente_uq', table, table.trabajadorId),
    oneOf('operadores_licencia_clase_valida', table.licenciaClase, CLASES_LICENCIA),
  ],
)

/**
 * An operator on an asset of a contract from `desde` to `hasta` (open while null). An operator
 * runs one asset at a time; an asset may have more than one (an adición: the night shift).
 */
export const asignacionesOperador = businessTable(
  'asignaciones_operador',
  {
    operadorId: reference('operador_id', () => operadores.id),
    activoId: reference('activo_id', () => activos.id),
    contratoId: reference('contrato_id', () => contratos.id),
    desde: date('desde').notNull(),
    hasta: date('hasta'),
    origen: text('origen').notNull(),
    termino: text('termino'),
    /** A cambio's new assignment names the one it replaced. */
    reemplazaId: uuid('reemplaza_id'),
    observaciones: text('observaciones'),
  },
  (table) => [
    ...sortIndexes('asignaciones_operador', table, {
      operador: [table.operadorId, table.desde],
      activo: [table.activoId, table.desde],
    }),
    index('asignaciones_operador_contrato_idx').on(table.contratoId).where(vigente(table)),
    index('asignaciones_operador_abiertas_idx')
      .on(table.operadorId)
      .where(sql`${table.hasta} is null and ${table.eliminadoEn} is null`),
    oneOf('asignaciones_operador_origen_valido', table.origen, ORIGENES_ASIGNACION),
    oneOf('asignaciones_operador_termino_valido', table.termino, TERMINOS_ASIGNACION, 'optional'),
    inOrder('asignaciones_operador_fechas_en_orden', table.desde, table.hasta),
    check(
      'asignaciones_operador_termino_con_fecha',
      sql`(${table.termino} is null) = (${table.hasta} is null)`,
    ),
  ],
)

export const reportsNumeroSeq = pgSequence('reports_numero_seq', { startWith: 1 })

const horas = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' })
const lectura = (name: string) => numeric(name, { precision: 10, scale: 1, mode: 'number' })

/** The daily machine report (parte diario): one per operator, asset, day and jornada. */
export const reports = businessTable(
  'reports',
  {
    /** The sequential number of the folio `RPT-000123`. */
    numero: folioNumero('reports_numero_seq'),
    operadorId: reference('operador_id', () => operadores.id),
    activoId: reference('activo_id', () => activos.id),
    obraId: reference('obra_id', () => obras.id),
    contratoId: uuid('contrato_id').references(() => contratos.id),
    fecha: date('fecha').notNull(),
    jornada: text('jornada').notNull(),
    horometroInicio: lectura('horometro_inicio').notNull(),
    horometroFin: lectura('horometro_fin').notNull(),
    /** Derived: fin − inicio, kept by the database. */
    horasTrabajadas: numeric('horas_trabajadas', { precision: 10, scale: 1, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql.raw('"horometro_fin" - "horometro_inicio"')),
    horasStandBy: horas('horas_stand_by').notNull().default(0),
    horasDetenidas: horas('horas_detenidas').notNull().default(0),
    motivoDetencion: text('motivo_detencion'),
    viajes: integer('viajes'),
    cargas: integer('cargas'),
    combustibleLitros: numeric('combustible_litros', { precision: 7, scale: 1, mode: 'number' }),
    actividades: text('actividades').notNull(),
    observaciones: text('observaciones'),
    ...estadoColumns('borrador'),
    /** HR's comment when it put the report en-observacion (kept after the correction). */
    observacion: text('observacion'),
    /**
     * The idempotency key a phone's draft carries: a retried sync finds the report it already
     * created instead of creating a second one.
     */
    claveSync: uuid('clave_sync'),
  },
  (table) => [
    uniqueIndex('reports_clave_sync_uq').on(table.claveSync),
    uniqueIndex('reports_operador_activo_fecha_jornada_uq')
      .on(table.operadorId, table.activoId, table.fecha, table.jornada)
      .where(vigente(table)),
    ...folioIndexes('reports', table, {
      operador_fecha: [table.operadorId, table.fecha],
      activo_fecha: [table.activoId, table.fecha],
      obra_fecha: [table.obraId, table.fecha],
      estado_fecha: [table.estado, table.fecha],
      fecha: table.fecha,
    }),
    oneOf('reports_jornada_valida', table.jornada, JORNADAS),
    oneOf('reports_estado_valido', table.estado, ESTADOS_REPORT),
    oneOf('reports_motivo_valido', table.motivoDetencion, MOTIVOS_DETENCION, 'optional'),
    check(
      'reports_horometro_en_orden',
      sql`${table.horometroFin} >= ${table.horometroInicio} and ${table.horometroInicio} >= 0`,
    ),
    check(
      'reports_horas_del_dia',
      sql`${table.horometroFin} - ${table.horometroInicio} + ${table.horasStandBy} + ${table.horasDetenidas} <= ${sql.raw(String(HORAS_DIA))}
        and ${table.horasStandBy} >= 0 and ${table.horasDetenidas} >= 0`,
    ),
    check(
      'reports_detencion_con_motivo',
      sql`(${table.horasDetenidas} > 0) = (${table.motivoDetencion} is not null)`,
    ),
    check(
      'reports_observado_con_comentario',
      sql`${table.estado} <> 'en-observacion' or ${table.observacion} is not null`,
    ),
  ],
)

/**
 * Every signature a report received, never changed: who, when, the drawn image (a PNG in the
 * file storage), the content signed and its SHA-256. The latest one is the report's firma; a
 * report signed again after an observation keeps both.
 */
export const firmasReport = ownedTable(
  'firmas_report',
  { reportId: reference('report_id', () => reports.id) },
  {
    /** A usuarios.id without a foreign key, like created_by. */
    firmadoPor: uuid('firmado_por').notNull(),
    firmanteNombre: text('firmante_nombre').notNull(),
    firmadoEn: timestamp('firmado_en', { withTimezone: true }).notNull().defaultNow(),
    /** The report's content as signed (the canonical fields the hash covers). */
    contenido: jsonb('contenido').notNull(),
    /** SHA-256, lower-case hex, of the canonical text of `contenido`. */
    hash: text('hash').notNull(),
    imagenClave: text('imagen_clave').notNull(),
  },
  (table) => [
    index('firmas_report_report_idx').on(table.reportId, table.firmadoEn),
    uniqueIndex('firmas_report_imagen_uq').on(table.imagenClave),
    check('firmas_report_hash_hex', sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
  ],
)
