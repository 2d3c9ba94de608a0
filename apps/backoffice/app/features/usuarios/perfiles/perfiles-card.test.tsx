// The perfiles under the users' list: created with a name and the keys chosen by area, sent as
// the catalogue orders them; a perfil that users still have is not deleted, and the API's reason
// stays in the dialog.
import { emptySession } from '@cordillera/contracts'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  COMERCIAL,
  page,
  perfilComercial,
  perfilRrhh,
  usuariosApiDePrueba,
} from '../common/usuarios-fixture.ts'
import { PerfilesCard } from './perfiles-card.tsx'

const { api, answers, calls, sent } = usuariosApiDePrueba({
  'GET /v1/perfiles': { body: page([perfilComercial, perfilRrhh]) },
})

vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// A su: every key may go into a perfil.
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

async function mount() {
  const mounted = await mountScreen('/usuarios', PerfilesCard, '/usuarios')
  unmount = mounted.unmount
  return mounted.container
}

async function click(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    ;(element as HTMLElement).click()
  })
  await settle()
}

const button = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find(
    (each) => each.getAttribute('aria-label') === name || each.textContent?.trim() === name,
  )

const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((each) =>
    each.textContent?.startsWith(text),
  )
  return label ? document.getElementById(label.htmlFor) : null
}

describe('PerfilesCard', () => {
  it('creates a perfil with its name and the keys chosen', async () => {
    answers['POST /v1/perfiles'] = {
      status: 201,
      body: { ...perfilRrhh, nombre: 'Bodega', creadoPor: null, actualizadoPor: null },
    }
    const container = await mount()
    expect(container.textContent).toContain('Perfiles (2)')
    await click(button('Crear perfil'))
    const nombre = labelled('Nombre')
    if (!(nombre instanceof HTMLInputElement)) throw new Error('Sin nombre')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        nombre,
        'Bodega',
      )
      nombre.dispatchEvent(new Event('input', { bubbles: true }))
    })
    // Chosen out of order, sent in the catalogue's.
    await click(labelled('Activos'))
    await click(labelled('Obras'))
    await click(button('Crear perfil', document.querySelector('[role="dialog"]') ?? document))
    expect(sent('POST', '/v1/perfiles')[0]?.body).toEqual({
      nombre: 'Bodega',
      descripcion: null,
      permisos: ['comercial/listar-obras', 'operaciones/listar-activos'],
    })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('says who has a perfil before deleting it, and keeps the API’s refusal in the dialog', async () => {
    const message = 'El perfil lo tienen 3 usuarios: quíteselo primero.'
    answers[`DELETE /v1/perfiles/${COMERCIAL}`] = {
      status: 409,
      body: { error: { code: 'conflicto', message } },
    }
    await mount()
    await click(button('Eliminar el perfil Comercial'))
    const dialog = document.querySelector('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('Lo tienen 3 usuarios: quítaselo primero.')
    await click(button('Eliminar', dialog ?? document))
    expect(sent('DELETE', `/v1/perfiles/${COMERCIAL}`)[0]?.search.get('version')).toBe('2')
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(message)
  })
})
