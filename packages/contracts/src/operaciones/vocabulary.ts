import { vocabulary } from '../common/vocabulary.ts'
// The operations area's closed vocabularies: the database's check constraints, the contracts'
// enums and the screens' labels all read these lists. An asset's estado, how a rental is charged
// and a movement's tipo are named by other areas too: they are in ../common/vocabulary.ts.

export const [CATEGORIAS_TIPO_ACTIVO, CATEGORIA_TIPO_ACTIVO_LABEL] = vocabulary({
  'movimiento-de-tierra': 'Movimiento de tierra',
  levante: 'Levante',
  compactacion: 'Compactación',
  transporte: 'Transporte',
  energia: 'Energía',
  otro: 'Otro',
})
export type CategoriaTipoActivo = (typeof CATEGORIAS_TIPO_ACTIVO)[number]

export const [TIPOS_DOCUMENTO_ACTIVO, TIPO_DOCUMENTO_ACTIVO_LABEL] = vocabulary({
  'revision-tecnica': 'Revisión técnica',
  soap: 'SOAP / seguro',
  'permiso-circulacion': 'Permiso de circulación',
  'certificado-operacion': 'Certificado de operación',
  otro: 'Otro',
})
export type TipoDocumentoActivo = (typeof TIPOS_DOCUMENTO_ACTIVO)[number]

// A movement's tipo is read by the EDP's computation too: it lives in ../common/vocabulary.ts.
export {
  TIPO_MOVIMIENTO_LABEL,
  TIPOS_MOVIMIENTO,
  TIPOS_MOVIMIENTO_CON_GUIA,
  type TipoMovimiento,
} from '../common/vocabulary.ts'

/** Where a movement takes an asset from and to; only an obra names which one. */
export const [LUGARES_MOVIMIENTO, LUGAR_MOVIMIENTO_LABEL] = vocabulary({
  bodega: 'Bodega',
  obra: 'Obra',
  taller: 'Taller',
})
export type LugarMovimiento = (typeof LUGARES_MOVIMIENTO)[number]

/** The movements that name the obra they take the asset to. */
export const TIPOS_MOVIMIENTO_CON_OBRA = ['despacho', 'traslado'] as const
