// @vitest-environment jsdom
// The shared list screen as a user meets it, on the grupos cliente list through the real data client over a
// fake fetch and the session's keys: the rows, the create button only with its route's key, the
// row actions by the list's keys, the delete behind its confirmation and its toast, the API's
// error above the table, and the export only with its key, asked for with the table's query.
import { sessionStore } from '@cordillera/auth'
import {
  emptySession,
  type GrupoClienteRow,
  grupoClienteColumns,
  type PermissionKey,
} from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { comercialApi, comercialQueries } from '@cordillera/data-client/comercial'
import { href, rowActionKey } from '@cordillera/permissions'
import { Toaster } from '@cordillera/ui/components/toaster'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountScreen, settle } from '../testing/screen-harness.tsx'
import { ListScreen } from './list-screen.tsx'
import { linkCell, tableColumns } from './table-columns.tsx'

// What the toaster (sonner) asks of the browser and jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }) as unknown as MediaQueryList

const NOW = '2026-05-14T13:30:00.000Z'
const grupo = (id: string, nombre: string, razonesSocialesCount: number): GrupoClienteRow => ({
  id,
  nombre,
  descripcion: null,
  razonesSocialesCount,
  version: 3,
  creadoEn: NOW,
  actualizadoEn: NOW,
})
const NORTE = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b'
const SUR = '7a2d3c4b-5e6f-4a71-8b8c-0d1e2f3a4b5c'
const page = (items: GrupoClienteRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
})

type Answer = { status?: number; body: unknown; type?: string }
let answers: Record<string, Answer> = {}
const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`] ?? {
    status: 404,
    body: { error: { code: 'no_encontrado', message: 'No encontrado.' } },
  }
  if (answer.status === 204) return new Response(null, { status: 204 })
  const type = answer.type ?? 'application/json'
  return new Response(
    type === 'application/json' ? JSON.stringify(answer.body) : String(answer.body),
    {
      status: answer.status ?? 200,
      headers: { 'Content-Type': type },
    },
  )
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

const columns = tableColumns(grupoClienteColumns, {
  nombre: linkCell(
    (row: GrupoClienteRow) => row.nombre,
    (row) => href('grupo-cliente-detalle', { id: row.id }),
  ),
})

function GruposList() {
  return (
    <ListScreen
      queries={comercialQueries(api).gruposCliente}
      defaults={{ sort: { id: 'nombre', desc: false } }}
      title="Grupos cliente"
      description="Los holdings que reúnen varias razones sociales."
      columns={columns}
      rowLabel={(row) => row.nombre}
      searchPlaceholder="Buscar por nombre o descripción"
      create={{ route: 'grupo-cliente-agregar', label: 'Agregar grupo' }}
      actions={{
        route: 'grupo-cliente',
        read: (row) => href('grupo-cliente-detalle', { id: row.id }),
        edit: (row) => href('grupo-cliente-editar', { id: row.id }),
        delete: {
          title: 'Eliminar grupo cliente',
          describe: (row) => `¿Eliminar el grupo ${row.nombre}?`,
          call: (row) => comercialApi(api).gruposCliente.delete(row.id, row.version),
          done: (row) => `El grupo ${row.nombre} se eliminó.`,
        },
      }}
      export={{
        call: comercialApi(api).gruposCliente.export,
        key: rowActionKey('grupo-cliente', 'export'),
      }}
    />
  )
}

/** Never rendered: each line is checked by the typecheck only. */
export function TypedProps() {
  return (
    <>
      <ListScreen
        queries={comercialQueries(api).gruposCliente}
        // @ts-expect-error: grupos cliente cannot be sorted by rut (the route has no such sort)
        defaults={{ sort: { id: 'rut', desc: false } }}
        title="Grupos cliente"
        description=""
        columns={columns}
        rowLabel={(row) => row.nombre}
        searchPlaceholder=""
      />
      <ListScreen
        queries={comercialQueries(api).gruposCliente}
        title="Grupos cliente"
        description=""
        columns={columns}
        rowLabel={(row) => row.nombre}
        searchPlaceholder=""
        // @ts-expect-error: the route's path has an :id, so the create button needs its params
        create={{ route: 'operadores-report-crear', label: 'Nuevo report' }}
        actions={{
          route: 'contratos',
          // @ts-expect-error: the contratos list's catalogue entry has no delete
          delete: {
            title: '',
            describe: () => '',
            call: async () => undefined,
            done: () => '',
          },
        }}
      />
    </>
  )
}

// A refused list page is not retried here: the test reads the first answer's reason.
function Screen() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <GruposList />
      <Toaster />
    </QueryClientProvider>
  )
}

const signIn = (permisos: readonly PermissionKey[]) =>
  sessionStore.set({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: [...permisos],
  })

const ALL: PermissionKey[] = [
  'comercial/listar-grupos-cliente',
  'comercial/crear-grupo-cliente',
  'comercial/detalle-grupo-cliente',
  'comercial/editar-grupo-cliente',
  'comercial/grupo-cliente_eliminar',
  'comercial/exportar-grupo-cliente',
]

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
const render = async (url = '/grupo-cliente') => {
  mounted = await mountScreen('/grupo-cliente', Screen, url)
  return mounted.container
}

beforeEach(() => {
  fetch.mockClear()
  answers = {
    'GET /v1/grupos-cliente': { body: page([grupo(NORTE, 'Norte', 4), grupo(SUR, 'Sur', 0)]) },
  }
  signIn(ALL)
})
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  sessionStore.reset()
})

const rowWith = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('tbody tr')].find((row) => row.textContent?.includes(text))
const buttonsIn = (root: ParentNode) =>
  [...root.querySelectorAll('button, a')].map((each) => each.textContent?.trim())
const calls = () =>
  fetch.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: new URL(String(input)),
  }))

async function openMenu(container: HTMLElement, text: string) {
  const trigger = rowWith(container, text)?.querySelector<HTMLButtonElement>(
    'button[aria-label^="Acciones"]',
  )
  if (!trigger) return []
  await act(async () => {
    trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
    trigger.click()
  })
  await settle()
  return [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
}

async function click(element: HTMLElement | null | undefined) {
  if (!element) throw new Error('Nada que pulsar')
  await act(async () => element.click())
  await settle()
}

describe('ListScreen', () => {
  it('shows the rows the API answers for the default sort, each linking to its detail', async () => {
    const container = await render()
    const list = calls().find((call) => call.url.pathname === '/v1/grupos-cliente')
    expect(list?.url.searchParams.get('sort')).toBe('nombre')
    expect(list?.url.searchParams.get('dir')).toBe('asc')
    expect(container.querySelector('h1')?.textContent).toBe('Grupos cliente')
    expect(rowWith(container, 'Norte')?.querySelector('a')?.getAttribute('href')).toBe(
      `/grupo-cliente/${NORTE}`,
    )
    expect(rowWith(container, 'Sur')?.textContent).toContain('0')
  })

  it('offers Agregar grupo and the row actions only with their keys', async () => {
    let container = await render()
    expect(container.querySelector(`a[href="/grupo-cliente/agregar"]`)?.textContent).toBe(
      'Agregar grupo',
    )
    const items = await openMenu(container, 'Norte')
    expect(items.map((item) => item.textContent)).toEqual(['Ver detalle', 'Editar', 'Eliminar'])
    mounted?.unmount()

    signIn(['comercial/listar-grupos-cliente'])
    container = await render()
    expect(container.querySelector(`a[href="/grupo-cliente/agregar"]`)).toBeNull()
    expect(buttonsIn(container)).not.toContain('Agregar grupo')
    expect(await openMenu(container, 'Norte')).toEqual([])
  })

  it('deletes a row after its confirmation, with the version read, and says so', async () => {
    answers[`DELETE /v1/grupos-cliente/${NORTE}`] = { status: 204, body: null }
    const container = await render()
    const eliminar = (await openMenu(container, 'Norte')).find(
      (item) => item.textContent === 'Eliminar',
    )
    await click(eliminar)
    const dialog = document.querySelector('[role="alertdialog"]')
    expect(dialog?.textContent).toContain('Eliminar grupo cliente')
    expect(dialog?.textContent).toContain('¿Eliminar el grupo Norte?')
    expect(calls().some((call) => call.method === 'DELETE')).toBe(false)

    answers['GET /v1/grupos-cliente'] = { body: page([grupo(SUR, 'Sur', 0)]) }
    const confirm = [...(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
      (button) => button.textContent === 'Eliminar',
    )
    await click(confirm)
    const deleted = calls().find((call) => call.method === 'DELETE')
    expect(deleted?.url.pathname).toBe(`/v1/grupos-cliente/${NORTE}`)
    expect(deleted?.url.searchParams.get('version')).toBe('3')
    expect(document.body.textContent).toContain('El grupo Norte se eliminó.')
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    expect(rowWith(container, 'Norte')).toBeUndefined()
  })

  it("keeps the dialog open with the API's reason when it refuses the delete", async () => {
    answers[`DELETE /v1/grupos-cliente/${NORTE}`] = {
      status: 409,
      body: { error: { code: 'conflicto', message: 'El grupo tiene razones sociales.' } },
    }
    const container = await render()
    await click(
      (await openMenu(container, 'Norte')).find((item) => item.textContent === 'Eliminar'),
    )
    const dialog = document.querySelector('[role="alertdialog"]')
    const confirm = [...(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
      (button) => button.textContent === 'Eliminar',
    )
    await click(confirm)
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'El grupo tiene razones sociales.',
    )
    expect(rowWith(container, 'Norte')).toBeDefined()
  })

  it("shows the API's reason above the table when the list fails", async () => {
    answers['GET /v1/grupos-cliente'] = {
      status: 403,
      body: { error: { code: 'prohibido', message: 'No puede ver los grupos cliente.' } },
    }
    const container = await render()
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'No puede ver los grupos cliente.',
    )
    expect(container.querySelectorAll('tbody tr a')).toHaveLength(0)
  })

  it('offers the export with its key, asking for the table’s search and sort', async () => {
    let container = await render('/grupo-cliente?q=norte')
    expect(buttonsIn(container)).toContain('Exportar CSV')
    answers['GET /v1/grupos-cliente/exportar'] = { body: 'nombre\nNorte\n', type: 'text/csv' }
    URL.createObjectURL ??= () => 'blob:grupos'
    URL.revokeObjectURL ??= () => undefined
    const csv = [...container.querySelectorAll<HTMLButtonElement>('button')].find(
      (button) => button.textContent?.trim() === 'Exportar CSV',
    )
    await click(csv)
    const exported = calls().find((call) => call.url.pathname === '/v1/grupos-cliente/exportar')
    expect(exported?.url.searchParams.get('format')).toBe('csv')
    expect(exported?.url.searchParams.get('q')).toBe('norte')
    expect(exported?.url.searchParams.get('sort')).toBe('nombre')
    expect(exported?.url.searchParams.get('columns')).toContain('nombre')
    mounted?.unmount()

    signIn(ALL.filter((key) => key !== 'comercial/exportar-grupo-cliente'))
    container = await render()
    expect(buttonsIn(container)).not.toContain('Exportar CSV')
  })
})
