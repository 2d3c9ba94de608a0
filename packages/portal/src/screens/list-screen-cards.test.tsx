// @vitest-environment jsdom
// The phone's card list as its user sees it: a skeleton while nothing answered, the empty state's
// words, one card per row opening it, the pages only when there is more than one, and the
// screen's failure in place of the cards.
import { FileText } from 'lucide-react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountScreen } from '../testing/screen-harness.tsx'
import { ListCard, ListCards, ListCardsFilter, type ListCardsProps } from './list-screen-cards.tsx'

type Row = { id: string; folio: string; obra: string; fecha: string }
const row = (n: number): Row => ({
  id: `r${n}`,
  folio: `SOL-00000${n}`,
  obra: `Obra ${n}`,
  fecha: '14-05-2026',
})

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

async function render(props: Partial<ListCardsProps<Row>>) {
  const all: ListCardsProps<Row> = {
    label: 'Solicitudes',
    rows: [],
    isPending: false,
    isFetching: false,
    empty: { icon: <FileText />, title: 'Aún no hay solicitudes', description: 'Aparecerán aquí.' },
    card: (each) => (
      <ListCard
        to={`/solicitudes?id=${each.id}`}
        title={each.folio}
        status={<span>Pendiente</span>}
        facts={[{ term: 'Creada', value: each.fecha, numeric: true }]}
      >
        <p>{each.obra}</p>
      </ListCard>
    ),
    pages: { page: 1, pageSize: 2, total: 0, onPageChange: () => undefined },
    ...props,
  }
  mounted = await mountScreen('/solicitudes', () => <ListCards {...all} />, '/solicitudes')
  return mounted.container
}

describe('ListCards', () => {
  it('shows a skeleton until the first page answers', async () => {
    const container = await render({ isPending: true })
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Cargando')
    expect(container.textContent).not.toContain('Aún no hay solicitudes')
  })

  it('says the list is empty in its own words, with no pages', async () => {
    const container = await render({})
    expect(container.textContent).toContain('Aún no hay solicitudes')
    expect(container.textContent).toContain('Aparecerán aquí.')
    expect(container.querySelector('nav')).toBeNull()
  })

  it('shows one card per row, opening it, and the pages when there are more', async () => {
    const onPageChange = vi.fn()
    const container = await render({
      rows: [row(1), row(2)],
      pages: { page: 1, pageSize: 2, total: 3, onPageChange },
    })
    const cards = [...container.querySelectorAll('ul[aria-label="Solicitudes"] > li')]
    expect(cards).toHaveLength(2)
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/solicitudes?id=r1')
    expect(cards[0]?.querySelector('h2')?.textContent).toBe('SOL-000001')
    expect(cards[0]?.textContent).toContain('Obra 1')
    expect(cards[0]?.querySelector('dt')?.textContent).toBe('Creada')
    expect(cards[0]?.querySelector('dd')?.textContent).toBe('14-05-2026')
    expect(container.querySelector('nav')?.textContent).toContain('Página 1 de 2')
    const next = container.querySelector<HTMLButtonElement>('button[aria-label="Página siguiente"]')
    await act(async () => next?.click())
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it("shows the screen's failure in place of the cards", async () => {
    const container = await render({
      rows: [],
      failed: <p role="alert">Sin conexión.</p>,
    })
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Sin conexión.')
    expect(container.textContent).not.toContain('Aún no hay solicitudes')
  })

  it('names its filter and shows the value the URL chose, or every one', async () => {
    const filter = (value: 'pendiente' | undefined) => () => (
      <ListCardsFilter
        label="Estado"
        all="Todas"
        value={value}
        options={[
          { value: 'pendiente', label: 'Pendiente' },
          { value: 'aprobada', label: 'Aprobada' },
        ]}
        onChange={() => undefined}
      />
    )
    mounted = await mountScreen('/solicitudes', filter('pendiente'), '/solicitudes')
    const combobox = mounted.container.querySelector('[role="combobox"]')
    const labelled = mounted.container.querySelector(`label[for="${combobox?.id}"]`)
    expect(labelled?.textContent).toContain('Estado')
    expect(combobox?.textContent).toBe('Pendiente')
    mounted.unmount()
    mounted = await mountScreen('/solicitudes', filter(undefined), '/solicitudes')
    expect(mounted.container.querySelector('[role="combobox"]')?.textContent).toBe('Todas')
  })
})
