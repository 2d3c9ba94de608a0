// GET /v1/sii/cafs, GET /v1/sii/cafs/{id}, POST /v1/sii/cafs: the SII's CAFs. A CAF is read and
// checked with @cordillera/sii-dte (`readCaf`: its structure and that RSASK is its RSAPK's pair),
// refused unless it is the emisor's and of a tipo the platform issues and its range overlaps no
// CAF of its tipo; its file (with the folios' private key) is kept encrypted (cifrado.ts).
import {
  CAF_33_VIGENCIA_DIAS,
  type Caf,
  type createCafSchema,
  normalizeRut,
  sumarDias,
  TIPO_DTE_LABEL,
  TIPOS_DTE,
} from '@cordillera/contracts'
import { CafError, type Caf as CafLeido, readCaf } from '@cordillera/sii-dte/caf'
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { siiCafs } from '../db/schema/index.ts'
import { conflict } from '../http/api-error.ts'
import type { Actor } from '../records/actor.ts'
import { pick, trackingOf } from '../records/tracking.ts'
import { invalidFields } from '../records/write-errors.ts'
import type { CifradoSii } from './cifrado.ts'
import { configuracionDe } from './configuracion.ts'
import { cafRecords } from './sii-records.ts'

type CafRecord = typeof siiCafs.$inferSelect

/** Today in Chile (yyyy-MM-dd): the day a CAF's expiry is compared with. */
export const hoyEnChile = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now)

export function toCaf(record: CafRecord, umbral: number, hoy = hoyEnChile()): Caf {
  const restantes = record.hasta - record.siguiente + 1
  return {
    ...pick(record, 'id', 'tipoDte', 'desde', 'hasta', 'fechaAutorizacion', 'vence'),
    usados: record.siguiente - record.desde,
    restantes,
    vencido: record.vence !== null && record.vence < hoy,
    alerta: restantes > 0 && restantes <= umbral,
    ...trackingOf(record),
  }
}

export async function listCafs(db: Db): Promise<{ items: Caf[] }> {
  const { umbralAlertaCaf } = await configuracionDe(db)
  const rows = await db
    .select()
    .from(siiCafs)
    .where(vigente(siiCafs))
    .orderBy(asc(siiCafs.tipoDte), asc(siiCafs.desde))
  const hoy = hoyEnChile()
  return { items: rows.map((row) => toCaf(row, umbralAlertaCaf, hoy)) }
}

export async function getCaf(db: Db | Tx, id: string): Promise<Caf> {
  const { record } = await cafRecords.detail(db, id, {})
  const { umbralAlertaCaf } = await configuracionDe(db)
  return toCaf(record, umbralAlertaCaf)
}

function leer(archivo: Buffer): CafLeido {
  try {
    return readCaf(archivo)
  } catch (error) {
    if (error instanceof CafError) throw invalidFields({ archivo: error.message })
    throw error
  }
}

/** The operation of the upload, with the app's cipher. */
export const createCafWith =
  (cifrado: CifradoSii) =>
  (db: Db, actor: Actor, input: z.output<typeof createCafSchema>): Promise<Caf> => {
    const archivo = Buffer.from(input.archivo, 'base64')
    const caf = leer(archivo)
    if (!(TIPOS_DTE as readonly number[]).includes(caf.tipoDte)) {
      throw invalidFields({
        archivo: `El CAF es de tipo ${caf.tipoDte}: solo se emiten facturas (33) y guías de despacho (52).`,
      })
    }
    const vence = caf.tipoDte === 33 ? sumarDias(caf.fechaAutorizacion, CAF_33_VIGENCIA_DIAS) : null
    if (vence !== null && vence < hoyEnChile()) {
      throw invalidFields({
        archivo: `El CAF venció el ${vence}: los folios de factura se usan hasta ${CAF_33_VIGENCIA_DIAS} días después de su autorización (${caf.fechaAutorizacion}). Pida uno nuevo al SII.`,
      })
    }
    return cafRecords.create(
      db,
      actor,
      async (tx) => {
        // The settings' row locked: CAF loads take turns, so two cannot overlap unseen.
        const configuracion = await configuracionDe(tx, true)
        if (normalizeRut(caf.rutEmisor) !== configuracion.rutEmisor) {
          throw invalidFields({
            archivo: `El CAF es del RUT ${caf.rutEmisor}, no del emisor (${configuracion.rutEmisor}).`,
          })
        }
        const [traslape] = await tx
          .select({ desde: siiCafs.desde, hasta: siiCafs.hasta })
          .from(siiCafs)
          .where(
            and(
              eq(siiCafs.tipoDte, caf.tipoDte),
              lte(siiCafs.desde, caf.hasta),
              gte(siiCafs.hasta, caf.desde),
              vigente(siiCafs),
            ),
          )
          .limit(1)
        if (traslape) {
          throw conflict(
            `Los folios ${caf.desde}–${caf.hasta} se cruzan con los de un CAF ya cargado de ${TIPO_DTE_LABEL[caf.tipoDte as 33 | 52].toLowerCase()} (${traslape.desde}–${traslape.hasta}).`,
          )
        }
        return {
          tipoDte: caf.tipoDte,
          desde: caf.desde,
          hasta: caf.hasta,
          siguiente: caf.desde,
          rutEmisor: configuracion.rutEmisor,
          fechaAutorizacion: caf.fechaAutorizacion,
          vence,
          archivoCifrado: cifrado.cifrar('caf', archivo),
        }
      },
      (tx, row) => getCaf(tx, row.id),
    )
  }
