// POST /v1/solicitudes-cliente: a site client asks, for one of its obras, for a new rental
// (arriendo), or for a retiro or cambio of assets on rent there; through the one creation
// mechanism. Another obra is refused as "not one of yours", without saying whether it exists.
import type { createSolicitudClienteSchema, SolicitudDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { createSolicitud, OBRA_AJENA } from './create-solicitud.ts'
import { contratoDeItems, itemsDeTipo } from './solicitud-items.ts'

export async function createSolicitudCliente(
  db: Db,
  user: { id: string; obraIds: readonly string[] },
  input: z.output<typeof createSolicitudClienteSchema>,
): Promise<SolicitudDetail> {
  if (!user.obraIds.includes(input.obraId)) throw invalidFields({ obraId: OBRA_AJENA })
  const items = itemsDeTipo(input.tipo, input.items)
  const contratoId =
    input.tipo === 'arriendo' ? null : await contratoDeItems(db, input.obraId, items)
  return createSolicitud(db, user, {
    tipo: input.tipo,
    origen: 'cliente',
    contratoId,
    obraId: input.obraId,
    fechaRequerida: input.fechaRequerida,
    comentarios: input.comentarios ?? null,
    items,
  })
}
