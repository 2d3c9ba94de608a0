import { describe, expect, it } from 'vitest'
import {
  type ContenidoReport,
  createReportSchema,
  reportDetailSchema,
  reportRowSchema,
  textoCanonicoReport,
} from './report.ts'
import { REPORT_DAY_FIELDS, REPORT_DETAIL_FIELDS } from './report-rules.ts'

const contenido: ContenidoReport = {
  folio: 'R-000001',
  operadorId: 'op',
  activoId: 'ac',
  obraId: 'ob',
  contratoId: null,
  fecha: '2026-11-02',
  jornada: 'dia',
  horometroInicio: 100,
  horometroFin: 108.5,
  horasStandBy: 0.5,
  horasDetenidas: 1,
  motivoDetencion: 'clima',
  viajes: 3,
  cargas: null,
  combustibleLitros: 40,
  actividades: 'Excavación',
  observaciones: null,
}

describe("a report's content", () => {
  it('is signed as one text with its keys in a fixed order', () => {
    const keys = (JSON.parse(textoCanonicoReport(contenido)) as [string, unknown][]).map(
      ([key]) => key,
    )
    expect(keys).toEqual([
      'folio',
      'operadorId',
      'activoId',
      'obraId',
      'contratoId',
      'fecha',
      'jornada',
      'horometroInicio',
      'horometroFin',
      'horasStandBy',
      'horasDetenidas',
      'motivoDetencion',
      'viajes',
      'cargas',
      'combustibleLitros',
      'actividades',
      'observaciones',
    ])
  })

  it("is the form's fields after its equipo", () => {
    expect(['activoId', ...REPORT_DAY_FIELDS].sort()).toEqual(
      Object.keys(createReportSchema.shape).sort(),
    )
  })

  it('names as detail fields what the detail adds to the row', () => {
    const added = Object.keys(reportDetailSchema.shape).filter(
      (key) => !(key in reportRowSchema.shape),
    )
    for (const field of REPORT_DETAIL_FIELDS) expect(added).toContain(field)
  })
})
