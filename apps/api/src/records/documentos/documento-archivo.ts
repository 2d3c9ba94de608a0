// A document's file, as the API trusts it (decisions 020 and 036): uploaded for a key the API
// generated for the document's owner (`activos/<id>/<uuid>`, `trabajadores/<id>/<uuid>`), moved
// from the uploads' area to that key (where no upload URL can write: the ticket dies here), at
// most 10 MB, and a whole PDF, JPEG, PNG or WebP by its bytes — never by its name or the type the
// browser declared. A file whose bytes are anything else is removed at once. The name kept ends
// with the extension of the type found. Every owner's documents (an asset's, a worker's) check
// their files here.
import { randomUUID } from 'node:crypto'
import {
  ARCHIVO_CONTENIDO_MESSAGE,
  ARCHIVO_FALTA_MESSAGE,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_OCUPADO_MESSAGE,
  ARCHIVO_PESADO_MESSAGE,
  type ArchivoDocumento,
  type DescargaDocumento,
} from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import { checkedFileType } from '../../storage/file-content.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { nameForType } from '../../storage/file-type-of.ts'
import { subidaPara } from '../../storage/subida.ts'
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

/** `POST …/subidas`: where the browser sends a file of the owner `ownerId`, under its keys. */
export const subidaDe =
  (owner: ArchivoOwner) =>
  (storage: FileStorage, ownerId: string, input: { tipo: string; bytes: number }) =>
    subidaPara(storage, newArchivoClave(owner, ownerId), input)

const isClaveOf = (owner: ArchivoOwner, ownerId: string, clave: string) =>
  new RegExp(`^${owner.prefix}/${ownerId}/${UUID}$`).test(clave)

/** The columns of a checked file. */
export type ArchivoColumns = {
  archivoClave: string
  archivoNombre: string
  archivoTipo: string
  archivoBytes: number
}

/** A documents table as the file checks read it: which row carries which file. */
export type ArchivosTable = PgTable & {
  id: AnyPgColumn
  archivoClave: AnyPgColumn
  archivoNombre: AnyPgColumn
  archivoTipo: AnyPgColumn
  archivoBytes: AnyPgColumn
}

/**
 * Checks the uploaded file `archivo` names for the owner `ownerId` (400 on `archivo`, 409 when
 * another document of `table` carries it, deleted ones included) and answers its columns.
 * `documentoId` is the document being edited, which may name its own file again (it is kept as
 * it is: a file a document carries is never checked again, so never removed).
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
  const [carrier] = await db
    .select({
      id: table.id,
      archivoClave: table.archivoClave,
      archivoNombre: table.archivoNombre,
      archivoTipo: table.archivoTipo,
      archivoBytes: table.archivoBytes,
    })
    .from(table)
    .where(eq(table.archivoClave, clave))
  if (carrier && carrier.id === documentoId) {
    const { id: _id, ...columns } = carrier as ArchivoColumns & { id: string }
    return columns
  }
  if (carrier) {
    throw new ApiHttpError(409, 'conflicto', ARCHIVO_OCUPADO_MESSAGE, {
      archivo: ARCHIVO_OCUPADO_MESSAGE,
    })
  }

  // From here on the file is at its key, where no upload URL writes; what is checked below is
  // what the document will serve. A request racing this one with the same key finds it there.
  const stored = await storage.promoteUpload(clave)
  if (!stored) throw invalidFields({ archivo: ARCHIVO_FALTA_MESSAGE })
  if (stored.bytes > ARCHIVO_MAX_BYTES) {
    await storage.delete(clave)
    throw invalidFields({ archivo: ARCHIVO_PESADO_MESSAGE })
  }
  const tipo = stored.bytes > 0 ? await checkedFileType(await storage.read(clave)) : null
  if (!tipo) {
    // Not kept: nothing may serve a file that is not what it claims to be. No document carries
    // it (checked above), and a racing request read the same bytes, so it refuses them too.
    await storage.delete(clave)
    throw invalidFields({ archivo: ARCHIVO_CONTENIDO_MESSAGE })
  }
  return {
    archivoClave: clave,
    archivoNombre: nameForType(archivo.nombre, tipo),
    archivoTipo: tipo,
    archivoBytes: stored.bytes,
  }
}

/**
 * A kept file's short-lived link (`…/descarga`): it serves the file as an attachment under the
 * name it was uploaded with.
 */
export async function descargaDe(
  storage: FileStorage,
  archivo: { clave: string; nombre: string; tipo: string },
): Promise<DescargaDocumento> {
  const ticket = await storage.downloadUrl(archivo.clave, {
    fileName: archivo.nombre,
    contentType: archivo.tipo,
  })
  return { url: ticket.url, expiresAt: ticket.expiresAt.toISOString() }
}
