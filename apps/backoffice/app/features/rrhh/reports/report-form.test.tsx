// The report form of crear and editar with the API answering: choosing the equipo starts the
// horómetro at its last reading and the hours worked follow what is typed; the contract's rules
// (motivo when there are stopped hours, the hour meter's order) are said under their fields before
// anything is sent; the API's 400 field messages go under their fields; an edit saves with the
// version read and a 409 shows the conflict alert; a report that no longer changes is shown
// read-only with why.
import {
  emptySession,
  FIN_ANTES_MESSAGE,
  lecturaAnteriorMessage,
  MOTIVO_FALTA_MESSAGE,
  REPORT_DUPLICADO_MESSAGE,
} from '@cordillera/contracts'
import { mountScreen } from '@cordillera/portal/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ReportCrear from './report-crear.tsx'
import ReportEditar from './report-editar.tsx'
import {
  ACTIVO,
  buttons,
  callsTo,
  click,
  fakeApi,
  field,
  fieldError,
  firmadoDetail,
  OPERADOR,
  OTRO_ACTIVO,
  opcionesAnswer,
  REPORT,
  refusal,
  reportDetail,
  submit,
  type,
} from './reports-fixture.ts'

const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: ['rrhh/crear-report', 'rrhh/editar-report', 'rrhh/detalle-report'],
  }),
}))

const OPCIONES = `GET /v1/operadores/${OPERADOR}/report-opciones`
const REPORTS = `/v1/operadores/${OPERADOR}/reports`
const UNO = `${REPORTS}/${REPORT}`

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  screen?.unmount()
  screen = undefined
})
beforeEach(() => {
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  answers[OPCIONES] = { body: opcionesAnswer }
})

const crear = async () => {
  screen = await mountScreen(
    '/operadores/:id/report',
    ReportCrear,
    `/operadores/${OPERADOR}/report`,
  )
  return screen.container
}
const editar = async () => {
  screen = await mountScreen(
    '/operadores/:idOperador/report/:idReport',
    ReportEditar,
    `/operadores/${OPERADOR}/report/${REPORT}`,
  )
  return screen.container
}

/** The equipo's radio, by its código. */
const equipo = (container: HTMLElement, codigo: string) => {
  const label = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(codigo),
  )
  const radio = label ? document.getElementById(label.htmlFor) : null
  if (!radio) throw new Error(`Sin equipo ${codigo}`)
  return radio
}
const inputValue = (label: string) => (field(label) as HTMLInputElement).value
const trabajadas = (container: HTMLElement) =>
  container.querySelector('[data-testid="horas-trabajadas"]')?.textContent

describe('ReportCrear', () => {
  it("offers the operator's assignments with obra and contrato; the equipo starts the horómetro", async () => {
    const container = await crear()
    expect(container.querySelector('h1')?.textContent).toBe('Nuevo report de Juan Pérez Soto')
    const text = container.textContent ?? ''
    expect(text).toContain('EX-012 Excavadora')
    expect(text).toContain('Edificio Central · CON-000045 · última lectura 1.250,5 h')
    expect(text).toContain('Puente Maipo · CON-000051')
    expect(inputValue('Horómetro inicio')).toBe('')
    await click(equipo(container, 'CT-003'))
    expect(inputValue('Horómetro inicio')).toBe('5.320')
    await click(equipo(container, 'EX-012'))
    expect(inputValue('Horómetro inicio')).toBe('1.250,5')
    expect(inputValue('Fecha')).toBe('14-05-2026')
    expect(trabajadas(container)).toBe('—')
    await type(field('Horómetro fin'), '1.258')
    expect(trabajadas(container)).toBe('7,5 h')
  })

  it("says the contract's rules under their fields and sends nothing", async () => {
    const container = await crear()
    await click(equipo(container, 'EX-012'))
    await type(field('Horómetro fin'), '1200')
    expect(container.textContent).not.toContain('Motivo de la detención')
    await type(field('Horas detenidas'), '2')
    expect(container.textContent).toContain('Motivo de la detención')
    await submit()
    expect(fieldError('Horómetro fin')).toBe(FIN_ANTES_MESSAGE)
    expect(fieldError('Motivo de la detención')).toBe(MOTIVO_FALTA_MESSAGE)
    expect(fieldError('Actividades realizadas')).toBe('Ingrese las actividades realizadas.')
    expect(callsTo(fetch, 'POST', REPORTS)).toHaveLength(0)
    // Without stopped hours the motivo goes away.
    await type(field('Horas detenidas'), '0')
    expect(container.textContent).not.toContain('Motivo de la detención')
  })

  it("sends the contract's body and shows the API's field messages under their fields", async () => {
    answers[`POST ${REPORTS}`] = refusal(400, 'Revise los datos del report.', {
      horometroInicio: lecturaAnteriorMessage(1300),
    })
    const container = await crear()
    await click(equipo(container, 'EX-012'))
    await type(field('Horómetro fin'), '1258,5')
    await type(field('Horas en stand-by'), '0,5')
    await type(field('Viajes'), '12')
    await type(field('Actividades realizadas'), 'Excavación de zanjas, eje 4.')
    await submit()
    const [post] = callsTo(fetch, 'POST', REPORTS)
    expect(post?.body).toEqual({
      activoId: ACTIVO,
      fecha: '2026-05-14',
      jornada: 'dia',
      horometroInicio: 1250.5,
      horometroFin: 1258.5,
      horasStandBy: 0.5,
      horasDetenidas: 0,
      motivoDetencion: null,
      viajes: 12,
      cargas: null,
      combustibleLitros: null,
      actividades: 'Excavación de zanjas, eje 4.',
      observaciones: null,
    })
    expect(fieldError('Horómetro inicio')).toBe(
      'El horómetro inicial no puede ser menor que la última lectura del equipo (1.300).',
    )
  })

  it('a second report for the same equipo, day and jornada (409 naming them) says so under each', async () => {
    answers[`POST ${REPORTS}`] = refusal(409, REPORT_DUPLICADO_MESSAGE, {
      activoId: REPORT_DUPLICADO_MESSAGE,
      fecha: REPORT_DUPLICADO_MESSAGE,
      jornada: REPORT_DUPLICADO_MESSAGE,
    })
    const container = await crear()
    await click(equipo(container, 'EX-012'))
    await type(field('Horómetro fin'), '1258,5')
    await type(field('Actividades realizadas'), 'Excavación de zanjas, eje 4.')
    await submit()
    expect(callsTo(fetch, 'POST', REPORTS)).toHaveLength(1)
    expect(fieldError('Equipo')).toBe(REPORT_DUPLICADO_MESSAGE)
    expect(fieldError('Fecha')).toBe(REPORT_DUPLICADO_MESSAGE)
    expect(fieldError('Jornada')).toBe(REPORT_DUPLICADO_MESSAGE)
    expect(container.textContent).not.toContain('Alguien más modificó')
  })

  it('says so when the operator has no assignment to write for', async () => {
    answers[OPCIONES] = { body: { ...opcionesAnswer, asignaciones: [] } }
    const container = await crear()
    expect(container.textContent).toContain('El operador no tiene equipos asignados')
    expect(container.querySelector('form')).toBeNull()
  })
})

describe('ReportEditar', () => {
  it('edits a borrador as stored and saves it with the version read', async () => {
    answers[`GET ${UNO}`] = { body: reportDetail() }
    answers[`PATCH ${UNO}`] = { body: reportDetail({ version: 4 }) }
    const container = await editar()
    expect(container.querySelector('h1')?.textContent).toBe('Editar RPT-000321')
    expect(equipo(container, 'EX-012').getAttribute('aria-checked')).toBe('true')
    expect(inputValue('Horómetro inicio')).toBe('1.242')
    expect(inputValue('Horómetro fin')).toBe('1.249,5')
    expect(trabajadas(container)).toBe('7,5 h')
    expect(container.textContent).toContain('Motivo de la detención')
    // Another asset starts at its own last reading.
    await click(equipo(container, 'CT-003'))
    expect(inputValue('Horómetro inicio')).toBe('5.320')
    await click(equipo(container, 'EX-012'))
    expect(inputValue('Horómetro inicio')).toBe('1.242')
    await type(field('Horómetro fin'), '1250')
    await submit()
    const [patch] = callsTo(fetch, 'PATCH', UNO)
    expect(patch?.body).toMatchObject({
      activoId: ACTIVO,
      horometroInicio: 1242,
      horometroFin: 1250,
      motivoDetencion: 'clima',
      version: 3,
    })
  })

  it('a stale save shows the conflict alert, and Recargar starts over from the stored report', async () => {
    answers[`GET ${UNO}`] = { body: reportDetail() }
    answers[`PATCH ${UNO}`] = refusal(409, 'Otra persona modificó el report.')
    const container = await editar()
    await type(field('Horómetro fin'), '1250')
    await submit()
    expect(container.textContent).toContain('Alguien más modificó este report')
    answers[`GET ${UNO}`] = { body: reportDetail({ version: 5, horometroFin: 1251 }) }
    await click(buttons('Recargar')[0])
    expect(container.textContent).not.toContain('Alguien más modificó este report')
    expect(inputValue('Horómetro fin')).toBe('1.251')
  })

  it("keeps the report's own asset when its assignment is no longer offered", async () => {
    answers[`GET ${UNO}`] = {
      body: reportDetail({
        activo: { id: OTRO_ACTIVO, codigo: 'RD-007', tipo: 'Rodillo' },
        contrato: null,
      }),
    }
    answers[OPCIONES] = { body: { ...opcionesAnswer, asignaciones: [] } }
    const container = await editar()
    expect(equipo(container, 'RD-007').getAttribute('aria-checked')).toBe('true')
  })

  it("shows HR's observación above the form of a report en observación", async () => {
    answers[`GET ${UNO}`] = {
      body: reportDetail({
        estado: 'en-observacion',
        observacion: 'Faltan las horas detenidas por la lluvia.',
      }),
    }
    const container = await editar()
    expect(container.textContent).toContain('Observación de RRHH')
    expect(container.textContent).toContain('Faltan las horas detenidas por la lluvia.')
    expect(container.querySelector('form')).not.toBeNull()
  })

  it('shows a firmado report read-only, saying why', async () => {
    answers[`GET ${UNO}`] = { body: firmadoDetail }
    const container = await editar()
    expect(container.querySelector('form')).toBeNull()
    expect(container.querySelector('h1')?.textContent).toBe('Report RPT-000321')
    expect(container.textContent).toContain('Un report firmado no se edita')
    expect(container.textContent).toContain('póngalo en observación desde el historial')
    expect(container.textContent).toContain('Excavación de zanjas para el alcantarillado, eje 4.')
    expect(container.textContent).toContain('Firma verificada')
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Ver en el historial',
    )
    expect(link?.getAttribute('href')).toBe(
      `/operadores/${OPERADOR}/historial-report?report=${REPORT}`,
    )
  })

  it('a validado report says it is final', async () => {
    answers[`GET ${UNO}`] = { body: { ...firmadoDetail, estado: 'validado' } }
    const container = await editar()
    expect(container.querySelector('form')).toBeNull()
    expect(container.textContent).toContain('Un report validado no se edita')
    expect(container.textContent).toContain('es definitivo')
  })
})
