// Equipos de pago as the list shows them: contract items occupying their asset on some day of the
// period (the span of db/ocupacion.ts: vigente and terminado contracts, the item's delivery to
// its withdrawal, else its contract's end), with what the row names of their contract, obra,
// razón social and asset, and the days of the period on rent. The list engine reads contrato_items
// alone: what a filter or a sort needs of the contract is a correlated subquery on its primary key.
import type {
  EquipoDePagoRow,
  listEquiposDePagoQuerySchema,
  Moneda,
  Periodo,
  UnidadCobro,
} from '@cordillera/contracts'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { itemDaysWithin, itemOccupies } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, contratoItems, contratos, obras } from '../../db/schema/index.ts'
import { selectRows } from '../../db/select-rows.ts'
import {
  type ContratoItemFila,
  contratoItemRefs,
  contratoItemStatement,
} from '../../records/contrato-item-filas.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { matches } from '../../records/search.ts'

export type EquiposDePagoListQuery = ListQueryOf<typeof listEquiposDePagoQuerySchema>

/** What the list reads besides its paging: the resolved period, the filters, the sort. */
export type EquiposDePagoSourceQuery = Omit<EquiposDePagoListQuery, 'desde' | 'hasta'> & Periodo

/** `condition` of the item's own contract (a correlated subquery on its primary key). */
const ofContrato = (condition: SQL): SQL =>
  sql`exists (select 1 from ${contratos} where ${contratos.id} = ${contratoItems.contratoId} and ${condition})`

/** `value` of the item's contract, read from the item (a correlated scalar subquery). */
const fromContrato = (value: SQL): SQL =>
  sql`(select ${value} from ${contratos} where ${contratos.id} = ${contratoItems.contratoId})`

const activoCodigo = sql`(select ${activos.codigo} from ${activos} where ${activos.id} = ${contratoItems.activoId})`
const folioKey = sql`lpad(${contratos.numero}::text, 10, '0')`

function sortKeys({ desde, hasta }: Periodo): Record<EquiposDePagoListQuery['sort'], SortKey> {
  return {
    // Folio, then the asset's código; "C" so the key's order is the bytes' on every server.
    contrato: {
      expr: sql`(${fromContrato(folioKey)} || ' ' || ${activoCodigo}) collate "C"`,
      type: 'text',
    },
    obra: {
      expr: sql`(${fromContrato(sql`(select ${obras.codigo} from ${obras} where ${obras.id} = ${contratos.obraId}) || ' ' || ${folioKey}`)} || ' ' || ${activoCodigo}) collate "C"`,
      type: 'text',
    },
    dias: { expr: fromContrato(sql`${itemDaysWithin(desde, hasta).count}::int`), type: 'integer' },
  }
}

export function equipoDePagoWhere(query: EquiposDePagoSourceQuery): SQL | undefined {
  const q = query.q?.trim()
  return and(
    vigente(contratoItems),
    ofContrato(
      and(
        itemOccupies(query.desde, query.hasta),
        query.obraId ? eq(contratos.obraId, query.obraId) : undefined,
      ) as SQL,
    ),
    query.contratoId ? eq(contratoItems.contratoId, query.contratoId) : undefined,
    query.unidadCobro ? eq(contratoItems.unidadCobro, query.unidadCobro) : undefined,
    // The contract's folio (its search column spells it: `con-000045`) or the asset's código.
    q
      ? sql`(${contratoItems.contratoId} in (select ${contratos.id} from ${contratos} where ${matches(contratos.busqueda, q)})
          or ${contratoItems.activoId} in (select ${activos.id} from ${activos}
            where ${activos.codigo} like ${`%${q.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}))`
      : undefined,
  )
}

type Fila = ContratoItemFila & {
  moneda: Moneda
  tarifa: number
  fecha_retiro: string | null
  desde: string
  hasta: string
  dias: number
}

/** The full rows of these items (any order), with the days of the period on rent. */
export async function equipoDePagoRowsByIds(
  db: Db,
  ids: string[],
  { desde, hasta }: Periodo,
): Promise<EquipoDePagoRow[]> {
  if (ids.length === 0) return []
  const span = itemDaysWithin(desde, hasta)
  const rows = await runListStatement<Fila>(
    db,
    contratoItemStatement(
      sql`${contratos.moneda} as moneda, cast(${contratoItems.tarifa} as double precision) as tarifa,
        cast(${contratoItems.fechaRetiro} as text) as fecha_retiro,
        cast(${span.first} as text) as desde, cast(${span.last} as text) as hasta,
        cast(${span.count} as integer) as dias`,
      ids,
    ),
  )
  return rows.map((row) => {
    const { contrato, obra, razonSocial, activo } = contratoItemRefs(row)
    return {
      id: row.id,
      contrato: { ...contrato, moneda: row.moneda },
      obra,
      razonSocial: { id: razonSocial.id, razonSocial: razonSocial.razonSocial },
      activo,
      unidadCobro: row.unidad_cobro as UnidadCobro,
      tarifa: row.tarifa,
      fechaEntrega: row.fecha_entrega,
      fechaRetiro: row.fecha_retiro,
      desde: row.desde,
      hasta: row.hasta,
      dias: row.dias,
      // The daily reports (a later module) will say how many hours; until then nobody knows.
      horas: null,
    }
  })
}

export function equipoDePagoSource(
  db: Db,
  query: EquiposDePagoSourceQuery,
): ListSource<EquipoDePagoRow> {
  return {
    table: contratoItems,
    id: contratoItems.id,
    where: equipoDePagoWhere(query),
    sortKey: sortKeys(query)[query.sort],
    dir: query.dir,
    rowsByIds: (ids) => equipoDePagoRowsByIds(db, ids, query),
  }
}

/** Días en arriendo of every row the query matches (the totals line), in one statement. */
export async function totalDias(db: Db, query: EquiposDePagoSourceQuery): Promise<number> {
  const dias = fromContrato(itemDaysWithin(query.desde, query.hasta).count)
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select cast(coalesce(sum(${dias}), 0) as integer) as total from ${contratoItems}
      where ${equipoDePagoWhere(query) ?? sql`true`}`,
  )
  return row?.total ?? 0
}
