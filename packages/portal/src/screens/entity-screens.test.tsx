// @vitest-environment jsdom
// An entity's screens from its one declaration, as a user sees them, over the real data client
// and a fake API: the list titled by its route with the naming column linking to the detail, the
// create button, the row actions and the delete's question and toast written from the noun; the
// detail with Editar and "Datos de la flota"; the agregar page titled by its route, saving and
// saying "La flota Norte se agregó."; the editar page starting from the row read and sending its
// version; and the words of a noun with a shorter form or a row named by itself.
import { createFlotaSchema, emptySession, flotaColumns, type Session } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { operacionesApi, operacionesQueries } from '@cordillera/data-client/operaciones'
import { routeByName, rowActionKey } from '@cordillera/permissions'
import { Toaster } from '@cordillera/ui/components/toaster'
import { act, fireEvent, screen } from '@testing-library/react'
import { useParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountScreen, settle } from '../testing/screen-harness.tsx'
import { entityDetail } from './entity-detail.tsx'
import { entityCreate, entityEdit } from './entity-form-screens.tsx'
import { entityList } from './entity-list.tsx'
import { entityScreensOf, entityWords } from './entity-screens.ts'
import type { PageFormProps } from './form-screen.tsx'
import { NamedGroupForm } from './named-group-form.tsx'

const FLOTA = '0f3e2d1c-4b5a-4c6d-8e7f-9a0b1c2d3e4f'
const NOW = '2026-05-14T13:30:00.000Z'
const row = {
  id: FLOTA,
  nombre: 'Flota Norte',
  descripcion: 'Faenas de Antofagasta',
  activosCount: 2,
  version: 3,
  creadoEn: NOW,
  actualizadoEn: NOW,
}
const detail = { ...row, creadoPor: null, actualizadoPor: null, activos: [] }

type Answer = { status?: number; body: unknown }
let answers: Record<string, Answer> = {}
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
    status: 404,
    body: { error: { code: 'no_encontrado', message: 'No encontrado.' } },
  }
  return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'Content-Type': 'application/json' },
  })
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

let session: Session = emptySession
vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))
vi.mock('./use-portal-api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./use-portal-api.ts')>()),
  useApi: () => api,
}))

const signedIn = (...permisos: string[]): Session => ({
  ...emptySession,
  sesionIniciada: true,
  permisos,
})

// Declared as the backoffice's areas declare theirs: entityScreens bound to the area once.
const operacionesScreens = entityScreensOf([operacionesQueries, operacionesApi])
const flotaScreens = operacionesScreens({
  route: 'flotas',
  noun: 'la flota',
  list: {
    description: 'Grupos de activos con nombre.',
    search: 'Buscar por nombre',
    sort: 'nombre',
    columns: flotaColumns,
    deleteRule: 'Solo se puede si no tiene activos.',
  },
  create: { description: 'Un grupo de activos con nombre.' },
  edit: { form: (flota) => ({ nombre: flota.nombre, descripcion: flota.descripcion ?? '' }) },
  detail: {
    fields: (flota) => [{ label: 'Descripción', value: flota.descripcion }],
  },
})

/** A flota's form: a named group (its name and what it gathers). */
function FlotaForm(
  form: PageFormProps<{ nombre: string }, { nombre: string; descripcion?: string }>,
) {
  return (
    <NamedGroupForm
      schema={createFlotaSchema}
      label="Nombre"
      hint="Qué agrupa."
      rows={3}
      {...form}
    />
  )
}

const List = entityList(flotaScreens)
const Detail = entityDetail(flotaScreens)
const Create = entityCreate(flotaScreens, FlotaForm)
const Edit = entityEdit(flotaScreens, FlotaForm)

/** `/flotas`, `/flotas/agregar`, `/flotas/:id` and `/flotas/:id/editar` under one route. */
function Screens() {
  const { id, editar } = useParams()
  const page =
    id === 'agregar' ? <Create /> : id === undefined ? <List /> : editar ? <Edit /> : <Detail />
  return (
    <>
      <Toaster theme="light" />
      {page}
    </>
  )
}

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  answers = {}
  fetch.mockClear()
})
const open = async (url: string) => {
  mounted = await mountScreen('/flotas/:id?/:editar?', Screens, url)
}
const page = { items: [row], total: 1, page: 1, pageSize: 25, nextCursor: null, prevCursor: null }
const rowWith = (text: string) =>
  [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(text))
const heading = () => screen.getByRole('heading', { level: 1 }).textContent

describe('entityScreens', () => {
  it('says what a noun says, with its shorter form or a row named by itself', () => {
    const grupo = entityWords('el grupo cliente', (row: { nombre: string }) => row.nombre, {
      short: 'grupo',
      create: 'grupo-cliente-agregar',
    })
    expect(grupo).toMatchObject({
      thing: 'El grupo cliente',
      what: 'este grupo cliente',
      createLabel: 'Agregar grupo',
      submit: 'Guardar grupo',
      deleteTitle: 'Eliminar grupo cliente',
      fieldsTitle: 'Datos del grupo',
      ver: 'Ver grupo',
    })
    expect(grupo.subject({ nombre: 'Holding Sur' })).toBe('El grupo Holding Sur')
    const razon = entityWords(
      'la razón social',
      (row: { razonSocial: string }) => row.razonSocial,
      {
        said: (row) => row.razonSocial,
      },
    )
    expect(razon.subject({ razonSocial: 'constructora del sur spa' })).toBe(
      'constructora del sur spa',
    )
    expect(razon.documentos).toBe('Documentos de la razón social')
  })

  it('finds the entity, its screens and its name from the list route and columns', () => {
    expect(flotaScreens.entity).toBe('flotas')
    expect(flotaScreens.routes).toMatchObject({
      detail: 'flotas-detalle',
      create: 'flotas-agregar',
      edit: 'flotas-editar',
      documentos: undefined,
    })
    expect(flotaScreens.name(row)).toBe('Flota Norte')
  })

  it('lists the rows under the route’s title, the name linking to its detail', async () => {
    session = signedIn(routeByName('flotas-agregar').key)
    answers['GET /v1/flotas'] = { body: page }
    await open('/flotas')
    expect(heading()).toBe('Flotas')
    expect(screen.getByText('Grupos de activos con nombre.')).toBeTruthy()
    expect(rowWith('Flota Norte')?.querySelector('a')?.getAttribute('href')).toBe(
      `/flotas/${FLOTA}`,
    )
    expect(document.querySelector('a[href="/flotas/agregar"]')?.textContent).toBe('Agregar flota')
    const query = new URL(String(fetch.mock.calls[0]?.[0])).searchParams
    expect(query.get('sort')).toBe('nombre')
    expect(query.get('dir')).toBe('asc')
  })

  it('asks before deleting a row with the noun and its rule, and says it once done', async () => {
    session = signedIn(rowActionKey('flotas', 'delete'))
    answers['GET /v1/flotas'] = { body: page }
    answers[`DELETE /v1/flotas/${FLOTA}`] = { status: 204, body: null }
    await open('/flotas')
    const trigger = rowWith('Flota Norte')?.querySelector<HTMLButtonElement>(
      'button[aria-label^="Acciones"]',
    )
    await act(async () => {
      trigger?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
      trigger?.click()
    })
    await settle()
    const items = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
    // Ver detalle and Editar need their own keys; the delete, the list's (decision 037).
    expect(items.map((item) => item.textContent)).toEqual(['Eliminar'])
    await act(async () => items[0]?.click())
    await settle()
    const dialog = document.querySelector<HTMLElement>('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('Eliminar flota')
    expect(dialog?.textContent).toContain(
      '¿Eliminar la flota Flota Norte? Solo se puede si no tiene activos.',
    )
    const confirm = [...(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
      (button) => button.textContent === 'Eliminar',
    )
    await act(async () => confirm?.click())
    await settle()
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')
    expect(new URL(String(deleted?.[0])).searchParams.get('version')).toBe('3')
    expect(document.body.textContent).toContain('La flota Flota Norte se eliminó.')
  })

  it('shows the detail with Editar for who may edit and the fields’ card of the noun', async () => {
    session = signedIn(routeByName('flotas-editar').key)
    answers[`GET /v1/flotas/${FLOTA}`] = { body: detail }
    await open(`/flotas/${FLOTA}`)
    expect(heading()).toBe('Flota Norte')
    expect(screen.getByText('Flota')).toBeTruthy()
    expect(screen.getByText('Datos de la flota')).toBeTruthy()
    expect(screen.getByText('Faenas de Antofagasta')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/flotas/${FLOTA}/editar`,
    )
  })

  it('adds a row from the agregar page and says so with the noun', async () => {
    session = signedIn()
    answers['POST /v1/flotas'] = { status: 201, body: detail }
    answers[`GET /v1/flotas/${FLOTA}`] = { body: detail }
    await open('/flotas/agregar')
    expect(heading()).toBe('Agregar flota')
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Flota Norte' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar flota' }))
    })
    await settle()
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ nombre: 'Flota Norte' })
    expect(await screen.findByText('La flota Flota Norte se agregó.')).toBeTruthy()
  })

  it('edits the row read, sending its version, and says it was saved', async () => {
    session = signedIn()
    answers[`GET /v1/flotas/${FLOTA}`] = { body: detail }
    answers[`PATCH /v1/flotas/${FLOTA}`] = { body: { ...detail, version: 4 } }
    await open(`/flotas/${FLOTA}/editar`)
    expect(heading()).toBe('Editar Flota Norte')
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Flota Norte')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    })
    await settle()
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      nombre: 'Flota Norte',
      version: 3,
    })
    expect(await screen.findByText('La flota Flota Norte se guardó.')).toBeTruthy()
  })
})
