// GET /v1/asignaciones-operador/{asignar|adicion|cambio|retiro}/opciones: what each form chooses
// from, as of Santiago's today, in two statements — the operators with the assignment each has now
// (or is booked for from a later day), and the assets with their contract, obra and operators now.
// Each screen reads its own with its own key; what it is offered:
// - asignar: free operators (still working for the company); assets on rent without operator;
// - adición and cambio: free operators; assets on rent that have an operator;
// - retiro: operators with an open assignment (even if they left the company since); the assets
//   they run, in that assignment's contract, on rent still or not.
// The writes check all of it again, under lock, on the day chosen.
import {
  type AccionAsignacion,
  type ActivoAsignable,
  type ClaseLicencia,
  fechaEnSantiago,
  folioDe,
  type OpcionesAsignacionOperador,
  type OperadorDelActivo,
  type OperadorOpcion,
} from '@cordillera/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { operadorNombre } from '../../db/joins.ts'
import { FOREVER, itemHoldsOver } from '../../db/ocupacion.ts'
import {
  activos,
  asignacionesOperador,
  contratoItems,
  contratos,
  obras,
  operadores,
  tiposActivo,
  trabajadores,
} from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'

type Json<T> = Omit<T, 'contrato'> & { contrato: { id: string; numero: number } }

type OperadorRow = {
  id: string
  nombre: string
  rut: string
  licencia_clase: ClaseLicencia
  certificaciones: string[]
  trabajador_activo: boolean
  asignacion: Json<NonNullable<OperadorOpcion['asignacion']>> | null
}

type ActivoRow = {
  id: string
  codigo: string
  tipo: string
  contrato_id: string
  contrato_numero: number
  obra_id: string
  obra_codigo: string
  obra_nombre: string
  fecha_entrega: string | null
  con_operador: boolean | null
  operadores: OperadorDelActivo[]
}

const vivo = (table: { eliminadoEn: unknown }) => sql`${table.eliminadoEn} is null`

/** The assignments of an operator (or asset) current on `hoy` or later. */
const actualesDesde = (hoy: string) =>
  sql`${asignacionesOperador.eliminadoEn} is null
    and coalesce(${asignacionesOperador.hasta}, ${FOREVER}) >= ${hoy}::date`

function operadoresStatement(hoy: string): SQL {
  const asignacion = sql`(select json_build_object(
      'id', ${asignacionesOperador.id},
      'activo', json_build_object('id', ${activos.id}, 'codigo', ${activos.codigo}),
      'obra', json_build_object('id', ${obras.id}, 'codigo', ${obras.codigo}, 'nombre', ${obras.nombre}),
      'contrato', json_build_object('id', ${contratos.id}, 'numero', ${contratos.numero}),
      'desde', ${asignacionesOperador.desde}, 'hasta', ${asignacionesOperador.hasta},
      'version', ${asignacionesOperador.version})
    from ${asignacionesOperador}
    inner join ${activos} on ${activos.id} = ${asignacionesOperador.activoId}
    inner join ${contratos} on ${contratos.id} = ${asignacionesOperador.contratoId}
    inner join ${obras} on ${obras.id} = ${contratos.obraId}
    where ${asignacionesOperador.operadorId} = ${operadores.id} and ${actualesDesde(hoy)}
    order by ${asignacionesOperador.desde} limit 1)`
  return sql`select ${operadores.id} as id,
      ${operadorNombre} as nombre,
      ${trabajadores.rut} as rut, ${operadores.licenciaClase} as licencia_clase,
      to_json(${operadores.certificaciones}) as certificaciones,
      ${trabajadores.activo} as trabajador_activo, ${asignacion} as asignacion
    from ${operadores}
    inner join ${trabajadores} on ${trabajadores.id} = ${operadores.trabajadorId}
    where ${vivo(operadores)} and ${vivo(trabajadores)}
    order by ${trabajadores.apellidos} collate "unicode", ${trabajadores.nombres} collate "unicode",
      ${operadores.id}`
}

/** The asset's operators on `hoy` or later (of one contract when given), the earliest first. */
function operadoresDe(activoId: SQL, hoy: string, contratoId?: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_object(
      'asignacionId', ${asignacionesOperador.id},
      'operador', json_build_object('id', ${operadores.id},
        'nombre', ${operadorNombre}),
      'desde', ${asignacionesOperador.desde}, 'hasta', ${asignacionesOperador.hasta},
      'origen', ${asignacionesOperador.origen}, 'version', ${asignacionesOperador.version})
      order by ${asignacionesOperador.desde}, ${asignacionesOperador.id})
    from ${asignacionesOperador}
    inner join ${operadores} on ${operadores.id} = ${asignacionesOperador.operadorId}
    inner join ${trabajadores} on ${trabajadores.id} = ${operadores.trabajadorId}
    where ${asignacionesOperador.activoId} = ${activoId} and ${actualesDesde(hoy)}${
      contratoId ? sql` and ${asignacionesOperador.contratoId} = ${contratoId}` : sql``
    }), '[]'::json)`
}

const activoColumns = sql`${activos.id} as id, ${activos.codigo} as codigo,
  ${tiposActivo.nombre} as tipo, ${contratos.id} as contrato_id, ${contratos.numero} as contrato_numero,
  ${obras.id} as obra_id, ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre`

/** The assets on rent today in vigente contracts, with their operators (any contract). */
function enArriendoStatement(hoy: string): SQL {
  return sql`select ${activoColumns},
      cast(${contratoItems.fechaEntrega} as text) as fecha_entrega,
      ${contratoItems.conOperador} as con_operador,
      ${operadoresDe(sql`${contratoItems.activoId}`, hoy)} as operadores
    from ${contratoItems}
    inner join ${contratos} on ${contratos.id} = ${contratoItems.contratoId}
    inner join ${activos} on ${activos.id} = ${contratoItems.activoId}
    inner join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
    inner join ${obras} on ${obras.id} = ${contratos.obraId}
    where ${vivo(contratoItems)} and ${vivo(contratos)} and ${contratos.estado} = 'vigente'
      and ${vivo(activos)} and ${itemHoldsOver(hoy, hoy)}
    order by ${activos.codigo}, ${contratos.numero}`
}

/** The assets with an open assignment, per contract, with that contract's operators. */
function conAsignacionAbiertaStatement(hoy: string): SQL {
  const item = sql`(select ${contratoItems.fechaEntrega} as fecha_entrega,
      ${contratoItems.conOperador} as con_operador
    from ${contratoItems}
    where ${contratoItems.contratoId} = par.contrato_id and ${contratoItems.activoId} = par.activo_id
      and ${vivo(contratoItems)} and ${contratoItems.fechaEntrega} <= ${hoy}::date
      and coalesce(${contratoItems.fechaRetiro}, ${FOREVER}) >= ${hoy}::date
    order by ${contratoItems.fechaEntrega} desc limit 1)`
  return sql`select ${activoColumns},
      cast(item.fecha_entrega as text) as fecha_entrega, item.con_operador as con_operador,
      ${operadoresDe(sql`par.activo_id`, hoy, sql`par.contrato_id`)} as operadores
    from (select distinct ${asignacionesOperador.activoId} as activo_id,
        ${asignacionesOperador.contratoId} as contrato_id
      from ${asignacionesOperador}
      where ${asignacionesOperador.hasta} is null and ${vivo(asignacionesOperador)}) par
    inner join ${activos} on ${activos.id} = par.activo_id
    inner join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
    inner join ${contratos} on ${contratos.id} = par.contrato_id
    inner join ${obras} on ${obras.id} = ${contratos.obraId}
    left join lateral ${item} item on true
    order by ${activos.codigo}, ${contratos.numero}`
}

const withFolio = <T extends { contrato: { id: string; numero: number } }>(value: T) => {
  const { contrato, ...rest } = value
  return { ...rest, contrato: { id: contrato.id, folio: folioDe('CON', contrato.numero) } }
}

function toOperador(row: OperadorRow): OperadorOpcion {
  return {
    id: row.id,
    nombre: row.nombre,
    rut: row.rut,
    licenciaClase: row.licencia_clase,
    certificaciones: row.certificaciones ?? [],
    asignacion: row.asignacion ? withFolio(row.asignacion) : null,
  }
}

function toActivo(row: ActivoRow): ActivoAsignable {
  return {
    id: row.id,
    codigo: row.codigo,
    tipo: row.tipo,
    contrato: { id: row.contrato_id, folio: folioDe('CON', row.contrato_numero) },
    obra: { id: row.obra_id, codigo: row.obra_codigo, nombre: row.obra_nombre },
    fechaEntrega: row.fecha_entrega,
    conOperador: row.con_operador ?? false,
    operadores: row.operadores,
  }
}

export async function getAsignacionOpciones(
  db: Db,
  accion: AccionAsignacion,
  hoy = fechaEnSantiago(new Date()),
): Promise<OpcionesAsignacionOperador> {
  const retiro = accion === 'retiro'
  const [operadorRows, activoRows] = await Promise.all([
    selectRows<OperadorRow>(db, operadoresStatement(hoy)),
    selectRows<ActivoRow>(
      db,
      retiro ? conAsignacionAbiertaStatement(hoy) : enArriendoStatement(hoy),
    ),
  ])
  const operadoresOfrecidos = operadorRows.filter((row) =>
    retiro
      ? row.asignacion !== null && row.asignacion.hasta === null
      : row.asignacion === null && row.trabajador_activo,
  )
  const activosOfrecidos = activoRows.filter((row) => {
    if (accion === 'asignar') return row.operadores.length === 0
    return row.operadores.length > 0
  })
  return {
    hoy,
    operadores: operadoresOfrecidos.map(toOperador),
    activos: activosOfrecidos.map(toActivo),
  }
}
