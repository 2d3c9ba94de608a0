// Obras as lists show them: the row shape (with their constructora and razón social), how they
// filter, search and sort.
import type { listObrasQuerySchema, ObraRow, obraSorts } from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { constructoras, obras, razonesSociales } from '../../db/schema/index.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ObraListQuery = Omit<
  z.output<typeof listObrasQuerySchema>,
  'page' | 'pageSize' | 'cursor'
>

export const OBRA_NO_EXISTE = 'La obra no existe.'

const sortKeys: Record<(typeof obraSorts)[number], SortKey> = {
  nombre: { expr: collated(obras.nombre), type: 'text' },
  codigo: { expr: obras.codigo, type: 'text' },
  fechaInicio: { expr: obras.fechaInicio, type: 'date' },
  creadoEn: { expr: obras.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: obras.updatedAt, type: 'timestamptz' },
}

type ObraRecord = typeof obras.$inferSelect

export function toObraRow(
  record: ObraRecord,
  constructora: ObraRow['constructora'],
  razonSocial: ObraRow['razonSocial'],
): ObraRow {
  return {
    id: record.id,
    codigo: record.codigo,
    nombre: record.nombre,
    direccion: record.direccion,
    comuna: record.comuna,
    region: record.region,
    constructora,
    razonSocial,
    administrador: {
      nombre: record.administradorNombre,
      email: record.administradorEmail,
      telefono: record.administradorTelefono,
    },
    fechaInicio: record.fechaInicio,
    fechaTermino: record.fechaTermino,
    activa: record.activa,
    ...trackingOf(record),
  }
}

export async function obraRowsByIds(
  db: Db | Tx,
  ids: string[],
  where: SQL = inArray(obras.id, ids),
): Promise<ObraRow[]> {
  const rows = await db
    .select({
      record: getTableColumns(obras),
      constructora: { id: constructoras.id, rut: constructoras.rut, nombre: constructoras.nombre },
      razonSocial: {
        id: razonesSociales.id,
        rut: razonesSociales.rut,
        razonSocial: razonesSociales.razonSocial,
      },
    })
    .from(obras)
    .innerJoin(constructoras, eq(constructoras.id, obras.constructoraId))
    .innerJoin(razonesSociales, eq(razonesSociales.id, obras.razonSocialId))
    .where(where)
  return rows.map(({ record, constructora, razonSocial }) =>
    toObraRow(record, constructora, razonSocial),
  )
}

export function obraWhere(query: ObraListQuery): SQL | undefined {
  return and(
    vigente(obras),
    matches(obras.busqueda, query.q),
    query.activa === undefined ? undefined : eq(obras.activa, query.activa),
    query.constructoraId ? eq(obras.constructoraId, query.constructoraId) : undefined,
    query.razonSocialId ? eq(obras.razonSocialId, query.razonSocialId) : undefined,
    query.comuna ? eq(obras.comuna, query.comuna) : undefined,
    query.region ? eq(obras.region, query.region) : undefined,
  )
}

export function obraSource(db: Db, query: ObraListQuery): ListSource<ObraRow> {
  return {
    table: obras,
    id: obras.id,
    where: obraWhere(query),
    sortKey: sortKeys[query.sort],
    dir: query.dir,
    rowsByIds: (ids) => obraRowsByIds(db, ids),
  }
}

/** The stored row, not deleted; `forUpdate` locks it for the rest of the transaction. */
export async function findObra(db: Db | Tx, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(obras)
    .where(and(eq(obras.id, id), vigente(obras)))
  const [row] = forUpdate ? await query.for('update') : await query
  return row
}
