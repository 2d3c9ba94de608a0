// What the demo's two estados de pago seed alike (the client's, demo-edp.ts; the lessor's,
// demo-edp-externos.ts): the calendar months they bill, and when each move of an EDP's story
// happened — two days after its period closes, a day or two per move.
import { mesDe, type Periodo, sumarDias } from '@cordillera/contracts'

/** How many calendar months back, before the current one, get their EDPs. */
export const DEMO_EDP_MESES = 3

/** The calendar months to bill, oldest first: the DEMO_EDP_MESES before the current one. */
export function mesesAnteriores(hoy: string): Periodo[] {
  const meses: Periodo[] = []
  let mes = mesDe(hoy)
  for (let i = 0; i < DEMO_EDP_MESES; i++) {
    mes = mesDe(sumarDias(mes.desde, -1))
    meses.unshift(mes)
  }
  return meses
}

/** When the i-th move of the story of an EDP whose period ends on `hasta` happened. */
export function momentosDesde(hasta: string): (i: number) => Date {
  const inicio = new Date(`${sumarDias(hasta, 2)}T10:00:00-03:00`)
  return (i) => new Date(inicio.getTime() + i * 26 * 3600 * 1000)
}
