// The operator's report screens over the real data client and the phone's database (fake-indexeddb):
// "Mis reports" merges the drafts kept on the phone with the server's list (and shows the kept list
// without connection); a report written offline is kept pending with its claveSync and sent once
// the connection returns; a sync refused with 400 shows the server's messages on the card and under
// the form's fields; a conflict is shown with both versions and "reaplicar" sends the operator's
// changes on the new version; signing sends the drawn PNG and shows the signature verified.
import 'fake-indexeddb/auto'
import { emptySession, type ReportDetail } from '@cordillera/contracts'
import { configurePortal } from '@cordillera/portal'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
import { act } from 'react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import MisReports from './mis-reports.tsx'
import { createDraftsStore, type DraftsStore } from './offline/drafts-store.ts'
import {
  forgetKeptAnswers,
  KEPT_STORAGE,
  keepAnswers,
  misReportsKeys,
} from './offline/kept-answers.ts'
import { openReportsDb, reportsDbName } from './offline/reports-db.ts'
import { forgetReportsOffline } from './offline/reports-offline.ts'
import ReportCrear from './report-crear.tsx'
import ReportEditar from './report-editar.tsx'
import ReportFirmar from './report-firmar.tsx'
import {
  ACTIVO,
  type Answer,
  type Call,
  fakeApi,
  HOY,
  label,
  opciones,
  REPORT,
  RRHH,
  refusal,
  reportDetail,
  reportRow,
  USUARIO,
  valores,
} from './reports-fixture.ts'
import ReportsHistorico from './reports-historico.tsx'

let respond: (call: Call) => Answer | undefined = () => undefined
const server = fakeApi((call) => respond(call))
let userId = ''
let online = true

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => server.api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))
vi.mock('@cordillera/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/session')>()),
  currentUser: async () => ({ userId, username: 'operador@cordillera.cl' }),
}))

const PNG = `data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`

// The storage's relative URLs are the API's: the portal's settings name it.
configurePortal({
  portal: 'operador',
  title: 'Operador',
  welcome: '',
  apiUrl: 'http://api.test',
  cognito: { region: 'us-east-2', userPoolId: 'us-east-2_x', userPoolClientId: 'x' },
})

beforeEach(async () => {
  userId = crypto.randomUUID()
  forgetReportsOffline()
  await forgetKeptAnswers()
  server.fetch.mockClear()
  server.calls.length = 0
  server.online()
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  // jsdom has no canvas: a 2D context that records nothing, and a fixed PNG export.
  const context = new Proxy({}, { get: () => vi.fn() })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG)
  Element.prototype.setPointerCapture ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.scrollIntoView ??= () => {}
})

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  screen?.unmount()
  screen = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** What an earlier visit with signal kept on the phone: the persisted query cache. */
async function keptOnPhone(key: QueryKey, value: unknown) {
  const earlier = new QueryClient()
  await keepAnswers(earlier)
  earlier.setQueryData(key, { value, savedAt: new Date().toISOString(), fromCache: false })
  const phoneCopy = () =>
    get<string>(KEPT_STORAGE.key, createStore(KEPT_STORAGE.db, KEPT_STORAGE.store))
  await vi.waitFor(async () => expect(await phoneCopy()).toContain(JSON.stringify(key)))
}

/** The user's database, as the screens open it. */
async function phone(): Promise<DraftsStore> {
  return createDraftsStore(await openReportsDb(reportsDbName(userId)))
}

function Reports() {
  return (
    <Routes>
      <Route path="/operador/reports" element={<MisReports />} />
      <Route path="/operador/reports/crear" element={<ReportCrear />} />
      <Route path="/operador/reports/:id/editar" element={<ReportEditar />} />
      <Route path="/operador/reports/:id/firmar" element={<ReportFirmar />} />
      <Route path="/operador/reports-historico" element={<ReportsHistorico />} />
    </Routes>
  )
}

async function open(url: string) {
  screen = await mountScreen('/*', Reports, url)
  return screen.container
}

const text = () => screen?.container.textContent ?? ''

/** Waits (settling React and IndexedDB) until `check` passes. */
async function until(check: () => void, rounds = 40) {
  for (let i = 0; ; i += 1) {
    try {
      check()
      return
    } catch (error) {
      if (i >= rounds) throw error
      await settle()
    }
  }
}

const cards = () => [...(screen?.container.querySelectorAll('ul[aria-label="Reports"] > li') ?? [])]
const byText = <E extends Element>(selector: string, content: string) => {
  const found = [...(screen?.container.querySelectorAll<E>(selector) ?? [])].find(
    (element) => element.textContent?.trim() === content,
  )
  if (!found) throw new Error(`no ${selector} "${content}"`)
  return found
}
const field = (labelText: string) => {
  const target = byText<HTMLLabelElement>('label', labelText)
  const control = screen?.container.querySelector(`[id="${target.htmlFor}"]`)
  if (!(control instanceof HTMLElement)) throw new Error(`no control labelled ${labelText}`)
  return control
}
const fieldError = (labelText: string) => {
  const control = field(labelText)
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => screen?.container.querySelector(`[id="${id}"]`)?.textContent).join(' ')
}
function type(control: HTMLElement, value: string) {
  const proto =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

const hoy = (items: ReturnType<typeof reportRow>[]) => ({ body: { hoy: HOY, items } })
const OBSERVADO = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c48'
const FIRMADO = '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c49'

describe('Mis reports', () => {
  it('merges the drafts kept on the phone with the server’s reports, each with its actions', async () => {
    const store = await phone()
    await store.saveNew({ ...valores, horometroFin: 1260 }, label)
    online = false // the phone says it has no signal: nothing is sent
    respond = (call) =>
      call.path === '/v1/operador/reports/hoy'
        ? hoy([
            reportRow({
              id: OBSERVADO,
              folio: 'RPT-000310',
              estado: 'en-observacion',
              observacion: 'Corrija el horómetro final.',
            }),
            reportRow({ id: FIRMADO, folio: 'RPT-000305', estado: 'firmado' }),
          ])
        : undefined
    await open('/operador/reports')
    await until(() => expect(cards()).toHaveLength(3))

    const [borrador, observado, firmado] = cards()
    expect(borrador?.textContent).toContain('Borrador sin sincronizar')
    expect(borrador?.textContent).toContain('Pendiente de sincronizar')
    expect(borrador?.textContent).toContain('EX-004 · Excavadora')
    expect(borrador?.textContent).toContain('Edificio Parque Alcántara')
    expect(borrador?.textContent).toContain('14-05-2026 · Turno día')
    expect(borrador?.textContent).toContain('9,5 h')
    expect(observado?.textContent).toContain('RPT-000310')
    expect(observado?.textContent).toContain('En observación')
    expect(observado?.textContent).toContain('Observación de RR.HH.Corrija el horómetro final.')
    const links = (card: Element | undefined) =>
      [...(card?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links(observado)).toEqual([
      ['Editar', `/operador/reports/${OBSERVADO}/editar`],
      ['Firmar', `/operador/reports/${OBSERVADO}/firmar`],
    ])
    expect(links(borrador)).toEqual([
      ['Editar', expect.stringMatching(/^\/operador\/reports\/[0-9a-f-]{36}\/editar$/)],
    ])
    expect(links(firmado)).toEqual([])
    expect(text()).toContain('Sin conexión')
    expect(text()).toContain('1 report guardado en este teléfono sin sincronizar.')
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('shows the list kept on the phone when the server cannot be reached', async () => {
    await keptOnPhone(misReportsKeys.today(userId), {
      hoy: HOY,
      items: [reportRow({ folio: 'RPT-000299', estado: 'borrador' })],
    })
    online = false
    server.offline()
    await open('/operador/reports')
    await until(() => expect(cards()).toHaveLength(1))
    expect(text()).toContain('RPT-000299')
    expect(text()).toMatch(/Se muestra la copia guardada el \d{2}-\d{2}-\d{4} \d{2}:\d{2}/)
  })
})

describe('a report written offline', () => {
  it('is kept pending with its claveSync, and sent once when the connection returns', async () => {
    const store = await phone()
    await keptOnPhone(misReportsKeys.options(userId), opciones)
    online = false
    server.offline()
    await open('/operador/reports/crear')
    await until(() => expect(text()).toContain('EX-004 · Excavadora — Edificio Parque Alcántara'))
    // The asset's last reading is where the hour meter starts; the hours follow as typed.
    expect((field('Inicio') as HTMLInputElement).value).toBe('1.250,5')
    expect(fieldError('Inicio')).toContain('Última lectura: 1.250,5')
    type(field('Fin'), '1.258,5')
    await settle()
    expect(screen?.container.querySelector('output')?.textContent).toBe('8 h')
    type(field('Actividades realizadas'), 'Excavación de zanjas en el eje 4 (offline)')
    await click(byText('button', 'Guardar report'))
    await until(() => expect(text()).toContain('Mis reports'))
    await until(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]?.textContent).toContain('Borrador sin sincronizar')
    expect(cards()[0]?.textContent).toContain('Pendiente de sincronizar')
    const [draft] = await store.list()
    expect(draft).toMatchObject({
      kind: 'new',
      claveSync: expect.stringMatching(/^[0-9a-f-]{36}$/),
      values: {
        activoId: ACTIVO,
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        jornada: 'dia',
        horometroInicio: 1250.5,
        horometroFin: 1258.5,
        horasStandBy: 0,
        horasDetenidas: 0,
        actividades: 'Excavación de zanjas en el eje 4 (offline)',
      },
    })

    // The connection returns: the draft goes with its claveSync, once.
    const created = reportDetail({
      folio: 'RPT-000401',
      actividades: 'Excavación de zanjas en el eje 4 (offline)',
      claveSync: draft?.kind === 'new' ? draft.claveSync : null,
    })
    respond = (call) => {
      if (call.method === 'POST') return { status: 201, body: created }
      if (call.path === '/v1/operador/reports/hoy') return hoy([reportRow({ folio: 'RPT-000401' })])
      return undefined
    }
    online = true
    server.online()
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await until(() => expect(text()).toContain('RPT-000401'))
    await until(() => expect(cards()).toHaveLength(1))
    expect(text()).not.toContain('Borrador sin sincronizar')
    const posts = server.calls.filter((call) => call.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toMatchObject({
      claveSync: draft?.kind === 'new' ? draft.claveSync : 'x',
      horometroFin: 1258.5,
    })
    expect(await store.list()).toEqual([])
  })

  it('refused by the server (400) shows its messages on the card and under the form’s fields', async () => {
    const store = await phone()
    await keptOnPhone(misReportsKeys.options(userId), opciones)
    await store.saveNew(valores, label)
    const message =
      'El horómetro inicial no puede ser menor que la última lectura del equipo (1.300).'
    respond = (call) => {
      if (call.method === 'POST') {
        return {
          status: 400,
          body: refusal('entrada_invalida', 'Revise los datos del report.', {
            horometroInicio: message,
          }),
        }
      }
      if (call.path === '/v1/operador/reports/hoy') return hoy([])
      if (call.path === '/v1/operador/report-opciones') return { body: opciones }
      return undefined
    }
    await open('/operador/reports')
    await until(() => expect(text()).toContain('Error: Revise los datos del report.'))
    expect(cards()[0]?.textContent).toContain(`Horómetro inicio: ${message}`)

    await click(byText('a', 'Editar'))
    await until(() => expect(text()).toContain('Editar borrador'))
    await until(() => expect(fieldError('Inicio')).toContain(message))
  })
})

describe('a conflict', () => {
  it('shows what is on the server against the local changes; "reaplicar" sends them on the new version', async () => {
    const store = await phone()
    const base = reportDetail({ version: 1 })
    const server2 = reportDetail({
      version: 2,
      estado: 'en-observacion',
      observacion: 'Corrija las horas en stand-by.',
      horasStandBy: 0.5,
      actualizadoPor: { id: RRHH, nombre: 'Paula Rojas' },
      actualizadoEn: '2026-05-14T18:30:00.000Z',
    })
    await store.saveEdit(base, { ...valores, horometroFin: 1259 }, label)
    await store.markConflict(REPORT, server2)
    online = false
    respond = (call) => {
      if (call.path === '/v1/operador/reports/hoy') {
        return hoy([reportRow({ estado: 'en-observacion', version: 2 })])
      }
      if (call.method === 'PATCH') return { body: { ...server2, horometroFin: 1259, version: 3 } }
      return undefined
    }
    await open('/operador/reports')
    await until(() => expect(text()).toContain('Conflicto: el report cambió en el servidor'))
    const card = cards()[0]?.textContent ?? ''
    expect(card).toContain(
      'Paula Rojas lo modificó el 14-05-2026 14:30; ahora está En observación.',
    )
    expect(card).toContain('Horómetro finEn el servidor: 1.258,5Mis cambios: 1.259')
    expect(card).toContain('Horas en stand-byEn el servidor: 0,5Mis cambios: 1')
    expect(server.calls.filter((call) => call.method === 'PATCH')).toEqual([])

    online = true
    await click(byText('button', 'Reaplicar mis cambios'))
    await until(() =>
      expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1),
    )
    expect(server.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/v1/operador/reports/${REPORT}`,
      body: { horometroFin: 1259, version: 2 },
    })
    await until(() => expect(text()).not.toContain('Conflicto'))
    expect(await store.list()).toEqual([])
  })
})

describe('a correction of a server report', () => {
  it('is sent at the version read; HR’s change meanwhile comes back as a conflict, not overwritten', async () => {
    const store = await phone()
    await keptOnPhone(misReportsKeys.options(userId), opciones)
    const leido = reportDetail({
      estado: 'en-observacion',
      observacion: 'Corrija el horómetro final.',
      version: 2,
    })
    const ahora = { ...leido, horasStandBy: 0.5, version: 3 }
    let gets = 0
    respond = (call) => {
      if (call.path === `/v1/operador/reports/${REPORT}` && call.method === 'GET') {
        gets += 1
        return { body: gets === 1 ? leido : ahora }
      }
      if (call.method === 'PATCH') {
        return {
          status: 409,
          body: refusal('conflicto', 'Otra persona modificó el report mientras lo editaba.'),
        }
      }
      if (call.path === '/v1/operador/reports/hoy') {
        return hoy([reportRow({ estado: 'en-observacion', version: 3 })])
      }
      if (call.path === '/v1/operador/report-opciones') return { body: opciones }
      return undefined
    }
    await open(`/operador/reports/${REPORT}/editar`)
    await until(() => expect(text()).toContain('Editar report RPT-000321'))
    expect(text()).toContain('Observación de RR.HH.Corrija el horómetro final.')
    await until(() => expect((field('Fin') as HTMLInputElement).value).toBe('1.258,5'))
    type(field('Fin'), '1.259')
    await click(byText('button', 'Guardar cambios'))

    await until(() => expect(text()).toContain('Conflicto: el report cambió en el servidor'))
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      horometroFin: 1259,
      version: 2,
    })
    expect(cards()[0]?.textContent).toContain('Horas en stand-byEn el servidor: 0,5Mis cambios: 1')
    expect(await store.find(REPORT)).toMatchObject({ status: 'conflict', server: { version: 3 } })
  })
})

describe('Firmar', () => {
  const signed = (integridad: 'integra' | 'alterada'): ReportDetail =>
    reportDetail({
      estado: 'firmado',
      version: 2,
      firmadoEn: '2026-05-14T20:00:00.000Z',
      firmas: [
        {
          id: '0b1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4a',
          firmadoPor: { id: USUARIO, nombre: 'Juan Carlos Pizarro Soto' },
          firmadoEn: '2026-05-14T20:00:00.000Z',
          hash: 'ab'.repeat(32),
          imagenUrl: '/v1/archivos/firma',
          integridad,
        },
      ],
    })

  it('asks for the drawn signature, sends it at the version read and shows it verified', async () => {
    // The signature's image comes from the storage URL, fetched and shown from a blob.
    const image = vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' })))
    vi.stubGlobal('fetch', image)
    URL.createObjectURL = vi.fn(() => 'blob:firma')
    URL.revokeObjectURL = vi.fn()
    let firma: unknown
    respond = (call) => {
      if (call.method === 'GET' && call.path === `/v1/operador/reports/${REPORT}`) {
        return { body: reportDetail() }
      }
      if (call.method === 'POST' && call.path === `/v1/operador/reports/${REPORT}/firma`) {
        firma = call.body
        return { body: signed('integra') }
      }
      return undefined
    }
    await open(`/operador/reports/${REPORT}/firmar`)
    await until(() => expect(text()).toContain('Report RPT-000321'))
    expect(text()).toContain('Excavación de zanjas en el eje 4')
    expect(text()).toContain('1.250,5 → 1.258,5')

    await click(byText('button', 'Firmar'))
    await until(() => expect(text()).toContain('Firme con el dedo en el recuadro.'))
    expect(firma).toBeUndefined()

    const canvas = screen?.container.querySelector('canvas') as HTMLCanvasElement
    const pointer = (kind: string, x: number, y: number) =>
      new MouseEvent(kind, { bubbles: true, clientX: x, clientY: y, button: 0 })
    act(() => {
      canvas.dispatchEvent(pointer('pointerdown', 10, 10))
      canvas.dispatchEvent(pointer('pointermove', 60, 40))
      canvas.dispatchEvent(pointer('pointerup', 90, 20))
    })
    await click(byText('button', 'Firmar'))
    await until(() => expect(firma).toEqual({ firma: PNG, version: 1 }))
    await until(() => expect(text()).toContain('Firma verificada'))
    expect(text()).toContain('Firmado')
    await until(() =>
      expect(screen?.container.querySelector('img')?.getAttribute('alt')).toBe(
        'Firma de Juan Carlos Pizarro Soto',
      ),
    )
    expect(screen?.container.querySelector('img')?.getAttribute('src')).toBe('blob:firma')
    expect(image).toHaveBeenCalledWith('http://api.test/v1/archivos/firma', expect.anything())
    expect(screen?.container.querySelector('canvas')).toBeNull()
  })

  it('warns clearly when a signature no longer matches the report, and when its image cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    respond = (call) => (call.method === 'GET' ? { body: signed('alterada') } : undefined)
    await open(`/operador/reports/${REPORT}/firmar`)
    await until(() => expect(text()).toContain('La firma no coincide con el report'))
    await until(() =>
      expect(text()).toContain('La imagen de la firma no se pudo cargar: necesita conexión.'),
    )
    expect(text()).not.toContain('Firma verificada')
    expect(screen?.container.querySelector('canvas')).toBeNull()
  })
})

describe('Histórico', () => {
  it('pages the history filtered by estado and opens a report read-only with its history', async () => {
    respond = (call) => {
      if (call.path === '/v1/operador/reports') {
        return {
          body: {
            items: [reportRow({ estado: 'validado' })],
            total: 1,
            page: 1,
            pageSize: 10,
            nextCursor: null,
            prevCursor: null,
          },
        }
      }
      if (call.path === `/v1/operador/reports/${REPORT}`) return { body: reportDetail() }
      return undefined
    }
    await open('/operador/reports-historico?estado=validado')
    await until(() => expect(text()).toContain('RPT-000321'))
    const list = server.calls.find((call) => call.path === '/v1/operador/reports')
    expect(new URLSearchParams(list?.query).get('estado')).toBe('validado')
    expect(new URLSearchParams(list?.query).get('sort')).toBe('fecha')

    await click(byText('a', cards()[0]?.querySelector('a')?.textContent?.trim() ?? ''))
    await until(() => expect(text()).toContain('Historial'))
    expect(text()).toContain('Creado')
    expect(text()).toContain('Edificio Parque Alcántara')
    expect(text()).toContain('Borrador')
  })
})
