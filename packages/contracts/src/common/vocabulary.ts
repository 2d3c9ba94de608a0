// The closed vocabularies more than one area names (an asset's estado is written by operations'
// movements and read by commercial's requests; a contract item is charged by a unidad that the
// equipment reports read too): the database's check constraints, the contracts' enums and the
// screens' labels all read these lists.

/**
 * A closed list's values from its labels, in their order: each value is written once, with the
 * words a screen shows for it (`ESTADOS_ACTIVO = valoresDe(ESTADO_ACTIVO_LABEL)`).
 */
export const valoresDe = <const K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as unknown as readonly [K, ...K[]]

/**
 * A closed list declared once, by its labels: its values (in the labels' order) and the labels
 * themselves, `export const [ESTADOS_ACTIVO, ESTADO_ACTIVO_LABEL] = vocabulary({ … })`; its type
 * is `(typeof ESTADOS_ACTIVO)[number]`.
 */
export const vocabulary = <const L extends Readonly<Record<string, string>>>(labels: L) =>
  [valoresDe<Extract<keyof L, string>>(labels), labels] as const

/** One value of a closed list as a select offers it: the value and the words shown for it. */
export type Opcion<V extends string = string> = { value: V; label: string }

/**
 * A closed list's options for a select or a filter, in its labels' order
 * (`opcionesDe(UNIDAD_COBRO_LABEL)`), or only `values`' (a subset, in their order), each with its
 * label: a screen names the list, not how each value becomes an option.
 */
export function opcionesDe<const K extends string>(
  labels: Readonly<Record<K, string>>,
  values: readonly K[] = valoresDe(labels),
): Opcion<K>[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** An asset's estado; written only by movements (logistics), `disponible` when registered. */
export const [ESTADOS_ACTIVO, ESTADO_ACTIVO_LABEL] = vocabulary({
  disponible: 'Disponible',
  reservado: 'Reservado',
  'en-obra': 'En obra',
  'en-traslado': 'En traslado',
  'en-taller': 'En taller',
  'de-baja': 'De baja',
})
export type EstadoActivo = (typeof ESTADOS_ACTIVO)[number]

/** How a rental is charged. */
export const [UNIDADES_COBRO, UNIDAD_COBRO_LABEL] = vocabulary({
  hora: 'Hora',
  dia: 'Día',
  mes: 'Mes',
})
export type UnidadCobro = (typeof UNIDADES_COBRO)[number]
