// How the SII's rows are written (records/records-of.ts): the settings, the certificate and the
// CAFs, each with its audit entity and its 404. The settings and the certificate are one row for
// the company (`guardarUnica`): version 0 creates it, the version read changes it.

import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { siiCafs, siiCertificados, siiConfiguracion } from '../db/schema/index.ts'
import { conflict } from '../http/api-error.ts'
import type { Actor } from '../records/actor.ts'
import { type RecordValues, recordsOf, type TrackedTable } from '../records/records-of.ts'

const yaGuardada = 'Alguien ya la guardó mientras usted la editaba: recargue la página.'

export const configuracionRecords = recordsOf(siiConfiguracion, {
  entity: 'sii_configuracion',
  notFound: 'Aún no se ha registrado la configuración tributaria de la empresa.',
  uniques: { sii_configuracion_una_uq: ['version', yaGuardada] },
})

export const certificadoRecords = recordsOf(siiCertificados, {
  entity: 'sii_certificado',
  notFound: 'Aún no se ha cargado el certificado digital de la empresa.',
  uniques: { sii_certificados_uno_uq: ['version', yaGuardada] },
})

export const cafRecords = recordsOf(siiCafs, {
  entity: 'sii_caf',
  notFound: 'El CAF no existe.',
})

type Records<T extends TrackedTable> = ReturnType<typeof recordsOf<T>>

/** The company's one row of `table` (not deleted), locked when `forUpdate`; undefined if none. */
export async function unica<T extends TrackedTable>(
  db: Db | Tx,
  table: T,
  forUpdate = false,
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as never)
    .where(vigente(table))
  const [row] = forUpdate ? await query.for('update') : await query
  return row as T['$inferSelect'] | undefined
}

/**
 * Saves the company's one row of `table`: at version 0 creates it (409 when someone did first),
 * else changes it at the version read (409 when stale), audited; answers what `answer` reads.
 */
export async function guardarUnica<T extends TrackedTable, A>(
  records: Records<T>,
  table: T,
  db: Db,
  actor: Actor,
  version: number,
  values: RecordValues<T>,
  answer: (tx: Tx, row: T['$inferSelect']) => A | Promise<A>,
): Promise<A> {
  if (version === 0) {
    return records.create(
      db,
      actor,
      async (tx) => {
        if (await unica(tx, table)) throw conflict(yaGuardada)
        return values
      },
      answer,
    )
  }
  const current = await unica(db, table)
  if (!current) throw records.missing()
  return records.update(db, actor, { id: current.id as string, version }, { patch: values, answer })
}
