// A document's file, as the API trusts it: stored under a key the API generated for this asset,
// present, at most 10 MB, and a PDF, JPEG, PNG or WebP by its first bytes — never by its name or
// the type the browser declared. A file whose bytes are anything else is removed at once.
import { randomUUID } from 'node:crypto'
import {
  ARCHIVO_CONTENIDO_MESSAGE,
  ARCHIVO_FALTA_MESSAGE,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_PESADO_MESSAGE,
  type ArchivoDocumento,
} from '@cordillera/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { documentosActivo } from '../../db/schema/index.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { FILE_TYPE_HEAD_BYTES, fileTypeOf } from '../../storage/file-type-of.ts'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** A new, unguessable key for one file of the asset: `activos/<activo id>/<uuid>`. */
export const newArchivoClave = (activoId: string) => `activos/${activoId}/${randomUUID()}`

const isClaveOf = (activoId: string, clave: string) =>
  new RegExp(`^activos/${activoId}/${UUID}$`).test(clave)

/** The columns of a checked file. */
export type ArchivoColumns = {
  archivoClave: string
  archivoNombre: string
  archivoTipo: string
  archivoBytes: number
}

/**
 * Checks the uploaded file `archivo` names for the asset `activoId` (400 on `archivo`, 409 when
 * another document carries it) and answers its columns. `documentoId` is the document being
 * edited, which may keep its own file.
 */
export async function checkArchivo(
  db: Db,
  storage: FileStorage,
  activoId: string,
  archivo: ArchivoDocumento,
  documentoId?: string,
): Promise<ArchivoColumns> {
  const clave = archivo.clave
  if (!isClaveOf(activoId, clave)) {
    throw invalidFields({ archivo: 'El archivo no se subió para este activo: súbelo de nuevo.' })
  }
  const [taken] = await db
    .select({ id: documentosActivo.id })
    .from(documentosActivo)
    .where(
      and(
        eq(documentosActivo.archivoClave, clave),
        documentoId ? ne(documentosActivo.id, documentoId) : undefined,
      ),
    )
  if (taken) {
    const message = 'Ese archivo ya pertenece a otro documento: súbelo de nuevo.'
    throw new ApiHttpError(409, 'conflicto', message, { archivo: message })
  }

  const stored = await storage.stat(clave)
  if (!stored) throw invalidFields({ archivo: ARCHIVO_FALTA_MESSAGE })
  if (stored.bytes > ARCHIVO_MAX_BYTES) {
    await storage.delete(clave)
    throw invalidFields({ archivo: ARCHIVO_PESADO_MESSAGE })
  }
  const tipo =
    stored.bytes > 0 ? fileTypeOf(await storage.readHead(clave, FILE_TYPE_HEAD_BYTES)) : null
  if (!tipo) {
    // Not kept: nothing may serve a file that is not what it claims to be.
    await storage.delete(clave)
    throw invalidFields({ archivo: ARCHIVO_CONTENIDO_MESSAGE })
  }
  return {
    archivoClave: clave,
    archivoNombre: archivo.nombre,
    archivoTipo: tipo,
    archivoBytes: stored.bytes,
  }
}
