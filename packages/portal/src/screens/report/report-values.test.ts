// The daily report's rules as both forms meet them: the equipos offered (one per asset, the
// report's own kept), what a new report and an edit start with, the horómetro starting at the
// chosen equipo's reading unless one was typed, numbers read the Chilean way, the contract's Spanish
// message under each bad field, and the bodies the API receives (accepted by its own schemas).
import {
  type AsignacionReport,
  createReportOperadorSchema,
  createReportSchema,
  FIN_ANTES_MESSAGE,
  HORAS_EXCEDEN_MESSAGE,
  MOTIVO_FALTA_MESSAGE,
  MOTIVO_SOBRA_MESSAGE,
  type ReportDetail,
  updateReportSchema,
} from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { changesOf, valuesOf } from './report-content.ts'
import {
  createOperadorBody,
  equipoDeLabel,
  equipoLabel,
  equipoOpciones,
  fieldText,
  horasTrabajadas,
  inicioAlElegir,
  nuevoReport,
  numeroText,
  numeroValue,
  primerDiaPermitido,
  type ReportDefaults,
  reportDefaults,
  reportErrors,
  updateBody,
} from './report-values.ts'

const EX = '3d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a'
const CT = '4e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b'
const RD = '5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c'

const asignacion = (
  activo: AsignacionReport['activo'],
  over: Partial<AsignacionReport> = {},
): AsignacionReport => ({
  asignacionId: crypto.randomUUID(),
  activo,
  obra: { id: crypto.randomUUID(), nombre: 'Edificio Central' },
  contrato: { id: crypto.randomUUID(), folio: 'CON-000045' },
  desde: '2026-04-01',
  hasta: null,
  ultimaLectura: 1250.5,
  ...over,
})

const excavadora = { id: EX, codigo: 'EX-012', tipo: 'Excavadora' }
const camion = { id: CT, codigo: 'CT-003', tipo: 'Camión tolva' }

// Only what the form reads of a stored report; the rest of ReportDetail is the list's and history's.
const stored = (over: Partial<ReportDetail> = {}) =>
  ({
    id: crypto.randomUUID(),
    version: 4,
    folio: 'RPT-000321',
    fecha: '2026-05-13',
    jornada: 'dia',
    activo: excavadora,
    obra: { id: crypto.randomUUID(), nombre: 'Edificio Central' },
    contrato: { id: crypto.randomUUID(), folio: 'CON-000045' },
    horometroInicio: 1242,
    horometroFin: 1249.5,
    horasStandBy: 1,
    horasDetenidas: 0.5,
    motivoDetencion: 'clima',
    viajes: 14,
    cargas: 28,
    combustibleLitros: 85.5,
    actividades: 'Excavación de zanjas, eje 4.',
    observaciones: null,
    ...over,
  }) as ReportDetail

const valid: ReportDefaults = {
  ...nuevoReport([], '2026-05-14'),
  activoId: EX,
  horometroInicio: 1250.5,
  horometroFin: 1258,
  actividades: 'Carga de camiones.',
}

describe('the equipos offered', () => {
  it('are one per asset: the current assignment, else the latest', () => {
    const opciones = equipoOpciones([
      asignacion(camion, { desde: '2026-03-01', hasta: '2026-03-10', ultimaLectura: 5000 }),
      asignacion(excavadora),
      asignacion(camion, { desde: '2026-04-20', hasta: '2026-05-02', ultimaLectura: 5320 }),
    ])
    expect(opciones.map((o) => [o.codigo, o.desde, o.lectura])).toEqual([
      ['CT-003', '2026-04-20', 5320],
      ['EX-012', '2026-04-01', 1250.5],
    ])
    expect(equipoLabel(opciones[1] as (typeof opciones)[number])).toEqual({
      equipo: 'EX-012 · Excavadora',
      obra: 'Edificio Central',
    })
  })

  it("keep an edited report's own asset, starting at its own reading", () => {
    const rodillo = { id: RD, codigo: 'RD-007', tipo: 'Rodillo' }
    const [propio, ...resto] = equipoOpciones([asignacion(excavadora)], stored({ activo: rodillo }))
    expect(propio).toMatchObject({ activoId: RD, codigo: 'RD-007', lectura: 1242, desde: null })
    expect(resto.map((o) => o.codigo)).toEqual(['EX-012'])
    expect(equipoOpciones([asignacion(excavadora)], stored())[0]?.lectura).toBe(1242)
  })

  it('name a draft’s asset by what the draft kept when it is no longer assigned', () => {
    const equipo = equipoDeLabel(RD, { equipo: 'RD-007 · Rodillo', obra: 'Puente Maipo' })
    expect(equipoLabel(equipo)).toEqual({ equipo: 'RD-007 · Rodillo', obra: 'Puente Maipo' })
  })
})

describe('what the form starts with', () => {
  it('a new report: today, turno día, no stops, the only equipo chosen at its reading', () => {
    const [unico] = equipoOpciones([asignacion(excavadora)])
    expect(nuevoReport(unico ? [unico] : [], '2026-05-14')).toMatchObject({
      activoId: EX,
      fecha: '2026-05-14',
      jornada: 'dia',
      horometroInicio: 1250.5,
      horometroFin: null,
      horasStandBy: 0,
      horasDetenidas: 0,
      motivoDetencion: null,
    })
    const dos = equipoOpciones([asignacion(excavadora), asignacion(camion)])
    expect(nuevoReport(dos, '2026-05-14')).toMatchObject({ activoId: '', horometroInicio: null })
  })

  it('an edit: the stored content, observaciones empty when there are none', () => {
    expect(reportDefaults(stored())).toMatchObject({
      activoId: EX,
      horometroInicio: 1242,
      motivoDetencion: 'clima',
      observaciones: '',
    })
    // REPORT_DIAS_ATRAS (31) days back.
    expect(primerDiaPermitido('2026-05-14')).toBe('2026-04-13')
  })
})

describe('the horómetro', () => {
  it("starts at the chosen equipo's reading, unless the user typed his own", () => {
    expect(inicioAlElegir(5320, null, null)).toBe(5320)
    // The reading put there by the previous equipo is replaced.
    expect(inicioAlElegir(1250.5, 5320, 5320)).toBe(1250.5)
    expect(inicioAlElegir(1250.5, 1300, 5320)).toBeUndefined()
    expect(inicioAlElegir(null, null, 5320)).toBeUndefined()
  })

  it('gives the hours worked as soon as both readings are numbers', () => {
    expect(horasTrabajadas(1250.5, 1258)).toBe(7.5)
    expect(horasTrabajadas(1250.5, null)).toBeNull()
    expect(horasTrabajadas(1250.5, 'doce')).toBeNull()
  })
})

describe('numbers typed', () => {
  it.each([
    ['1.250,5', 1250.5],
    ['1250,5', 1250.5],
    ['12.5', 12.5],
    ['1.250', 1250],
    ['0,25', 0.25],
  ])('read %s as %s', (text, value) => {
    expect(numeroValue(text)).toBe(value)
  })

  it('keep other text as typed, empty as null, and show numbers as Chile writes them', () => {
    expect(numeroValue('12,3,4')).toBe('12,3,4')
    expect(numeroValue('  ')).toBeNull()
    expect(numeroText(22727.4, 1)).toBe('22.727,4')
    expect(numeroText('doce', 1)).toBe('doce')
    expect(numeroText(null, 1)).toBe('')
  })
})

describe('the Spanish message under each bad field', () => {
  it('says nothing of a valid report', () => {
    expect(reportErrors(valid)).toEqual({})
  })

  it('says what is missing, and what is no number, in the contract’s words', () => {
    const errors = reportErrors({
      ...nuevoReport([], '2026-05-14'),
      horometroFin: 'doce',
      viajes: 2.5,
    })
    expect(errors).toEqual({
      activoId: 'Elija el equipo de la lista.',
      horometroInicio: 'El horómetro inicial son horas desde 0, con hasta un decimal (ej. 1250,5).',
      horometroFin: 'El horómetro final son horas desde 0, con hasta un decimal (ej. 1250,5).',
      viajes: 'Los viajes son un número entero desde 0.',
      actividades: 'Ingrese las actividades realizadas.',
    })
  })

  it("says the report's own rules under the field they concern", () => {
    expect(reportErrors({ ...valid, horometroFin: 1200 })).toEqual({
      horometroFin: FIN_ANTES_MESSAGE,
    })
    expect(reportErrors({ ...valid, horasDetenidas: 2 })).toEqual({
      motivoDetencion: MOTIVO_FALTA_MESSAGE,
    })
    expect(reportErrors({ ...valid, motivoDetencion: 'clima' })).toEqual({
      motivoDetencion: MOTIVO_SOBRA_MESSAGE,
    })
    expect(
      reportErrors({ ...valid, horasStandBy: 10, horasDetenidas: 8, motivoDetencion: 'clima' }),
    ).toEqual({ horasDetenidas: HORAS_EXCEDEN_MESSAGE })
  })
})

describe('the body sent', () => {
  const values = createReportSchema.parse(valid)

  it('creates with the content as the contract reads it; the phone adds its claveSync', () => {
    expect(values).toMatchObject({ activoId: EX, horometroInicio: 1250.5, horometroFin: 1258 })
    const clave = crypto.randomUUID()
    const body = createOperadorBody(values, clave)
    expect(createReportOperadorSchema.parse(body)).toEqual({ ...values, claveSync: clave })
  })

  it('edits at the version read: the whole content, or only the fields changed since the base', () => {
    const report = stored()
    const base = valuesOf(report)
    const changed = { ...base, horometroFin: 1250, observaciones: '' }
    // The contract reads an empty observaciones as none.
    expect(updateReportSchema.parse(updateBody(changed, report.version))).toEqual({
      ...changed,
      observaciones: null,
      version: 4,
    })
    // '' and null are one "nothing": observaciones did not change.
    expect(updateBody(changed, report.version, base)).toEqual({ horometroFin: 1250, version: 4 })
    expect(changesOf(base, { ...base, viajes: undefined })).toEqual({ viajes: null })
  })

  it('reads each field as a person would, for the conflict table', () => {
    const base = valuesOf(stored())
    expect(fieldText('fecha', base)).toBe('13-05-2026')
    expect(fieldText('jornada', base)).toBe('Turno día')
    expect(fieldText('motivoDetencion', base)).toBe('Clima')
    expect(fieldText('combustibleLitros', base)).toBe('85,5')
    expect(fieldText('observaciones', base)).toBe('—')
    expect(fieldText('activoId', base, () => 'EX-012 · Excavadora')).toBe('EX-012 · Excavadora')
  })
})
