import { valoresDe } from '../common/vocabulary.ts'
// The operations area's closed vocabularies: the database's check constraints, the contracts'
// enums and the screens' labels all read these lists. An asset's estado and how a rental is
// charged are named by other areas too: they are in ../common/vocabulary.ts.

export const CATEGORIA_TIPO_ACTIVO_LABEL = {
  'movimiento-de-tierra': 'Movimiento de tierra',
  levante: 'Levante',
  compactacion: 'Compactación',
  transporte: 'Transporte',
  energia: 'Energía',
  otro: 'Otro',
} as const
export const CATEGORIAS_TIPO_ACTIVO = valoresDe(CATEGORIA_TIPO_ACTIVO_LABEL)
export type CategoriaTipoActivo = (typeof CATEGORIAS_TIPO_ACTIVO)[number]

export const TIPO_DOCUMENTO_ACTIVO_LABEL = {
  'revision-tecnica': 'Revisión técnica',
  soap: 'SOAP / seguro',
  'permiso-circulacion': 'Permiso de circulación',
  'certificado-operacion': 'Certificado de operación',
  otro: 'Otro',
} as const
export const TIPOS_DOCUMENTO_ACTIVO = valoresDe(TIPO_DOCUMENTO_ACTIVO_LABEL)
export type TipoDocumentoActivo = (typeof TIPOS_DOCUMENTO_ACTIVO)[number]

/**
 * What a movement does to an asset (docs/domain.md, "Movimientos"): a despacho takes it from the
 * bodega to an obra, a retiro brings it back, a traslado takes it from one obra to another, and
 * the workshop's entry and exit.
 */
export const TIPO_MOVIMIENTO_LABEL = {
  despacho: 'Despacho',
  retiro: 'Retiro',
  traslado: 'Traslado',
  'ingreso-taller': 'Ingreso a taller',
  'salida-taller': 'Salida de taller',
} as const
export const TIPOS_MOVIMIENTO = valoresDe(TIPO_MOVIMIENTO_LABEL)
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number]

/** Where a movement takes an asset from and to; only an obra names which one. */
export const LUGAR_MOVIMIENTO_LABEL = { bodega: 'Bodega', obra: 'Obra', taller: 'Taller' } as const
export const LUGARES_MOVIMIENTO = valoresDe(LUGAR_MOVIMIENTO_LABEL)
export type LugarMovimiento = (typeof LUGARES_MOVIMIENTO)[number]

/** The movements that carry goods between sites and so a guía de despacho. */
export const TIPOS_MOVIMIENTO_CON_GUIA = ['despacho', 'retiro', 'traslado'] as const
/** The movements that name the obra they take the asset to. */
export const TIPOS_MOVIMIENTO_CON_OBRA = ['despacho', 'traslado'] as const
