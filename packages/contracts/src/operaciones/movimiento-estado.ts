// The state machine of an asset's movements: what estado and obra a movement leaves the asset
// in, or why it is refused. The API applies it under the asset's lock and the integrity check
// (`movimientos:verificar`) folds it over the whole history, so both read one rule.
import type { EstadoActivo } from '../common/vocabulary.ts'
import type { LugarMovimiento, TipoMovimiento } from './vocabulary.ts'

export type UbicacionActivo = { estado: EstadoActivo; obraId: string | null }
export type LugarDeMovimiento = { lugar: LugarMovimiento; obraId: string | null }

export type ResultadoMovimiento =
  | (UbicacionActivo & { desde: LugarDeMovimiento; hasta: LugarDeMovimiento })
  | { error: string }

/** Where an asset is, as a refusal says it ("está en taller"). */
const DONDE_ESTA: Record<EstadoActivo, string> = {
  disponible: 'está disponible en bodega',
  reservado: 'está reservado',
  'en-obra': 'está en obra',
  'en-traslado': 'está en traslado',
  'en-taller': 'está en taller',
  'de-baja': 'está de baja',
}

const NO_SE: Record<TipoMovimiento, string> = {
  despacho: 'no se despacha',
  retiro: 'no se retira',
  traslado: 'no se traslada',
  'ingreso-taller': 'no ingresa a taller',
  'salida-taller': 'no sale de taller',
}

const BODEGA: LugarDeMovimiento = { lugar: 'bodega', obraId: null }
const TALLER: LugarDeMovimiento = { lugar: 'taller', obraId: null }
const enObra = (obraId: string): LugarDeMovimiento => ({ lugar: 'obra', obraId })

/**
 * What `mov` leaves the asset in, from `actual`; or the Spanish reason it is refused
 * ("CA-003 está en taller: no se despacha."). `codigo` names the asset in that reason.
 */
export function estadoTrasMovimiento(
  actual: UbicacionActivo & { codigo?: string },
  mov: { tipo: TipoMovimiento; hastaObraId?: string | null },
): ResultadoMovimiento {
  const nombre = actual.codigo ?? 'El activo'
  const refused = { error: `${nombre} ${DONDE_ESTA[actual.estado]}: ${NO_SE[mov.tipo]}.` }
  const desdeObra = actual.obraId
  switch (mov.tipo) {
    case 'despacho':
      if (actual.estado !== 'disponible' && actual.estado !== 'reservado') return refused
      if (!mov.hastaObraId) return { error: 'Un despacho lleva la obra de destino.' }
      return {
        estado: 'en-obra',
        obraId: mov.hastaObraId,
        desde: BODEGA,
        hasta: enObra(mov.hastaObraId),
      }
    case 'retiro':
      if (actual.estado !== 'en-obra' || desdeObra === null) return refused
      return { estado: 'disponible', obraId: null, desde: enObra(desdeObra), hasta: BODEGA }
    case 'traslado':
      if (actual.estado !== 'en-obra' || desdeObra === null) return refused
      if (!mov.hastaObraId) return { error: 'Un traslado lleva la obra de destino.' }
      if (mov.hastaObraId === desdeObra) {
        return { error: `${nombre} ya está en esa obra: un traslado lo lleva a otra.` }
      }
      return {
        estado: 'en-obra',
        obraId: mov.hastaObraId,
        desde: enObra(desdeObra),
        hasta: enObra(mov.hastaObraId),
      }
    case 'ingreso-taller':
      if (actual.estado === 'disponible') {
        return { estado: 'en-taller', obraId: null, desde: BODEGA, hasta: TALLER }
      }
      if (actual.estado === 'en-obra' && desdeObra !== null) {
        return { estado: 'en-taller', obraId: null, desde: enObra(desdeObra), hasta: TALLER }
      }
      return refused
    case 'salida-taller':
      if (actual.estado !== 'en-taller') return refused
      return { estado: 'disponible', obraId: null, desde: TALLER, hasta: BODEGA }
  }
}

/** Where a new asset is before any movement. */
export const UBICACION_INICIAL: UbicacionActivo = { estado: 'disponible', obraId: null }

/**
 * The estado and obra an asset's movements (in order) leave it in, from a new asset's; a
 * movement the machine refuses changes nothing (none is ever stored: the API refuses it first).
 */
export function recomputarEstado(
  movimientos: readonly { tipo: TipoMovimiento; hastaObraId?: string | null }[],
): UbicacionActivo {
  return movimientos.reduce<UbicacionActivo>((actual, mov) => {
    const next = estadoTrasMovimiento(actual, mov)
    return 'error' in next ? actual : { estado: next.estado, obraId: next.obraId }
  }, UBICACION_INICIAL)
}
