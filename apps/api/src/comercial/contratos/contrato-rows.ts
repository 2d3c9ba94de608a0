// Contratos as lists show them: the row (its quotation's folio, razón social, obra, and two
// counts: assets still on rent and requests still open), how they filter, search and sort. The
// counts of a page are two grouped queries over the page's ids, never one per row.
import {
  type ContratoRow,
  ESTADOS_SOLICITUD_ABIERTA,
  type EstadoContrato,
  folioDe,
  type listContratosQuerySchema,
  type Moneda,
} from '@cordillera/contracts'
import { eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef, razonSocialRef } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import {
  contratoItems,
  contratos,
  cotizaciones,
  obras,
  razonesSociales,
  solicitudes,
} from '../../db/schema/index.ts'
import { countsBy } from '../../records/detail-columns.ts'
import { type ListQueryOf, listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ContratoListQuery = ListQueryOf<typeof listContratosQuerySchema>

const sortKeys = sortKeysOf<ContratoListQuery['sort']>(contratos, {
  numero: { expr: contratos.numero, type: 'integer' },
  fechaInicio: { expr: contratos.fechaInicio, type: 'date' },
  fechaTermino: { expr: contratos.fechaTermino, type: 'date' },
})

type ContratoRecord = typeof contratos.$inferSelect
type Refs = Pick<ContratoRow, 'razonSocial' | 'obra'> & {
  cotizacion: { id: string; numero: number } | null
}
type Counts = Pick<ContratoRow, 'activosEnArriendo' | 'solicitudesPendientes'>

export function toContratoRow(record: ContratoRecord, refs: Refs, counts: Counts): ContratoRow {
  return {
    id: record.id,
    numero: record.numero,
    folio: folioDe('CON', record.numero),
    cotizacion: refs.cotizacion && {
      id: refs.cotizacion.id,
      folio: folioDe('COT', refs.cotizacion.numero),
    },
    razonSocial: refs.razonSocial,
    obra: refs.obra,
    moneda: record.moneda as Moneda,
    ordenCompra: record.ordenCompra,
    fechaInicio: record.fechaInicio,
    fechaTermino: record.fechaTermino,
    estado: record.estado as EstadoContrato,
    ...counts,
    ...trackingOf(record),
  }
}

/** A contract's columns with what it shows of its quotation, razón social and obra. */
export const contratoColumns = {
  record: getTableColumns(contratos),
  cotizacionId: cotizaciones.id,
  cotizacionNumero: cotizaciones.numero,
  razonSocial: razonSocialRef,
  obra: obraRef,
}

/** `contratoColumns` and `extra` with their joins (a contract may lack a quotation). */
export function fromContratos<Extra extends Record<string, SQL>>(
  db: Db | Tx,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...contratoColumns, ...extra })
    .from(contratos)
    .leftJoin(cotizaciones, eq(cotizaciones.id, contratos.cotizacionId))
    .innerJoin(razonesSociales, eq(razonesSociales.id, contratos.razonSocialId))
    .innerJoin(obras, eq(obras.id, contratos.obraId))
}

export type ContratoJoined = {
  record: ContratoRecord
  cotizacionId: string | null
  cotizacionNumero: number | null
  razonSocial: ContratoRow['razonSocial']
  obra: ContratoRow['obra']
}

export const refsOf = (row: ContratoJoined): Refs => ({
  razonSocial: row.razonSocial,
  obra: row.obra,
  cotizacion:
    row.cotizacionId && row.cotizacionNumero != null
      ? { id: row.cotizacionId, numero: row.cotizacionNumero }
      : null,
})

/** Items on rent (no fechaRetiro) and open requests of each of `ids`: two grouped queries. */
export async function contratoCounts(db: Db | Tx, ids: string[]): Promise<Map<string, Counts>> {
  const [enArriendo, abiertas] = await Promise.all([
    countsBy(db, contratoItems.contratoId, ids, isNull(contratoItems.fechaRetiro)),
    countsBy(
      db,
      solicitudes.contratoId,
      ids,
      inArray(solicitudes.estado, [...ESTADOS_SOLICITUD_ABIERTA]),
    ),
  ])
  return new Map(
    ids.map((id) => [
      id,
      { activosEnArriendo: enArriendo.get(id) ?? 0, solicitudesPendientes: abiertas.get(id) ?? 0 },
    ]),
  )
}

export async function contratoRowsByIds(db: Db | Tx, ids: string[]): Promise<ContratoRow[]> {
  const [rows, counts] = await Promise.all([
    fromContratos(db).where(inArray(contratos.id, ids)),
    contratoCounts(db, ids),
  ])
  return rows.map((row) =>
    toContratoRow(
      row.record,
      refsOf(row),
      counts.get(row.record.id) ?? { activosEnArriendo: 0, solicitudesPendientes: 0 },
    ),
  )
}

/** What every contract list reads; `estado` is the query's, or the fixed one of its own list. */
export function contratoWhere(query: ContratoListQuery): SQL | undefined {
  return listWhere(contratos, query, ['estado', 'razonSocialId', 'obraId', 'moneda'])
}

export function contratoSource(db: Db, query: ContratoListQuery): ListSource<ContratoRow> {
  return listSourceOf(contratos, sortKeys, query, contratoWhere(query), (ids) =>
    contratoRowsByIds(db, ids),
  )
}
