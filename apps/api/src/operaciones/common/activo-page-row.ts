// What every list of assets reads of an asset from its page's flat statement (the list engine's
// prepared path, decision 015): the asset's own columns with its tipo and marca — selected, joined,
// typed and turned into the row's fields once — and an obra from a left join's columns.
import type { EstadoActivo } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { activos, marcas, tiposActivo } from '../../db/schema/index.ts'

/** The select list of an asset's own columns, its tipo's and its marca's. */
export const activoPageColumns = sql`${activos.id} as id, ${activos.codigo} as codigo,
    ${activos.modelo} as modelo, ${activos.estado} as estado, ${activos.version} as version,
    ${tiposActivo.id} as tipo_id, ${tiposActivo.nombre} as tipo_nombre,
    ${marcas.id} as marca_id, ${marcas.nombre} as marca_nombre`

/** `from activos` with the tipo and marca every asset has. */
export const activoPageFrom = sql`${activos}
  join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
  join ${marcas} on ${marcas.id} = ${activos.marcaId}`

/** The columns of activoPageColumns as a page's row carries them. */
export type ActivoPageColumns = {
  id: string
  codigo: string
  modelo: string
  estado: EstadoActivo
  version: number
  tipo_id: string
  tipo_nombre: string
  marca_id: string
  marca_nombre: string
}

/** The asset's fields every assets' row shows. */
export const activoFieldsOf = (row: ActivoPageColumns) => ({
  id: row.id,
  codigo: row.codigo,
  tipoActivo: { id: row.tipo_id, nombre: row.tipo_nombre },
  marca: { id: row.marca_id, nombre: row.marca_nombre },
  modelo: row.modelo,
  estado: row.estado,
  version: row.version,
})

/** An obra from a left join's columns: none when the join found none. */
export const obraRefOf = (id: string | null, codigo: string | null, nombre: string | null) =>
  id === null ? null : { id, codigo: codigo ?? '', nombre: nombre ?? '' }

/** What a list of assets' page statement and rows use, by name (`activoPage.columns`…). */
export const activoPage = {
  columns: activoPageColumns,
  from: activoPageFrom,
  fieldsOf: activoFieldsOf,
  obraRefOf,
}
