// Cotizaciones as lists show them: the row shape (folio, razón social, obra, items counted, valid
// until), how they filter, search (folio, condiciones) and sort.
import {
  type CotizacionRow,
  folioDe,
  type listCotizacionesQuerySchema,
  sumarDias,
} from '@cordillera/contracts'
import { eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef, razonSocialRef } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { cotizaciones, cotizacionItems, obras, razonesSociales } from '../../db/schema/index.ts'
import { countOf } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'
import type { CotizacionRecord } from './cotizacion-records.ts'

export type CotizacionListQuery = ListQueryOf<typeof listCotizacionesQuerySchema>

const sortKeys = sortKeysOf<CotizacionListQuery['sort']>(cotizaciones, {
  numero: { expr: cotizaciones.numero, type: 'integer' },
  fecha: { expr: cotizaciones.fecha, type: 'date' },
  total: { expr: cotizaciones.total, type: 'numeric' },
  estado: { expr: cotizaciones.estado, type: 'text' },
})

export function toCotizacionRow(
  record: CotizacionRecord,
  razonSocial: CotizacionRow['razonSocial'],
  obra: CotizacionRow['obra'],
  itemsCount: number,
): CotizacionRow {
  return {
    ...pick(record, 'id', 'numero', 'fecha', 'validezDias', 'neto', 'iva', 'total'),
    folio: folioDe('COT', record.numero),
    razonSocial,
    obra,
    validaHasta: sumarDias(record.fecha, record.validezDias),
    moneda: record.moneda as CotizacionRow['moneda'],
    estado: record.estado as CotizacionRow['estado'],
    estadoDesde: record.estadoDesde.toISOString(),
    itemsCount,
    ...trackingOf(record),
  }
}

/** A quotation's columns with what it shows of its razón social and obra, and its items counted. */
export const cotizacionColumns = {
  record: getTableColumns(cotizaciones),
  razonSocial: razonSocialRef,
  obra: obraRef,
  itemsCount: countOf(cotizacionItems, eq(cotizacionItems.cotizacionId, cotizaciones.id)),
}

export const joinRazonSocial = eq(razonesSociales.id, cotizaciones.razonSocialId)
export const joinObra = eq(obras.id, cotizaciones.obraId)

export async function cotizacionRowsByIds(db: Db | Tx, ids: string[]): Promise<CotizacionRow[]> {
  const rows = await db
    .select(cotizacionColumns)
    .from(cotizaciones)
    .innerJoin(razonesSociales, joinRazonSocial)
    .innerJoin(obras, joinObra)
    .where(inArray(cotizaciones.id, ids))
  return rows.map(({ record, razonSocial, obra, itemsCount }) =>
    toCotizacionRow(record, razonSocial, obra, itemsCount),
  )
}

export function cotizacionWhere(query: CotizacionListQuery): SQL | undefined {
  return listWhere(cotizaciones, query, ['estado', 'moneda', 'razonSocialId', 'obraId'])
}

export function cotizacionSource(db: Db, query: CotizacionListQuery): ListSource<CotizacionRow> {
  return listSourceOf(cotizaciones, sortKeys, query, cotizacionWhere(query), (ids) =>
    cotizacionRowsByIds(db, ids),
  )
}
