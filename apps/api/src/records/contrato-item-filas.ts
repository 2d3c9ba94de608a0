// The rows of the lists of assets on rent (comercial's equipos de pago, logistics' control de
// equipos): contract items, each with its contract, obra, razón social, asset and the asset's tipo,
// read in one statement over a page's ids. A list adds its own columns and joins, and maps the
// references every such row names through `contratoItemRefs`.
import { folioDe } from '@cordillera/contracts'
import { type SQL, sql } from 'drizzle-orm'
import {
  activos,
  contratoItems,
  contratos,
  obras,
  razonesSociales,
  tiposActivo,
} from '../db/schema/index.ts'

/** The columns `contratoItemStatement` reads of every item, as the driver answers them. */
export type ContratoItemFila = {
  id: string
  unidad_cobro: string
  fecha_entrega: string
  contrato_id: string
  contrato_numero: number
  obra_id: string
  obra_codigo: string
  obra_nombre: string
  razon_social_id: string
  razon_social_rut: string
  razon_social: string
  activo_id: string
  activo_codigo: string
  tipo_id: string
  tipo_nombre: string
}

/**
 * `select` the item's columns (`ContratoItemFila`) and `columns`, from the item joined to its
 * contract, obra, razón social, asset and tipo (and `joins`), for the page's `ids`: one text
 * parameter whatever their number, so the statement's text is the same on every page (the list
 * engine prepares it once; decision 015).
 */
export const contratoItemStatement = (columns: SQL, ids: string[], joins: SQL = sql``) => sql`
  select ${contratoItems.id} as id, ${contratoItems.unidadCobro} as unidad_cobro,
    cast(${contratoItems.fechaEntrega} as text) as fecha_entrega,
    ${contratos.id} as contrato_id, ${contratos.numero} as contrato_numero,
    ${obras.id} as obra_id, ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre,
    ${razonesSociales.id} as razon_social_id, ${razonesSociales.rut} as razon_social_rut,
    ${razonesSociales.razonSocial} as razon_social,
    ${activos.id} as activo_id, ${activos.codigo} as activo_codigo,
    ${tiposActivo.id} as tipo_id, ${tiposActivo.nombre} as tipo_nombre,
    ${columns}
  from ${contratoItems}
  join ${contratos} on ${contratos.id} = ${contratoItems.contratoId}
  join ${obras} on ${obras.id} = ${contratos.obraId}
  join ${razonesSociales} on ${razonesSociales.id} = ${contratos.razonSocialId}
  join ${activos} on ${activos.id} = ${contratoItems.activoId}
  join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
  ${joins}
  where ${contratoItems.id} = any(cast(string_to_array(${ids.join(',')}, ',') as uuid[]))`

/** What every row of an asset on rent names: its contract's folio, obra, razón social and asset. */
export const contratoItemRefs = (row: ContratoItemFila) => ({
  contrato: { id: row.contrato_id, folio: folioDe('CON', row.contrato_numero) },
  obra: { id: row.obra_id, codigo: row.obra_codigo, nombre: row.obra_nombre },
  razonSocial: {
    id: row.razon_social_id,
    rut: row.razon_social_rut,
    razonSocial: row.razon_social,
  },
  activo: {
    id: row.activo_id,
    codigo: row.activo_codigo,
    tipoActivo: { id: row.tipo_id, nombre: row.tipo_nombre },
  },
})
