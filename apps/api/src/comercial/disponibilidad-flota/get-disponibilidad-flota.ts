// GET /v1/disponibilidad-flota: per tipo de activo, how many assets are on rent, in the workshop,
// de baja and free on each day of the period, and each asset's busy intervals for its timeline.
//
// One statement: the busy intervals (db/ocupacion.ts) clipped to the period; per asset, one
// range_agg per motivo merges them and the motivos are made disjoint (on rent first, then the
// workshop, then de baja), so an asset counts once a day; each disjoint range adds 1 on its first
// day and takes it away the day after its last; a running sum over the period's days
// (generate_series) gives the counts per tipo and day (int[] per tipo); the intervals come as JSON
// arrays per asset, the assets of a tipo in one. Nothing is computed per asset in JavaScript: the
// answer is only shaped (folios written, the free ones the rest of the total).
import {
  DISPONIBILIDAD_DIAS_DEFAULT,
  type DisponibilidadFlota,
  type DisponibilidadTipo,
  diasDe,
  type disponibilidadFlotaQuerySchema,
  fechaEnSantiago,
  folioDe,
  type MotivoOcupacion,
  sumarDias,
} from '@cordillera/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { ocupaciones } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, tiposActivo } from '../../db/schema/index.ts'
import { periodoDe } from '../../http/periodo.ts'

type Query = z.output<typeof disponibilidadFlotaQuerySchema>

/** A busy interval: [desde, hasta, motivo, contrato id, contrato número, obra código]. */
type Intervalo = [
  desde: string,
  hasta: string,
  motivo: MotivoOcupacion,
  contratoId: string | null,
  contratoNumero: number | null,
  obraCodigo: string | null,
]

/**
 * An asset of the tipo with its intervals in order, or null without any: arrays, not objects,
 * because a thousand assets' year is thousands of intervals (docs/benchmarks).
 */
type Ficha = [id: string, codigo: string, ocupaciones: Intervalo[] | null]

type TipoRow = {
  id: string
  nombre: string
  total: number
  en_arriendo: number[]
  en_taller: number[]
  de_baja: number[]
  activos: Ficha[]
}

/** The statement of the answer: one row per tipo with assets (by name). */
export function disponibilidadStatement(desde: string, hasta: string, filtro: SQL | undefined) {
  const busy = ocupaciones({ desde, hasta, activos: filtro })
  const merged = (motivo: MotivoOcupacion) =>
    sql.raw(
      `coalesce(range_agg(daterange(desde, hasta, '[]')) filter (where motivo = '${motivo}'), '{}'::datemultirange)`,
    )
  return sql`
    with sel as (
      select ${activos.id} as id, ${activos.codigo} as codigo, ${activos.tipoActivoId} as tipo_id
      from ${activos} where ${and(vigente(activos), filtro)}
    ),
    ocupado as (${busy}),
    por_activo as (
      select activo_id, ${merged('contrato')} as contrato, ${merged('taller')} as taller,
        ${merged('baja')} as baja
      from ocupado group by activo_id
    ),
    tramos as (
      select activo_id, 'arriendo' as cat, unnest(contrato) as r from por_activo
      union all select activo_id, 'taller', unnest(taller - contrato) from por_activo
      union all select activo_id, 'baja', unnest(baja - contrato - taller) from por_activo
    ),
    cambios as (
      select sel.tipo_id, borde.dia,
        sum(borde.d) filter (where tramos.cat = 'arriendo') as arriendo,
        sum(borde.d) filter (where tramos.cat = 'taller') as taller,
        sum(borde.d) filter (where tramos.cat = 'baja') as baja
      from tramos inner join sel on sel.id = tramos.activo_id
      cross join lateral (values (lower(tramos.r), 1), (upper(tramos.r), -1)) borde(dia, d)
      group by sel.tipo_id, borde.dia
    ),
    tipos as (select tipo_id, count(*)::int as total from sel group by tipo_id),
    diario as (
      select tipos.tipo_id, tipos.total, dias.dia,
        sum(coalesce(cambios.arriendo, 0)) over w as arriendo,
        sum(coalesce(cambios.taller, 0)) over w as taller,
        sum(coalesce(cambios.baja, 0)) over w as baja
      from tipos
      cross join (select serie::date as dia
        from generate_series(${desde}::date, ${hasta}::date, interval '1 day') serie) dias
      left join cambios on cambios.tipo_id = tipos.tipo_id and cambios.dia = dias.dia
      window w as (partition by tipos.tipo_id order by dias.dia)
    ),
    resumen as (
      select tipo_id, total, array_agg(arriendo::int order by dia) as en_arriendo,
        array_agg(taller::int order by dia) as en_taller,
        array_agg(baja::int order by dia) as de_baja
      from diario group by tipo_id, total
    ),
    lista as (
      select activo_id, json_agg(json_build_array(desde, hasta, motivo, contrato_id,
          contrato_numero, obra_codigo) order by desde, motivo, contrato_numero) as ocupaciones
      from ocupado group by activo_id
    ),
    fichas as (
      select sel.tipo_id, json_agg(json_build_array(sel.id, sel.codigo, lista.ocupaciones)
          order by sel.codigo collate "C", sel.id) as activos
      from sel left join lista on lista.activo_id = sel.id group by sel.tipo_id
    )
    select ${tiposActivo.id} as id, ${tiposActivo.nombre} as nombre, resumen.total,
      resumen.en_arriendo, resumen.en_taller, resumen.de_baja, fichas.activos
    from resumen
    inner join ${tiposActivo} on ${tiposActivo.id} = resumen.tipo_id
    inner join fichas on fichas.tipo_id = resumen.tipo_id
    order by ${tiposActivo.nombre} collate "unicode", ${tiposActivo.id}`
}

export async function getDisponibilidadFlota(
  db: Db,
  query: Query,
  hoy = fechaEnSantiago(new Date()),
): Promise<DisponibilidadFlota> {
  const periodo = periodoDe(query, (desde = hoy) => ({
    desde,
    hasta: sumarDias(desde, DISPONIBILIDAD_DIAS_DEFAULT),
  }))
  const filtro = and(
    query.tipoActivoId ? eq(activos.tipoActivoId, query.tipoActivoId) : undefined,
    query.flotaId ? eq(activos.flotaId, query.flotaId) : undefined,
  )
  // Prepared once per text on PGlite, like the list engine's statements: planning it took 15 ms of
  // every call (docs/benchmarks/disponibilidad-y-dashboard.md).
  const rows = await runListStatement<TipoRow>(
    db,
    disponibilidadStatement(periodo.desde, periodo.hasta, filtro),
  )
  return { ...periodo, dias: diasDe(periodo), tipos: rows.map(tipoOf) }
}

function tipoOf(row: TipoRow): DisponibilidadTipo {
  const libres = row.en_arriendo.map(
    (arriendo, day) => row.total - arriendo - (row.en_taller[day] ?? 0) - (row.de_baja[day] ?? 0),
  )
  return {
    tipoActivo: { id: row.id, nombre: row.nombre },
    total: row.total,
    enArriendo: row.en_arriendo,
    enTaller: row.en_taller,
    deBaja: row.de_baja,
    libres,
    minLibres: Math.min(...libres),
    diasSinLibres: libres.filter((count) => count === 0).length,
    activos: row.activos.map(([id, codigo, ocupaciones]) => ({
      id,
      codigo,
      ocupaciones: (ocupaciones ?? []).map(([desde, hasta, motivo, contratoId, numero, obra]) => ({
        desde,
        hasta,
        motivo,
        contrato:
          contratoId === null || numero === null
            ? null
            : { id: contratoId, folio: folioDe('CON', numero) },
        obra,
      })),
    })),
  }
}
