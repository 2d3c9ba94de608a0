// The operations area's closed vocabularies: the database's check constraints, the contracts'
// enums and the screens' labels all read these lists. An asset's estado and how a rental is
// charged are named by other areas too: they are in ../common/vocabulary.ts.

export const CATEGORIAS_TIPO_ACTIVO = [
  'movimiento-de-tierra',
  'levante',
  'compactacion',
  'transporte',
  'energia',
  'otro',
] as const
export type CategoriaTipoActivo = (typeof CATEGORIAS_TIPO_ACTIVO)[number]
export const CATEGORIA_TIPO_ACTIVO_LABEL: Record<CategoriaTipoActivo, string> = {
  'movimiento-de-tierra': 'Movimiento de tierra',
  levante: 'Levante',
  compactacion: 'Compactación',
  transporte: 'Transporte',
  energia: 'Energía',
  otro: 'Otro',
}

export const TIPOS_DOCUMENTO_ACTIVO = [
  'revision-tecnica',
  'soap',
  'permiso-circulacion',
  'certificado-operacion',
  'otro',
] as const
export type TipoDocumentoActivo = (typeof TIPOS_DOCUMENTO_ACTIVO)[number]
export const TIPO_DOCUMENTO_ACTIVO_LABEL: Record<TipoDocumentoActivo, string> = {
  'revision-tecnica': 'Revisión técnica',
  soap: 'SOAP / seguro',
  'permiso-circulacion': 'Permiso de circulación',
  'certificado-operacion': 'Certificado de operación',
  otro: 'Otro',
}

/**
 * What a movement does to an asset (docs/domain.md, "Movimientos"): a despacho takes it from the
 * bodega to an obra, a retiro brings it back, a traslado takes it from one obra to another, and
 * the workshop's entry and exit.
 */
export const TIPOS_MOVIMIENTO = [
  'despacho',
  'retiro',
  'traslado',
  'ingreso-taller',
  'salida-taller',
] as const
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number]
export const TIPO_MOVIMIENTO_LABEL: Record<TipoMovimiento, string> = {
  despacho: 'Despacho',
  retiro: 'Retiro',
  traslado: 'Traslado',
  'ingreso-taller': 'Ingreso a taller',
  'salida-taller': 'Salida de taller',
}

/** Where a movement takes an asset from and to; only an obra names which one. */
export const LUGARES_MOVIMIENTO = ['bodega', 'obra', 'taller'] as const
export type LugarMovimiento = (typeof LUGARES_MOVIMIENTO)[number]
export const LUGAR_MOVIMIENTO_LABEL: Record<LugarMovimiento, string> = {
  bodega: 'Bodega',
  obra: 'Obra',
  taller: 'Taller',
}

/** The movements that carry goods between sites and so a guía de despacho. */
export const TIPOS_MOVIMIENTO_CON_GUIA = ['despacho', 'retiro', 'traslado'] as const
/** The movements that name the obra they take the asset to. */
export const TIPOS_MOVIMIENTO_CON_OBRA = ['despacho', 'traslado'] as const
