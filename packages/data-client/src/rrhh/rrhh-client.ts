// The HR area's calls (trabajadores and their documents, operadores and their assignments, the
// daily reports, the operators' dashboard), one object per entity, each method typed by its route
// in @cordillera/contracts.
import type { Download } from '../download.ts'
import type { Request } from '../resource.ts'
import type { Upload } from '../upload.ts'
import { operadoresClient } from './operadores.ts'
import { misReportsClient, reportsClient } from './reports.ts'
import { trabajadoresClient } from './trabajadores.ts'

export function rrhhClient(request: Request, download: Download, upload: Upload) {
  void request
  void download
  void upload
  return {
    // trabajadores, documentosTrabajador
    ...trabajadoresClient(request, upload),
    // operadores, asignacionesOperador, dashboardOperadores
    ...operadoresClient(request),
    reports: reportsClient(request, upload),
    misReports: misReportsClient(request, upload),
  }
}
export type RrhhClient = ReturnType<typeof rrhhClient>
