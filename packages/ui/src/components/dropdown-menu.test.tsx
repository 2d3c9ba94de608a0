// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx'

afterEach(cleanup)

describe('DropdownMenu', () => {
  it('opens its items, an inset label and a destructive item that runs its action', async () => {
    const eliminar = vi.fn()
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Acciones</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel inset>Obra 12</DropdownMenuLabel>
          <DropdownMenuItem>Editar</DropdownMenuItem>
          <DropdownMenuItem variant="destructive" className="font-medium" onSelect={eliminar}>
            Eliminar
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    )
    fireEvent.keyDown(screen.getByRole('button', { name: 'Acciones' }), { key: 'Enter' })
    const eliminarItem = await screen.findByRole('menuitem', { name: 'Eliminar' })
    const label = screen.getByText('Obra 12')
    expect(label.dataset.slot).toBe('dropdown-menu-label')
    expect(label.className).toContain('pl-8')
    const editar = screen.getByRole('menuitem', { name: 'Editar' })
    expect(editar.dataset.variant).toBe('default')
    expect(editar.className).not.toContain('pl-8')
    expect(eliminarItem.dataset.variant).toBe('destructive')
    expect(eliminarItem.className).toContain('text-destructive')
    expect(eliminarItem.className).toContain('font-medium')
    fireEvent.click(eliminarItem)
    expect(eliminar).toHaveBeenCalledTimes(1)
  })
})
