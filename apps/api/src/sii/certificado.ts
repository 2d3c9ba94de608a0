// GET and PUT /v1/sii/certificado: the company's signing certificate (.p12/.pfx), opened with
// @cordillera/sii-dte to refuse a wrong password, one without a RUT or one that cannot sign today,
// then kept encrypted with its password (cifrado.ts); the answer never holds either.
import type { Certificado, uploadCertificadoSchema } from '@cordillera/contracts'
import {
  assertVigente,
  CertificadoError,
  type Certificado as CertificadoLeido,
  readCertificado,
} from '@cordillera/sii-dte/firma'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { siiCertificados } from '../db/schema/index.ts'
import type { Actor } from '../records/actor.ts'
import { pick, trackingOf } from '../records/tracking.ts'
import { invalidFields } from '../records/write-errors.ts'
import type { CifradoSii } from './cifrado.ts'
import { certificadoRecords, guardarUnica, unica } from './sii-records.ts'

type CertificadoRecord = typeof siiCertificados.$inferSelect

export function toCertificado(record: CertificadoRecord, now = new Date()): Certificado {
  return {
    ...pick(record, 'rut', 'nombre'),
    validoDesde: record.validoDesde.toISOString(),
    validoHasta: record.validoHasta.toISOString(),
    vigente: record.validoDesde <= now && now <= record.validoHasta,
    ...trackingOf(record),
  }
}

export async function getCertificado(db: Db): Promise<Certificado> {
  const record = await unica(db, siiCertificados)
  if (!record) throw certificadoRecords.missing()
  return toCertificado(record)
}

/** Opens the upload, refusing (400, on the field at fault) what could never sign. */
function abrir(input: z.output<typeof uploadCertificadoSchema>, now: Date): CertificadoLeido {
  let certificado: CertificadoLeido
  try {
    certificado = readCertificado(Buffer.from(input.archivo, 'base64'), input.contrasena)
  } catch (error) {
    if (!(error instanceof CertificadoError)) throw error
    const campo = /contraseña/.test(error.message) ? 'contrasena' : 'archivo'
    throw invalidFields({ [campo]: error.message })
  }
  if (!certificado.rut) {
    throw invalidFields({
      archivo:
        'El certificado no indica el RUT de su titular: use el certificado digital de una persona autorizada ante el SII.',
    })
  }
  try {
    assertVigente(certificado, now)
  } catch (error) {
    if (!(error instanceof CertificadoError)) throw error
    throw invalidFields({ archivo: error.message })
  }
  return certificado
}

/** The operation of the upload, with the app's cipher. */
export const uploadCertificadoWith =
  (cifrado: CifradoSii, now: () => Date = () => new Date()) =>
  (db: Db, actor: Actor, input: z.output<typeof uploadCertificadoSchema>): Promise<Certificado> => {
    const certificado = abrir(input, now())
    const values = {
      archivoCifrado: cifrado.cifrar('certificado', Buffer.from(input.archivo, 'base64')),
      contrasenaCifrada: cifrado.cifrar('contrasena', input.contrasena),
      rut: certificado.rut as string,
      nombre: certificado.nombre,
      validoDesde: certificado.validoDesde,
      validoHasta: certificado.validoHasta,
    }
    return guardarUnica(
      certificadoRecords,
      siiCertificados,
      db,
      actor,
      input.version,
      values,
      (_tx: Tx, row) => toCertificado(row),
    )
  }

/** The stored certificate opened, for the next part's signing (issuing a DTE). */
export async function certificadoParaFirmar(
  db: Db | Tx,
  cifrado: CifradoSii,
): Promise<CertificadoLeido> {
  const record = await unica(db, siiCertificados)
  if (!record) throw certificadoRecords.missing()
  return readCertificado(
    cifrado.descifrar('certificado', record.archivoCifrado),
    cifrado.descifrar('contrasena', record.contrasenaCifrada).toString('utf8'),
  )
}
