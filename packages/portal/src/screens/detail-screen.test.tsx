// @vitest-environment jsdom
// A detail built on the shell, as its user sees it: a skeleton while the row loads, a "not found"
// page with the way back, the API's reason when it failed, the row's title, fields and tracking
// line once loaded; Editar and Eliminar only for who holds their keys; the delete asks first,
// keeps the dialog open with the API's reason when refused, and once done says so and leads back
// to the list. On a phone, the row's id is the list's `?id=`, the way back is above the title, and
// the fields card may leave out who created the row.
import { emptySession, type Session } from '@cordillera/contracts'
import { ApiRequestError, createConnection } from '@cordillera/data-client'
import { operacionesQueries } from '@cordillera/data-client/operaciones'
import { href, routeByName, rowActionKey } from '@cordillera/permissions'
import { Toaster } from '@cordillera/ui/components/toaster'
import { queryOptions } from '@tanstack/react-query'
import { fireEvent, screen, within } from '@testing-library/react'
import { Pencil } from 'lucide-react'
import { useParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountScreen, settle } from '../testing/screen-harness.tsx'
import { DetailScreen, FieldsCard } from './detail-screen.tsx'

let session: Session = emptySession
vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))

const signedIn = (...permisos: string[]): Session => ({
  ...emptySession,
  sesionIniciada: true,
  permisos,
})
const editKey = routeByName('flotas-editar').key
const deleteKey = rowActionKey('flotas', 'delete')

type Flota = {
  id: string
  nombre: string
  descripcion: string | null
  version: number
  creadoEn: string
  actualizadoEn: string
  creadoPor: { nombre: string } | null
  actualizadoPor: { nombre: string } | null
}

const norte: Flota = {
  id: 'f1',
  nombre: 'Flota Norte',
  descripcion: 'Faenas de Antofagasta',
  version: 3,
  creadoEn: '2026-03-02T12:00:00.000Z',
  actualizadoEn: '2026-03-02T12:00:00.000Z',
  creadoPor: { nombre: 'Ana Rojas' },
  actualizadoPor: null,
}

/** How the API answers the detail: a row, a refusal, or never (still loading). */
let answer: () => Promise<Flota>
/** How the API answers the delete. */
let deleteAnswer: () => Promise<void>

/** The data client's own flotas (their keys and what a write makes stale), read from `answer`. */
const defined = operacionesQueries(
  createConnection({ baseUrl: 'http://api.test', getToken: async () => 't' }),
).flotas
const flotas = {
  invalidates: defined.invalidates,
  detail: (id: string) =>
    queryOptions({
      queryKey: defined.detail(id).queryKey,
      queryFn: async () => ({ ...(await answer()), id }),
      retry: false,
    }),
}

function FlotaDetalle() {
  return (
    <DetailScreen
      entity={flotas}
      thing="La flota"
      list="flotas"
      title={(flota) => flota.nombre}
      description={() => 'Flota'}
      actions={() => [{ label: 'Editar', icon: Pencil, route: 'flotas-editar' }]}
      delete={{
        key: deleteKey,
        title: 'Eliminar flota',
        describe: (flota) => `${flota.nombre} dejará de agrupar sus activos.`,
        run: () => deleteAnswer(),
        done: (flota) => `La flota ${flota.nombre} se eliminó.`,
        leadsTo: href('flotas'),
      }}
      fields={{
        title: 'Datos de la flota',
        items: (flota) => [
          { label: 'Nombre', value: flota.nombre },
          { label: 'Descripción', value: flota.descripcion, wide: true },
        ],
      }}
    >
      {(flota) => (
        <FieldsCard title="Activos" items={null} empty={`${flota.nombre} aún no tiene activos.`} />
      )}
    </DetailScreen>
  )
}

/** `/flotas/:id` is the detail; `/flotas` stands for the list a delete leads back to. */
function Screens() {
  const { id } = useParams()
  return (
    <>
      <Toaster theme="light" />
      {id ? <FlotaDetalle /> : <h1>Lista de flotas</h1>}
    </>
  )
}

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

async function open(url = '/flotas/f1') {
  mounted = await mountScreen('/flotas/:id?', Screens, url)
  return mounted.container
}

const button = (name: string) => screen.queryByRole('button', { name })

describe('DetailScreen', () => {
  it('shows a skeleton while the row loads', async () => {
    session = signedIn(editKey)
    answer = () => new Promise(() => {})
    await open()
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('shows the row: title, fields, who created it, and its own sections', async () => {
    session = signedIn()
    answer = async () => norte
    const page = await open()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flota Norte')
    expect(page.textContent).toContain('Datos de la flota')
    expect(page.textContent).toContain('Faenas de Antofagasta')
    expect(page.textContent).toContain('Creado por Ana Rojas el 02-03-2026')
    expect(page.textContent).not.toContain('modificado por')
    expect(page.textContent).toContain('Flota Norte aún no tiene activos.')
  })

  it('says the row does not exist, with the way back to its list', async () => {
    session = signedIn()
    answer = async () => {
      throw new ApiRequestError(404, 'no_encontrado', 'No encontrado.')
    }
    await open()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La flota no existe')
    expect(screen.getByRole('link', { name: 'Volver a flotas' }).getAttribute('href')).toBe(
      '/flotas',
    )
  })

  it('says why it failed to load and offers to retry', async () => {
    session = signedIn()
    answer = async () => {
      throw new ApiRequestError(503, 'error_interno', 'El servidor no responde.')
    }
    const page = await open()
    expect(page.textContent).toContain('No se pudo cargar')
    expect(page.textContent).toContain('El servidor no responde.')
    expect(button('Reintentar')).toBeTruthy()
  })

  it('offers Editar and Eliminar only to who holds their keys', async () => {
    answer = async () => norte
    session = signedIn()
    await open()
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull()
    expect(button('Eliminar')).toBeNull()
    mounted?.unmount()

    session = signedIn(editKey)
    await open()
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/flotas/f1/editar',
    )
    expect(button('Eliminar')).toBeNull()
    mounted?.unmount()

    session = signedIn(editKey, deleteKey)
    await open()
    expect(button('Eliminar')).toBeTruthy()
  })

  it('deletes after confirming, says so and goes back to the list', async () => {
    session = signedIn(deleteKey)
    answer = async () => norte
    deleteAnswer = async () => {}
    await open()
    fireEvent.click(button('Eliminar') as HTMLElement)
    await settle()
    const dialog = screen.getByRole('alertdialog')
    expect(within(dialog).getByText('Eliminar flota')).toBeTruthy()
    expect(within(dialog).getByText('Flota Norte dejará de agrupar sus activos.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await settle()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lista de flotas')
    expect(screen.getByText('La flota Flota Norte se eliminó.')).toBeTruthy()
  })

  it('keeps the confirmation open with the API’s reason when the delete is refused', async () => {
    session = signedIn(deleteKey)
    answer = async () => norte
    deleteAnswer = async () => {
      throw new ApiRequestError(409, 'conflicto', 'La flota tiene activos asignados.')
    }
    await open()
    fireEvent.click(button('Eliminar') as HTMLElement)
    await settle()
    const dialog = screen.getByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    await settle()
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'La flota tiene activos asignados.',
    )
    // Still on the detail (behind the dialog, hidden from the accessibility tree meanwhile).
    expect(mounted?.container.querySelector('h1')?.textContent).toBe('Flota Norte')
  })

  it('on a phone: the id given, the way back above the title, its own buttons and no tracking line', async () => {
    session = signedIn()
    answer = async () => norte
    function Telefono() {
      return (
        <DetailScreen
          id="f1"
          entity={flotas}
          thing="La flota"
          list="flotas"
          backLink
          title={(flota) => flota.nombre}
          headerActions={(flota) => <button type="button">PDF de {flota.nombre}</button>}
          fields={{ tracking: false, items: (flota) => [{ label: 'Nombre', value: flota.nombre }] }}
        />
      )
    }
    mounted = await mountScreen('/flotas', Telefono, '/flotas?id=f1')
    const page = mounted.container
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Flota Norte')
    expect(screen.getByRole('link', { name: 'Flotas' }).getAttribute('href')).toBe('/flotas')
    expect(button('PDF de Flota Norte')).toBeTruthy()
    expect(page.textContent).toContain('Nombre')
    expect(page.textContent).not.toContain('Creado por')
  })
})
