// The trabajadores screens with the API answering: the list asks the API for its sort and
// filters and shows each operator's licence; the detail shows the operator record with the user
// who signs in as him and the documents with their expiry badge; the edit sends the "Es operador"
// section with the version read and shows the API's refusal under it; the documents screen names
// a licence by its clase and deletes with the version read.
import { emptySession } from '@cordillera/contracts'
import { mountScreen } from '@cordillera/portal/testing'
import { act, type ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import TrabajadorDetalle from './trabajador-detalle.tsx'
import TrabajadorDocumentos from './trabajador-documentos.tsx'
import TrabajadorEditar from './trabajador-editar.tsx'
import {
  callsOf,
  DOCUMENTO,
  fakeApi,
  licencia,
  page,
  TRABAJADOR,
  trabajadorDetail,
  trabajadorRow,
} from './trabajadores-fixture.ts'
import TrabajadoresList from './trabajadores-list.tsx'

const { api, fetch, answers } = fakeApi({
  'GET /v1/trabajadores': {
    body: page([
      trabajadorRow,
      {
        ...trabajadorRow,
        id: '4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
        rut: '12345678-5',
        nombres: 'Ana María',
        apellidos: 'Quispe Mamani',
        cargo: 'Bodeguero',
        activo: false,
        operador: null,
      },
    ]),
  },
  [`GET /v1/trabajadores/${TRABAJADOR}`]: { body: trabajadorDetail },
  [`GET /v1/trabajadores/${TRABAJADOR}/documentos`]: { body: { items: [licencia] } },
  [`DELETE /v1/trabajadores/${TRABAJADOR}/documentos/${DOCUMENTO}`]: { status: 204, body: null },
})

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// Buttons to a route (RouteLinkButton) read the session's keys themselves: a user with every key.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

let unmount: (() => void) | undefined
let container: HTMLDivElement

beforeEach(() => {
  fetch.mockClear()
})
afterEach(() => {
  unmount?.()
  unmount = undefined
})

async function mount(path: string, Component: ComponentType, url: string) {
  const mounted = await mountScreen(path, Component, url)
  unmount = mounted.unmount
  container = mounted.container
}

const settleAll = async () => {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settleAll()
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (each) => each.getAttribute('aria-label') === name || each.textContent === name,
  )

describe('TrabajadoresList', () => {
  it('asks the API for the workers by name and shows each operator’s licence', async () => {
    await mount('/trabajadores', TrabajadoresList, '/trabajadores')
    expect(callsOf(fetch)[0]).toContain('GET http://api.test/v1/trabajadores?')
    expect(callsOf(fetch)[0]).toContain('sort=nombre')
    const link = [...container.querySelectorAll('a')].find(
      (each) => each.textContent === 'Pizarro Soto, Juan Carlos',
    )
    expect(link?.getAttribute('href')).toBe(`/trabajadores/${TRABAJADOR}`)
    expect(container.textContent).toContain('Licencia D')
    expect(container.textContent).toContain('Quispe Mamani, Ana María')
    expect(container.textContent).toContain('Inactivo')
    expect(container.textContent).toContain('04-03-2019')
    // No delete and no export for workers.
    expect(container.textContent).not.toContain('Exportar')
  })

  it('filters operators through the API', async () => {
    await mount('/trabajadores', TrabajadoresList, '/trabajadores')
    const select = container.querySelector<HTMLSelectElement>(
      'select[aria-label="Filtrar por Operador"]',
    )
    if (!select) throw new Error('no operator filter')
    await act(async () => {
      select.value = 'true'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settleAll()
    expect(callsOf(fetch).at(-1)).toContain('esOperador=true')
  })
})

describe('TrabajadorDetalle', () => {
  it('shows his data, his operator record with its user, and his documents flagged', async () => {
    await mount('/trabajadores/:id', TrabajadorDetalle, `/trabajadores/${TRABAJADOR}`)
    expect(container.querySelector('h1')?.textContent).toBe('Juan Carlos Pizarro Soto')
    const text = container.textContent ?? ''
    expect(text).toContain('16.543.210-K')
    expect(text).toContain('Clase D')
    expect(text).toContain('Rigger')
    expect(text).toContain('operador@cordillera.cl')
    expect(text).toContain('Opera un equipo asignado')
    expect(text).toContain('Licencia de conducir clase D')
    expect(text).toContain('Vencido')
    expect(text).toContain('modificado por Carolina Fuentes')
    const documentos = [...container.querySelectorAll('a')].find(
      (each) => each.textContent === 'Gestionar documentos',
    )
    expect(documentos?.getAttribute('href')).toBe(`/trabajadores/${TRABAJADOR}/documentos`)
  })

  it('says how to make a worker an operator when he is none', async () => {
    answers[`GET /v1/trabajadores/${TRABAJADOR}`] = {
      body: { ...trabajadorDetail, operador: null, documentos: [] },
    }
    try {
      await mount('/trabajadores/:id', TrabajadorDetalle, `/trabajadores/${TRABAJADOR}`)
      expect(container.textContent).toContain('No es operador.')
      expect(container.textContent).toContain('Sin documentos')
    } finally {
      answers[`GET /v1/trabajadores/${TRABAJADOR}`] = { body: trabajadorDetail }
    }
  })
})

describe('TrabajadorEditar', () => {
  it('sends his data and operator section with the version read', async () => {
    answers[`PATCH /v1/trabajadores/${TRABAJADOR}`] = { body: trabajadorDetail }
    // Saved, it goes to the detail (`:pantalla?` keeps that address a route of the stub).
    await mount(
      '/trabajadores/:id/:pantalla?',
      TrabajadorEditar,
      `/trabajadores/${TRABAJADOR}/editar`,
    )
    expect(container.textContent).toContain('Tiene un equipo asignado')
    await click(button('Guardar cambios'))
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      rut: '16543210-K',
      nombres: 'Juan Carlos',
      apellidos: 'Pizarro Soto',
      cargo: 'Operador de maquinaria',
      fechaIngreso: '2019-03-04',
      telefono: '+56912345678',
      email: 'juan.pizarro0@cordillera.cl',
      activo: true,
      operador: { licenciaClase: 'D', certificaciones: ['Rigger', 'Trabajo en altura'] },
      version: 4,
    })
  })

  it('shows under the section why he cannot stop being an operator', async () => {
    const message =
      'El operador tiene un equipo asignado: termine su asignación antes de quitarle la condición de operador.'
    answers[`PATCH /v1/trabajadores/${TRABAJADOR}`] = {
      status: 409,
      body: { error: { code: 'conflicto', message, fields: { operador: message } } },
    }
    await mount('/trabajadores/:id/editar', TrabajadorEditar, `/trabajadores/${TRABAJADOR}/editar`)
    await click(esOperador())
    await click(button('Guardar cambios'))
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ operador: null, version: 4 })
    const alerts = [...container.querySelectorAll('[role="alert"]')].map((each) => each.textContent)
    expect(alerts).toContain(message)
    // Not taken for someone else's newer version.
    expect(container.textContent).not.toContain('Alguien más modificó')
  })
})

/** The "Es operador" checkbox (labelled by its <label>). */
function esOperador() {
  const label = [...container.querySelectorAll('label')].find(
    (each) => each.textContent === 'Es operador',
  )
  return label ? container.querySelector(`#${CSS.escape(label.htmlFor)}`) : null
}

describe('TrabajadorDocumentos', () => {
  it('names the worker and his licence by its clase, and deletes with the version read', async () => {
    await mount(
      '/trabajadores/:id/documentos',
      TrabajadorDocumentos,
      `/trabajadores/${TRABAJADOR}/documentos`,
    )
    expect(container.querySelector('h1')?.textContent).toBe(
      'Documentos de Juan Carlos Pizarro Soto',
    )
    expect(container.textContent).toContain('1 vencido')
    const row = container.querySelector(`tr[data-documento="${DOCUMENTO}"]`)?.textContent ?? ''
    expect(row).toContain('Licencia de conducir clase D')
    expect(row).toContain('LC-5521')
    expect(row).toContain('01-05-2026')
    expect(row).toContain('licencia.pdf')
    await click(button('Eliminar Licencia de conducir clase D LC-5521'))
    expect(document.body.textContent).toContain('¿Eliminar Licencia de conducir clase D LC-5521?')
    await click(button('Eliminar'))
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(String(deleted?.[0])).toBe(
      `http://api.test/v1/trabajadores/${TRABAJADOR}/documentos/${DOCUMENTO}?version=2`,
    )
  })

  it('asks a licence’s clase when editing it, and sends it with the version read', async () => {
    answers[`PATCH /v1/trabajadores/${TRABAJADOR}/documentos/${DOCUMENTO}`] = {
      body: { ...licencia, version: 3 },
    }
    await mount(
      '/trabajadores/:id/documentos',
      TrabajadorDocumentos,
      `/trabajadores/${TRABAJADOR}/documentos`,
    )
    await click(button('Agregar documento'))
    expect(document.body.textContent).not.toContain('Clase de la licencia')
    await click(button('Cancelar'))
    await click(button('Editar Licencia de conducir clase D LC-5521'))
    expect(document.body.textContent).toContain('Clase de la licencia')
    await click(button('Guardar cambios'))
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      tipo: 'licencia-conducir',
      clase: 'D',
      numero: 'LC-5521',
      version: 2,
    })
  })
})
