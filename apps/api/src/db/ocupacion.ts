// When an asset is busy, by calendar day: the one definition every view of the fleet's occupation
// reads (the availability of the fleet, the equipment dashboard's utilisation, what is on rent in
// a billing period) and the contracts' commitment rule builds on (decision 025). Days are
// Santiago's; both ends of every interval count.
//
// An asset (not deleted) is BUSY on a day when
// - a contract item holds it: not deleted, of a contract not deleted, vigente or terminado (what
//   was rented stays rented in the history), over [fecha_entrega, coalesce(fecha_retiro, the
//   contract's fecha_termino, forever)] — motivo `contrato`;
// - it is in the workshop: from the day of its ingreso-taller movement to the day of the next
//   salida-taller (or forever while it has none) — motivo `taller`;
// - it is de baja: from the day its estado became de-baja (estado_desde) on — motivo `baja`.
import { MOTIVOS_OCUPACION, type MotivoOcupacion } from '@cordillera/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { vigente } from './schema/columns.ts'
import { activos, contratoItems, contratos, movimientos, obras } from './schema/index.ts'

/** An open end (no withdrawal, no contract end, no salida de taller) lasts forever. */
export const FOREVER = sql`'infinity'::date`

/** The last day a contract item holds its asset, for a query over contrato_items ⋈ contratos. */
export const commitmentEnd: SQL = sql`coalesce(${contratoItems.fechaRetiro}, ${contratos.fechaTermino}, ${FOREVER})`

/** A day: `yyyy-MM-dd` (sent as a parameter) or an expression of type date. */
export type Day = string | SQL

const day = (value: Day): SQL => (typeof value === 'string' ? sql`${value}::date` : value)

/**
 * The contract items (joined with their contract) that hold their asset on some day of
 * [desde, hasta ?? forever]: two closed spans meet when each starts no later than the other ends.
 * Which items and contracts count (deleted, estado) is the caller's rule.
 */
export function itemHoldsOver(desde: Day, hasta: Day | null | undefined): SQL {
  const end = hasta === null || hasta === undefined ? FOREVER : day(hasta)
  return sql`${contratoItems.fechaEntrega} <= ${end} and ${commitmentEnd} >= ${day(desde)}`
}

/**
 * The items (joined with their contract) that occupy their asset on some day of [desde, hasta]:
 * not deleted, of a contract not deleted, vigente or terminado. A contract's history counts here;
 * only the commitment rule of new contracts (decision 025) looks at vigente ones alone.
 */
export function itemOccupies(desde: Day, hasta: Day): SQL {
  return sql`${vigente(contratoItems)} and ${vigente(contratos)}
    and ${contratos.estado} in ('vigente', 'terminado') and ${itemHoldsOver(desde, hasta)}`
}

/** The days of [desde, hasta] an item occupies its asset: first, last (both included) and how many. */
export function itemDaysWithin(desde: Day, hasta: Day) {
  const first = sql`greatest(${contratoItems.fechaEntrega}, ${day(desde)})`
  const last = sql`least(${commitmentEnd}, ${day(hasta)})`
  return { first, last, count: sql`(${last} - ${first} + 1)` }
}

/** The Santiago calendar day of an instant column. */
export const santiagoDay = (instant: SQL | AnyPgColumn): SQL =>
  sql`(${instant} at time zone 'America/Santiago')::date`

/** The instant a Santiago calendar day starts. */
const santiagoMidnight = (value: SQL): SQL =>
  sql`(${value})::timestamp at time zone 'America/Santiago'`

/** The columns of `ocupaciones`' rows (its subquery's, by these names). */
export type OcupacionRow = {
  activo_id: string
  /** Within [desde, hasta] of the call, `yyyy-MM-dd`, both included. */
  desde: string
  hasta: string
  motivo: MotivoOcupacion
  /** Only for motivo `contrato`. */
  contrato_id: string | null
  contrato_numero: number | null
  obra_id: string | null
  obra_codigo: string | null
}

export type OcupacionesOptions = {
  desde: string
  hasta: string
  /** A condition over `activos` narrowing the assets (a tipo, a flota); not deleted always. */
  activos?: SQL | undefined
  /** Only intervals of these motivos (all by default). */
  motivos?: readonly MotivoOcupacion[]
}

/**
 * Every busy interval of the assets over [desde, hasta], clipped to it, as a subquery whose rows
 * are `OcupacionRow`s (`select … from (${ocupaciones(…)}) o`). Intervals of one asset may
 * overlap (a workshop visit during a rental): callers that count days merge them (range_agg).
 */
export function ocupaciones({
  desde,
  hasta,
  activos: where,
  motivos = MOTIVOS_OCUPACION,
}: OcupacionesOptions): SQL {
  const from = day(desde)
  const to = day(hasta)
  const branches: SQL[] = []
  if (motivos.includes('contrato')) {
    const span = itemDaysWithin(from, to)
    branches.push(sql`select ${contratoItems.activoId} as activo_id,
        ${span.first} as desde, ${span.last} as hasta,
        'contrato'::text as motivo, ${contratos.id} as contrato_id,
        ${contratos.numero} as contrato_numero, ${contratos.obraId} as obra_id,
        ${obras.codigo} as obra_codigo
      from ${contratoItems}
      inner join ${contratos} on ${contratos.id} = ${contratoItems.contratoId}
      inner join ${obras} on ${obras.id} = ${contratos.obraId}
      where ${itemOccupies(from, to)}`)
  }
  if (motivos.includes('taller')) {
    // The next workshop movement after an ingreso is its salida (en taller, an asset only leaves
    // the workshop: decision 027). Movements after the last day do not matter: a visit still
    // open then is clipped to it anyway.
    branches.push(sql`select visita.activo_id, greatest(visita.dia, ${from}) as desde,
        least(coalesce(visita.salida, ${FOREVER}), ${to}) as hasta,
        'taller'::text as motivo, null::uuid as contrato_id, null::integer as contrato_numero,
        null::uuid as obra_id, null::text as obra_codigo
      from (
        select ${movimientos.activoId} as activo_id, ${movimientos.tipo} as tipo,
          ${santiagoDay(movimientos.fecha)} as dia,
          ${santiagoDay(sql`lead(${movimientos.fecha}) over (partition by ${movimientos.activoId} order by ${movimientos.fecha}, ${movimientos.id})`)} as salida
        from ${movimientos}
        where ${movimientos.tipo} in ('ingreso-taller', 'salida-taller')
          and ${movimientos.fecha} < ${santiagoMidnight(sql`${to} + 1`)}
      ) visita
      where visita.tipo = 'ingreso-taller' and coalesce(visita.salida, ${FOREVER}) >= ${from}`)
  }
  if (motivos.includes('baja')) {
    branches.push(sql`select ${activos.id} as activo_id,
        greatest(${santiagoDay(activos.estadoDesde)}, ${from}) as desde, ${to} as hasta,
        'baja'::text as motivo, null::uuid as contrato_id, null::integer as contrato_numero,
        null::uuid as obra_id, null::text as obra_codigo
      from ${activos}
      where ${activos.estado} = 'de-baja' and ${santiagoDay(activos.estadoDesde)} <= ${to}`)
  }
  const union = sql.join(branches, sql` union all `)
  return sql`select ocupado.* from (${union}) ocupado
    inner join ${activos} on ${activos.id} = ocupado.activo_id
      and ${vigente(activos)}${where ? sql` and ${where}` : sql``}`
}
