// The issued documents as their list shows them (documentos-tributarios; decision 090): the DTE's
// row with the EDP a factura bills (its folio) and the movement a guía carries (its asset's
// código), how the list filters (tipo, folio, estado de envío, EDP, movement, fecha de emisión),
// searches (the receptor's RUT or razón social) and sorts, and who sees which tipo: a guía (52) is
// logistics' document, listed only to a caller who also holds operaciones/logistica-activos.
import {
  type DocumentoTributarioRow,
  folioEdp,
  type listDocumentosTributariosQuerySchema,
  type PermissionKey,
} from '@cordillera/contracts'
import { and, eq, getTableColumns, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AuthUser } from '../auth/auth-user.ts'
import { hasPermission } from '../auth/require-permission.ts'
import type { Db } from '../db/database.ts'
import type { ListSource } from '../db/list/list-page.ts'
import { rowsByIdsStatement } from '../db/list/rows-by-ids.ts'
import { vigente } from '../db/schema/columns.ts'
import { activos, dteEmitidos, edps, movimientos } from '../db/schema/index.ts'
import { foldedColumns, searchPatterns } from '../db/search-text.ts'
import { forbidden } from '../http/api-error.ts'
import { type ListQueryOf, listSourceOf, sortKey, sortKeysOf } from '../records/list-source.ts'
import { toDteEmitido } from './dte-records.ts'

export type DocumentosListQuery = ListQueryOf<typeof listDocumentosTributariosQuerySchema>

/** The key that opens a tipo's documents to a staff user (su holds every key). */
export const LLAVE_GUIAS: PermissionKey = 'operaciones/logistica-activos'

const sortKeys = sortKeysOf<DocumentosListQuery['sort']>(dteEmitidos, {
  fechaEmision: { expr: dteEmitidos.fechaEmision, type: 'date' },
  folio: { expr: dteEmitidos.folio, type: 'integer' },
  total: { expr: dteEmitidos.total, type: 'numeric' },
  razonSocialReceptor: sortKey.text(dteEmitidos.razonSocialReceptor),
})

/** The receptor's RUT and razón social, folded as every list's search is (db/search-text.ts). */
const receptorBuscado = foldedColumns('rut_receptor', 'razon_social_receptor')

function buscaReceptor(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  return or(...searchPatterns(q).map((pattern) => sql`${receptorBuscado} like ${pattern}`))
}

/**
 * Whether `user` sees guías (52): it holds logistics' key. Asking for them without it (the tipo
 * or a movement) is refused, 403, in Spanish; otherwise its list holds facturas only.
 */
export function guiasVisiblesPara(user: AuthUser, query: Partial<DocumentosListQuery>): boolean {
  const visibles = hasPermission(user, LLAVE_GUIAS)
  if (!visibles && (query.tipoDte === 52 || query.movimientoId !== undefined)) {
    throw forbidden(
      `Las guías de despacho son documentos de logística: verlas requiere también el permiso ${LLAVE_GUIAS}.`,
    )
  }
  return visibles
}

const select = {
  record: getTableColumns(dteEmitidos),
  edpNumero: edps.numero,
  activo: { id: activos.id, codigo: activos.codigo },
}

type Selected = {
  record: typeof dteEmitidos.$inferSelect
  edpNumero: number | null
  activo: { id: string; codigo: string } | null
}

export function toDocumentoTributarioRow({
  record,
  edpNumero,
  activo,
}: Selected): DocumentoTributarioRow {
  return {
    ...toDteEmitido(record),
    edp:
      record.edpId && edpNumero !== null ? { id: record.edpId, folio: folioEdp(edpNumero) } : null,
    movimiento: record.movimientoId && activo ? { id: record.movimientoId, activo } : null,
  }
}

/** A page's documents by their ids, with their EDP and movement: one prepared statement. */
const documentoRowsStatement = rowsByIdsStatement(
  'dte_emitidos_rows_by_ids',
  (db, idIn) =>
    db
      .select(select)
      .from(dteEmitidos)
      .leftJoin(edps, eq(edps.id, dteEmitidos.edpId))
      .leftJoin(movimientos, eq(movimientos.id, dteEmitidos.movimientoId))
      .leftJoin(activos, eq(activos.id, movimientos.activoId))
      .where(idIn(dteEmitidos.id)),
  toDocumentoTributarioRow,
)

/** The documents not deleted that match the query, guías only for whom `guias` lets see them. */
export function documentosWhere(
  query: Partial<DocumentosListQuery>,
  guias: boolean,
): SQL | undefined {
  const igual = <T>(column: Parameters<typeof eq>[0], value: T | undefined) =>
    value === undefined ? undefined : eq(column, value)
  return and(
    vigente(dteEmitidos),
    guias ? undefined : ne(dteEmitidos.tipoDte, 52),
    igual(dteEmitidos.tipoDte, query.tipoDte),
    igual(dteEmitidos.folio, query.folio),
    igual(dteEmitidos.estadoEnvio, query.estadoEnvio),
    igual(dteEmitidos.edpId, query.edpId),
    igual(dteEmitidos.movimientoId, query.movimientoId),
    query.desde === undefined ? undefined : gte(dteEmitidos.fechaEmision, query.desde),
    query.hasta === undefined ? undefined : lte(dteEmitidos.fechaEmision, query.hasta),
    buscaReceptor(query.q),
  )
}

/** The list's source for `user`: what it may see of the query (403 when it asks for guías it may not). */
export function documentosSource(
  db: Db,
  query: DocumentosListQuery,
  user: AuthUser,
): ListSource<DocumentoTributarioRow> {
  const where = documentosWhere(query, guiasVisiblesPara(user, query))
  return listSourceOf(dteEmitidos, sortKeys, query, where, (ids) => documentoRowsStatement(db)(ids))
}
