// POST /v1/operadores/{id}/reports: HR writes a report (borrador) for the operator of the path. The
// operator's own create (create-mi-report.ts) comes here too, with its sync key. Checked against
// the rules (report-rules.ts) inside the transaction: the obra and contract are those of the
// operator's assignment on that asset that day.
import type { createReportSchema, ReportDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { reportRecords, rethrowDuplicado } from './report-records.ts'
import { type Autor, checkReport, requireOperador } from './report-rules.ts'

export type CreateReportValues = z.output<typeof createReportSchema>

export async function createReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  operadorId: string,
  input: CreateReportValues,
  options: { autor?: Autor; claveSync?: string; now?: Date } = {},
): Promise<ReportDetail> {
  const { autor = 'rrhh', now = new Date() } = options
  try {
    return await reportRecords.create(
      db,
      actor,
      async (tx) => {
        await requireOperador(tx, operadorId)
        const campos = {
          activoId: input.activoId,
          fecha: input.fecha,
          jornada: input.jornada,
          horometroInicio: input.horometroInicio,
          horometroFin: input.horometroFin,
          horasStandBy: input.horasStandBy,
          horasDetenidas: input.horasDetenidas,
          motivoDetencion: input.motivoDetencion ?? null,
        }
        const lugar = await checkReport(tx, operadorId, campos, { autor, now })
        if (!lugar) throw new Error('report: a new report is always checked for its assignment')
        return {
          ...campos,
          operadorId,
          obraId: lugar.obraId,
          contratoId: lugar.contratoId,
          viajes: input.viajes ?? null,
          cargas: input.cargas ?? null,
          combustibleLitros: input.combustibleLitros ?? null,
          actividades: input.actividades,
          observaciones: input.observaciones ?? null,
          claveSync: options.claveSync ?? null,
        }
      },
      (tx, row) => getReport(tx, storage, { id: row.id, operadorId }),
    )
  } catch (error) {
    rethrowDuplicado(error)
  }
}
