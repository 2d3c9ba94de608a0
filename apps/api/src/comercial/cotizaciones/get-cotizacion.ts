// GET /v1/cotizaciones/{id}: a quotation with its items in order, each with its amounts, its
// amounts in pesos when in UF (at the valor UF of its fecha, or flagged missing), the contract it
// became and its authors. Every write answers with it.
import {
  type CotizacionDetail,
  type CotizacionItem,
  folioDe,
  montosCotizacion,
  montosItem,
} from '@cordillera/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  contratos,
  cotizaciones,
  cotizacionItems,
  obras,
  razonesSociales,
  tiposActivo,
} from '../../db/schema/index.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { pick } from '../../records/tracking.ts'
import { getValorUf } from '../valores-uf/get-valor-uf.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import { cotizacionColumns, joinObra, joinRazonSocial, toCotizacionRow } from './cotizacion-rows.ts'
import { ITEM_TERMS } from './cotizacion-writes.ts'

export async function getCotizacion(db: Db | Tx, id: string): Promise<CotizacionDetail> {
  const [found] = await db
    .select({
      ...cotizacionColumns,
      ...authorColumns(cotizaciones),
      contrato: { id: contratos.id, numero: contratos.numero },
    })
    .from(cotizaciones)
    .innerJoin(razonesSociales, joinRazonSocial)
    .innerJoin(obras, joinObra)
    .leftJoin(contratos, and(eq(contratos.cotizacionId, cotizaciones.id), vigente(contratos)))
    .where(and(eq(cotizaciones.id, id), vigente(cotizaciones)))
  if (!found) throw cotizacionRecords.missing()
  const { record, razonSocial, obra, itemsCount, creadoPor, actualizadoPor, contrato } = found
  const moneda = record.moneda as CotizacionDetail['moneda']
  const items = await itemsOf(db, id, moneda)
  const valorUf = moneda === 'UF' ? await valorUfDe(db, record.fecha) : null
  const equivalenteClp =
    valorUf === null ? null : montosCotizacion(items, moneda, valorUf).equivalenteClp
  return {
    ...toCotizacionRow(record, razonSocial, obra, itemsCount),
    condiciones: record.condiciones,
    motivoRechazo: record.motivoRechazo,
    items,
    equivalenteClp,
    valorUfFaltante: moneda === 'UF' && valorUf === null,
    contrato: contrato && { id: contrato.id, folio: folioDe('CON', contrato.numero) },
    creadoPor,
    actualizadoPor,
  }
}

async function itemsOf(
  db: Db | Tx,
  id: string,
  moneda: CotizacionDetail['moneda'],
): Promise<CotizacionItem[]> {
  const rows = await db
    .select({
      item: cotizacionItems,
      tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
    })
    .from(cotizacionItems)
    .innerJoin(tiposActivo, eq(tiposActivo.id, cotizacionItems.tipoActivoId))
    .where(eq(cotizacionItems.cotizacionId, id))
    .orderBy(asc(cotizacionItems.posicion))
  return rows.map(({ item, tipoActivo }) => {
    const unidadCobro = item.unidadCobro as CotizacionItem['unidadCobro']
    const { subtotalArriendo, descuento, neto } = montosItem({ ...item, unidadCobro }, moneda)
    return {
      id: item.id,
      posicion: item.posicion,
      tipoActivo,
      descripcion: item.descripcion,
      unidadCobro,
      ...pick(item, ...ITEM_TERMS),
      subtotalArriendo,
      descuento,
      neto,
    }
  })
}

/** The valor UF of that exact day, or null when it has none yet (never another day's value). */
async function valorUfDe(db: Db | Tx, fecha: string): Promise<number | null> {
  try {
    return (await getValorUf(db, fecha)).valor
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 404) return null
    throw error
  }
}
