// The lessor's trips (GET, POST /v1/arrendador/viajes, GET, PATCH …/{id}) and staff's list of
// every lessor's (GET /v1/viajes-arrendador). A lessor reads and writes only its own: another's
// trip by id is not found, and a trip names only one of its own assets (400 otherwise).
import type { createViajeSchema, updateViajeSchema, ViajeDetail } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { listOf } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { reportsArrendador } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { suEquipo } from '../common-checks.ts'
import { listOfProveedor } from '../proveedor-of.ts'
import { viajeRecords } from './viaje-records.ts'
import {
  delProveedor,
  propio,
  viajeRowsWhere,
  viajeSource,
  viajeStaffSource,
} from './viaje-rows.ts'

export const listViajes = listOfProveedor(viajeSource)

export const listViajesArrendador = listOf(viajeStaffSource)

export async function getViaje(db: Db | Tx, proveedorId: string, id: string): Promise<ViajeDetail> {
  const [row] = await viajeRowsWhere(
    db,
    and(eq(reportsArrendador.id, id), vigente(reportsArrendador), delProveedor(proveedorId)),
  )
  if (!row) throw viajeRecords.missing()
  // Its authors are the lessor's own people: the portal shows the row, not who typed it.
  return { ...propio(row), creadoPor: null, actualizadoPor: null }
}

export function createViaje(
  db: Db,
  actor: Actor,
  proveedorId: string,
  input: z.output<typeof createViajeSchema>,
): Promise<ViajeDetail> {
  return viajeRecords.create(
    db,
    actor,
    async (tx) => {
      await suEquipo(tx, proveedorId, input.activoId)
      return { ...input, proveedorId, tipo: 'viaje' }
    },
    (tx, row) => getViaje(tx, proveedorId, row.id),
  )
}

export function updateViaje(
  db: Db,
  actor: Actor,
  proveedorId: string,
  id: string,
  { version, ...input }: z.output<typeof updateViajeSchema>,
): Promise<ViajeDetail> {
  return viajeRecords.update(
    db,
    actor,
    { id, version, scope: delProveedor(proveedorId) },
    {
      patch: input,
      async check(tx, changes) {
        if (changes.activoId) await suEquipo(tx, proveedorId, changes.activoId)
      },
      answer: (tx, row) => getViaje(tx, proveedorId, row.id),
    },
  )
}
