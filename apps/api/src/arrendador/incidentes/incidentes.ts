// The lessor's incidents (arrendador portal): list, detail, raise one with photos, a photo's
// upload ticket and its download link. Every call is scoped by the signed-in user's proveedor:
// another lessor's incident by id is not found, an incident names only one of its own assets, and
// a photo is one uploaded for this lessor (its key under `incidentes/<proveedor id>/`).
import type {
  createIncidenteSchema,
  DescargaDocumento,
  IncidenteDetail,
} from '@cordillera/contracts'
import { and, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { fotosIncidente, incidentes } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import {
  type ArchivoColumns,
  checkArchivo,
  descargaDe,
  subidaDe,
} from '../../records/documentos/documento-archivo.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { suEquipo } from '../common-checks.ts'
import { listOfProveedor } from '../proveedor-of.ts'
import { FOTOS_OWNER, incidenteRecords } from './incidente-records.ts'
import {
  delProveedor,
  type IncidenteListQuery,
  incidenteDetail,
  incidenteSource,
} from './incidente-rows.ts'

export const listIncidentes = listOfProveedor(
  (db, proveedorId, query: Omit<IncidenteListQuery, 'proveedorId'>) =>
    incidenteSource(db, query, delProveedor(proveedorId)),
)

export function getIncidente(db: Db, proveedorId: string, id: string): Promise<IncidenteDetail> {
  return incidenteDetail(db, id, delProveedor(proveedorId), false)
}

/** POST /v1/arrendador/incidentes/subidas: where to send a photo, under this lessor's keys. */
export const createSubidaFotoIncidente = subidaDe(FOTOS_OWNER)

/**
 * POST /v1/arrendador/incidentes: an incident on one of the lessor's assets, at the obra the asset
 * is at, with its photos (each file checked by its bytes first, outside the transaction: the
 * storage is not the database's), audited with them in one transaction.
 */
export async function createIncidente(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  proveedorId: string,
  { fotos, ...input }: z.output<typeof createIncidenteSchema>,
): Promise<IncidenteDetail> {
  await suEquipo(db, proveedorId, input.activoId)
  const claves = new Set<string>()
  const archivos: ArchivoColumns[] = []
  for (const foto of fotos) {
    if (claves.has(foto.clave)) continue
    claves.add(foto.clave)
    archivos.push(
      await checkArchivo(
        db,
        storage,
        { table: fotosIncidente, owner: FOTOS_OWNER, ownerId: proveedorId },
        foto,
      ),
    )
  }
  return incidenteRecords.create(
    db,
    actor,
    async (tx) => {
      const activo = await suEquipo(tx, proveedorId, input.activoId)
      return { ...input, proveedorId, obraId: activo.obraActualId }
    },
    (tx, row) => incidenteDetail(tx, row.id, undefined, false),
    async (tx, row) => {
      if (archivos.length === 0) return
      await tx
        .insert(fotosIncidente)
        .values(
          archivos.map((archivo) => ({ ...archivo, incidenteId: row.id, createdBy: actor.id })),
        )
    },
  )
}

/** A photo's short-lived link, when its incident is within `scope` (404 otherwise). */
export async function descargaFoto(
  db: Db,
  storage: FileStorage,
  params: { id: string; fotoId: string },
  scope: SQL | undefined,
): Promise<DescargaDocumento> {
  const [foto] = await db
    .select({
      clave: fotosIncidente.archivoClave,
      nombre: fotosIncidente.archivoNombre,
      tipo: fotosIncidente.archivoTipo,
    })
    .from(fotosIncidente)
    .innerJoin(incidentes, eq(incidentes.id, fotosIncidente.incidenteId))
    .where(
      and(
        eq(fotosIncidente.id, params.fotoId),
        eq(incidentes.id, params.id),
        vigente(incidentes),
        scope,
      ),
    )
  if (!foto) throw notFound('No encontramos la foto.')
  return descargaDe(storage, foto)
}

export const descargaFotoIncidente = (
  db: Db,
  storage: FileStorage,
  proveedorId: string,
  params: { id: string; fotoId: string },
) => descargaFoto(db, storage, params, delProveedor(proveedorId))
