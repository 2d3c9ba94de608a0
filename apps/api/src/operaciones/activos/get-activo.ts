// GET /v1/activos/{id}: an asset with its tipo, marca, flota, owner, obra, its documents and its
// authors, in one statement (the answer of its writes too).
import {
  type ActivoDetail,
  DETAIL_RELATED_MAX,
  type DocumentoActivoResumen,
  estadoVencimiento,
  fechaEnSantiago,
} from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import { activoRecords } from '../../records/activo-records.ts'
import { authorColumns, countOf, relatedRows } from '../../records/detail-columns.ts'
import { rowOfSelected, selectActivos } from './activo-rows.ts'

const deActivo = and(eq(documentosActivo.activoId, activos.id), vigente(documentosActivo))

// The next to expire first, as the documents screen orders them; those without a date last.
const documentos = relatedRows(
  documentosActivo,
  {
    id: documentosActivo.id,
    tipo: documentosActivo.tipo,
    numero: documentosActivo.numero,
    vence: documentosActivo.vence,
  },
  deActivo,
  [sql`${documentosActivo.vence} asc nulls last`, documentosActivo.tipo, documentosActivo.id],
  DETAIL_RELATED_MAX,
)

export async function getActivo(
  db: Db | Tx,
  id: string,
  hoy = fechaEnSantiago(new Date()),
): Promise<ActivoDetail> {
  const [found] = await selectActivos(db, hoy, {
    documentosActivo: documentos,
    documentosActivoTotal: countOf(documentosActivo, deActivo),
    ...authorColumns(activos),
  }).where(and(eq(activos.id, id), vigente(activos)))
  if (!found) throw activoRecords.missing()
  return {
    ...rowOfSelected(found),
    estadoDesde: found.record.estadoDesde.toISOString(),
    observaciones: found.record.observaciones,
    documentosActivo: found.documentosActivo.map(
      (documento): DocumentoActivoResumen => ({
        ...documento,
        tipo: documento.tipo as DocumentoActivoResumen['tipo'],
        estadoVencimiento: estadoVencimiento(documento.vence, hoy),
      }),
    ),
    documentosActivoTotal: found.documentosActivoTotal,
    creadoPor: found.creadoPor,
    actualizadoPor: found.actualizadoPor,
  }
}
