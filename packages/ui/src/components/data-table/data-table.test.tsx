// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { obras, renderObras } from './obras-fixture.tsx'

afterEach(cleanup)

const desktopTable = () => screen.getByRole('table', { name: 'Obras' })
const cardList = () => screen.getByRole('list', { name: 'Obras' })

describe('DataTable: footer', () => {
  it('labels the page size "Filas por página" with 10, 25, 50, 100 and "Todas"', () => {
    renderObras()
    const size = screen.getByLabelText('Filas por página')
    expect(size).toHaveValue('25')
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100', 'Todas'])
  })

  it('shows the range with es-CL digit grouping', () => {
    renderObras({ total: 1234 })
    expect(screen.getByText('1–25 de 1.234')).toBeInTheDocument()
    expect(screen.getByText('Página 1 de 50')).toBeInTheDocument()
  })

  it('asks for every row with "Todas", back on page 1', () => {
    const { lastState } = renderObras({ total: 1234, state: { page: 3 } })
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: 'all' } })
    expect(lastState()).toMatchObject({ pageSize: 'all', page: 1 })
  })

  it('shows "Todas" as one page of every row', () => {
    renderObras({ total: 1234, state: { pageSize: 'all' } })
    expect(screen.getByLabelText('Filas por página')).toHaveValue('all')
    expect(screen.getByText('1–1.234 de 1.234')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled()
  })

  it('moves between pages with Spanish-named buttons', () => {
    const { lastState } = renderObras({ total: 1234, state: { page: 2 } })
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }))
    expect(lastState()).toMatchObject({ page: 3 })
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }))
    expect(lastState()).toMatchObject({ page: 50 })
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }))
    expect(lastState()).toMatchObject({ page: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Primera página' }))
    expect(lastState()).toMatchObject({ page: 1 })
  })

  it('moves a page past the end back to the last page', () => {
    const { lastState } = renderObras({ total: 1234, state: { page: 99 } })
    expect(lastState()).toMatchObject({ page: 50 })
  })

  it('disables first and previous on the first page', () => {
    renderObras({ total: 1234 })
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled()
  })
})

describe('DataTable: sorting', () => {
  it('sorts ascending on the first click of a sortable header, back on page 1', () => {
    const { lastState } = renderObras({ total: 100, state: { page: 4 } })
    fireEvent.click(within(desktopTable()).getByRole('button', { name: 'Nombre' }))
    expect(lastState()).toMatchObject({ sort: { id: 'nombre', desc: false }, page: 1 })
  })

  it('then descending, then unsorted, and marks the header with aria-sort', () => {
    const asc = renderObras({ state: { sort: { id: 'monto', desc: false } } })
    const header = within(desktopTable()).getByRole('columnheader', { name: 'Monto' })
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    fireEvent.click(within(header).getByRole('button'))
    expect(asc.lastState()?.sort).toEqual({ id: 'monto', desc: true })
    cleanup()

    const desc = renderObras({ state: { sort: { id: 'monto', desc: true } } })
    fireEvent.click(within(desktopTable()).getByRole('button', { name: 'Monto' }))
    expect(desc.lastState()?.sort).toBeNull()
  })

  it('starts numbers ascending too', () => {
    const { lastState } = renderObras()
    fireEvent.click(within(desktopTable()).getByRole('button', { name: 'Monto' }))
    expect(lastState()?.sort).toEqual({ id: 'monto', desc: false })
  })

  it('offers no sort button on columns the server cannot sort', () => {
    renderObras()
    const header = within(desktopTable()).getByRole('columnheader', { name: 'RUT' })
    expect(within(header).queryByRole('button')).toBeNull()
  })
})

describe('DataTable: empty, loading and mobile', () => {
  it('says "Sin datos disponibles" when there is no data at all', () => {
    renderObras({ rows: [], total: 0 })
    expect(screen.getByRole('status')).toHaveTextContent('Sin datos disponibles')
    expect(screen.queryByText('No se han encontrado resultados')).toBeNull()
  })

  it('says "No se han encontrado resultados" when a search or a filter matches nothing', () => {
    const { lastState } = renderObras({ rows: [], total: 0, state: { search: 'zzz' } })
    expect(screen.getByRole('status')).toHaveTextContent('No se han encontrado resultados')
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda y filtros' }))
    expect(lastState()).toMatchObject({ search: '', filters: {}, page: 1 })
    cleanup()

    renderObras({ rows: [], total: 0, state: { filters: { estado: 'cerrada' } } })
    expect(screen.getByRole('status')).toHaveTextContent('No se han encontrado resultados')
  })

  it('shows skeleton rows and "Cargando…" while loading, not stale rows or the empty message', () => {
    const { container } = renderObras({ rows: [], total: 0, isLoading: true })
    expect(desktopTable()).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…')
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0)
    expect(screen.queryByText('Sin datos disponibles')).toBeNull()
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled()
  })

  it('renders the rows as cards of label: value pairs for small screens', () => {
    renderObras()
    const cards = within(cardList()).getAllByRole('listitem')
    expect(cards).toHaveLength(obras.length)
    const first = cards[0] as HTMLElement
    const terms = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual(['Nombre', 'RUT', 'Monto', 'Estado'])
    const values = within(first)
      .getAllByRole('definition')
      .map((value) => value.textContent)
    expect(values).toEqual(['Edificio Los Andes', '76.123.456-7', '1.500.000', 'activa'])
    // The table and the cards both exist; CSS shows one per breakpoint.
    expect(cardList()).toHaveClass('md:hidden')
    expect(desktopTable().parentElement).toHaveClass('hidden', 'md:block')
  })

  it('hides the columns the state hides, in the table and on the cards', () => {
    renderObras({ state: { columnVisibility: { rut: false } } })
    expect(within(desktopTable()).queryByRole('columnheader', { name: 'RUT' })).toBeNull()
    expect(within(cardList()).queryByText('RUT')).toBeNull()
  })
})

describe('DataTable: toolbar', () => {
  it('searches after the user pauses typing, back on page 1', async () => {
    const { onStateChange, lastState } = renderObras({ total: 100, state: { page: 3 } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'andes' },
    })
    expect(onStateChange).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(onStateChange).toHaveBeenCalledTimes(1)
    expect(lastState()).toMatchObject({ search: 'andes', page: 1 })
  })

  it('searches at once on Enter', () => {
    const { lastState } = renderObras()
    const search = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(search, { target: { value: 'maipo' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(lastState()).toMatchObject({ search: 'maipo' })
  })

  it('filters by a select column and clears it with "Todos"', () => {
    const first = renderObras({ total: 100, state: { page: 2 } })
    const estado = screen.getByRole('combobox', { name: 'Filtrar por Estado' })
    expect(within(estado).getByRole('option', { name: 'Estado: Todos' })).toBeInTheDocument()
    fireEvent.change(estado, { target: { value: 'activa' } })
    expect(first.lastState()).toMatchObject({ filters: { estado: 'activa' }, page: 1 })
    cleanup()

    const second = renderObras({ state: { filters: { estado: 'activa', rut: '76' } } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Filtrar por Estado' }), {
      target: { value: '' },
    })
    expect(second.lastState()?.filters).toEqual({ rut: '76' })
  })

  it('hides a column from the "Columnas" menu', async () => {
    const user = userEvent.setup()
    const { lastState } = renderObras()
    await user.click(screen.getByRole('button', { name: 'Columnas' }))
    const menu = await screen.findByRole('menu')
    // "Nombre" cannot be hidden: it is not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Nombre' })).toBeNull()
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'RUT' }))
    expect(lastState()?.columnVisibility).toEqual({ rut: false })
  })
})
