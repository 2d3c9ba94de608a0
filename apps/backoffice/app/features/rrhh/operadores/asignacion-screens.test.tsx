// The four assignment screens: each reads its options with its own route (its screen's key),
// offers only what it may choose (free operators; assets without or with operator; open
// assignments for a retiro), shows the chosen asset's operators and the chosen operator's current
// assignment, sends the API's body (the assignment that ends in the path, with its version), and
// ends with a notice and the operators list; the API's refusals are shown with its words.
import type { PermissionKey } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import AdicionOperador from './adicion-operador.tsx'
import AsignarOperador from './asignar-operador.tsx'
import CambioOperador from './cambio-operador.tsx'
import {
  ANA,
  ASIGNACION_ANA,
  asignacionAnswer,
  BETO,
  CARLA,
  CONTRATO,
  CT,
  calledUrls,
  EX,
  fakeApi,
  fieldErrors,
  mountScreen,
  opcionesAsignar,
  opcionesConOperador,
  opcionesRetiro,
  pick,
  postedTo,
  press,
} from './operadores-fixture.tsx'
import RetiroOperador from './retiro-operador.tsx'

const BASE = '/v1/asignaciones-operador'
const { api, fetch, answers } = fakeApi({})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => (_key: PermissionKey | '') => true,
}))

const notices = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }))
vi.mock('@cordillera/ui/components/toaster', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/ui/components/toaster')>()),
  notify: {
    success: (message: string) => notices.success.push(message),
    error: (message: string) => notices.error.push(message),
  },
}))

let screen: Awaited<ReturnType<typeof mountScreen>> | undefined

beforeEach(() => {
  fetch.mockClear()
  notices.success.length = 0
  notices.error.length = 0
  for (const key of Object.keys(answers)) delete answers[key]
  answers[`GET ${BASE}/asignar/opciones`] = { body: opcionesAsignar }
  answers[`GET ${BASE}/adicion/opciones`] = { body: opcionesConOperador }
  answers[`GET ${BASE}/cambio/opciones`] = { body: opcionesConOperador }
  answers[`GET ${BASE}/retiro/opciones`] = { body: opcionesRetiro }
})
afterEach(() => {
  screen?.unmount()
  screen = undefined
})

const mount = async (path: string, Component: Parameters<typeof mountScreen>[1]) => {
  screen = await mountScreen(path, Component, path)
  return screen.container
}

const optionsCalls = () =>
  calledUrls(fetch)
    .map((url) => url.pathname)
    .filter((path) => path.endsWith('/opciones'))

describe('Asignar operador', () => {
  it('reads its options with its own route and says what each choice is', async () => {
    const container = await mount('/operadores/asignar', AsignarOperador)
    expect(optionsCalls()).toEqual([`${BASE}/asignar/opciones`])
    await pick(container, 'Equipo en arriendo sin operador', 'CT-003')
    expect(container.textContent).toContain('Equipo CT-003')
    expect(container.textContent).toContain('OB-0007 Edificio Central')
    expect(container.textContent).toContain('desde el 25-03-2026')
    expect(container.textContent).toContain('Sin operador')
    await pick(container, 'Operador', 'Beto')
    expect(container.textContent).toContain('Operador: Beto Díaz Muñoz')
    expect(container.textContent).toContain('Libre')
  })

  it('asks for the asset and the operator before sending anything', async () => {
    const container = await mount('/operadores/asignar', AsignarOperador)
    await press(container, 'Asignar operador')
    expect(fieldErrors(container)).toEqual([
      'Elija el equipo de la lista.',
      'Elija el operador de la lista.',
    ])
    expect(postedTo(fetch, BASE)).toEqual([])
  })

  it('sends the API’s body, says what was done and returns to the list', async () => {
    answers[`POST ${BASE}`] = { status: 201, body: asignacionAnswer() }
    const container = await mount('/operadores/asignar', AsignarOperador)
    await pick(container, 'Equipo en arriendo sin operador', 'CT-003')
    await pick(container, 'Operador', 'Beto')
    await press(container, 'Asignar operador')
    expect(postedTo(fetch, BASE)).toEqual([
      {
        operadorId: BETO,
        activoId: CT,
        contratoId: CONTRATO,
        desde: '2026-05-14',
        observaciones: null,
      },
    ])
    expect(notices.success).toEqual([
      'Beto Díaz Muñoz quedó asignado a CT-003 desde el 14-05-2026.',
    ])
    expect(container.textContent).toContain('Lista de operadores')
  })

  it('keeps the form with the API’s words when it refuses', async () => {
    answers[`POST ${BASE}`] = {
      status: 409,
      body: {
        error: {
          code: 'conflicto',
          message: 'Beto Díaz Muñoz ya opera EX-012 (CON-000045) desde el 01-04-2026.',
        },
      },
    }
    const container = await mount('/operadores/asignar', AsignarOperador)
    await pick(container, 'Equipo en arriendo sin operador', 'CT-003')
    await pick(container, 'Operador', 'Beto')
    await press(container, 'Asignar operador')
    expect(notices.error).toEqual([
      'Beto Díaz Muñoz ya opera EX-012 (CON-000045) desde el 01-04-2026.',
    ])
    expect(container.textContent).not.toContain('Lista de operadores')
    answers[`POST ${BASE}`] = {
      status: 400,
      body: {
        error: {
          code: 'entrada_invalida',
          message: 'Los datos enviados no son válidos.',
          fields: { operadorId: 'Beto Díaz Muñoz ya no trabaja en la empresa.' },
        },
      },
    }
    await press(container, 'Asignar operador')
    expect(fieldErrors(container)).toEqual(['Beto Díaz Muñoz ya no trabaja en la empresa.'])
  })

  it('says why there is nothing to assign when every asset has an operator', async () => {
    answers[`GET ${BASE}/asignar/opciones`] = { body: { ...opcionesAsignar, activos: [] } }
    const container = await mount('/operadores/asignar', AsignarOperador)
    expect(container.textContent).toContain('No hay equipos sin operador')
    expect(container.querySelector('form')).toBeNull()
  })
})

describe('Adición de operador', () => {
  it('shows who already runs the asset and adds the one chosen', async () => {
    answers[`POST ${BASE}/adicion`] = {
      status: 201,
      body: asignacionAnswer({
        activo: { id: EX, codigo: 'EX-012', tipo: 'Excavadora' },
        operador: { id: CARLA, nombre: 'Carla Vera Paz' },
        origen: 'adicion',
      }),
    }
    const container = await mount('/operadores/adicion', AdicionOperador)
    expect(optionsCalls()).toEqual([`${BASE}/adicion/opciones`])
    await pick(container, 'Equipo en arriendo', 'EX-012')
    const actuales = container.querySelector('ul[aria-label="Operadores actuales de EX-012"]')
    expect(actuales?.textContent).toBe('Ana Soto Rojas desde el 01-04-2026')
    await pick(container, 'Operador que se suma', 'Carla')
    await press(container, 'Sumar operador')
    expect(postedTo(fetch, `${BASE}/adicion`)).toEqual([
      {
        operadorId: CARLA,
        activoId: EX,
        contratoId: CONTRATO,
        desde: '2026-05-14',
        observaciones: null,
      },
    ])
    expect(notices.success).toEqual(['Carla Vera Paz se sumó a EX-012 desde el 14-05-2026.'])
  })
})

describe('Cambio de operador', () => {
  it('takes the asset’s only operator as who leaves and sends the change with its version', async () => {
    answers[`POST ${BASE}/${ASIGNACION_ANA}/cambio`] = {
      status: 201,
      body: asignacionAnswer({
        activo: { id: EX, codigo: 'EX-012', tipo: 'Excavadora' },
        origen: 'cambio',
        reemplaza: { id: ASIGNACION_ANA, operador: { id: ANA, nombre: 'Ana Soto Rojas' } },
      }),
    }
    const container = await mount('/operadores/cambio', CambioOperador)
    expect(optionsCalls()).toEqual([`${BASE}/cambio/opciones`])
    await press(container, 'Registrar cambio')
    expect(fieldErrors(container)).toEqual([
      'Elija el operador que sale de la lista.',
      'Elija el operador que entra de la lista.',
    ])
    await pick(container, 'Equipo en arriendo', 'EX-012')
    const radio = container.querySelector('[role="radio"]')
    expect(radio?.getAttribute('aria-checked')).toBe('true')
    await pick(container, 'Operador que entra', 'Beto')
    await press(container, 'Registrar cambio')
    expect(postedTo(fetch, `${BASE}/${ASIGNACION_ANA}/cambio`)).toEqual([
      { operadorId: BETO, fecha: '2026-05-14', observaciones: null, version: 3 },
    ])
    expect(notices.success).toEqual([
      'Beto Díaz Muñoz reemplaza a Ana Soto Rojas en EX-012 desde el 14-05-2026.',
    ])
    expect(container.textContent).toContain('Lista de operadores')
  })
})

describe('Retiro de operador', () => {
  it('shows the operator’s assignment and ends it on the day, with its version', async () => {
    answers[`POST ${BASE}/${ASIGNACION_ANA}/retiro`] = {
      status: 200,
      body: asignacionAnswer({
        id: ASIGNACION_ANA,
        operador: { id: ANA, nombre: 'Ana Soto Rojas' },
        activo: { id: EX, codigo: 'EX-012', tipo: 'Excavadora' },
        hasta: '2026-05-14',
        termino: 'retiro',
      }),
    }
    const container = await mount('/operadores/retiro-parcial', RetiroOperador)
    expect(optionsCalls()).toEqual([`${BASE}/retiro/opciones`])
    await pick(container, 'Operador que se retira', 'Ana')
    expect(container.textContent).toContain('EX-012 en OB-0007 Edificio Central · CON-000045')
    expect(container.textContent).toContain('Equipo EX-012')
    await press(container, 'Registrar retiro')
    expect(postedTo(fetch, `${BASE}/${ASIGNACION_ANA}/retiro`)).toEqual([
      { hasta: '2026-05-14', observaciones: null, version: 3 },
    ])
    expect(notices.success).toEqual(['Ana Soto Rojas dejó EX-012 el 14-05-2026.'])
  })

  it('keeps the API’s refusal of a day before later reports on screen', async () => {
    const message =
      'Ana Soto Rojas tiene 2 reports de EX-012 posteriores al 14-05-2026 (el último, del 20-05-2026): la asignación no puede terminar antes de esa fecha.'
    answers[`POST ${BASE}/${ASIGNACION_ANA}/retiro`] = {
      status: 409,
      body: { error: { code: 'conflicto', message } },
    }
    const container = await mount('/operadores/retiro-parcial', RetiroOperador)
    await pick(container, 'Equipo', 'EX-012')
    await press(container, 'Registrar retiro')
    expect(postedTo(fetch, `${BASE}/${ASIGNACION_ANA}/retiro`)).toHaveLength(1)
    expect(notices.error).toEqual([message])
    expect(container.textContent).not.toContain('Lista de operadores')
  })
})
