// The calls of one owner's documents (an asset's, a worker's), written once (decision 020): the
// owner of the path must exist; the file goes up by ticket before the document names its key; its
// bytes are checked outside the transaction (they are not the database's) and the owner is
// share-locked inside it, so it cannot be deleted while one of its documents is written; an edit's
// dates (and the owner's own rules) are checked on the document as it would be stored; replaced
// and deleted documents keep their files; the download is a short-lived URL. An owner's module
// gives its table, its audit entity, its owner and its row shape, and mounts the routes
// (documentos-routes.ts).
import {
  ARCHIVO_OCUPADO_MESSAGE,
  type ArchivoDocumento,
  type createSubidaDocumentoSchema,
  type DescargaDocumento,
  estadoVencimiento,
  fechaEnSantiago,
  type SubidaDocumento,
  type TipoArchivoDocumento,
  VENCE_ANTES_MESSAGE,
  venceEnOrden,
} from '@cordillera/contracts'
import { and, asc, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { notFound } from '../../http/api-error.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import type { Actor } from '../actor.ts'
import {
  type RecordTarget,
  type RecordValues,
  recordsOf,
  type TrackedTable,
} from '../records-of.ts'
import { trackingOf } from '../tracking.ts'
import { invalidFields } from '../write-errors.ts'
import {
  type ArchivoOwner,
  type ArchivosTable,
  checkArchivo,
  descargaDe,
  subidaDe,
} from './documento-archivo.ts'

/** A documents table: tracked, with the document's and its file's columns. */
export type DocumentosTable = TrackedTable &
  ArchivosTable & {
    tipo: AnyPgColumn
    vence: AnyPgColumn
  }

/** What every stored document has, whatever its owner. */
type StoredDocumento = {
  id: string
  numero: string | null
  fechaEmision: string | null
  vence: string | null
  observaciones: string | null
  archivoNombre: string
  archivoTipo: string
  archivoBytes: number
  version: number
  createdAt: Date
  updatedAt: Date
}

/** A stored document as every documents list shows it, flagged against `hoy` (Santiago's day). */
export function documentoRowOf(record: StoredDocumento, hoy: string) {
  return {
    id: record.id,
    numero: record.numero,
    fechaEmision: record.fechaEmision,
    vence: record.vence,
    estadoVencimiento: estadoVencimiento(record.vence, hoy),
    observaciones: record.observaciones,
    archivo: {
      nombre: record.archivoNombre,
      tipo: record.archivoTipo as TipoArchivoDocumento,
      bytes: record.archivoBytes,
    },
    ...trackingOf(record),
  }
}

/** The owner documents hang from: its table (its rows not deleted) and where its files go. */
export type DocumentoOwner = ArchivoOwner & {
  table: PgTable & { id: AnyPgColumn; eliminadoEn: AnyPgColumn }
  /** The 404 when the owner of the path does not exist or was deleted. */
  notFound: string
}

/** `…/{id}/documentos/{documentoId}`: the owner of the path and one of its documents. */
export type DocumentoParams = { id: string; documentoId: string }

export type DocumentosSpec<T extends DocumentosTable, Row> = {
  table: T
  /** audit_log.entity of the documents (`documento-activo`). */
  entity: string
  /** The property of the table naming the owner (`activoId`, `trabajadorId`). */
  ownerKey: keyof T['$inferSelect'] & string
  owner: DocumentoOwner
  toRow: (record: T['$inferSelect'], hoy: string) => Row
  /**
   * The owner's own rules on a document as it would be stored (a licence's clase), one Spanish
   * message per field; the dates' rule is every document's.
   */
  problems?: (documento: T['$inferSelect']) => Record<string, string> | undefined
}

function columnOf(table: PgTable, key: string): AnyPgColumn {
  const column = (table as unknown as Record<string, AnyPgColumn | undefined>)[key]
  if (!column) throw new Error(`documentos: ${key} is not a column`)
  return column
}

type SubidaInput = z.output<typeof createSubidaDocumentoSchema>
type DocumentoInput = { archivo: ArchivoDocumento }
type DocumentoUpdate = { version: number; archivo?: ArchivoDocumento | undefined }

export function documentosOf<T extends DocumentosTable, Row>(spec: DocumentosSpec<T, Row>) {
  type Stored = T['$inferSelect']
  const { table, owner } = spec
  // Every write goes through the table's records (records-of.ts): audited, 404 when gone, and
  // the same uploaded file named by two documents racing refused to the second.
  const records = recordsOf(table, {
    entity: spec.entity,
    notFound: 'No encontramos el documento.',
    uniques: { [`${getTableName(table)}_archivo_uq`]: ['archivo', ARCHIVO_OCUPADO_MESSAGE] },
  })
  const ownerColumn = columnOf(table, spec.ownerKey)
  const ownerIdColumn = owner.table.id

  /**
   * 404 unless the owner of the path exists and is not deleted. Inside a write it is
   * share-locked, so the owner cannot be deleted while one of its documents is written.
   */
  async function requireOwner(db: Db | Tx, ownerId: string, lock = false): Promise<void> {
    const query = db
      .select({ id: ownerIdColumn })
      .from(owner.table)
      .where(and(eq(ownerIdColumn, ownerId), vigente(owner.table)))
    const [found] = lock ? await query.for('share') : await query
    if (!found) throw notFound(owner.notFound)
  }

  /** A document is reached through the owner of the path: another owner's is not found. */
  const scopeOf = (params: DocumentoParams): SQL => eq(ownerColumn, params.id)
  const targetOf = (params: DocumentoParams, version: number): RecordTarget => ({
    id: params.documentoId,
    version,
    scope: scopeOf(params),
  })

  function refuseProblems(documento: Stored) {
    if (!venceEnOrden(documento as StoredDocumento)) {
      throw invalidFields({ vence: VENCE_ANTES_MESSAGE })
    }
    const problems = spec.problems?.(documento)
    if (problems && Object.keys(problems).length > 0) throw invalidFields(problems)
  }

  /** The documents (not deleted) of an owner, the next to expire first; none expiring last. */
  async function rowsOf(db: Db | Tx, ownerId: string, hoy: string): Promise<Row[]> {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(ownerColumn, ownerId), vigente(table)))
      .orderBy(sql`${table.vence} asc nulls last`, asc(table.tipo), asc(table.id))) as Stored[]
    return rows.map((row) => spec.toRow(row, hoy))
  }

  return {
    requireOwner,
    rowsOf,

    /** GET …/{id}/documentos: the owner's documents, flagged against Santiago's today. */
    async list(db: Db, ownerId: string, now = new Date()): Promise<Row[]> {
      await requireOwner(db, ownerId)
      return rowsOf(db, ownerId, fechaEnSantiago(now))
    },

    /**
     * POST …/{id}/documentos/subidas: where the browser sends a file, under a key the API
     * generates (the original name is only kept as metadata). Nothing is written yet.
     */
    async createSubida(
      db: Db,
      storage: FileStorage,
      ownerId: string,
      input: SubidaInput,
    ): Promise<SubidaDocumento> {
      await requireOwner(db, ownerId)
      return subidaDe(owner)(storage, ownerId, input)
    },

    /** POST …/{id}/documentos: the document, its file checked first, audited in one transaction. */
    async create<Input extends DocumentoInput>(
      db: Db,
      storage: FileStorage,
      actor: Actor,
      ownerId: string,
      { archivo, ...input }: Input,
    ): Promise<Row> {
      await requireOwner(db, ownerId)
      const file = await checkArchivo(db, storage, { table, owner, ownerId }, archivo)
      return records.create(
        db,
        actor,
        async (tx) => {
          await requireOwner(tx, ownerId, true)
          return { ...input, ...file, [spec.ownerKey]: ownerId } as unknown as RecordValues<T>
        },
        (_tx, row) => spec.toRow(row, fechaEnSantiago(new Date())),
      )
    },

    /**
     * PATCH …/{id}/documentos/{documentoId}: its data and/or a new file, at the version read (409
     * otherwise, nothing written). The replaced file stays stored; the audit's "before" names it.
     */
    async update<Input extends DocumentoUpdate>(
      db: Db,
      storage: FileStorage,
      actor: Actor,
      params: DocumentoParams,
      { version, archivo, ...input }: Input,
    ): Promise<Row> {
      await requireOwner(db, params.id)
      const file =
        archivo &&
        (await checkArchivo(
          db,
          storage,
          { table, owner, ownerId: params.id },
          archivo,
          params.documentoId,
        ))
      return records.update(db, actor, targetOf(params, version), {
        patch: { ...input, ...file } as Partial<RecordValues<T>>,
        async check(tx, changes, before) {
          refuseProblems({ ...before, ...changes } as Stored)
          await requireOwner(tx, params.id, true)
        },
        answer: (_tx, row) => spec.toRow(row, fechaEnSantiago(new Date())),
      })
    },

    /** DELETE …/{id}/documentos/{documentoId}?version=: soft delete, audited; the file stays. */
    async delete(db: Db, actor: Actor, params: DocumentoParams, version: number): Promise<void> {
      await requireOwner(db, params.id)
      await records.delete(db, actor, targetOf(params, version))
    },

    /**
     * GET …/{id}/documentos/{documentoId}/descarga: a short-lived URL that serves the file as an
     * attachment under the name it had when it was uploaded.
     */
    async descarga(
      db: Db,
      storage: FileStorage,
      params: DocumentoParams,
    ): Promise<DescargaDocumento> {
      await requireOwner(db, params.id)
      const documento = (await records.find(db, params.documentoId, {
        scope: scopeOf(params),
      })) as
        | (Stored & { archivoClave: string; archivoNombre: string; archivoTipo: string })
        | undefined
      if (!documento) throw records.missing()
      return descargaDe(storage, {
        clave: documento.archivoClave,
        nombre: documento.archivoNombre,
        tipo: documento.archivoTipo,
      })
    },
  }
}
