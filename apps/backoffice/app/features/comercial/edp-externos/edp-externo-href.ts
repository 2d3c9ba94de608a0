// Where an external EDP opens: its editar route (read-only outside borrador), named by its obra,
// proveedor and id as the catalogue's path is.
import { href } from '@cordillera/permissions'

export const editarEdpExternoHref = (edp: {
  id: string
  obra: { id: string }
  proveedor: { id: string }
}) =>
  href('edp-externos-editar', { obraId: edp.obra.id, proveedorId: edp.proveedor.id, edpId: edp.id })
