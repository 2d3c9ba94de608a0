// The portals' typed client of the API: one method per route of contracts. Portals create one
// with their env's API URL and auth's getIdToken.
import { getMeRoute } from '@cordillera/contracts'
import { comercialClient } from './comercial/comercial-client.ts'
import { createDownload } from './download.ts'
import { operacionesClient } from './operaciones/operaciones-client.ts'
import { type ApiClientOptions, createRequest } from './request.ts'
import { rrhhClient } from './rrhh/rrhh-client.ts'
import { createUpload } from './upload.ts'

export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options)
  const download = createDownload(options)
  const upload = createUpload(options)
  return {
    /** GET /v1/me: the signed-in user (name, permisos, tipo, proveedor, and the portal's menu). */
    getMe: (
      options: { portal?: 'backoffice' | 'arrendador' | 'operador'; signal?: AbortSignal } = {},
    ) => request(getMeRoute, { query: { portal: options.portal }, signal: options.signal }),
    /** Razones sociales (+contactos), grupos cliente, constructoras, obras, proveedores. */
    comercial: comercialClient(request, download),
    /** Marcas, tipos de activo, flotas, activos and their documents. */
    operaciones: operacionesClient(request, download, upload),
    /** Trabajadores, operadores, their assignments and daily reports. */
    rrhh: rrhhClient(request, download, upload),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
