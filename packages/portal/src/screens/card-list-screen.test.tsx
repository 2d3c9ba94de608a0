// @vitest-environment jsdom
// A phone's list as its user sees it: the URL's filters and page asked of the list route (a value
// it does not know is no filter), newest first unless the list says otherwise, the cards, the pages moving the URL and a filter's change going
// back to the first page; the empty state saying whether a filter narrowed it; the API's refusal
// (or the screen's own words for it) in place of the cards; the create link and the export.
import { ApiRequestError } from '@cordillera/data-client'
import { queryOptions } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { FileText } from 'lucide-react'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountScreen, settle } from '../testing/screen-harness.tsx'
import { estadoFilter } from './card-list-filters.tsx'
import { type CardListFilter, CardListScreen } from './card-list-screen.tsx'
import { ListCard } from './list-screen-cards.tsx'

const saved = vi.hoisted(() => [] as string[])
vi.mock('@cordillera/ui/lib/export/download', () => ({
  downloadBlob: (_blob: Blob, fileName: string) => saved.push(fileName),
}))

type Row = { id: string; folio: string }
type Request = {
  sort: string
  dir: string
  page: number
  pageSize: number
  estado?: string | undefined
  obra?: string | undefined
}
const asked: Request[] = []
let answer: (request: Request) => Promise<{ items: Row[]; total: number }>
const exported = vi.fn(async (_request: object) => ({ blob: new Blob(['x']), fileName: 'r.csv' }))

const rows = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${from + index}`,
    folio: `SOL-${from + index}`,
  }))

// A filter whose control is a button, so the test chooses without the select's popover.
const obra: CardListFilter<string | undefined> = {
  read: (param) => param ?? undefined,
  control: ({ value, onChange }) => (
    <button type="button" onClick={() => onChange('o2')}>
      Obra {value ?? 'todas'}
    </button>
  ),
}
const filters = {
  estado: estadoFilter(
    ['pendiente', 'aprobada'],
    { pendiente: 'Pendiente', aprobada: 'Aprobada' },
    'Todas',
  ),
  obra,
}

function Lista() {
  const location = useLocation()
  return (
    <>
      <p data-testid="url">{location.search}</p>
      <CardListScreen
        title="Solicitudes de mi obra"
        description="Pida equipos."
        label="Solicitudes"
        create={{ to: '/solicitudes?nueva=1', label: 'Nueva solicitud' }}
        filters={filters}
        list={(query) =>
          queryOptions({
            queryKey: ['solicitudes', query],
            queryFn: () => {
              asked.push(query)
              return answer(query)
            },
            retry: false,
          })
        }
        empty={{
          icon: <FileText />,
          title: 'Aún no hay solicitudes',
          filtered: 'No hay solicitudes en ese estado',
          description: 'Aparecerán aquí.',
        }}
        card={(row) => (
          <ListCard to={`/solicitudes?id=${row.id}`} title={row.folio} status={null} facts={[]}>
            <p>{row.folio}</p>
          </ListCard>
        )}
      />
    </>
  )
}

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  asked.length = 0
  saved.length = 0
  exported.mockClear()
})

async function open(url: string) {
  mounted = await mountScreen('/solicitudes', Lista, url)
  return mounted.container
}
const url = () => screen.getByTestId('url').textContent
const cards = (container: HTMLElement) =>
  [...container.querySelectorAll('ul[aria-label="Solicitudes"] > li')].map((li) => li.textContent)

describe('CardListScreen', () => {
  it('asks the page and filters of the URL, a value it does not know being no filter', async () => {
    answer = async () => ({ items: rows(2), total: 2 })
    const container = await open('/solicitudes?estado=pendiente&obra=o1&page=1')
    expect(asked.at(-1)).toEqual({
      sort: 'numero',
      dir: 'desc',
      page: 1,
      pageSize: 10,
      estado: 'pendiente',
      obra: 'o1',
    })
    expect(cards(container)).toHaveLength(2)
    expect(container.querySelector('nav')).toBeNull()
    mounted?.unmount()
    await open('/solicitudes?estado=borrada&page=x')
    expect(asked.at(-1)).toMatchObject({ page: 1, estado: undefined, obra: undefined })
  })

  it('moves the URL to another page, and back to the first when a filter changes', async () => {
    answer = async ({ page }) => ({ items: rows(10, page * 10), total: 25 })
    const container = await open('/solicitudes?estado=pendiente')
    expect(container.querySelector('nav')?.textContent).toContain('Página 1 de 3')
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }))
    await settle()
    expect(url()).toBe('?estado=pendiente&page=2')
    expect(asked.at(-1)).toMatchObject({ estado: 'pendiente', obra: undefined, page: 2 })
    fireEvent.click(screen.getByRole('button', { name: 'Obra todas' }))
    await settle()
    expect(url()).toBe('?estado=pendiente&obra=o2')
    expect(asked.at(-1)).toMatchObject({ estado: 'pendiente', obra: 'o2', page: 1 })
  })

  it('says the list is empty, or that the filter left nothing', async () => {
    answer = async () => ({ items: [], total: 0 })
    let container = await open('/solicitudes')
    expect(container.textContent).toContain('Aún no hay solicitudes')
    expect(container.textContent).toContain('Aparecerán aquí.')
    mounted?.unmount()
    container = await open('/solicitudes?estado=aprobada')
    expect(container.textContent).toContain('No hay solicitudes en ese estado')
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Aprobada')
  })

  it("shows the API's refusal in place of the cards", async () => {
    answer = async () => {
      throw new ApiRequestError(503, 'error_interno', 'El servidor no responde.')
    }
    const container = await open('/solicitudes')
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'El servidor no responde.',
    )
    expect(container.textContent).not.toContain('Aún no hay solicitudes')
  })

  it('links to the form of a new one', async () => {
    answer = async () => ({ items: rows(1), total: 1 })
    await open('/solicitudes')
    expect(screen.getByRole('link', { name: 'Nueva solicitud' }).getAttribute('href')).toBe(
      '/solicitudes?nueva=1',
    )
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull()
  })
})

describe('CardListScreen export', () => {
  function Exportable() {
    return (
      <CardListScreen
        title="Reports"
        description="Firmados."
        label="Reports"
        export={exported}
        filters={{ obra }}
        order={{ sort: 'fecha', dir: 'asc' }}
        list={() =>
          queryOptions({
            queryKey: ['reports'],
            queryFn: async () => ({ items: rows(1), total: 1 }),
          })
        }
        empty={{ icon: <FileText />, title: 'Nada', description: 'Nada.' }}
        card={(row) => <p>{row.folio}</p>}
      />
    )
  }

  it('exports what the filters match, as CSV or Excel', async () => {
    mounted = await mountScreen('/reports', Exportable, '/reports?obra=o1')
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }))
    await settle()
    expect(exported).toHaveBeenCalledWith({ sort: 'fecha', dir: 'asc', obra: 'o1', format: 'xlsx' })
    expect(saved).toEqual(['r.csv'])
  })
})
