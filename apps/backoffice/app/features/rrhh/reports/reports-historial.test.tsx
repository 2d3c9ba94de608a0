// An operator's report history with the API answering: the heading names him, the list is the
// API's page (newest day first; estado, equipo, obra and days reach it from the URL), the row
// actions follow the catalogue's keys and the estado (Editar only while it changes; Eliminar for
// every staff user, the API's refusal in the dialog). A report's detail opens as `?report=<id>`
// with every field, all its signatures newest first (image, who, when, short hash, integrity) and
// its history; a firmado one offers Validar and Poner en observación only with their key.
import { emptySession, type PermissionKey } from '@cordillera/contracts'
import { mountScreen } from '@cordillera/portal/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACTIVO,
  buttons,
  callsTo,
  chooseRowAction,
  click,
  fakeApi,
  field,
  fieldError,
  firmadoDetail,
  HASH_NUEVO,
  OBRA,
  OPERADOR,
  opcionesAnswer,
  pageOf,
  REPORT,
  refusal,
  reportDetail,
  reportRow,
  rowActions,
  submit,
  type,
} from './reports-fixture.ts'
import ReportsHistorial from './reports-historial.tsx'

const { api, fetch, answers } = fakeApi({})
const TODAS: PermissionKey[] = ['rrhh/crear-report', 'rrhh/editar-report', 'rrhh/detalle-report']
const session = { permisos: TODAS }

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
    permisos: session.permisos,
  }),
}))

const LIST = `/v1/operadores/${OPERADOR}/reports`
const UNO = `${LIST}/${REPORT}`
const OTRO = 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b'
const VALIDADO = 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f7a8b9c'

const borrador = reportRow()
const firmado = reportRow({
  id: OTRO,
  numero: 322,
  folio: 'RPT-000322',
  estado: 'firmado',
  firmadoEn: '2026-05-14T22:10:00.000Z',
})
const validado = reportRow({ id: VALIDADO, numero: 300, folio: 'RPT-000300', estado: 'validado' })

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  screen?.unmount()
  screen = undefined
})
beforeEach(() => {
  fetch.mockClear()
  session.permisos = TODAS
  for (const key of Object.keys(answers)) delete answers[key]
  answers[`GET ${LIST}`] = pageOf([borrador, firmado, validado])
  answers[`GET /v1/operadores/${OPERADOR}/report-opciones`] = { body: opcionesAnswer }
  answers[`GET ${UNO}`] = { body: firmadoDetail }
})

const render = async (search = '') => {
  screen = await mountScreen(
    '/operadores/:id/historial-report',
    ReportsHistorial,
    `/operadores/${OPERADOR}/historial-report${search}`,
  )
  return screen.container
}

const lastList = () => callsTo(fetch, 'GET', LIST).at(-1)?.url.searchParams
const panel = () => document.body.querySelector<HTMLElement>('[role="dialog"]')

describe('ReportsHistorial', () => {
  it("names the operator and lists the API's page, newest day first", async () => {
    const container = await render()
    expect(container.querySelector('h1')?.textContent).toBe('Reports de Juan Pérez Soto')
    expect(lastList()?.get('sort')).toBe('fecha')
    expect(lastList()?.get('dir')).toBe('desc')
    const row = [...container.querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('RPT-000322'),
    )
    const cells = [...(row?.querySelectorAll('td') ?? [])].map((td) => td.textContent)
    expect(cells).toEqual(
      expect.arrayContaining([
        'RPT-000322',
        '13-05-2026',
        'Turno día',
        'EX-012 Excavadora',
        'Edificio Central',
        '7,5',
        '1',
        '0,5',
        'Firmado',
        '14-05-2026 18:10',
      ]),
    )
  })

  it('sends the estado, equipo, obra and days of the URL', async () => {
    await render(
      `?f.estado=firmado&f.activoId=${ACTIVO}&f.obraId=${OBRA}&f.desde=2026-05-01&f.hasta=2026-05-14`,
    )
    expect(Object.fromEntries(lastList() ?? [])).toMatchObject({
      estado: 'firmado',
      activoId: ACTIVO,
      obraId: OBRA,
      desde: '2026-05-01',
      hasta: '2026-05-14',
    })
    // The equipo and obra filters offer the operator's assignments.
    const equipos = screen?.container.querySelector<HTMLSelectElement>(
      'select[aria-label="Filtrar por Equipo"]',
    )
    expect([...(equipos?.options ?? [])].map((option) => option.textContent)).toEqual([
      'Equipo: Todos',
      'CT-003 Camión tolva',
      'EX-012 Excavadora',
    ])
  })

  it("offers Editar only while the report changes, and Eliminar with the history's key", async () => {
    const container = await render()
    expect(await rowActions(container, 'RPT-000321')).toEqual(['Ver detalle', 'Editar', 'Eliminar'])
    expect(await rowActions(container, 'RPT-000322')).toEqual(['Ver detalle', 'Eliminar'])
    expect(await rowActions(container, 'RPT-000300')).toEqual(['Ver detalle', 'Eliminar'])
  })

  it('leaves Editar out without rrhh/editar-report', async () => {
    session.permisos = ['rrhh/detalle-report']
    const container = await render()
    expect(await rowActions(container, 'RPT-000321')).toEqual(['Ver detalle', 'Eliminar'])
    expect(container.textContent).not.toContain('Nuevo report')
  })

  it("deletes with the version read; a validado one is refused with the API's reason", async () => {
    answers[`DELETE ${LIST}/${VALIDADO}`] = refusal(
      409,
      'RPT-000300 está validado: un report validado no se elimina.',
    )
    const container = await render()
    await chooseRowAction(container, 'RPT-000300', 'Eliminar')
    await click(
      buttons('Eliminar', document.body.querySelector('[role="alertdialog"]') ?? document).at(-1),
    )
    const [call] = callsTo(fetch, 'DELETE', `${LIST}/${VALIDADO}`)
    expect(call?.url.searchParams.get('version')).toBe('3')
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'un report validado no se elimina.',
    )
  })

  it('opens the detail as ?report=<id>: every field, all signatures newest first, the history', async () => {
    const container = await render()
    await chooseRowAction(container, 'RPT-000322', 'Ver detalle')
    expect(callsTo(fetch, 'GET', `${LIST}/${OTRO}`)).toHaveLength(1)
    screen?.unmount()
    await render(`?report=${REPORT}`)
    const sheet = panel()
    expect(sheet?.textContent).toContain('Report RPT-000321')
    const text = sheet?.textContent ?? ''
    for (const value of [
      'EX-012 Excavadora',
      'CON-000045',
      '1.249,5',
      'Clima',
      '85,5 L',
      'Excavación de zanjas para el alcantarillado, eje 4.',
      'Lluvia a media tarde.',
      'Última observación de RRHH',
      'Faltaban las horas detenidas por la lluvia.',
      'Puesto en observación: Faltaban las horas detenidas por la lluvia.',
    ]) {
      expect(text).toContain(value)
    }
    const firmas = [...(sheet?.querySelectorAll('[data-firma]') ?? [])]
    expect(firmas).toHaveLength(2)
    expect(firmas.map((firma) => firma.querySelector('img')?.getAttribute('src'))).toEqual([
      'http://api.test/v1/archivos/firma-nueva',
      'http://api.test/v1/archivos/firma-vieja',
    ])
    expect(firmas[0]?.textContent).toContain('Juan Pérez Soto')
    expect(firmas[0]?.textContent).toContain('14-05-2026 18:10')
    expect(firmas[0]?.querySelector('code')?.textContent).toBe(`${HASH_NUEVO.slice(0, 12)}…`)
    expect(firmas[0]?.querySelector('code')?.getAttribute('title')).toBe(HASH_NUEVO)
    expect(firmas[0]?.querySelector('[data-integridad]')?.textContent).toBe('Firma verificada')
    expect(firmas[1]?.querySelector('[data-integridad]')?.textContent).toBe(
      'La firma no corresponde al contenido actual',
    )
  })

  it('validates a firmado report with the version read', async () => {
    answers[`POST ${UNO}/validacion`] = { body: { ...firmadoDetail, estado: 'validado' } }
    await render(`?report=${REPORT}`)
    await click(buttons('Validar', panel() ?? document)[0])
    const confirm = document.body.querySelector('[role="alertdialog"]')
    expect(confirm?.textContent).toContain('Validar RPT-000321')
    await click(buttons('Validar', confirm ?? document).at(-1))
    expect(callsTo(fetch, 'POST', `${UNO}/validacion`).map((call) => call.body)).toEqual([
      { version: 3 },
    ])
  })

  it("keeps the API's refusal of a validation in its dialog", async () => {
    answers[`POST ${UNO}/validacion`] = refusal(409, 'Otra persona modificó el report.')
    await render(`?report=${REPORT}`)
    await click(buttons('Validar', panel() ?? document)[0])
    const confirm = document.body.querySelector('[role="alertdialog"]')
    await click(buttons('Validar', confirm ?? document).at(-1))
    expect(document.body.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Otra persona modificó el report.',
    )
  })

  it('puts a firmado report en observación with the comentario asked for', async () => {
    answers[`POST ${UNO}/observacion`] = {
      body: reportDetail({ estado: 'en-observacion', observacion: 'Revise el horómetro.' }),
    }
    await render(`?report=${REPORT}`)
    await click(buttons('Poner en observación', panel() ?? document)[0])
    const dialog = [...document.body.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1)
    expect(dialog?.textContent).toContain('Poner RPT-000321 en observación')
    await submit(dialog)
    expect(fieldError('Qué debe corregirse', dialog)).toBe('Ingrese qué debe corregirse.')
    expect(callsTo(fetch, 'POST', `${UNO}/observacion`)).toHaveLength(0)
    await type(field('Qué debe corregirse', dialog), 'Revise el horómetro.')
    await submit(dialog)
    expect(callsTo(fetch, 'POST', `${UNO}/observacion`).map((call) => call.body)).toEqual([
      { comentario: 'Revise el horómetro.', version: 3 },
    ])
  })

  it('offers neither Validar nor Poner en observación without rrhh/editar-report', async () => {
    session.permisos = ['rrhh/detalle-report']
    await render(`?report=${REPORT}`)
    expect(panel()?.textContent).toContain('Firma verificada')
    expect(buttons('Validar', panel() ?? document)).toHaveLength(0)
    expect(buttons('Poner en observación', panel() ?? document)).toHaveLength(0)
  })

  it('a borrador offers Editar and no validation', async () => {
    answers[`GET ${UNO}`] = { body: reportDetail() }
    await render(`?report=${REPORT}`)
    const editar = [...(panel()?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'Editar',
    )
    expect(editar?.getAttribute('href')).toBe(`/operadores/${OPERADOR}/report/${REPORT}`)
    expect(buttons('Validar', panel() ?? document)).toHaveLength(0)
    expect(panel()?.textContent).toContain('El operador aún no firma este report.')
  })
})
