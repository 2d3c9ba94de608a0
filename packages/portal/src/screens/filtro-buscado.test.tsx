// @vitest-environment jsdom
// A list's searched filter as its user sees it: labelled, showing the name of a row a link brought
// only by its id, offering what the API finds as the user types, and handing the chosen id (or
// none, once cleared) to the list; and the table's filters changed several at once, from page 1.
import type { EntityNameQuery } from '@cordillera/data-client'
import type { DataTableState } from '@cordillera/ui/components/data-table/data-table'
import { stubBrowser } from '@cordillera/ui/test-support/browser-stubs'
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FiltroBuscado, filtrar } from './filtro-buscado.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

const obras = [
  { value: 'o1', label: 'OB-0001 Costanera' },
  { value: 'o2', label: 'OB-0002 Puerto' },
]
const nombreDeObra = ((id: string) =>
  queryOptions({
    queryKey: ['comercial', 'obras', 'name', 'all', id] as const,
    queryFn: async () => obras.find((obra) => obra.value === id)?.label ?? '',
  })) as unknown as (id: string) => EntityNameQuery

function mount(value: string | undefined, onChange: (value: string | null) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <FiltroBuscado
        label="Obra"
        value={value}
        name={nombreDeObra}
        placeholder="Buscar obra…"
        loadOptions={async (q) => obras.filter((obra) => obra.label.includes(q))}
        onChange={onChange}
      />
    </QueryClientProvider>,
  )
  return screen.getByRole('combobox', { name: 'Obra' })
}

describe('FiltroBuscado', () => {
  it('names the row a link brought by its id', async () => {
    const input = mount('o2', vi.fn())
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('OB-0002 Puerto'))
  })

  it('offers what the search finds and hands the chosen id to the list', async () => {
    const onChange = vi.fn()
    const input = mount(undefined, onChange)
    expect((input as HTMLInputElement).placeholder).toBe('Buscar obra…')
    fireEvent.change(input, { target: { value: 'Costanera' } })
    const option = await screen.findByRole('option', { name: 'OB-0001 Costanera' })
    fireEvent.mouseDown(option)
    fireEvent.click(option)
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('o1'))
  })
})

describe('filtrar', () => {
  it('sets and clears several filters at once and goes back to the first page', () => {
    const state = {
      page: 4,
      filters: { obraId: 'o1', estado: 'emitido' },
    } as unknown as DataTableState
    const onStateChange = vi.fn()
    filtrar({ state, onStateChange }, { obraId: null, proveedorId: 'p9', estado: '' })
    expect(onStateChange).toHaveBeenCalledWith({ page: 1, filters: { proveedorId: 'p9' } })
  })
})
