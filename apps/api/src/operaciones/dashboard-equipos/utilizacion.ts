// The fleet's utilisation over a period, in one statement: days on rent over days owned, per tipo,
// per flota and for the whole fleet (one GROUP BY GROUPING SETS over the assets), and per calendar
// month. An asset (not deleted) is owned from the later of the period's first day and the day it
// was registered (created_at, Santiago) to the period's last day; it is on rent on the days its
// contract items hold it (db/ocupacion.ts, what the fleet's availability counts), merged per asset
// (range_agg: two items on one day are one day) and clipped to the days it is owned.
import type { Periodo } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { ocupaciones, santiagoDay } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, flotas, tiposActivo } from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'

export type Dias = { activos: number; diasPropios: number; diasArriendo: number }

export type GrupoUtilizacion = Dias & {
  /** `flota` = every asset; otherwise grouped by tipo or by flota (`id` null: no flota). */
  grupo: 'total' | 'tipo' | 'flota'
  id: string | null
  nombre: string | null
}

export type MesUtilizacion = Dias & { mes: string; desde: string; hasta: string }

type Answer = { grupos: GrupoUtilizacion[]; meses: MesUtilizacion[] }

export function utilizacionStatement({ desde, hasta }: Periodo) {
  const registrado = santiagoDay(sql`${activos.createdAt}`)
  return sql`
    with sel as (
      select ${activos.id} as id, ${activos.tipoActivoId} as tipo_id, ${activos.flotaId} as flota_id,
        greatest(${desde}::date, ${registrado}) as inicio
      from ${activos} where ${vigente(activos)} and ${registrado} <= ${hasta}::date
    ),
    arriendo as (
      select ocupado.activo_id,
        unnest(range_agg(daterange(ocupado.desde, ocupado.hasta, '[]'))
          * datemultirange(daterange(sel.inicio, ${hasta}::date, '[]'))) as r
      from (${ocupaciones({ desde, hasta, motivos: ['contrato'] })}) ocupado
      inner join sel on sel.id = ocupado.activo_id
      group by ocupado.activo_id, sel.inicio
    ),
    por_activo as (
      select sel.tipo_id, sel.flota_id, ${hasta}::date - sel.inicio + 1 as propios,
        coalesce(rentado.dias, 0) as arrendados
      from sel left join (
        select activo_id, sum(upper(r) - lower(r)) as dias from arriendo group by activo_id
      ) rentado on rentado.activo_id = sel.id
    ),
    grupos as (
      select case when grouping(tipo_id) = 0 then 'tipo'
          when grouping(flota_id) = 0 then 'flota' else 'total' end as grupo,
        coalesce(tipo_id, flota_id) as id, count(*)::int as activos,
        sum(propios)::int as dias_propios, sum(arrendados)::int as dias_arriendo
      from por_activo group by grouping sets ((tipo_id), (flota_id), ())
    ),
    meses as (
      select to_char(mes, 'YYYY-MM') as mes, greatest(mes::date, ${desde}::date) as inicio,
        least((mes + interval '1 month')::date - 1, ${hasta}::date) as fin
      from generate_series(date_trunc('month', ${desde}::date), ${hasta}::date, interval '1 month') mes
    ),
    mensual as (
      select meses.mes, meses.inicio, meses.fin,
        (select count(*) from sel where sel.inicio <= meses.fin)::int as activos,
        (select coalesce(sum(meses.fin - greatest(meses.inicio, sel.inicio) + 1), 0)
          from sel where sel.inicio <= meses.fin)::int as dias_propios,
        (select coalesce(sum(least(meses.fin, upper(r) - 1) - greatest(meses.inicio, lower(r)) + 1), 0)
          from arriendo where lower(r) <= meses.fin and upper(r) > meses.inicio)::int as dias_arriendo
      from meses
    )
    select
      (select coalesce(json_agg(json_build_object('grupo', grupos.grupo, 'id', grupos.id,
          'nombre', coalesce(${tiposActivo.nombre}, ${flotas.nombre}), 'activos', grupos.activos,
          'diasPropios', grupos.dias_propios, 'diasArriendo', grupos.dias_arriendo)
          order by grupos.grupo, coalesce(${tiposActivo.nombre}, ${flotas.nombre}) collate "unicode" nulls last, grupos.id), '[]')
        from grupos
        left join ${tiposActivo} on grupos.grupo = 'tipo' and ${tiposActivo.id} = grupos.id
        left join ${flotas} on grupos.grupo = 'flota' and ${flotas.id} = grupos.id) as grupos,
      (select coalesce(json_agg(json_build_object('mes', mes, 'desde', inicio, 'hasta', fin,
          'activos', activos, 'diasPropios', dias_propios, 'diasArriendo', dias_arriendo)
          order by mes), '[]')
        from mensual) as meses`
}

export async function utilizacionDe(db: Db, periodo: Periodo): Promise<Answer> {
  const [row] = await selectRows<Answer>(db, utilizacionStatement(periodo))
  return row ?? { grupos: [], meses: [] }
}
