// How the EDP screens say their numbers: the days an EDP has waited (whole days, never negative),
// a quantity with its unit in the singular or plural, and the hours its reports add up to.
import { describe, expect, it } from 'vitest'
import { cantidadText, diasDesde, diasText, horasDeReports, periodoText } from './edp-obra-text.ts'

const report = (horasTrabajadas: number, horasStandBy = 0, horasDetenidas = 0) => ({
  id: crypto.randomUUID(),
  folio: 'RPT-000001',
  fecha: '2026-01-09',
  jornada: 'dia' as const,
  estado: 'firmado' as const,
  horasTrabajadas,
  horasStandBy,
  horasDetenidas,
  motivoDetencion: null,
  combustibleLitros: null,
})

describe('edp-obra-text', () => {
  it('counts whole days waited, never negative', () => {
    const now = new Date('2026-02-12T09:00:00.000Z')
    expect(diasDesde('2026-02-02T12:00:00.000Z', now)).toBe(9)
    expect(diasDesde('2026-02-12T08:00:00.000Z', now)).toBe(0)
    expect(diasDesde('2026-02-13T08:00:00.000Z', now)).toBe(0)
    expect([0, 1, 12].map(diasText)).toEqual(['Desde hoy', '1 día', '12 días'])
  })

  it('says a quantity with its unit', () => {
    expect(cantidadText(132, 'hora')).toBe('132 h')
    expect(cantidadText(22, 'dia')).toBe('22 días')
    expect(cantidadText(1, 'viaje')).toBe('1 viaje')
    expect(cantidadText(130.5, 'litro')).toBe('130,5 litros')
    expect(periodoText('2026-01-01', '2026-01-31')).toBe('01-01-2026 al 31-01-2026')
  })

  it('adds up the reports’ hours to the tenth', () => {
    const horas = horasDeReports({
      movimientos: [],
      reports: [report(8.1, 0.5), report(8.2, 0, 2), report(0.1)],
      diasExcluidos: [],
      notas: [],
    })
    expect(horas).toEqual({ trabajadas: 16.4, standBy: 0.5, detenidas: 2 })
  })
})
