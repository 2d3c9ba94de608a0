// Test support of HR's operators, their assignments and their dashboard: operators (workers) of
// their own, assets on rent in contracts of their own (delivered and withdrawn on chosen days),
// assignments and daily reports written straight into the tables, so each test knows every row it
// expects, whatever the demo data holds (the demo assignments and reports are seeded elsewhere).
import { randomInt, randomUUID } from 'node:crypto'
import {
  type ClaseLicencia,
  type EstadoReport,
  folioDe,
  type Jornada,
  type MotivoDetencion,
  type OrigenAsignacion,
  rutCheckDigit,
  type TerminoAsignacion,
} from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  marcas,
  obras,
  operadores,
  reports,
  tiposActivo,
  trabajadores,
} from '../../db/schema/index.ts'

const suffix = () => randomUUID().slice(0, 8).toUpperCase()

export type OperadorDePrueba = { id: string; trabajadorId: string; nombre: string; rut: string }

/** A worker who runs machines (an operator), with a RUT nobody else has. */
export async function nuevoOperador(
  db: Db,
  options: {
    nombres?: string
    apellidos?: string
    licenciaClase?: ClaseLicencia
    certificaciones?: string[]
    activo?: boolean
  } = {},
): Promise<OperadorDePrueba> {
  const body = String(randomInt(40_000_000, 49_999_999))
  const rut = `${body}-${rutCheckDigit(body)}`
  const nombres = options.nombres ?? 'Operador'
  const apellidos = options.apellidos ?? `Prueba ${suffix()}`
  const [trabajador] = await db
    .insert(trabajadores)
    .values({
      rut,
      nombres,
      apellidos,
      cargo: 'Operador de maquinaria',
      fechaIngreso: '2020-01-01',
      activo: options.activo ?? true,
    })
    .returning({ id: trabajadores.id })
  if (!trabajador) throw new Error('no se pudo insertar el trabajador de prueba')
  const [operador] = await db
    .insert(operadores)
    .values({
      trabajadorId: trabajador.id,
      licenciaClase: options.licenciaClase ?? 'D',
      certificaciones: options.certificaciones ?? [],
    })
    .returning({ id: operadores.id })
  if (!operador) throw new Error('no se pudo insertar el operador de prueba')
  return { id: operador.id, trabajadorId: trabajador.id, nombre: `${nombres} ${apellidos}`, rut }
}

export type EquipoEnArriendo = {
  activoId: string
  codigo: string
  contratoId: string
  folio: string
  obraId: string
  itemId: string
}

/**
 * A new asset (of a tipo and marca of its own) on rent in a new contract of OB-0001 from
 * `fechaEntrega` (to `fechaRetiro`, or still); the contract vigente unless told.
 */
export async function equipoEnArriendo(
  db: Db,
  options: {
    fechaEntrega: string
    fechaRetiro?: string | null
    estado?: 'vigente' | 'terminado'
    conOperador?: boolean
  },
): Promise<EquipoEnArriendo> {
  const name = suffix()
  const [tipo] = await db
    .insert(tiposActivo)
    .values({
      nombre: `Tipo ${name}`,
      categoria: 'otro',
      unidadCobroDefault: 'hora',
      tarifaReferencia: 1000,
      requiereOperador: true,
    })
    .returning({ id: tiposActivo.id })
  const [marca] = await db
    .insert(marcas)
    .values({ nombre: `Marca ${name}` })
    .returning({ id: marcas.id })
  if (!tipo || !marca) throw new Error('no se pudo preparar el tipo de prueba')
  const [activo] = await db
    .insert(activos)
    .values({
      codigo: `OP-${name}`,
      tipoActivoId: tipo.id,
      marcaId: marca.id,
      modelo: 'Modelo de prueba',
      anio: 2020,
      numeroSerie: `ASIG-${name}`,
    })
    .returning({ id: activos.id, codigo: activos.codigo })
  const [obra] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  if (!activo || !obra) throw new Error('falta la obra de demostración')
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      moneda: 'CLP',
      fechaInicio: options.fechaEntrega,
      estado: options.estado ?? 'vigente',
    })
    .returning({ id: contratos.id, numero: contratos.numero })
  if (!contrato) throw new Error('no se pudo insertar el contrato de prueba')
  const [item] = await db
    .insert(contratoItems)
    .values({
      contratoId: contrato.id,
      activoId: activo.id,
      tarifa: 25_000,
      unidadCobro: 'hora',
      conOperador: options.conOperador ?? true,
      fechaEntrega: options.fechaEntrega,
      fechaRetiro: options.fechaRetiro ?? null,
    })
    .returning({ id: contratoItems.id })
  if (!item) throw new Error('no se pudo insertar el ítem de prueba')
  return {
    activoId: activo.id,
    codigo: activo.codigo,
    contratoId: contrato.id,
    folio: folioDe('CON', contrato.numero),
    obraId: obra.id,
    itemId: item.id,
  }
}

/** An assignment written straight into the table (no audit entry), open unless `hasta`. */
export async function insertAsignacion(
  db: Db,
  values: {
    operadorId: string
    activoId: string
    contratoId: string
    desde: string
    hasta?: string | null
    origen?: OrigenAsignacion
    termino?: TerminoAsignacion | null
  },
): Promise<string> {
  const hasta = values.hasta ?? null
  const [row] = await db
    .insert(asignacionesOperador)
    .values({
      ...values,
      hasta,
      origen: values.origen ?? 'asignacion',
      termino: hasta === null ? null : (values.termino ?? 'retiro'),
    })
    .returning({ id: asignacionesOperador.id })
  if (!row) throw new Error('no se pudo insertar la asignación de prueba')
  return row.id
}

export type ReportDePrueba = {
  operadorId: string
  activoId: string
  obraId: string
  contratoId?: string | null
  fecha: string
  jornada?: Jornada
  /** The hour meter at the start; hours worked are fin − inicio. */
  horometroInicio?: number
  horasTrabajadas: number
  horasStandBy?: number
  horasDetenidas?: number
  motivoDetencion?: MotivoDetencion | null
  estado?: EstadoReport
  estadoDesde?: Date
  observacion?: string | null
  eliminado?: boolean
}

/** A daily report written straight into the table (the reports API is another module's). */
export async function insertReport(
  db: Db,
  report: ReportDePrueba,
): Promise<{ id: string; numero: number }> {
  const inicio = report.horometroInicio ?? 1000
  const estado = report.estado ?? 'borrador'
  const [row] = await db
    .insert(reports)
    .values({
      operadorId: report.operadorId,
      activoId: report.activoId,
      obraId: report.obraId,
      contratoId: report.contratoId ?? null,
      fecha: report.fecha,
      jornada: report.jornada ?? 'dia',
      horometroInicio: inicio,
      horometroFin: Math.round((inicio + report.horasTrabajadas) * 10) / 10,
      horasStandBy: report.horasStandBy ?? 0,
      horasDetenidas: report.horasDetenidas ?? 0,
      motivoDetencion:
        report.motivoDetencion ?? ((report.horasDetenidas ?? 0) > 0 ? 'falla' : null),
      actividades: 'Excavación de prueba',
      estado,
      estadoDesde: report.estadoDesde ?? new Date(),
      observacion:
        report.observacion ?? (estado === 'en-observacion' ? 'Revisar el horómetro' : null),
      eliminadoEn: report.eliminado ? new Date() : null,
    })
    .returning({ id: reports.id, numero: reports.numero })
  if (!row) throw new Error('no se pudo insertar el report de prueba')
  return row
}
