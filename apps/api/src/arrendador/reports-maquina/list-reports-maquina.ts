// GET /v1/arrendador/reports-maquina: a page of the signed reports of the lessor's machines,
// filtered by asset and period.
import { listOfProveedor } from '../proveedor-of.ts'
import { reportMaquinaSource } from './report-maquina-rows.ts'

export const listReportsMaquina = listOfProveedor(reportMaquinaSource)
