// GET and PUT /v1/sii/configuracion: the company's tax settings, one row (decision 087).
import type {
  ConfiguracionTributaria,
  putConfiguracionTributariaSchema,
} from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { siiConfiguracion } from '../db/schema/index.ts'
import type { Actor } from '../records/actor.ts'
import { pick, trackingOf } from '../records/tracking.ts'
import { configuracionRecords, guardarUnica, unica } from './sii-records.ts'

type ConfiguracionRecord = typeof siiConfiguracion.$inferSelect

export function toConfiguracion(record: ConfiguracionRecord): ConfiguracionTributaria {
  return {
    ...pick(
      record,
      'rutEmisor',
      'razonSocial',
      'giro',
      'acteco',
      'direccion',
      'comuna',
      'resolucionNumero',
      'resolucionFecha',
      'umbralAlertaCaf',
      'oficinaSii',
    ),
    ambiente: record.ambiente as ConfiguracionTributaria['ambiente'],
    ...trackingOf(record),
  }
}

/** The settings' row, locked when `forUpdate`; 404 while none was saved. */
export async function configuracionDe(db: Db | Tx, forUpdate = false) {
  const record = await unica(db, siiConfiguracion, forUpdate)
  if (!record) throw configuracionRecords.missing()
  return record
}

export async function getConfiguracion(db: Db): Promise<ConfiguracionTributaria> {
  return toConfiguracion(await configuracionDe(db))
}

export function saveConfiguracion(
  db: Db,
  actor: Actor,
  input: z.output<typeof putConfiguracionTributariaSchema>,
): Promise<ConfiguracionTributaria> {
  const { version, ...values } = input
  return guardarUnica(
    configuracionRecords,
    siiConfiguracion,
    db,
    actor,
    version,
    values,
    (_tx, row) => toConfiguracion(row),
  )
}
