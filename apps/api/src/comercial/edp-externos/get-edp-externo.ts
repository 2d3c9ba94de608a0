// GET /v1/edp-externos/{id}: an external EDP with its lines and their evidence, what the
// computation found for each asset, its history, its previous revisions (read-only) and the
// lessor's adjustment requests with their answers; the answer of every write too.
import type {
  EdpExternoDetail,
  EdpItemCalculo,
  EdpProblema,
  SolicitudAjuste,
} from '@cordillera/contracts'
import { folioSolicitudAjuste } from '@cordillera/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edpsExternos, solicitudesAjuste } from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { valorUfGuardado } from '../../records/edp/edp-detalle-comun.ts'
import {
  guardadoExterno,
  pedidoDeAjuste,
  selectEdpsExternos,
  toEdpExternoRow,
} from '../../records/edp/edp-externo-filas.ts'
import { edpExternoRecords } from './edp-externo-records.ts'

/** What an external EDP keeps of its last computation besides its lines. */
type CalculoGuardado = { items: EdpItemCalculo[]; problemas: EdpProblema[] }

export async function getEdpExterno(db: Db | Tx, id: string): Promise<EdpExternoDetail> {
  const [found] = await selectEdpsExternos(db, authorColumns(edpsExternos)).where(
    and(eq(edpsExternos.id, id), vigente(edpsExternos)),
  )
  if (!found) throw edpExternoRecords.missing()
  const { creadoPor, actualizadoPor, ...selected } = found
  const [guardado, solicitudes] = await Promise.all([
    guardadoExterno(db, id),
    solicitudesDe(db, id),
  ])
  const { items, problemas } = selected.record.calculo as CalculoGuardado
  return {
    ...toEdpExternoRow(selected),
    valorUf: valorUfGuardado(selected.record),
    lineas: guardado.lineas,
    items,
    problemas,
    historial: guardado.historial,
    revisiones: guardado.revisiones,
    solicitudesAjuste: solicitudes,
    creadoPor,
    actualizadoPor,
  }
}

async function solicitudesDe(db: Db | Tx, id: string): Promise<SolicitudAjuste[]> {
  const rows = await db
    .select()
    .from(solicitudesAjuste)
    .where(and(eq(solicitudesAjuste.edpExternoId, id), vigente(solicitudesAjuste)))
    .orderBy(asc(solicitudesAjuste.numero))
  return rows.map((row) => ({
    id: row.id,
    numero: row.numero,
    folio: folioSolicitudAjuste(row.numero),
    edpExternoId: row.edpExternoId,
    ...pedidoDeAjuste(row),
    creadoEn: row.createdAt.toISOString(),
  }))
}
