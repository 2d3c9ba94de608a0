// The lessors' users: the list asks for users of the lessor kind (of the arrendador in the URL)
// and names each one's arrendador; crear starts with the arrendador the list was filtered by,
// creates the user under it and shows its temporary password once.
import { emptySession } from '@cordillera/contracts'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  arrendadorRow,
  PROVEEDOR,
  page,
  usuarioDetail,
  usuariosApiDePrueba,
} from '../common/usuarios-fixture.ts'
import UsuarioArrendadorCrear from './usuario-arrendador-crear.tsx'
import UsuariosArrendadorList from './usuarios-arrendador-list.tsx'

const { api, answers, calls, sent } = usuariosApiDePrueba({
  'GET /v1/usuarios': { body: page([arrendadorRow]) },
  'GET /v1/perfiles': { body: page([]) },
})

vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({ ...emptySession, sesionIniciada: true, su: true, tipo: 'cordillera' }),
}))

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
  calls.length = 0
})

async function mount(path: string, Component: () => React.ReactNode, url: string) {
  const mounted = await mountScreen(path, Component, url)
  unmount = mounted.unmount
  return mounted.container
}

async function type(label: string, value: string) {
  const element = [...document.querySelectorAll('label')].find((each) => each.textContent === label)
  const input = element ? document.getElementById(element.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`Sin campo ${label}`)
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('UsuariosArrendadorList', () => {
  it('asks for the lessors’ users of the arrendador in the URL, each under its arrendador', async () => {
    const container = await mount(
      '/usuarios-arrendador',
      UsuariosArrendadorList,
      `/usuarios-arrendador?f.proveedorId=${PROVEEDOR}`,
    )
    const [list] = sent('GET', '/v1/usuarios')
    expect(list?.search.get('tipo')).toBe('proveedor')
    expect(list?.search.get('proveedorId')).toBe(PROVEEDOR)
    const link = [...container.querySelectorAll('a')].find(
      (each) => each.textContent === 'Patricio Vergara Tapia',
    )
    expect(link?.getAttribute('href')).toBe(`/usuarios/${arrendadorRow.id}/editar`)
    expect(container.textContent).toContain('Arriendos Sur SpA')
    // Crear starts with that arrendador.
    const crear = [...container.querySelectorAll('a')].find(
      (each) => each.textContent === 'Crear usuario arrendador',
    )
    expect(crear?.getAttribute('href')).toBe(`/usuarios-arrendador/crear?proveedorId=${PROVEEDOR}`)
  })
})

describe('UsuarioArrendadorCrear', () => {
  it('creates the user under the arrendador chosen, and shows its temporary password', async () => {
    answers[`POST /v1/proveedores/${PROVEEDOR}/usuarios`] = {
      status: 201,
      body: {
        ...usuarioDetail,
        ...arrendadorRow,
        permisos: [],
        permisosEfectivos: [],
        contraseniaTemporal: 'Hn4%tRw8xZq2Lm',
      },
    }
    await mount(
      '/usuarios-arrendador/crear',
      UsuarioArrendadorCrear,
      `/usuarios-arrendador/crear?proveedorId=${PROVEEDOR}`,
    )
    await type('Nombre', 'Patricio Vergara Tapia')
    await type('Correo', 'Patricio@Arriendos-Sur.cl')
    const crear = [...document.querySelectorAll('button')].find(
      (each) => each.textContent === 'Crear usuario',
    )
    await act(async () => crear?.click())
    await settle()
    expect(sent('POST', `/v1/proveedores/${PROVEEDOR}/usuarios`)[0]?.body).toEqual({
      nombre: 'Patricio Vergara Tapia',
      email: 'patricio@arriendos-sur.cl',
      perfilIds: [],
      permisos: [],
      entrega: 'mostrar',
    })
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Hn4%tRw8xZq2Lm')
  })
})
