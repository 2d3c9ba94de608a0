// A closed list written once, with its labels: its values and its options come from them.
import { describe, expect, it } from 'vitest'
import {
  ESTADO_ACTIVO_LABEL,
  opcionesDe,
  UNIDAD_COBRO_LABEL,
  UNIDADES_COBRO,
  vocabulary,
} from './vocabulary.ts'

describe('opcionesDe', () => {
  it("offers every value in its labels' order, with the words a screen shows", () => {
    expect(opcionesDe(UNIDAD_COBRO_LABEL)).toEqual([
      { value: 'hora', label: 'Hora' },
      { value: 'dia', label: 'Día' },
      { value: 'mes', label: 'Mes' },
    ])
    expect(opcionesDe(UNIDAD_COBRO_LABEL).map((opcion) => opcion.value)).toEqual(UNIDADES_COBRO)
  })

  it('offers only the values asked for, in their order', () => {
    expect(opcionesDe(ESTADO_ACTIVO_LABEL, ['en-taller', 'disponible'])).toEqual([
      { value: 'en-taller', label: 'En taller' },
      { value: 'disponible', label: 'Disponible' },
    ])
  })
})

describe('vocabulary', () => {
  it("gives a closed list its values in its labels' order, and the labels", () => {
    const [JORNADAS, JORNADA_LABEL] = vocabulary({ dia: 'Turno día', noche: 'Turno noche' })
    expect(JORNADAS).toEqual(['dia', 'noche'])
    expect(JORNADA_LABEL.noche).toBe('Turno noche')
    expect(UNIDADES_COBRO).toEqual(['hora', 'dia', 'mes'])
  })
})
