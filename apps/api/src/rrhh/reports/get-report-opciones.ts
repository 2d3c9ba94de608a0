// GET /v1/operadores/{id}/report-opciones (HR) and GET /v1/operador/report-opciones (the signed-in
// operator's own): what a report form offers, the operator's assignments current or ended in the
// last REPORT_DIAS_ATRAS days, each with its asset, obra, contract and the asset's last reading.
import {
  fechaEnSantiago,
  folioDe,
  type OpcionesReport,
  REPORT_DIAS_ATRAS,
  sumarDias,
} from '@cordillera/contracts'
import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { activoJoin, contratoJoin, joined, operadorNombre } from '../../db/joins.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  asignacionesOperador,
  contratos,
  obras,
  operadores,
  reports,
  tiposActivo,
  trabajadores,
} from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { OPERADOR_NO_EXISTE } from './report-records.ts'

export async function getReportOpciones(
  db: Db,
  operadorId: string,
  hoy = fechaEnSantiago(new Date()),
): Promise<OpcionesReport> {
  const [operador] = await db
    .select({ id: operadores.id, nombre: operadorNombre })
    .from(operadores)
    .innerJoin(trabajadores, eq(trabajadores.id, operadores.trabajadorId))
    .where(and(eq(operadores.id, operadorId), vigente(operadores)))
  if (!operador) throw notFound(OPERADOR_NO_EXISTE)

  const query = db
    .select({
      asignacionId: asignacionesOperador.id,
      activo: { id: activos.id, codigo: activos.codigo, tipo: tiposActivo.nombre },
      obra: { id: obras.id, nombre: obras.nombre },
      contratoId: contratos.id,
      contratoNumero: contratos.numero,
      desde: asignacionesOperador.desde,
      hasta: asignacionesOperador.hasta,
      ultimaLectura: sql<string>`greatest(${activos.horometro}, (
        select max(${reports.horometroFin}) from ${reports}
        where ${reports.activoId} = ${activos.id} and ${vigente(reports)}))`,
    })
    .from(asignacionesOperador)
    .$dynamic()
  const rows = await joined(
    query,
    activoJoin(asignacionesOperador.activoId),
    contratoJoin(asignacionesOperador.contratoId),
  )
    .where(
      and(
        eq(asignacionesOperador.operadorId, operadorId),
        vigente(asignacionesOperador),
        lte(asignacionesOperador.desde, hoy),
        or(
          isNull(asignacionesOperador.hasta),
          sql`${asignacionesOperador.hasta} >= ${sumarDias(hoy, -REPORT_DIAS_ATRAS)}`,
        ),
      ),
    )
    // The open ones first, then the latest ended.
    .orderBy(
      sql`${asignacionesOperador.hasta} is null desc`,
      desc(asignacionesOperador.hasta),
      desc(asignacionesOperador.desde),
      asc(activos.codigo),
    )
  return {
    operador,
    hoy,
    asignaciones: rows.map((row) => ({
      asignacionId: row.asignacionId,
      activo: row.activo,
      obra: row.obra,
      contrato: { id: row.contratoId, folio: folioDe('CON', row.contratoNumero) },
      desde: row.desde,
      hasta: row.hasta,
      ultimaLectura: Number(row.ultimaLectura),
    })),
  }
}
