// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Obra, ObrasTable, obras, renderObras } from './obras-fixture.tsx'
import type { RowAction } from './row-actions.tsx'

afterEach(cleanup)

const desktopTable = () => screen.getByRole('table', { name: 'Obras' })

function actions() {
  const onSelect = vi.fn<(row: Obra) => void>()
  const list: RowAction<Obra>[] = [
    { id: 'ver', label: 'Ver detalle', key: '', onSelect },
    { id: 'editar', label: 'Editar', key: 'comercial/editar-obra', onSelect },
    { id: 'eliminar', label: 'Eliminar', key: 'comercial/obra_eliminar', onSelect },
    {
      id: 'cerrar',
      label: 'Cerrar obra',
      key: '',
      onSelect,
      visible: (row) => row.estado === 'activa',
    },
  ]
  return { list, onSelect }
}

describe('DataTable: row actions', () => {
  it('renders only the actions the user may use; an empty key is always allowed', async () => {
    const user = userEvent.setup()
    const { list, onSelect } = actions()
    renderObras({ rowActions: list, can: (key) => key === 'comercial/editar-obra' })

    await user.click(
      within(desktopTable()).getByRole('button', { name: 'Acciones de Edificio Los Andes' }),
    )
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ver detalle', 'Editar', 'Cerrar obra'])
    // Not disabled, not hidden with CSS: absent.
    expect(screen.queryByText('Eliminar')).toBeNull()

    await user.click(within(menu).getByRole('menuitem', { name: 'Editar' }))
    expect(onSelect).toHaveBeenCalledWith(obras[0])
  })

  it('applies per-row conditions', async () => {
    const user = userEvent.setup()
    renderObras({ rowActions: actions().list, can: () => true })
    await user.click(
      within(desktopTable()).getByRole('button', { name: 'Acciones de Puente Maipo' }),
    )
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Cerrar obra' })).toBeNull()
    expect(within(menu).getByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument()
  })

  it('shows no actions column when no action is permitted', () => {
    const gated = actions().list.filter((action) => action.key !== '')
    renderObras({ rowActions: gated, can: () => false })
    expect(screen.queryByRole('button', { name: /^Acciones de/ })).toBeNull()
    expect(within(desktopTable()).queryByText('Acciones')).toBeNull()
  })

  it('denies keyed actions when the page passes no permission check', async () => {
    const user = userEvent.setup()
    renderObras({ rowActions: actions().list })
    await user.click(
      within(desktopTable()).getByRole('button', { name: 'Acciones de Edificio Los Andes' }),
    )
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ver detalle', 'Cerrar obra'])
  })

  it('puts the same menu on the mobile cards', () => {
    renderObras({ rowActions: actions().list, can: () => true })
    const cards = screen.getByRole('list', { name: 'Obras' })
    expect(within(cards).getAllByRole('button', { name: /^Acciones de/ })).toHaveLength(3)
  })
})

describe('DataTable: selection', () => {
  it('exposes the rows the user ticks, and offers bulk actions for them', () => {
    const onSelectionChange = vi.fn<(rows: Obra[]) => void>()
    renderObras({
      selectable: true,
      onSelectionChange,
      selectionActions: (rows) => <button type="button">{`Cerrar ${rows.length}`}</button>,
    })
    fireEvent.click(
      within(desktopTable()).getByRole('checkbox', { name: 'Seleccionar Puente Maipo' }),
    )
    expect(onSelectionChange).toHaveBeenLastCalledWith([obras[1]])
    expect(screen.getByText('1 fila seleccionada')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cerrar 1' })).toBeInTheDocument()
  })

  it('selects and unselects every row of the page from the header', () => {
    const onSelectionChange = vi.fn<(rows: Obra[]) => void>()
    renderObras({ selectable: true, onSelectionChange })
    const all = within(desktopTable()).getByRole('checkbox', {
      name: 'Seleccionar todas las filas de la página',
    })
    fireEvent.click(all)
    expect(onSelectionChange).toHaveBeenLastCalledWith(obras)
    expect(screen.getByText('3 filas seleccionadas')).toBeInTheDocument()
    expect(all).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(all)
    expect(onSelectionChange).toHaveBeenLastCalledWith([])
  })

  it('marks "select all" as mixed when only some rows are selected', () => {
    renderObras({ selectable: true })
    fireEvent.click(
      within(desktopTable()).getByRole('checkbox', { name: 'Seleccionar Edificio Los Andes' }),
    )
    expect(
      within(desktopTable()).getByRole('checkbox', {
        name: 'Seleccionar todas las filas de la página',
      }),
    ).toHaveAttribute('aria-checked', 'mixed')
  })

  it('starts empty again when the page changes', () => {
    const onSelectionChange = vi.fn<(rows: Obra[]) => void>()
    const props = { selectable: true, onSelectionChange, total: 100 }
    const { rerender, onStateChange } = renderObras(props)
    fireEvent.click(
      within(desktopTable()).getByRole('checkbox', { name: 'Seleccionar Puente Maipo' }),
    )
    expect(onSelectionChange).toHaveBeenLastCalledWith([obras[1]])

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }))
    const next = onStateChange.mock.lastCall?.[0]
    expect(next?.page).toBe(2)
    // The page re-renders the table with the state it proposed (same rows, for the test).
    rerender(<ObrasTable {...props} state={next} onStateChange={onStateChange} />)
    expect(onSelectionChange).toHaveBeenLastCalledWith([])
    expect(screen.queryByText('1 fila seleccionada')).toBeNull()
  })
})
