// The users screens with the API answering: the list sends its filters (the URL's perfil and obra,
// the Tipo column's choice) and lists the perfiles under it; crear offers only the keys the
// signed-in administrator holds, shows the temporary password once in its dialog and then opens
// the user's edit screen; editar shows the effective keys with where each comes from, a refused
// grant under the keys, disables at the version read, and locks one's own access.
import { emptySession, type Session } from '@cordillera/contracts'
import { mountScreen, settle } from '@cordillera/portal/testing'
import { act, type ComponentType } from 'react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADMIN,
  COMERCIAL,
  me,
  OBRA,
  page,
  perfilComercial,
  perfilRrhh,
  USUARIO,
  usuarioDetail,
  usuarioRow,
  usuariosApiDePrueba,
} from '../common/usuarios-fixture.ts'
import UsuarioCrear from './usuario-crear.tsx'
import UsuarioEditar from './usuario-editar.tsx'
import UsuariosList from './usuarios-list.tsx'

const { api, answers, calls, sent } = usuariosApiDePrueba({
  'GET /v1/usuarios': { body: page([usuarioRow]) },
  'GET /v1/perfiles': { body: page([perfilComercial, perfilRrhh]) },
  [`GET /v1/usuarios/${USUARIO}`]: { body: usuarioDetail },
})

const su: Session = { ...emptySession, sesionIniciada: true, su: true, tipo: 'cordillera' }
const estado = vi.hoisted(() => ({ session: null as Session | null }))

// The connection and the keys every screen reads, the shared screens (entity shells) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => () => true,
}))
// The signed-in user's keys: what the key picker offers and whether su is offered.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => estado.session ?? su,
}))

let unmount: (() => void) | undefined
let container: HTMLDivElement

afterEach(() => {
  unmount?.()
  unmount = undefined
  calls.length = 0
  estado.session = null
})

async function mount(path: string, Component: ComponentType, url: string) {
  const mounted = await mountScreen(path, Component, url)
  unmount = mounted.unmount
  container = mounted.container
}

/** The screen and, under it, the address it is at (where a save led). */
const withLocation = (Screen: ComponentType) =>
  function AtLocation() {
    const location = useLocation()
    return (
      <>
        <Screen />
        <output data-testid="location">{location.pathname}</output>
      </>
    )
  }
const location = () => container.querySelector('[data-testid="location"]')?.textContent

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

/** The checkbox labelled `text` (its <label for>), in the page or its dialogs. */
function checkbox(text: string) {
  const label = [...document.querySelectorAll('label')].find((each) =>
    each.textContent?.startsWith(text),
  )
  return label ? document.getElementById(label.htmlFor) : null
}

async function type(label: string, value: string) {
  const element = [...document.querySelectorAll('label')].find((each) => each.textContent === label)
  const input = element ? document.getElementById(element.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`Sin campo ${label}`)
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('UsuariosList', () => {
  it('sends the URL’s perfil and obra and the Tipo chosen, and lists the perfiles', async () => {
    await mount('/usuarios', UsuariosList, `/usuarios?f.perfilId=${COMERCIAL}&f.obraId=${OBRA}`)
    const [first] = sent('GET', '/v1/usuarios')
    expect(first?.search.get('perfilId')).toBe(COMERCIAL)
    expect(first?.search.get('obraId')).toBe(OBRA)
    expect(first?.search.get('sort')).toBe('nombre')
    // The name opens its edit screen (there is no detail screen).
    const link = [...container.querySelectorAll('a')].find(
      (each) => each.textContent === 'Camila Soto Rivas',
    )
    expect(link?.getAttribute('href')).toBe(`/usuarios/${USUARIO}/editar`)
    expect(container.textContent).toContain('Personal Cordillera')
    expect(container.textContent).toContain('Activo')

    const tipo = container.querySelector<HTMLSelectElement>('select[aria-label="Filtrar por Tipo"]')
    if (!tipo) throw new Error('Sin filtro de tipo')
    await act(async () => {
      tipo.value = 'cliente'
      tipo.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(sent('GET', '/v1/usuarios').at(-1)?.search.get('tipo')).toBe('cliente')

    // The perfiles, managed under the list, with how many keys and users each has.
    const perfiles = [...container.querySelectorAll('tr')].map((row) => row.textContent)
    expect(perfiles).toContainEqual(expect.stringMatching(/^Comercial.*23/))
    expect(perfiles).toContainEqual(expect.stringMatching(/^RRHH10/))
  })
})

describe('UsuarioCrear', () => {
  it('offers only the keys the administrator holds, and su only to a su', async () => {
    estado.session = {
      ...su,
      su: false,
      permisos: ['usuarios/crear-usuario', 'comercial/listar-obras'],
    }
    await mount('/usuarios/crear', UsuarioCrear, '/usuarios/crear')
    const offered = [...container.querySelectorAll('[role="checkbox"]')].map(
      (box) => document.querySelector(`label[for="${box.id}"]`)?.textContent,
    )
    expect(offered).toContain('Obrascomercial/listar-obras')
    expect(offered).toContain('Crear usuario · Crear usuario arrendadorusuarios/crear-usuario')
    expect(offered.filter((text) => text?.includes('/'))).toHaveLength(2)
    expect(container.textContent).not.toContain('Superusuario')
  })

  it('shows the temporary password once, then opens the user’s edit screen', async () => {
    answers['POST /v1/usuarios'] = {
      status: 201,
      body: { ...usuarioDetail, contraseniaTemporal: 'Kq7#mWz2pLx9vR' },
    }
    await mount('*', withLocation(UsuarioCrear), '/usuarios/crear')
    await type('Nombre', 'Camila Soto Rivas')
    await type('Correo', 'camila.soto@cordillera.cl')
    await click(checkbox('Comercial'))
    await click(button('Crear usuario'))
    expect(sent('POST', '/v1/usuarios')[0]?.body).toEqual({
      nombre: 'Camila Soto Rivas',
      email: 'camila.soto@cordillera.cl',
      tipo: 'cordillera',
      su: false,
      permisos: [],
      perfilIds: [COMERCIAL],
      obraIds: [],
      operadorId: null,
      entrega: 'mostrar',
    })
    const dialog = document.querySelector('[role="dialog"]')
    expect(dialog?.textContent).toContain('Contraseña temporal')
    expect(dialog?.textContent).toContain('Kq7#mWz2pLx9vR')
    expect(dialog?.textContent).toContain('no se volverá a mostrar')
    expect(button('Copiar contraseña', dialog ?? document)).toBeDefined()
    expect(location()).toBe('/usuarios/crear')

    await click(button('Listo', dialog ?? document))
    expect(location()).toBe(`/usuarios/${USUARIO}/editar`)
    expect(document.body.textContent).not.toContain('Kq7#mWz2pLx9vR')
  })
})

describe('UsuarioEditar', () => {
  it('shows each effective key with where it comes from, and a refused grant under the keys', async () => {
    await mount('/usuarios/:id/editar', UsuarioEditar, `/usuarios/${USUARIO}/editar`)
    expect(container.querySelector('h1')?.textContent).toBe('Editar Camila Soto Rivas')
    const efectivos = [...container.querySelectorAll('li')]
      .map((item) => item.textContent ?? '')
      .filter((text) => text.includes('Explícito') || text.includes('Perfil '))
    expect(efectivos).toEqual([
      'Razones socialescomercial/listar-razones-socialesPerfil Comercial',
      'Obrascomercial/listar-obrasPerfil Comercial',
      // A key several screens open is named by all of them.
      'Activos · Incidentes de arrendadores · Viajes de arrendadoresoperaciones/listar-activosExplícito',
    ])

    const message = 'No puede otorgar permisos que usted no tiene: rrhh/listar-trabajadores.'
    answers[`PATCH /v1/usuarios/${USUARIO}`] = {
      status: 403,
      body: { error: { code: 'prohibido', message } },
    }
    await click(checkbox('RRHH'))
    await click(button('Guardar cambios'))
    expect(sent('PATCH', `/v1/usuarios/${USUARIO}`)[0]?.body).toMatchObject({
      perfilIds: [COMERCIAL, perfilRrhh.id],
      version: 4,
    })
    const errors = [...container.querySelectorAll('[data-slot="field-error"]')].map(
      (each) => each.textContent,
    )
    expect(errors).toEqual([message])
    expect(container.textContent).not.toContain('Alguien más')
  })

  it('says under su why the last active su keeps it, not as someone else’s change', async () => {
    const message =
      'Es el último superusuario activo: otorgue el superusuario a otra persona antes de hacerlo.'
    answers[`GET /v1/usuarios/${USUARIO}`] = { body: { ...usuarioDetail, su: true } }
    answers[`PATCH /v1/usuarios/${USUARIO}`] = {
      status: 409,
      body: { error: { code: 'conflicto', message } },
    }
    try {
      await mount('/usuarios/:id/editar', UsuarioEditar, `/usuarios/${USUARIO}/editar`)
      await click(checkbox('Superusuario'))
      await click(button('Guardar cambios'))
      expect(sent('PATCH', `/v1/usuarios/${USUARIO}`)[0]?.body).toMatchObject({ su: false })
      const errors = [...container.querySelectorAll('[data-slot="field-error"]')].map(
        (each) => each.textContent,
      )
      expect(errors).toEqual([message])
      expect(container.textContent).not.toContain('Alguien más')
    } finally {
      answers[`GET /v1/usuarios/${USUARIO}`] = { body: usuarioDetail }
    }
  })

  it('disables the user at the version read, after saying what happens', async () => {
    answers[`POST /v1/usuarios/${USUARIO}/deshabilitar`] = {
      body: { ...usuarioDetail, activo: false, version: 5 },
    }
    await mount('/usuarios/:id/editar', UsuarioEditar, `/usuarios/${USUARIO}/editar`)
    // Its account has a password of its own: it may be reset.
    expect(button('Restablecer contraseña')).toBeDefined()
    expect(button('Habilitar')).toBeUndefined()
    await click(button('Deshabilitar'))
    const dialog = document.querySelector('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('sus sesiones abiertas terminan de inmediato')
    await click(button('Deshabilitar', dialog ?? document))
    expect(sent('POST', `/v1/usuarios/${USUARIO}/deshabilitar`)[0]?.body).toEqual({ version: 4 })
  })

  it('offers no reset to a user that has not defined its password yet', async () => {
    answers[`GET /v1/usuarios/${USUARIO}`] = {
      body: { ...usuarioDetail, acceso: { estado: 'FORCE_CHANGE_PASSWORD', habilitado: true } },
    }
    try {
      await mount('/usuarios/:id/editar', UsuarioEditar, `/usuarios/${USUARIO}/editar`)
      expect(container.textContent).toContain('Debe definir su contraseña')
      expect(button('Deshabilitar')).toBeDefined()
      expect(button('Restablecer contraseña')).toBeUndefined()
    } finally {
      answers[`GET /v1/usuarios/${USUARIO}`] = { body: usuarioDetail }
    }
  })

  it('locks one’s own access, says why, and saves only one’s name', async () => {
    answers['GET /v1/me'] = { body: me(USUARIO) }
    answers[`PATCH /v1/usuarios/${USUARIO}`] = { body: usuarioDetail }
    try {
      await mount(
        '/usuarios/:id?/:pantalla?',
        withLocation(UsuarioEditar),
        `/usuarios/${USUARIO}/editar`,
      )
      expect(container.textContent).toContain('No puedes cambiar tus propios perfiles')
      expect(checkbox('Comercial')?.hasAttribute('disabled')).toBe(true)
      expect(
        [...container.querySelectorAll('[role="checkbox"]')].every((box) =>
          box.hasAttribute('disabled'),
        ),
      ).toBe(true)
      // Nobody disables itself.
      expect(button('Deshabilitar')).toBeUndefined()
      await type('Nombre', 'Camila Soto')
      await click(button('Guardar cambios'))
      expect(sent('PATCH', `/v1/usuarios/${USUARIO}`)[0]?.body).toEqual({
        nombre: 'Camila Soto',
        obraIds: [],
        operadorId: null,
        version: 4,
      })
      // Saved, back to the users.
      expect(location()).toBe('/usuarios')
    } finally {
      answers['GET /v1/me'] = { body: me(ADMIN) }
    }
  })
})
