// The signed daily reports of a lessor's machines (arrendador portal, read-only): what each of its
// assets worked, day by day, as the operator signed it. Only signed and validated reports show;
// HR's observations, the contract and the operator's record stay the company's.
import { z } from 'zod'
import { readSchemas } from '../common/entity-schemas.ts'
import { listQuerySchema } from '../common/list-query.ts'
import { conPeriodoValido } from '../common/periodo.ts'
import { obraRefSchema } from '../common/references.ts'
import { JORNADAS, MOTIVOS_DETENCION, vocabulary } from '../common/vocabulary.ts'
import { equipoRefSchema, equipoYPeriodoFilters } from './equipo.ts'

/** What of a report's estado the lessor sees: signed, or also validated by the company. */
export const [ESTADOS_REPORT_MAQUINA, ESTADO_REPORT_MAQUINA_LABEL] = vocabulary({
  firmado: 'Firmado',
  validado: 'Validado',
})

export const reportMaquinaSorts = ['fecha', 'numero'] as const
export const listReportsMaquinaBaseSchema = listQuerySchema(
  reportMaquinaSorts,
  'fecha',
  equipoYPeriodoFilters,
)
export const listReportsMaquinaQuerySchema = conPeriodoValido(listReportsMaquinaBaseSchema)
export type ListReportsMaquinaQuery = z.input<typeof listReportsMaquinaQuerySchema>

export const reportMaquinaRead = readSchemas('ReportMaquina', {
  id: z.uuid(),
  numero: z.number().int(),
  folio: z.string(),
  fecha: z.string(),
  jornada: z.enum(JORNADAS),
  activo: equipoRefSchema,
  obra: obraRefSchema,
  horometroInicio: z.number(),
  horometroFin: z.number(),
  horasTrabajadas: z.number(),
  horasStandBy: z.number(),
  horasDetenidas: z.number(),
  motivoDetencion: z.enum(MOTIVOS_DETENCION).nullable(),
  actividades: z.string(),
  estado: z.enum(ESTADOS_REPORT_MAQUINA),
})
export const { reportMaquinaRowSchema, reportMaquinaPageSchema } = reportMaquinaRead
export type ReportMaquinaRow = z.infer<typeof reportMaquinaRowSchema>
