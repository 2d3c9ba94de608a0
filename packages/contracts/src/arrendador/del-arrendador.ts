// How the lessor area declares the arrendador portal's own calls (decision 065): under
// /v1/arrendador, with the area's tags, for lessors only (audience `proveedor`, the catalogue's
// empty key). A family of its rows is `delArrendador(path, nombre, schemas)`, whose calls need
// name no key; a file's upload ticket (before the row that names it) and its short-lived download
// link are the family's `upload` and `link`.
import { type EntitySchemas, entityRoutes, type NombreEntidad } from '../common/entity-routes.ts'

export const tags = ['arrendador'] as const

/** Every call of the portal: lessors only; the proveedor is the signed-in user's. */
export const lessor = { permission: '', audience: 'proveedor' } as const

/** A family of the lessor's own (`/v1/arrendador/<path>`): its tags, for lessors only. */
export const delArrendador = <const P extends string, const S extends EntitySchemas>(
  path: P,
  nombre: NombreEntidad,
  schemas: S,
) => entityRoutes({ path: `/v1/arrendador/${path}`, tags, nombre, schemas, ...lessor })
