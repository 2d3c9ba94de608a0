// The operations area's calls (marcas, tipos de activo, flotas, activos and their documents),
// one object per entity, each method typed by its route in @cordillera/contracts.
import type { Download } from '../download.ts'
import type { Request } from '../resource.ts'

export function operacionesClient(request: Request, download: Download) {
  void request
  void download
  return {
    // marcas
    // tiposActivo
    // flotas
    // activos
    // documentosActivo
  }
}

export type OperacionesClient = ReturnType<typeof operacionesClient>
