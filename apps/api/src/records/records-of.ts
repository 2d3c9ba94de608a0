// The write mechanism of every business table: what a create, an update and a delete always do
// (one transaction, the row locked and at the version the client read, who changed it, the version
// bump, the soft delete, the audit entry with the row before and after, a taken unique value as a
// 409), so that each operation writes only what is its own: its fields, its checks of related
// rows, its answer. docs/decisions/009-one-write-mechanism.md says why.
import type { usuarioRefSchema } from '@cordillera/contracts'
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { type AuditAction, writeAudit } from '../db/write-audit.ts'
import { conflict, notFound } from '../http/api-error.ts'
import type { Actor } from './actor.ts'
import { changedFields } from './changes.ts'
import { authorColumns } from './detail-columns.ts'
import { auditState } from './tracking.ts'
import { rethrowUnique, type UniqueMessages, writable } from './write-errors.ts'

/** A table with `trackingColumns()` and a uuid `id`. */
export type TrackedTable = PgTable & {
  id: AnyPgColumn
  version: AnyPgColumn
  eliminadoEn: AnyPgColumn
  createdBy: AnyPgColumn
  updatedBy: AnyPgColumn
}

type TrackingKey = 'id' | 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'eliminadoEn'

/** What an operation gives to insert: its own fields; the mechanism adds who and when. */
export type RecordValues<T extends TrackedTable> = Omit<T['$inferInsert'], TrackingKey | 'version'>

export type RecordSpec = {
  /** audit_log.entity of this table's rows. */
  entity: string
  /** The 404's Spanish message when the row does not exist or was deleted. */
  notFound: string
  /** The table's unique indexes, each a 409 naming its field. */
  uniques?: UniqueMessages
  /**
   * A document's lines (a quotation's items): rows with no tracking of their own, written with
   * their document in its transaction. Every audit entry of the document keeps them, as `items`,
   * before and after, so the log shows what a line change replaced.
   */
  items?: (tx: Tx, id: string) => Promise<unknown[]>
}

/** What a write does to the document's lines (`RecordSpec.items`) in its transaction. */
export type ItemsWrite = (tx: Tx) => Promise<void>

/** The row a write targets and the version the client read. */
export type RecordTarget = {
  id: string
  version: number
  /** Narrows the row further: a contacto belongs to the razón social of the path. */
  scope?: SQL
}

type Answer<Row, A> = (tx: Tx, row: Row) => A | Promise<A>

export type UpdateOptions<T extends TrackedTable, Row, A> = {
  /** The fields the caller gives; `undefined` = unchanged. Equal values are not written. */
  patch: Partial<RecordValues<T>>
  /** Checks of the effective changes against the stored row and related rows (400, 409). */
  check?: (tx: Tx, changes: Partial<RecordValues<T>>, before: Row) => void | Promise<void>
  /** Refuses the locked row before its version is compared (a proveedor validated already). */
  refuse?: (found: Row | undefined) => void
  /** The 404's message when this action targets a narrower set (provisional proveedores). */
  notFound?: string
  /** The audit action; an edit by default. */
  action?: AuditAction
  answer: Answer<Row, A>
}

export type UpdatesOptions<T extends TrackedTable, Row, Input, A> = Omit<
  UpdateOptions<T, Row, A>,
  'patch'
> & {
  /** The input's fields as columns (its `version` is left out by the mechanism). */
  patch: (input: Input) => Partial<RecordValues<T>>
}

type UsuarioRef = z.infer<typeof usuarioRefSchema>

/** A detail read: the stored row, the extra columns' values, and its authors by name. */
export type Detail<Row, Columns extends Record<string, SQL>> = {
  record: Row
  creadoPor: UsuarioRef | null
  actualizadoPor: UsuarioRef | null
} & { [K in keyof Columns]: Columns[K] extends SQL<infer Value> ? Value : never }

/**
 * A change of estado (`move`): from the estados `from` allows to `to`, with `set` written beside
 * it and audited as `action`.
 */
export type Transition<T extends TrackedTable, Row> = {
  from: readonly string[]
  to: string
  /** The 409's Spanish message when the row is in another estado (what it is now). */
  refused: (tx: Tx, row: Row) => string | Promise<string>
  /** What else the move writes: the reason of a rejection, what to correct. */
  set?: Partial<RecordValues<T>>
  /** Checks of related rows once the row is locked at the version read (409, 400). */
  check?: (tx: Tx, before: Row) => void | Promise<void>
  action: AuditAction
}

/** Refuses a delete while related rows depend on the row (`refuseWhileRelated`, 409). */
export type DeleteCheck<Row> = (tx: Tx, before: Row) => void | Promise<void>

export function recordsOf<T extends TrackedTable>(table: T, spec: RecordSpec) {
  type Row = T['$inferSelect']
  const idOf = (row: Row) => (row as { id: string }).id

  async function find(
    db: Db | Tx,
    id: string,
    options: { forUpdate?: boolean; scope?: SQL } = {},
  ): Promise<Row | undefined> {
    const query = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), vigente(table), options.scope))
    const rows = options.forUpdate ? await query.for('update') : await query
    return rows[0] as Row | undefined
  }

  /** The transaction of a write; a unique index it breaks becomes a 409 naming the field. */
  async function transaction<A>(db: Db, work: (tx: Tx) => Promise<A>): Promise<A> {
    try {
      return await db.transaction(work)
    } catch (error) {
      rethrowUnique(error, spec.uniques ?? {})
    }
  }

  /** `SELECT … FOR UPDATE` of the target: 404 when gone, 409 when the version is stale. */
  async function lock(
    tx: Tx,
    target: RecordTarget,
    options: { refuse?: (found: Row | undefined) => void; notFound?: string } = {},
  ): Promise<Row> {
    const found = await find(tx, target.id, { forUpdate: true, scope: target.scope })
    options.refuse?.(found)
    const versioned = found as (Row & { version: number }) | undefined
    return writable(versioned, target.version, options.notFound ?? spec.notFound)
  }

  /** A row as its audit entries keep it: its stored fields, and its lines when it has them. */
  async function stateOf(tx: Tx, row: Row) {
    const state = auditState(row)
    return spec.items ? { ...state, items: await spec.items(tx, idOf(row)) } : state
  }

  /**
   * Writes `set` on the locked row, as `actor`, one version up, and audits before and after;
   * `items` rewrites the document's lines in between (read for the audit before and after it).
   */
  async function write(
    tx: Tx,
    actor: Actor,
    before: Row,
    set: Partial<RecordValues<T>> | { eliminadoEn: SQL },
    action: AuditAction,
    items?: ItemsWrite,
  ): Promise<Row> {
    const beforeState = await stateOf(tx, before)
    await items?.(tx)
    const values = { ...set, updatedBy: actor.id, version: sql`${table.version} + 1` }
    const [after] = (await tx
      .update(table)
      .set(values as PgUpdateSetSource<T>)
      .where(eq(table.id, idOf(before)))
      .returning()) as Row[]
    if (!after) throw new Error(`${spec.entity}: update returned no row`)
    await audit(tx, actor, action, beforeState, after)
    return after
  }

  /** The audit entry of a write, in its transaction: both commit or neither does. */
  async function audit(
    tx: Tx,
    actor: Actor,
    action: AuditAction,
    before: object | null,
    after: Row,
  ) {
    await writeAudit(tx, {
      usuarioId: actor.id,
      entity: spec.entity,
      entityId: idOf(after),
      action,
      before,
      after: await stateOf(tx, after),
    })
  }

  /**
   * The detail of one row (not deleted) in one statement: its columns, `columns` (counts, related
   * rows: detail-columns.ts) and who created and last changed it; 404 when there is none.
   */
  async function detail<Columns extends Record<string, SQL>>(
    db: Db | Tx,
    id: string,
    columns: Columns,
    notFoundMessage = spec.notFound,
  ): Promise<Detail<Row, Columns>> {
    const [found] = (await db
      .select({ record: getTableColumns(table as PgTable), ...columns, ...authorColumns(table) })
      .from(table as PgTable)
      .where(and(eq(table.id, id), vigente(table)))) as Detail<Row, Columns>[]
    if (!found) throw notFound(notFoundMessage)
    return found
  }

  function create<A>(
    db: Db,
    actor: Actor,
    values: (tx: Tx) => RecordValues<T> | Promise<RecordValues<T>>,
    answer: Answer<Row, A>,
    items?: (tx: Tx, row: Row) => Promise<void>,
  ): Promise<A> {
    return transaction(db, async (tx) => {
      const own = await values(tx)
      const [row] = (await tx
        .insert(table)
        .values({ ...own, createdBy: actor.id, updatedBy: actor.id } as PgInsertValue<T>)
        .returning()) as Row[]
      if (!row) throw new Error(`${spec.entity}: insert returned no row`)
      await items?.(tx, row)
      await audit(tx, actor, 'crear', null, row)
      return answer(tx, row)
    })
  }

  function update<A>(
    db: Db,
    actor: Actor,
    target: RecordTarget,
    options: UpdateOptions<T, Row, A>,
  ): Promise<A> {
    return transaction(db, async (tx) => {
      const before = await lock(tx, target, options)
      // The version is the target's, compared above; never a field to write.
      const { version: _version, ...patch } = options.patch as { version?: unknown }
      const changes = changedFields(before as Partial<RecordValues<T>>, patch)
      if (!changes) return options.answer(tx, before)
      await options.check?.(tx, changes, before)
      const after = await write(tx, actor, before, changes, options.action ?? 'editar')
      return options.answer(tx, after)
    })
  }

  /**
   * Moves the row from an estado `from` allows to `to` at the version read: locked, 409 when it
   * stands elsewhere (checked before the version, so the message says why), 404 when gone, 409
   * when stale; then `estado`, `estado_desde` now and `set` one version up, audited.
   */
  async function move(
    tx: Tx,
    actor: Actor,
    target: RecordTarget,
    transition: Transition<T, Row>,
  ): Promise<Row> {
    const found = await find(tx, target.id, { forUpdate: true, scope: target.scope })
    const estado = (found as { estado?: string } | undefined)?.estado
    if (found && !transition.from.includes(estado ?? '')) {
      throw conflict(await transition.refused(tx, found))
    }
    const versioned = found as (Row & { version: number }) | undefined
    const before = writable(versioned, target.version, spec.notFound)
    await transition.check?.(tx, before)
    const set = { ...transition.set, estado: transition.to, estadoDesde: new Date() }
    return write(tx, actor, before, set as Partial<RecordValues<T>>, transition.action)
  }

  function remove(
    db: Db,
    actor: Actor,
    target: RecordTarget,
    check?: DeleteCheck<Row>,
  ): Promise<void> {
    return transaction(db, async (tx) => {
      const before = await lock(tx, target)
      await check?.(tx, before)
      await write(tx, actor, before, { eliminadoEn: sql`now()` }, 'eliminar')
    })
  }

  return {
    entity: spec.entity,
    /** The 404 of this table's rows, for reads that do not find one. */
    missing: () => notFound(spec.notFound),
    find,
    detail,
    lock,
    transaction,

    /**
     * The write of an action that fits no route shape, on a row `lock` gave in `transaction`:
     * `set` one version up and audited as `action`, with the document's lines rewritten by `items`
     * (a quotation's items replaced wholesale). Unlike `update`, it always writes.
     */
    write,

    /**
     * Inserts the row `values(tx)` gives (checks of related rows run there, in the transaction)
     * with its author, audits it, and answers what `answer` reads of it.
     */
    create,

    /** Changes what differs from the stored row; nothing differs = nothing written. */
    update,

    /** A change of estado in `transaction`: refused unless `from` allows it, then audited. */
    move,

    /** Soft delete: the row stays, marked `eliminado_en`, out of every list and detail. */
    delete: remove,

    /** The create operation of a route: `(db, actor, input)`; `values` maps the input to columns. */
    creates<Input, A>(
      values: (input: Input, tx: Tx) => RecordValues<T> | Promise<RecordValues<T>>,
      answer: Answer<Row, A>,
      /** Inserts the document's lines once the row exists, before the audit entry reads them. */
      items?: (tx: Tx, row: Row, input: Input) => Promise<void>,
    ) {
      return (db: Db, actor: Actor, input: Input): Promise<A> =>
        create(
          db,
          actor,
          (tx) => values(input, tx),
          answer,
          items && ((tx, row) => items(tx, row, input)),
        )
    },

    /** The update operation of a route: `(db, actor, id, input)` with the version read. */
    updates<Input extends { version: number }, A>(options: UpdatesOptions<T, Row, Input, A>) {
      return (db: Db, actor: Actor, id: string, input: Input): Promise<A> =>
        update(
          db,
          actor,
          { id, version: input.version },
          { ...options, patch: options.patch(input) },
        )
    },

    /** The delete operation of a route: `(db, actor, id, version)`. */
    deletes(check?: DeleteCheck<Row>) {
      return (db: Db, actor: Actor, id: string, version: number): Promise<void> =>
        remove(db, actor, { id, version }, check)
    },
  }
}
