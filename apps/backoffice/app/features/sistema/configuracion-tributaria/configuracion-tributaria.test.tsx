// su's tax settings page as it shows over the real data client and a fake API: the stored
// settings in the form, saved with the version read, a stale save answered with the conflict
// notice; the certificate's holder and validity ("Vencido" once past), its upload as base64 with
// the password and the API's refusal on the password's field; the CAFs' table with their states,
// and a CAF refused by the API shown on the file's field.
import { emptySession } from '@cordillera/contracts'
import { fakeApi, mountScreen, settle, writes } from '@cordillera/portal/testing'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ConfiguracionTributaria from './configuracion-tributaria.tsx'

const { api, fetch, answers } = fakeApi()

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, su: true }),
}))

const tracking = {
  version: 3,
  creadoEn: '2026-11-01T12:00:00.000Z',
  actualizadoEn: '2026-11-02T12:00:00.000Z',
}
const configuracion = {
  rutEmisor: '76543210-3',
  razonSocial: 'Cordillera Arriendo de Maquinaria SpA',
  giro: 'Arriendo de maquinaria',
  acteco: '773010',
  direccion: 'Av. Apoquindo 4501',
  comuna: '13114',
  resolucionNumero: 80,
  resolucionFecha: '2014-08-22',
  ambiente: 'certificacion',
  umbralAlertaCaf: 10,
  oficinaSii: 'SANTIAGO ORIENTE',
  ...tracking,
}
const certificado = {
  rut: '12345678-5',
  nombre: 'Ana María Pérez',
  validoDesde: '2024-01-10T12:00:00.000Z',
  validoHasta: '2025-01-10T12:00:00.000Z',
  vigente: false,
  ...tracking,
  version: 1,
}
const caf = (cambios: object) => ({
  id: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60',
  tipoDte: 33,
  desde: 1,
  hasta: 200,
  usados: 195,
  restantes: 5,
  fechaAutorizacion: '2026-11-02',
  vence: '2027-05-01',
  vencido: false,
  alerta: true,
  ...tracking,
  ...cambios,
})

let screen: Awaited<ReturnType<typeof mountScreen>>

beforeEach(() => {
  fetch.mockClear()
  for (const key of Object.keys(answers)) delete answers[key]
  answers['GET /v1/sii/configuracion'] = { body: configuracion }
  answers['GET /v1/sii/certificado'] = { body: certificado }
  answers['GET /v1/sii/cafs'] = {
    body: {
      items: [
        caf({}),
        caf({
          id: '1e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a61',
          tipoDte: 52,
          usados: 2,
          restantes: 198,
          vence: null,
          alerta: false,
        }),
        caf({
          id: '2e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a62',
          desde: 201,
          hasta: 300,
          usados: 0,
          restantes: 100,
          fechaAutorizacion: '2025-01-02',
          vence: '2025-07-01',
          vencido: true,
          alerta: false,
        }),
      ],
    },
  }
})

afterEach(() => screen.unmount())

const mount = async () => {
  screen = await mountScreen(
    '/configuracion-tributaria',
    ConfiguracionTributaria,
    '/configuracion-tributaria',
  )
}

const section = (name: string) => {
  const found = screen.container.querySelector(`[role="region"][aria-label="${name}"]`)
  if (!found) throw new Error(`Sin sección «${name}»`)
  return found as HTMLElement
}

const field = (within: HTMLElement, label: string) => {
  const found = [...within.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === label,
  )
  const control = found ? document.getElementById(found.htmlFor) : null
  if (!control) throw new Error(`Sin campo «${label}»`)
  return control as HTMLInputElement
}

async function type(control: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, text)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

async function choose(control: HTMLInputElement, file: File) {
  await act(async () => {
    Object.defineProperty(control, 'files', { value: [file], configurable: true })
    control.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await settle()
}

async function submit(within: HTMLElement, label: string) {
  const button = [...within.querySelectorAll('button[type="submit"]')].find(
    (element) => element.textContent?.trim() === label,
  )
  if (!button) throw new Error(`Sin botón «${label}»`)
  await act(async () => {
    ;(button as HTMLButtonElement).click()
  })
  await settle()
}

describe('configuracion-tributaria', () => {
  it('shows the stored settings and saves them with the version read', async () => {
    answers['PUT /v1/sii/configuracion'] = { body: { ...configuracion, version: 4 } }
    await mount()
    const datos = section('Datos del emisor')
    expect(field(datos, 'RUT del emisor').value).toBe('76.543.210-3')
    expect(field(datos, 'Razón social').value).toBe('Cordillera Arriendo de Maquinaria SpA')
    expect(field(datos, 'N° de resolución del SII').value).toBe('80')
    await type(field(datos, 'Giro'), 'Arriendo de maquinaria pesada')
    await submit(datos, 'Guardar configuración')
    const { creadoEn: _c, actualizadoEn: _a, ...enviada } = configuracion
    expect(writes(fetch)).toEqual([
      {
        method: 'PUT',
        path: '/v1/sii/configuracion',
        body: { ...enviada, giro: 'Arriendo de maquinaria pesada' },
      },
    ])
  })

  it('answers a stale save with the conflict notice and its Recargar', async () => {
    answers['PUT /v1/sii/configuracion'] = {
      status: 409,
      body: {
        error: {
          code: 'conflicto',
          message:
            'Otra persona modificó la configuración tributaria. Recargue para ver la actual.',
        },
      },
    }
    await mount()
    const datos = section('Datos del emisor')
    await submit(datos, 'Guardar configuración')
    expect(datos.textContent).toContain('Alguien más modificó la configuración tributaria')
    expect([...datos.querySelectorAll('button')].some((b) => b.textContent === 'Recargar')).toBe(
      true,
    )
  })

  it('offers an empty form at version 0 and no certificate before the first save', async () => {
    delete answers['GET /v1/sii/configuracion']
    delete answers['GET /v1/sii/certificado']
    answers['GET /v1/sii/cafs'] = { body: { items: [] } }
    await mount()
    expect(field(section('Datos del emisor'), 'Razón social').value).toBe('')
    expect(section('Certificado digital').textContent).toContain('No hay certificado cargado')
    expect(section('Folios autorizados (CAF)').textContent).toContain('No hay CAF cargados')
    await submit(section('Datos del emisor'), 'Guardar configuración')
    // The schema refuses in Spanish before anything is sent.
    expect(writes(fetch)).toEqual([])
    expect(section('Datos del emisor').textContent).toContain('Ingrese la razón social')
  })

  it("shows the certificate's holder and an expired one as Vencido", async () => {
    await mount()
    const seccion = section('Certificado digital')
    expect(seccion.textContent).toContain('12.345.678-5')
    expect(seccion.textContent).toContain('Ana María Pérez')
    expect(seccion.querySelector('[data-vigencia]')?.textContent).toBe('10-01-2024 al 10-01-2025')
    expect(seccion.querySelector('[data-slot="badge"]')?.textContent).toBe('Vencido')
  })

  it('uploads a certificate as base64 with its password; a wrong password shows on its field', async () => {
    answers['PUT /v1/sii/certificado'] = {
      status: 400,
      body: {
        error: {
          code: 'entrada_invalida',
          message: 'Revise los datos ingresados.',
          fields: { contrasena: 'La contraseña no abre el certificado.' },
        },
      },
    }
    await mount()
    const seccion = section('Certificado digital')
    await choose(
      field(seccion, 'Archivo del certificado'),
      new File([new Uint8Array([0x30, 0x82, 0x01, 0x02])], 'firma.p12'),
    )
    await type(field(seccion, 'Contraseña del certificado'), 'secreta')
    await submit(seccion, 'Reemplazar certificado')
    expect(writes(fetch)).toEqual([
      {
        method: 'PUT',
        path: '/v1/sii/certificado',
        body: { archivo: 'MIIBAg==', contrasena: 'secreta', version: 1 },
      },
    ])
    expect(seccion.textContent).toContain('La contraseña no abre el certificado.')
  })

  it("lists the CAFs with their folios and states, and shows a CAF's refusal on the file", async () => {
    answers['POST /v1/sii/cafs'] = {
      status: 409,
      body: {
        error: {
          code: 'conflicto',
          message:
            'Los folios 1–200 se cruzan con los de un CAF ya cargado de factura electrónica (1–200).',
        },
      },
    }
    await mount()
    const seccion = section('Folios autorizados (CAF)')
    const filas = [...seccion.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    )
    expect(filas).toEqual([
      [
        '33 · Factura electrónica',
        '1 al 200',
        '195',
        '5',
        '02-11-2026',
        '01-05-2027',
        'Pocos folios',
      ],
      [
        '52 · Guía de despacho electrónica',
        '1 al 200',
        '2',
        '198',
        '02-11-2026',
        'No vence',
        'En uso',
      ],
      ['33 · Factura electrónica', '201 al 300', '0', '100', '02-01-2025', '01-07-2025', 'Vencido'],
    ])
    await choose(
      field(seccion, 'Archivo CAF'),
      new File(['<AUTORIZACION/>'], 'caf.xml', { type: 'text/xml' }),
    )
    await submit(seccion, 'Cargar CAF')
    expect(writes(fetch)).toEqual([
      { method: 'POST', path: '/v1/sii/cafs', body: { archivo: btoa('<AUTORIZACION/>') } },
    ])
    expect(seccion.textContent).toContain(
      'Los folios 1–200 se cruzan con los de un CAF ya cargado de factura electrónica (1–200).',
    )
  })
})
