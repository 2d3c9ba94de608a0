// A numbered document's file by its id (`GET <path>/{id}/pdf`, `…/xlsx`): both estados de pago
// (the client's and the lessor's, in the backoffice and in the lessor's portal) answer their PDF
// and XLSX this way, the file named by its folio in Content-Disposition.
import { defineRoute, type RouteAudience, type RoutePermission } from '../api-route.ts'
import { idParamsSchema } from './fields.ts'

/** Where a document's files hang, who may read them and how its folio reads (`EDP-000012`). */
export type ArchivoDe<P extends string, K extends RoutePermission> = {
  path: P
  tags: readonly string[]
  permission: K
  /** Who else may call it (the lessor's portal: `proveedor`). */
  audience?: RouteAudience
  folio: string
}

export const archivoRoute = <
  const P extends string,
  const K extends RoutePermission,
  const F extends 'pdf' | 'xlsx',
>(
  { path, tags, permission, audience, folio }: ArchivoDe<P, K>,
  formato: F,
  summary: string,
) =>
  defineRoute({
    method: 'get',
    path: `${path}/{id}/${formato}` as `${P}/{id}/${F}`,
    summary,
    tags,
    permission,
    ...(audience ? { audience } : {}),
    params: idParamsSchema,
    responses: {
      200: {
        description: `${formato === 'pdf' ? 'application/pdf' : 'XLSX'}; el nombre (\`${folio}.${formato}\`) va en Content-Disposition`,
      },
    },
  })
