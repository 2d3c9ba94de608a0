// The closed vocabularies more than one area names (an asset's estado is written by operations'
// movements and read by commercial's requests; a contract item is charged by a unidad that the
// equipment reports read too): the database's check constraints, the contracts' enums and the
// screens' labels all read these lists.

/** An asset's estado; written only by movements (logistics), `disponible` when registered. */
export const ESTADOS_ACTIVO = [
  'disponible',
  'reservado',
  'en-obra',
  'en-traslado',
  'en-taller',
  'de-baja',
] as const
export type EstadoActivo = (typeof ESTADOS_ACTIVO)[number]
export const ESTADO_ACTIVO_LABEL: Record<EstadoActivo, string> = {
  disponible: 'Disponible',
  reservado: 'Reservado',
  'en-obra': 'En obra',
  'en-traslado': 'En traslado',
  'en-taller': 'En taller',
  'de-baja': 'De baja',
}

/** How a rental is charged. */
export const UNIDADES_COBRO = ['hora', 'dia', 'mes'] as const
export type UnidadCobro = (typeof UNIDADES_COBRO)[number]
export const UNIDAD_COBRO_LABEL: Record<UnidadCobro, string> = {
  hora: 'Hora',
  dia: 'Día',
  mes: 'Mes',
}
