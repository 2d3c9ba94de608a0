// Control de equipos: the assets on rent (contract items not deleted and not withdrawn, of
// contracts not deleted and vigente), each with its contract, obra, razón social, days on rent and
// where the asset physically is compared with the contract's obra (its `situacion`). The list
// engine reads one page of item ids; the page's rows come in one statement.
import {
  type ControlEquipoRow,
  diasEntre,
  type EstadoActivo,
  fechaEnSantiago,
  type listControlEquiposQuerySchema,
  type SituacionEquipo,
  type UnidadCobro,
} from '@cordillera/contracts'
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, contratoItems, contratos, obras } from '../../db/schema/index.ts'
import {
  type ContratoItemFila,
  contratoItemRefs,
  contratoItemStatement,
} from '../../records/contrato-item-filas.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { matches } from '../../records/search.ts'
import { obraRefOf } from '../common/activo-page-row.ts'
import { activoConCodigo, pageRowsOf } from './logistica-sql.ts'

export type ControlEquipoListQuery = ListQueryOf<typeof listControlEquiposQuerySchema>

/**
 * Where the asset is compared with its contract's obra, over `activos` and `contratos` joined to
 * the item: at the obra, in the workshop, at (or reserved for, or travelling to) another obra, or
 * else still to be dispatched (in the bodega, or reserved for or travelling to its own obra).
 */
const situacionSql = sql<SituacionEquipo>`case
  when ${activos.estado} = 'en-obra' and ${activos.obraActualId} = ${contratos.obraId} then 'en-obra'
  when ${activos.estado} = 'en-taller' then 'en-taller'
  when ${activos.obraActualId} is not null and ${activos.obraActualId} <> ${contratos.obraId}
    then 'en-otra-obra'
  else 'por-despachar' end`

// The sort keys are read from the item's contract, obra and asset, one index step each (their
// primary keys): the rows on rent are a small part of the items. Text keys compare byte by byte
// ("C"), so a folio padded to ten digits sorts as its number and the parts never mix.
const contratoNumero = sql`(select lpad(cast(${contratos.numero} as text), 10, '0') from ${contratos}
  where ${contratos.id} = ${contratoItems.contratoId})`
const activoCodigo = sql`(select ${activos.codigo} from ${activos}
  where ${activos.id} = ${contratoItems.activoId})`
const obraCodigo = sql`(select ${obras.codigo} from ${contratos} join ${obras} on ${obras.id} = ${contratos.obraId}
  where ${contratos.id} = ${contratoItems.contratoId})`
const byteKey = (...parts: SQL[]): SortKey => ({
  expr: sql`(${sql.join(parts, sql` || ' ' || `)}) collate "C"`,
  type: 'text',
})

const sortKeys: Record<ControlEquipoListQuery['sort'], SortKey> = {
  // Grouped by contract, its assets by código.
  contrato: byteKey(contratoNumero, activoCodigo),
  obra: byteKey(obraCodigo, contratoNumero, activoCodigo),
  fechaEntrega: { expr: contratoItems.fechaEntrega, type: 'date' },
  activo: byteKey(activoCodigo),
}

// Joined as `${obras} ${obraActual}`: in a sql template an alias renders as its name only.
const obraActual = alias(obras, 'obra_actual')

const pageRowsStatement = (ids: string[]) =>
  contratoItemStatement(
    sql`${activos.estado} as activo_estado,
    cast(${activos.horometro} as double precision) as horometro,
    ${obraActual.id} as obra_actual_id, ${obraActual.codigo} as obra_actual_codigo,
    ${obraActual.nombre} as obra_actual_nombre,
    ${situacionSql} as situacion`,
    ids,
    sql`left join ${obras} ${obraActual} on ${obraActual.id} = ${activos.obraActualId}`,
  )

type PageRow = ContratoItemFila & {
  unidad_cobro: UnidadCobro
  activo_estado: EstadoActivo
  horometro: number
  obra_actual_id: string | null
  obra_actual_codigo: string | null
  obra_actual_nombre: string | null
  situacion: SituacionEquipo
}

/** Days on rent on `hoy`: the delivery day counts; none before it. */
const diasEnArriendo = (fechaEntrega: string, hoy: string) =>
  Math.max(0, diasEntre(fechaEntrega, hoy) + 1)

const fromPageRow =
  (hoy: string) =>
  (row: PageRow): ControlEquipoRow => {
    const refs = contratoItemRefs(row)
    return {
      id: row.id,
      ...refs,
      activo: {
        ...refs.activo,
        estado: row.activo_estado,
        obraActual: obraRefOf(row.obra_actual_id, row.obra_actual_codigo, row.obra_actual_nombre),
        horometro: row.horometro,
      },
      unidadCobro: row.unidad_cobro,
      fechaEntrega: row.fecha_entrega,
      diasEnArriendo: diasEnArriendo(row.fecha_entrega, hoy),
      situacion: row.situacion,
    }
  }

export function controlEquipoWhere(query: ControlEquipoListQuery): SQL | undefined {
  const q = query.q?.trim()
  return and(
    vigente(contratoItems),
    isNull(contratoItems.fechaRetiro),
    sql`${contratoItems.contratoId} in (select ${contratos.id} from ${contratos}
      where ${contratos.eliminadoEn} is null and ${contratos.estado} = 'vigente'${
        query.obraId ? sql` and ${contratos.obraId} = ${query.obraId}` : sql``
      })`,
    query.contratoId ? eq(contratoItems.contratoId, query.contratoId) : undefined,
    query.tipoActivoId
      ? sql`${contratoItems.activoId} in (select ${activos.id} from ${activos}
          where ${activos.tipoActivoId} = ${query.tipoActivoId})`
      : undefined,
    query.situacion
      ? sql`exists (select 1 from ${activos} join ${contratos} on ${contratos.id} = ${contratoItems.contratoId}
          where ${activos.id} = ${contratoItems.activoId} and ${situacionSql} = ${query.situacion})`
      : undefined,
    q
      ? or(
          sql`${contratoItems.contratoId} in (select ${contratos.id} from ${contratos}
            where ${matches(contratos.busqueda, q)})`,
          activoConCodigo(contratoItems.activoId, q),
        )
      : undefined,
  )
}

/** `hoy`: Santiago's calendar day the days on rent are counted to. */
export function controlEquipoSource(
  db: Db,
  query: ControlEquipoListQuery,
  hoy = fechaEnSantiago(new Date()),
): ListSource<ControlEquipoRow> {
  return listSourceOf(contratoItems, sortKeys, query, controlEquipoWhere(query), (ids) =>
    pageRowsOf(pageRowsStatement, fromPageRow(hoy))(db, ids),
  )
}
