// The staff's EDP screens as a user meets them, over the real data client and a fake API: crear
// shows the API's draft with each line's evidence and refuses to create while a blocking problem
// remains; a manual line without its reason is refused, and the totals follow the lines; a
// created EDP opens, an overlapping period says which EDP it meets; editar's moves ask their
// comment (required to record the obra's observation) and send the version read; an approved EDP
// is locked; edp-generados shows each tab's count and lists its tab's estado only; on aprobado-obra
// Emitir factura says what it does before issuing, then the row shows the folio and its files.
import { emptySession } from '@cordillera/contracts'
import { settle } from '@cordillera/portal/testing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import EdpAprobadoObra from './edp-aprobado-obra.tsx'
import EdpCrear from './edp-crear.tsx'
import EdpDashboard from './edp-dashboard.tsx'
import EdpEditar from './edp-editar.tsx'
import {
  borrador,
  borradorBloqueado,
  CONTRATO,
  conteos,
  EDP,
  edpEn,
  edpRow,
  fakeApi,
  pagina,
  reads,
  writes,
} from './edp-fixture.ts'
import EdpGenerados from './edp-generados.tsx'
import EdpRevisionComercial1 from './edp-revision-comercial-1.tsx'

const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
// The shared dashboard route reads the connection and the keys from the module itself.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// Links to a route (RowLink, RouteLinkButton) read the session's keys themselves: every key.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

let container: HTMLDivElement
let root: Root

beforeEach(() => {
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  answers['GET /v1/edp/previsualizacion'] = { body: borrador }
  answers['GET /v1/edp/conteos'] = { body: conteos }
  answers['GET /v1/edp'] = { body: pagina([edpRow]) }
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

async function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/contratos/:id/edp/crear', Component: EdpCrear },
    { path: '/contratos/:contratoId/edp/:edpId/editar', Component: EdpEditar },
    { path: '/edp-generados', Component: EdpGenerados },
    { path: '/edp-dashboard', Component: EdpDashboard },
    { path: '/edp-generados/revision-comercial-1', Component: EdpRevisionComercial1 },
    { path: '/edp-generados/aprobado-obra', Component: EdpAprobadoObra },
  ])
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[url]} />
      </QueryClientProvider>,
    )
  })
  await settle()
}

const page = () => document.body.textContent ?? ''

function button(text: string) {
  const found = [...document.body.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === text,
  )
  if (!found) throw new Error(`Sin botón «${text}»`)
  return found
}

async function click(element: Element) {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

/** Types into the field labelled `label` (an input or a textarea), anywhere on the page. */
async function type(label: string, text: string) {
  const labelElement = [...document.body.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  )
  const field = labelElement ? document.getElementById(labelElement.htmlFor) : null
  if (!field) throw new Error(`Sin campo «${label}»`)
  const proto =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

const total = (which: 'neto' | 'iva' | 'total') =>
  container.querySelector(`[data-totales] [data-total="${which}"]`)?.textContent

async function submitDialog(label: string) {
  const dialog = document.body.querySelector('[role="dialog"]')
  const submit = [...(dialog?.querySelectorAll('button[type="submit"]') ?? [])].find(
    (element) => element.textContent?.trim() === label,
  )
  if (!submit) throw new Error(`Sin «${label}» en el diálogo`)
  await click(submit)
}

describe('crear EDP', () => {
  const url = `/contratos/${CONTRATO}/edp/crear`

  it("shows the API's draft for the default period, its totals and a line's evidence", async () => {
    await renderAt(url)
    expect(reads(fetch)).toContain(`/v1/edp/previsualizacion?contratoId=${CONTRATO}`)
    expect(page()).toContain('CON-000045')
    expect(page()).toContain('132 horas')
    expect(total('neto')).toBe('$5.793.480')
    expect(total('iva')).toBe('$1.100.761')
    expect(total('total')).toBe('$6.894.241')
    expect(page()).not.toContain('guía de despacho N° 4521')
    await click(
      button(
        'Evidencia de Arriendo EX-01 Excavadora CAT 320: 132 h (mínimo 132 h, reportadas 130,5 h)',
      ),
    )
    const evidencia = container.querySelector('[data-evidencia]')?.textContent ?? ''
    expect(evidencia).toContain('Despacho del 08-01-2030, guía de despacho N° 4521')
    expect(evidencia).toContain('RPT-000009')
    expect(evidencia).toContain('15-01-2030: Detenido por clima.')
    expect(evidencia).toContain('Días cobrables22')
    expect(button('Crear EDP').disabled).toBe(false)
  })

  it('states the blocking problems plainly and refuses to create', async () => {
    answers['GET /v1/edp/previsualizacion'] = { body: borradorBloqueado }
    await renderAt(url)
    expect(page()).toContain('Un problema impide crear este EDP')
    expect(page()).toContain(
      'Report sin firmar: El report RPT-000020 del 20-01-2030 de EX-01 está en borrador',
    )
    expect(page()).toContain('No se puede crear mientras haya problemas que lo bloquean.')
    expect(button('Crear EDP').disabled).toBe(true)
    await click(button('Crear EDP'))
    expect(writes(fetch)).toEqual([])
  })

  it('refuses a manual line without its reason; with it, the totals follow the lines', async () => {
    await renderAt(url)
    await click(button('Agregar línea manual'))
    await type('Descripción', 'Reparación de balde')
    await type('Cantidad', '1')
    await type('Tarifa (UF)', '2')
    await submitDialog('Agregar línea')
    expect(page()).toContain('Ingrese el motivo de la línea manual.')
    expect(container.textContent).not.toContain('Reparación de balde')
    expect(total('total')).toBe('$6.894.241')

    await type('Motivo', 'Daño informado por la obra el 20-01')
    await submitDialog('Agregar línea')
    expect(container.textContent).toContain('Reparación de balde')
    // 2 UF × $38.500 = $77.000 more: IVA rounded once over the new neto.
    expect(total('neto')).toBe('$5.870.480')
    expect(total('iva')).toBe('$1.115.391')
    expect(total('total')).toBe('$6.985.871')

    await click(button('Quitar Reparación de balde'))
    expect(total('total')).toBe('$6.894.241')
  })

  it('creates the EDP with its period and manual lines, then opens it', async () => {
    answers['POST /v1/edp'] = { status: 201, body: edpEn('revision-comercial-1') }
    answers[`GET /v1/edp/${EDP}`] = { body: edpEn('revision-comercial-1') }
    await renderAt(url)
    await type('HES', 'HES-77')
    await click(button('Crear EDP'))
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: '/v1/edp',
        body: {
          contratoId: CONTRATO,
          periodoDesde: '2030-01-01',
          periodoHasta: '2030-01-31',
          hes: 'HES-77',
          lineasManuales: [],
        },
      },
    ])
    expect(container.querySelector('h1')?.textContent).toBe('EDP EDP-000007')
  })

  it('says which EDP an overlapping period meets', async () => {
    answers['POST /v1/edp'] = {
      status: 409,
      body: {
        error: {
          code: 'conflicto',
          message:
            'El contrato ya tiene el EDP-000006 del 01-01-2030 al 31-01-2030, que se cruza con este período.',
        },
      },
    }
    await renderAt(url)
    // The draft first (the button waits for it), then the refusal: on a loaded machine either
    // may take more than one settle.
    await vi.waitFor(() => expect(button('Crear EDP').hasAttribute('disabled')).toBe(false))
    await click(button('Crear EDP'))
    await vi.waitFor(() => expect(page()).toContain('No se creó el EDP'))
    expect(page()).toContain('El contrato ya tiene el EDP-000006 del 01-01-2030 al 31-01-2030')
    const link = [...container.querySelectorAll('a')].find(
      (anchor) => anchor.textContent === 'Ver los EDP del contrato',
    )
    expect(link?.getAttribute('href')).toBe(`/edp-generados?f.contratoId=${CONTRATO}`)
  })
})

describe('editar EDP', () => {
  const url = `/contratos/${CONTRATO}/edp/${EDP}/editar`

  it("records the obra's observation only with a comment, sending the version read", async () => {
    answers[`GET /v1/edp/${EDP}`] = { body: edpEn('revision-obra', { version: 4 }) }
    answers[`POST /v1/edp/${EDP}/observar`] = {
      body: edpEn('observado-obra', { version: 5 }),
    }
    await renderAt(url)
    // In the obra: no edit, the obra's two answers offered.
    expect(page()).toContain('Revisión obra: mientras está en la obra, el EDP no se edita.')
    expect(page()).not.toContain('Guardar cambios')
    expect(page()).not.toContain('Agregar línea manual')
    await click(button('Registrar observación de la obra'))
    await submitDialog('Registrar observación de la obra')
    expect(page()).toContain('Ingrese el comentario de la observación.')
    expect(writes(fetch)).toEqual([])

    await type('Comentario', 'Faltan las horas del 20-01')
    await submitDialog('Registrar observación de la obra')
    expect(writes(fetch)).toEqual([
      {
        method: 'POST',
        path: `/v1/edp/${EDP}/observar`,
        body: { version: 4, comentario: 'Faltan las horas del 20-01' },
      },
    ])
  })

  it('sends to the obra with an optional comment', async () => {
    answers[`GET /v1/edp/${EDP}`] = { body: edpEn('revision-comercial-1', { version: 2 }) }
    answers[`POST /v1/edp/${EDP}/enviar-a-obra`] = { body: edpEn('revision-obra', { version: 3 }) }
    await renderAt(url)
    expect(page()).toContain('Guardar cambios')
    await click(button('Enviar a obra'))
    await submitDialog('Enviar a obra')
    expect(writes(fetch)).toEqual([
      // An empty comment is sent as none.
      {
        method: 'POST',
        path: `/v1/edp/${EDP}/enviar-a-obra`,
        body: { version: 2, comentario: null },
      },
    ])
  })

  it('does not send while the OC typed is not saved, and says so', async () => {
    answers[`GET /v1/edp/${EDP}`] = { body: edpEn('revision-comercial-1', { version: 2 }) }
    await renderAt(url)
    expect(button('Enviar a obra').disabled).toBe(false)
    await type('Orden de compra', 'OC-99881')
    expect(page()).toContain('Hay cambios sin guardar. Guárdelos antes de enviarlo')
    expect(button('Enviar a obra').disabled).toBe(true)
    expect(writes(fetch)).toEqual([])
  })

  it('offers Recargar when someone else moved it first', async () => {
    answers[`GET /v1/edp/${EDP}`] = { body: edpEn('revision-comercial-1', { version: 2 }) }
    answers[`POST /v1/edp/${EDP}/enviar-a-obra`] = {
      status: 409,
      body: { error: { code: 'conflicto', message: 'Otra persona modificó este EDP.' } },
    }
    await renderAt(url)
    await click(button('Enviar a obra'))
    await submitDialog('Enviar a obra')
    expect(page()).toContain('Alguien más modificó este EDP')
    expect(button('Recargar')).toBeTruthy()
  })

  it('shows an approved EDP locked, with who recorded the obra’s answer', async () => {
    const aprobado = edpEn('aprobado-obra')
    aprobado.historial.push({
      id: '2e0d9c8b-7a6f-4e5d-8c4b-2a1f0e9d8c7b',
      revision: 1,
      accion: 'aprobar',
      desde: 'revision-obra',
      hacia: 'aprobado-obra',
      usuario: { id: '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40', nombre: 'Camila Rojas' },
      origen: 'comercial',
      en: '2030-02-05T12:00:00.000Z',
      comentario: 'Aprobado por correo del ITO',
      observacionesLineas: [],
    })
    answers[`GET /v1/edp/${EDP}`] = { body: aprobado }
    await renderAt(url)
    expect(page()).toContain('el EDP está cerrado y no admite cambios')
    expect(page()).toContain('Camila Rojas (registrado por personal)')
    expect(page()).toContain('«Aprobado por correo del ITO»')
    for (const label of ['Enviar a obra', 'Guardar cambios', 'Agregar línea manual']) {
      expect(() => button(label)).toThrow()
    }
  })
})

describe('edp-generados', () => {
  it("shows every tab's count and lists only the tab's estado", async () => {
    await renderAt(
      '/edp-generados/revision-comercial-1?f.obraId=1c7a3e2f-6b5d-4f9c-8a4b-3d2e8f7c6b51',
    )
    const tabs = [...container.querySelectorAll('nav[aria-label="Etapas del EDP"] a')].map(
      (anchor) => ({
        text: anchor.textContent,
        current: anchor.getAttribute('aria-current'),
      }),
    )
    expect(tabs).toEqual([
      { text: 'Todos11 EDP', current: null },
      { text: 'Revisión comercial 13 EDP', current: 'page' },
      { text: 'Revisión obra2 EDP', current: null },
      { text: 'Observado por obra1 EDP', current: null },
      { text: 'Revisión comercial 20 EDP', current: null },
      { text: 'Aprobado por obra5 EDP', current: null },
    ])
    const sent = reads(fetch)
    // The counts take the filters but not the tab; the page takes both.
    expect(sent).toContain('/v1/edp/conteos?obraId=1c7a3e2f-6b5d-4f9c-8a4b-3d2e8f7c6b51')
    expect(sent.find((read) => read.startsWith('/v1/edp?'))).toMatch(/estado=revision-comercial-1/)
    expect(container.textContent).toContain('EDP-000007')
    expect(container.textContent).toContain('$6.894.241')
  })

  it('lists every estado on its first tab', async () => {
    await renderAt('/edp-generados')
    const list = reads(fetch).find((read) => read.startsWith('/v1/edp?')) ?? ''
    expect(list).not.toContain('estado=')
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toBe('Todos11 EDP')
  })
})

describe('edp-dashboard', () => {
  it('shows what waits and for how long, and this month billed against approved', async () => {
    const obra = edpRow.obra
    answers['GET /v1/edp-dashboard'] = {
      body: {
        desde: '2029-02-01',
        hasta: '2030-01-31',
        hoy: '2030-01-31',
        porEstado: [
          { estado: 'revision-comercial-1', cantidad: 2, total: 1_000_000 },
          { estado: 'revision-obra', cantidad: 1, total: 6_894_241 },
          { estado: 'observado-obra', cantidad: 0, total: 0 },
          { estado: 'revision-comercial-2', cantidad: 0, total: 0 },
          { estado: 'aprobado-obra', cantidad: 4, total: 9_000_000 },
        ],
        antiguedad: [
          {
            id: EDP,
            folio: 'EDP-000007',
            obra,
            estado: 'revision-obra',
            estadoDesde: '2030-01-10T12:00:00.000Z',
            dias: 21,
            total: 6_894_241,
          },
        ],
        porObra: [{ obra, cantidad: 7, total: 16_894_241, aprobado: 9_000_000 }],
        porMes: [{ mes: '2030-01', cantidad: 7, total: 16_894_241, aprobado: 9_000_000 }],
        esteMes: {
          facturado: { cantidad: 3, total: 7_894_241 },
          aprobado: { cantidad: 1, total: 2_000_000 },
        },
      },
    }
    await renderAt('/edp-dashboard?desde=2029-02-01&hasta=2030-01-31')
    expect(reads(fetch)).toContain('/v1/edp-dashboard?desde=2029-02-01&hasta=2030-01-31')
    const figures = container.querySelector('section[aria-label="Cifras de los EDP"]')?.textContent
    expect(figures).toContain('En espera de aprobación$7.894.2413 EDP en revisión comercial u obra')
    expect(figures).toContain('Aprobado este mes$2.000.000')
    expect(container.textContent).toContain(
      'El más antiguo, EDP-000007, lleva 21 días en revisión obra.',
    )
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === 'EDP-000007')
    expect(link?.getAttribute('href')).toBe('/edp-generados?q=EDP-000007')
  })
})

describe('edp-aprobado-obra: Emitir factura', () => {
  const FACTURA = '0f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a70'
  const aprobado = { ...edpRow, estado: 'aprobado-obra' as const, version: 4 }
  const facturada = {
    ...aprobado,
    factura: { id: FACTURA, folio: 123, estadoEnvio: 'listo-para-enviar' as const },
  }
  const emitida = {
    id: FACTURA,
    tipoDte: 33,
    folio: 123,
    fechaEmision: '2030-02-03',
    rutReceptor: '76543210-3',
    razonSocialReceptor: 'Constructora Andes SpA',
    neto: 5_793_480,
    iva: 1_100_761,
    total: 6_894_241,
    edpId: EDP,
    movimientoId: null,
    estadoEnvio: 'listo-para-enviar',
    trackId: null,
    mensajeEnvio: null,
    version: 1,
    creadoEn: '2030-02-03T13:30:00.000Z',
    actualizadoEn: '2030-02-03T13:30:00.000Z',
  }
  const dialog = () => document.body.querySelector('[role="alertdialog"], [role="dialog"]')
  const fila = () =>
    [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes('EDP-000007'))

  it('asks what issuing does, issues it at the version read and then shows its folio and files', async () => {
    answers['GET /v1/edp'] = { body: pagina([aprobado]) }
    answers[`POST /v1/edp/${EDP}/factura`] = { status: 201, body: emitida }
    await renderAt('/edp-generados/aprobado-obra')
    expect(fila()?.textContent).not.toContain('Factura N°')
    await click(button('Emitir factura'))
    const pregunta = dialog()?.textContent ?? ''
    expect(pregunta).toContain('¿Emitir la factura del EDP-000007?')
    expect(pregunta).toContain('$6.894.241')
    expect(pregunta).toContain('siguiente folio')
    expect(pregunta).toContain('se firma con el certificado')
    expect(pregunta).toContain('no se puede deshacer')
    expect(writes(fetch)).toEqual([])
    // Once issued the list is read again: the row now carries its factura.
    answers['GET /v1/edp'] = { body: pagina([facturada]) }
    const confirmar = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (element) => element.textContent?.trim() === 'Emitir factura',
    )
    if (!confirmar) throw new Error('Sin «Emitir factura» en el diálogo')
    await click(confirmar)
    expect(writes(fetch)).toEqual([
      { method: 'POST', path: `/v1/edp/${EDP}/factura`, body: { version: 4 } },
    ])
    expect(fila()?.textContent).toContain('Factura N° 123')
    expect(
      [...(fila()?.querySelectorAll('button') ?? [])].map((b) => b.getAttribute('aria-label')),
    ).toEqual(
      expect.arrayContaining([
        'Descargar XML de la factura N° 123',
        'Descargar PDF de la factura N° 123',
      ]),
    )
    expect(() => button('Emitir factura')).toThrow()
  })

  it("keeps the dialog open with the API's refusal", async () => {
    answers['GET /v1/edp'] = { body: pagina([aprobado]) }
    answers[`POST /v1/edp/${EDP}/factura`] = {
      status: 409,
      body: {
        error: {
          code: 'conflicto',
          message: 'No quedan folios de factura: cargue un CAF nuevo en Configuración tributaria.',
        },
      },
    }
    await renderAt('/edp-generados/aprobado-obra')
    await click(button('Emitir factura'))
    const confirmar = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (element) => element.textContent?.trim() === 'Emitir factura',
    )
    if (!confirmar) throw new Error('Sin «Emitir factura» en el diálogo')
    await click(confirmar)
    expect(dialog()?.textContent).toContain(
      'No quedan folios de factura: cargue un CAF nuevo en Configuración tributaria.',
    )
  })

  it('shows an invoiced EDP its factura, never Emitir factura again', async () => {
    answers['GET /v1/edp'] = { body: pagina([facturada]) }
    await renderAt('/edp-generados/aprobado-obra')
    expect(fila()?.querySelector('[data-factura]')?.textContent).toContain('Factura N° 123')
    expect(() => button('Emitir factura')).toThrow()
  })
})
