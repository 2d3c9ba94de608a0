// EDPs as lists show them: the row (folio, contract, obra, razón social, period, estado, amounts),
// how edp-generados filters (its tab = estado, obra, razón social, contract, period, amount),
// searches (folio, orden de compra, HES) and sorts; the site client's narrower source (its obras'
// EDPs once sent to it); and the tabs' counts.
import {
  type EdpConteos,
  type EdpRow,
  ESTADOS_EDP,
  ESTADOS_EDP_CLIENTE,
  type EstadoEdp,
  type EstadoEnvioDte,
  folioDe,
  folioEdp,
  type listEdpClienteQuerySchema,
  type listEdpQuerySchema,
  type Moneda,
} from '@cordillera/contracts'
import { and, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef, razonSocialRef } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { rowsByIdsStatement } from '../../db/list/rows-by-ids.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  contratos,
  dteEmitidos,
  edpRevisiones,
  edps,
  obras,
  razonesSociales,
} from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import type { EdpRecord } from './edp-records.ts'

export type EdpListQuery = ListQueryOf<typeof listEdpQuerySchema>
export type EdpClienteListQuery = ListQueryOf<typeof listEdpClienteQuerySchema>

/** The filters of edp-generados besides the tab, as the conteos take them too. */
export type EdpFilters = Pick<
  EdpListQuery,
  | 'q'
  | 'obraId'
  | 'razonSocialId'
  | 'contratoId'
  | 'desde'
  | 'hasta'
  | 'montoMinimo'
  | 'montoMaximo'
>

const sortKeys = sortKeysOf<EdpListQuery['sort']>(edps, {
  numero: { expr: edps.numero, type: 'integer' },
  periodoDesde: { expr: edps.periodoDesde, type: 'date' },
  total: { expr: edps.total, type: 'numeric' },
  estado: { expr: edps.estado, type: 'text' },
})

export const edpSelect = {
  record: getTableColumns(edps),
  contrato: { id: contratos.id, numero: contratos.numero },
  obra: obraRef,
  razonSocial: razonSocialRef,
  factura: {
    id: dteEmitidos.id,
    folio: dteEmitidos.folio,
    estadoEnvio: dteEmitidos.estadoEnvio,
  },
}

type Selected = {
  record: EdpRecord
  contrato: { id: string; numero: number }
  obra: EdpRow['obra']
  razonSocial: EdpRow['razonSocial']
  factura: { id: string; folio: number; estadoEnvio: string } | null
}

/**
 * The select of EDPs with their contract, obra, razón social and factura (the one tipo-33 DTE not
 * deleted that bills it, at most one: dte_emitidos_edp_uq); callers add the where.
 */
export function selectEdps<Extra extends Record<string, SQL>>(db: Db | Tx, extra?: Extra) {
  return db
    .select({ ...edpSelect, ...(extra as Extra) })
    .from(edps)
    .innerJoin(contratos, eq(contratos.id, edps.contratoId))
    .innerJoin(obras, eq(obras.id, edps.obraId))
    .innerJoin(razonesSociales, eq(razonesSociales.id, edps.razonSocialId))
    .leftJoin(
      dteEmitidos,
      and(eq(dteEmitidos.edpId, edps.id), eq(dteEmitidos.tipoDte, 33), vigente(dteEmitidos)),
    )
}

export function toEdpRow({ record, contrato, obra, razonSocial, factura }: Selected): EdpRow {
  return {
    id: record.id,
    numero: record.numero,
    folio: folioEdp(record.numero),
    contrato: { id: contrato.id, folio: folioDe('CON', contrato.numero) },
    obra,
    razonSocial,
    periodoDesde: record.periodoDesde,
    periodoHasta: record.periodoHasta,
    estado: record.estado as EstadoEdp,
    estadoDesde: record.estadoDesde.toISOString(),
    revision: record.revision,
    moneda: record.moneda as Moneda,
    neto: record.neto,
    iva: record.iva,
    total: record.total,
    ordenCompra: record.ordenCompra,
    hes: record.hes,
    factura: factura?.id
      ? { ...factura, estadoEnvio: factura.estadoEnvio as EstadoEnvioDte }
      : null,
    ...trackingOf(record),
  }
}

/** A list page's EDPs by their ids: one statement prepared once (db/list/rows-by-ids.ts). */
const edpRowsStatement = rowsByIdsStatement(
  'edp_rows_by_ids',
  (db, idIn) => selectEdps(db).where(idIn(edps.id)),
  toEdpRow,
)

export function edpRowsByIds(db: Db, ids: string[]): Promise<EdpRow[]> {
  return edpRowsStatement(db)(ids)
}

/** The period and amount filters: EDPs whose period meets [desde, hasta], total within range. */
function rangos(query: Partial<EdpFilters>): (SQL | undefined)[] {
  return [
    query.desde === undefined ? undefined : gte(edps.periodoHasta, query.desde),
    query.hasta === undefined ? undefined : lte(edps.periodoDesde, query.hasta),
    query.montoMinimo === undefined ? undefined : gte(edps.total, query.montoMinimo),
    query.montoMaximo === undefined ? undefined : lte(edps.total, query.montoMaximo),
  ]
}

/** Only the EDPs of these obras that were sent to the site; none for a user without obras. */
export function deObras(obraIds: readonly string[]): SQL {
  return obraIds.length > 0
    ? (and(
        inArray(edps.obraId, [...obraIds]),
        inArray(edps.estado, [...ESTADOS_EDP_CLIENTE]),
      ) as SQL)
    : sql`false`
}

export function edpSource(db: Db, query: EdpListQuery): ListSource<EdpRow> {
  const where = listWhere(
    edps,
    query,
    ['estado', 'obraId', 'razonSocialId', 'contratoId'],
    ...rangos(query),
  )
  return listSourceOf(edps, sortKeys, query, where, (ids) => edpRowsByIds(db, ids))
}

/**
 * The estados where the EDP is back with staff after the site observed it: the site sees the
 * revision it observed (its snapshot in `edp_revisiones`), not the draft (decision 061, addendum).
 */
export const ESTADOS_EDP_DE_VUELTA: readonly EstadoEdp[] = [
  'observado-obra',
  'revision-comercial-2',
]

const deVuelta = inArray(edps.estado, [...ESTADOS_EDP_DE_VUELTA])

/** The total the site received: its observed revision's while the EDP is back with staff. */
const totalRecibido = sql`case when ${deVuelta} then coalesce((select ${edpRevisiones.total} from ${edpRevisiones} where ${edpRevisiones.edpId} = ${edps.id} and ${edpRevisiones.revision} = ${edps.revision}), ${edps.total}) else ${edps.total} end`

const sortKeysCliente = { ...sortKeys, total: { expr: totalRecibido, type: 'numeric' } } as const

/** The revisions of these EDPs' ids, one statement prepared once (as the page's rows). */
const revisionesStatement = rowsByIdsStatement(
  'edp_revisiones_by_edp_ids',
  (db, idIn) =>
    db
      .select({
        edpId: edpRevisiones.edpId,
        revision: edpRevisiones.revision,
        neto: edpRevisiones.neto,
        iva: edpRevisiones.iva,
        total: edpRevisiones.total,
      })
      .from(edpRevisiones)
      .where(idIn(edpRevisiones.edpId)),
  (row) => row,
)

/** The site's rows: back with staff, the totals of the revision it observed. */
async function edpClienteRowsByIds(db: Db, ids: string[]): Promise<EdpRow[]> {
  const rows = await edpRowsByIds(db, ids)
  const vuelta = rows.filter((row) => ESTADOS_EDP_DE_VUELTA.includes(row.estado))
  if (vuelta.length === 0) return rows
  const enviadas = await revisionesStatement(db)(vuelta.map((row) => row.id))
  return rows.map((row) => {
    if (!ESTADOS_EDP_DE_VUELTA.includes(row.estado)) return row
    const enviada = enviadas.find((r) => r.edpId === row.id && r.revision === row.revision)
    return enviada ? { ...row, neto: enviada.neto, iva: enviada.iva, total: enviada.total } : row
  })
}

export function edpClienteSource(
  db: Db,
  query: EdpClienteListQuery,
  obraIds: readonly string[],
): ListSource<EdpRow> {
  const where = listWhere(edps, query, ['estado', 'obraId'], deObras(obraIds))
  return listSourceOf(edps, sortKeysCliente, query, where, (ids) => edpClienteRowsByIds(db, ids))
}

/** GET /v1/edp/conteos: how many EDPs each tab holds under the list's other filters. */
export async function countEdp(db: Db, query: EdpFilters): Promise<EdpConteos> {
  const where = listWhere(edps, query, ['obraId', 'razonSocialId', 'contratoId'], ...rangos(query))
  // One statement, run as the list's own (db/list/run-list-statement.ts: prepared once on PGlite).
  const rows = await runListStatement<{ estado: string; count: number }>(
    db,
    sql`select ${edps.estado} as estado, cast(count(*) as integer) as count from ${edps}
      where ${where ?? sql`true`} group by 1`,
  )
  const porEstado = Object.fromEntries(ESTADOS_EDP.map((estado) => [estado, 0])) as Record<
    EstadoEdp,
    number
  >
  for (const row of rows) porEstado[row.estado as EstadoEdp] = row.count
  return { porEstado, total: rows.reduce((sum, row) => sum + row.count, 0) }
}
