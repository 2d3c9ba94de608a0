// @vitest-environment jsdom
import { DataTable, type DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useUrlTableState } from './use-url-table-state.ts'

afterEach(cleanup)

/** Shows the state the hook reads and the URL, with buttons that propose changes. */
function Probe() {
  const [state, setState] = useUrlTableState({ pageSize: 25 })
  const location = useLocation()
  const [, repaint] = useState(0)
  return (
    <>
      <output aria-label="estado">{JSON.stringify(state)}</output>
      <output aria-label="url">{location.search}</output>
      <button type="button" onClick={() => setState({ ...state, search: 'maipo' })}>
        buscar
      </button>
      <button
        type="button"
        onClick={() => setState({ ...state, filters: { ...state.filters, estado: 'cerrada' } })}
      >
        filtrar
      </button>
      <button type="button" onClick={() => setState({ ...state, page: state.page + 1 })}>
        siguiente
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes in the same moment, each from the state on screen: "Quitar filtro" and a
          // debounced search that was already on its way.
          setState({ ...state, filters: {} })
          setState({ ...state, search: 'maipo' })
        }}
      >
        quitar y buscar
      </button>
      <button
        type="button"
        onClick={() => {
          // A debounced search lands, the page repaints for something else (the search box's own
          // state) before the URL has moved, then a filter is picked from the state on screen.
          setState({ ...state, search: 'e2e' })
          flushSync(() => repaint((n) => n + 1))
          setState({ ...state, filters: { ...state.filters, categoria: 'movimiento-de-tierra' } })
        }}
      >
        buscar, repintar y filtrar
      </button>
    </>
  )
}

function open(url: string) {
  const Stub = createRoutesStub([{ path: '/obras', Component: Probe }])
  render(<Stub initialEntries={[url]} />)
}

const stateShown = () => JSON.parse(screen.getByLabelText('estado').textContent ?? '{}')
const urlShown = () => screen.getByLabelText('url').textContent ?? ''

describe('useUrlTableState', () => {
  it('reads the list state from a shared link', () => {
    open('/obras?page=2&size=50&sort=nombre:asc&q=andes&f.estado=activo&cols=-rut')
    expect(stateShown()).toEqual({
      page: 2,
      pageSize: 50,
      sort: { id: 'nombre', desc: false },
      search: 'andes',
      filters: { estado: 'activo' },
      columnVisibility: { rut: false },
    })
  })

  it('goes back to page 1 on a new search, keeping the rest of the URL', async () => {
    open('/obras?page=3&f.estado=activo&tab=resumen')
    fireEvent.click(screen.getByRole('button', { name: 'buscar' }))
    expect(await screen.findByText(/q=maipo/)).toBeTruthy()
    expect(urlShown()).toBe('?tab=resumen&q=maipo&f.estado=activo')
    expect(stateShown()).toMatchObject({ page: 1, search: 'maipo' })
  })

  it('goes back to page 1 on a new filter, but not on a page change', async () => {
    open('/obras?page=3&q=andes')
    fireEvent.click(screen.getByRole('button', { name: 'siguiente' }))
    expect(await screen.findByText('?page=4&q=andes')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'filtrar' }))
    expect(await screen.findByText('?q=andes&f.estado=cerrada')).toBeTruthy()
  })

  it('keeps both of two changes made in the same moment', async () => {
    open('/obras?f.estado=activo')
    fireEvent.click(screen.getByRole('button', { name: 'quitar y buscar' }))
    expect(await screen.findByText('?q=maipo')).toBeTruthy()
    expect(stateShown()).toMatchObject({ search: 'maipo', filters: {} })
  })

  it('keeps a search that lands just before a filter, even if the page repaints between them', async () => {
    open('/obras')
    fireEvent.click(screen.getByRole('button', { name: 'buscar, repintar y filtrar' }))
    expect(await screen.findByText('?q=e2e&f.categoria=movimiento-de-tierra')).toBeTruthy()
    expect(stateShown()).toMatchObject({
      search: 'e2e',
      filters: { categoria: 'movimiento-de-tierra' },
    })
  })

  it('survives a reload: the URL it writes opens the same list', async () => {
    open('/obras?size=100&cols=-rut')
    fireEvent.click(screen.getByRole('button', { name: 'filtrar' }))
    await screen.findByText(/f\.estado=cerrada/)
    const before = stateShown()
    const url = urlShown()
    cleanup()

    open(`/obras${url}`)
    expect(stateShown()).toEqual(before)
  })
})

type Obra = { id: string; nombre: string }
const columns: DataTableColumn<Obra>[] = [
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre, sortable: true },
]

function ObrasPage() {
  const [state, setState] = useUrlTableState()
  const location = useLocation()
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <DataTable
        label="Obras"
        columns={columns}
        rows={[{ id: '1', nombre: 'Los Andes' }]}
        total={120}
        getRowId={(row) => row.id}
        state={state}
        onStateChange={setState}
      />
    </>
  )
}

describe('useUrlTableState with the DataTable', () => {
  it('puts the sort and the page the user picks in the URL', async () => {
    const Stub = createRoutesStub([{ path: '/obras', Component: ObrasPage }])
    render(<Stub initialEntries={['/obras?page=2']} />)
    const table = screen.getByRole('table', { name: 'Obras' })
    fireEvent.click(within(table).getByRole('button', { name: 'Nombre' }))
    expect(await screen.findByText('?sort=nombre%3Aasc')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }))
    expect(await screen.findByText('?page=2&sort=nombre%3Aasc')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: 'all' } })
    expect(await screen.findByText('?size=all&sort=nombre%3Aasc')).toBeTruthy()
  })
})
