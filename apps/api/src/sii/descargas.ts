// GET /v1/sii/documentos/{id}/xml and /pdf (decision 090): an issued document's files, keyed by
// its tipo. A factura (33) is the EDP's document: its key, comercial/listar-edp. A guía de
// despacho (52) is logistics': either movements' screen key, operaciones/logistica-activos or
// operaciones/historico-movimientos. The route itself is a staff route with no key (site
// clients, lessors and operators never pass); the tipo's key is checked here once the row is
// read, 403 in Spanish when missing, and a document that is not there (or was deleted) is a 404.
import type { PermissionKey } from '@cordillera/contracts'
import type { AuthUser } from '../auth/auth-user.ts'
import { hasPermission } from '../auth/require-permission.ts'
import type { Db } from '../db/database.ts'
import type { dteEmitidos } from '../db/schema/index.ts'
import { forbidden } from '../http/api-error.ts'
import { renderDtePdf } from '../pdf/dte-documento.ts'
import { dteRecords } from './dte-records.ts'

type DteRecord = typeof dteEmitidos.$inferSelect

/** The keys that open a tipo's files (any of them), and how a refusal names the document. */
export const LLAVES_DESCARGA: Record<number, { llaves: readonly PermissionKey[]; que: string }> = {
  33: { llaves: ['comercial/listar-edp'], que: 'Las facturas electrónicas' },
  52: {
    llaves: ['operaciones/logistica-activos', 'operaciones/historico-movimientos'],
    que: 'Las guías de despacho electrónicas',
  },
}

/** 403 unless `user` holds a key of the document's tipo (su holds every key). */
function puedeDescargar(user: AuthUser, record: DteRecord) {
  const acceso = LLAVES_DESCARGA[record.tipoDte]
  if (acceso?.llaves.some((llave) => hasPermission(user, llave))) return
  const llaves = acceso?.llaves.join(' o ') ?? 'ninguno'
  throw forbidden(
    `${acceso?.que ?? 'Estos documentos'} se descargan con el permiso ${llaves}, que usted no tiene.`,
  )
}

/** An issued document's file, named `DTE-33-F000001.<extension>`, for whom its tipo's key lets. */
const archivoDte =
  (extension: 'xml' | 'pdf', bytes: (record: DteRecord) => Uint8Array | Promise<Uint8Array>) =>
  async (db: Db, user: AuthUser, id: string) => {
    const { record } = await dteRecords.detail(db, id, {})
    puedeDescargar(user, record)
    const folio = String(record.folio).padStart(6, '0')
    return { bytes: await bytes(record), fileName: `DTE-${record.tipoDte}-F${folio}.${extension}` }
  }

/** GET /v1/sii/documentos/{id}/xml: the signed EnvioDTE as stored, ISO-8859-1. */
export const dteXml = archivoDte('xml', (record) => Buffer.from(record.envioXml, 'latin1'))

/**
 * GET /v1/sii/documentos/{id}/pdf: its printed representation (pdf/dte-documento.ts), from the
 * signed DTE and the resolution its EnvioDTE's Carátula declared when it was issued, under the
 * SII office the settings named then.
 */
export const dtePdf = archivoDte('pdf', (record) => {
  const [, fecha = '', numero = '0'] =
    /<FchResol>([^<]+)<\/FchResol><NroResol>(\d+)<\/NroResol>/.exec(record.envioXml) ?? []
  return renderDtePdf(record.dteXml, {
    resolucion: { numero: Number(numero), fecha },
    ...(record.oficinaSii && { oficinaSii: `S.I.I. - ${record.oficinaSii}` }),
    creadoEn: record.createdAt,
  })
})
