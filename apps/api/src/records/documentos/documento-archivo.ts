// A document's file, as the API trusts it (decision 020): stored under a key the API generated for
// the document's owner (`activos/<id>/<uuid>`, `trabajadores/<id>/<uuid>`), present, at most
// 10 MB, and a PDF, JPEG, PNG or WebP by its first bytes — never by its name or the type the
// browser declared. A file whose bytes are anything else is removed at once. Every owner's
// documents (an asset's, a worker's) check their files here.
import { randomUUID } from 'node:crypto'
import {
  ARCHIVO_CONTENIDO_MESSAGE,
  ARCHIVO_FALTA_MESSAGE,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_OCUPADO_MESSAGE,
  ARCHIVO_PESADO_MESSAGE,
  type ArchivoDocumento,
} from '@cordillera/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { FILE_TYPE_HEAD_BYTES, fileTypeOf } from '../../storage/file-type-of.ts'
import { invalidFields } from '../write-errors.ts'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** Where one owner's files are kept: `<prefix>/<owner id>/<uuid>`. */
export type ArchivoOwner = {
  /** The keys' first segment (`activos`, `trabajadores`). */
  prefix: string
  /** Completes "El archivo no se subió para …: súbelo de nuevo." (`este activo`). */
  nombre: string
}

/** A new, unguessable key for one file of the owner `ownerId`. */
export const newArchivoClave = (owner: ArchivoOwner, ownerId: string) =>
  `${owner.prefix}/${ownerId}/${randomUUID()}`

const isClaveOf = (owner: ArchivoOwner, ownerId: string, clave: string) =>
  new RegExp(`^${owner.prefix}/${ownerId}/${UUID}$`).test(clave)

/** The columns of a checked file. */
export type ArchivoColumns = {
  archivoClave: string
  archivoNombre: string
  archivoTipo: string
  archivoBytes: number
}

/** A documents table as the file checks read it: which row carries which key. */
export type ArchivosTable = PgTable & { id: AnyPgColumn; archivoClave: AnyPgColumn }

/**
 * Checks the uploaded file `archivo` names for the owner `ownerId` (400 on `archivo`, 409 when
 * another document of `table` carries it, deleted ones included) and answers its columns.
 * `documentoId` is the document being edited, which may keep its own file.
 */
export async function checkArchivo(
  db: Db,
  storage: FileStorage,
  { table, owner, ownerId }: { table: ArchivosTable; owner: ArchivoOwner; ownerId: string },
  archivo: ArchivoDocumento,
  documentoId?: string,
): Promise<ArchivoColumns> {
  const clave = archivo.clave
  if (!isClaveOf(owner, ownerId, clave)) {
    throw invalidFields({
      archivo: `El archivo no se subió para ${owner.nombre}: súbelo de nuevo.`,
    })
  }
  const [taken] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.archivoClave, clave), documentoId ? ne(table.id, documentoId) : undefined))
  if (taken) {
    throw new ApiHttpError(409, 'conflicto', ARCHIVO_OCUPADO_MESSAGE, {
      archivo: ARCHIVO_OCUPADO_MESSAGE,
    })
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
