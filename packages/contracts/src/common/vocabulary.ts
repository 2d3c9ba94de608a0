// The closed vocabularies more than one area names (an asset's estado is written by operations'
// movements and read by commercial's requests; a contract item is charged by a unidad that the
// equipment reports read too; a daily report's estado, jornada and motivo de detención and a
// movement's tipo are HR's and operations' and the EDP computation reads them): the database's
// check constraints, the contracts' enums and the screens' labels all read these lists.

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

/**
 * What a movement does to an asset (docs/domain.md, "Movimientos"): a despacho takes it from the
 * bodega to an obra, a retiro brings it back, a traslado takes it from one obra to another, and
 * the workshop's entry and exit. Operations writes them; an EDP's stretches on rent rest on them.
 */
export const [TIPOS_MOVIMIENTO, TIPO_MOVIMIENTO_LABEL] = vocabulary({
  despacho: 'Despacho',
  retiro: 'Retiro',
  traslado: 'Traslado',
  'ingreso-taller': 'Ingreso a taller',
  'salida-taller': 'Salida de taller',
})
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number]

/** The movements that carry goods between sites and so a guía de despacho. */
export const TIPOS_MOVIMIENTO_CON_GUIA = ['despacho', 'retiro', 'traslado'] as const

/** A daily machine report's jornada (HR's reports; an EDP sums their hours). */
export const [JORNADAS, JORNADA_LABEL] = vocabulary({ dia: 'Turno día', noche: 'Turno noche' })
export type Jornada = (typeof JORNADAS)[number]

export const [MOTIVOS_DETENCION, MOTIVO_DETENCION_LABEL] = vocabulary({
  falla: 'Falla',
  clima: 'Clima',
  'sin-frente': 'Sin frente de trabajo',
  otro: 'Otro',
})
export type MotivoDetencion = (typeof MOTIVOS_DETENCION)[number]

/**
 * A report's life: the operator fills it (borrador) and signs it (firmado); HR validates it
 * (validado, final) or puts it en-observacion with a comment, then the operator or HR corrects it
 * and it is signed again.
 */
export const [ESTADOS_REPORT, ESTADO_REPORT_LABEL] = vocabulary({
  borrador: 'Borrador',
  firmado: 'Firmado',
  'en-observacion': 'En observación',
  validado: 'Validado',
})
export type EstadoReport = (typeof ESTADOS_REPORT)[number]
