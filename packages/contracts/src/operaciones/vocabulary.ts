import { vocabulary } from '../common/vocabulary.ts'
// The operations area's closed vocabularies: the database's check constraints, the contracts'
// enums and the screens' labels all read these lists. An asset's estado and how a rental is
// charged are named by other areas too: they are in ../common/vocabulary.ts.

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

/**
 * What a movement does to an asset (docs/domain.md, "Movimientos"): a despacho takes it from the
 * bodega to an obra, a retiro brings it back, a traslado takes it from one obra to another, and
 * the workshop's entry and exit.
 */
export const [TIPOS_MOVIMIENTO, TIPO_MOVIMIENTO_LABEL] = vocabulary({
  despacho: 'Despacho',
  retiro: 'Retiro',
  traslado: 'Traslado',
  'ingreso-taller': 'Ingreso a taller',
  'salida-taller': 'Salida de taller',
})
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number]

/** Where a movement takes an asset from and to; only an obra names which one. */
export const [LUGARES_MOVIMIENTO, LUGAR_MOVIMIENTO_LABEL] = vocabulary({
  bodega: 'Bodega',
  obra: 'Obra',
  taller: 'Taller',
})
export type LugarMovimiento = (typeof LUGARES_MOVIMIENTO)[number]

/** The movements that carry goods between sites and so a guía de despacho. */
export const TIPOS_MOVIMIENTO_CON_GUIA = ['despacho', 'retiro', 'traslado'] as const
/** The movements that name the obra they take the asset to. */
export const TIPOS_MOVIMIENTO_CON_OBRA = ['despacho', 'traslado'] as const
