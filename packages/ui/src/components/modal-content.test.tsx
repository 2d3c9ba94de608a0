// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet.tsx'

afterEach(cleanup)

describe('a dialog and a sheet once open', () => {
  it('draw the dialog in front with its ✕, which closes it', async () => {
    render(
      <Dialog>
        <DialogTrigger>Editar</DialogTrigger>
        <DialogContent className="sm:max-w-xl">
          <DialogTitle>Editar obra</DialogTitle>
          <DialogDescription>Cambie el nombre.</DialogDescription>
        </DialogContent>
      </Dialog>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar obra' })
    expect(dialog.dataset.slot).toBe('dialog-content')
    expect(dialog.className).toContain('sm:max-w-xl')
    expect(document.querySelector('[data-slot="dialog-overlay"]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('draw a sheet from its side, without the ✕ when the caller hides it', async () => {
    render(
      <Sheet>
        <SheetTrigger>Menú</SheetTrigger>
        <SheetContent side="left" showCloseButton={false}>
          <SheetTitle>Navegación</SheetTitle>
          <SheetDescription>Las secciones del portal.</SheetDescription>
        </SheetContent>
      </Sheet>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Menú' }))
    const sheet = await screen.findByRole('dialog', { name: 'Navegación' })
    expect(sheet.dataset.slot).toBe('sheet-content')
    expect(sheet.className).toContain('left-0')
    expect(document.querySelector('[data-slot="sheet-overlay"]')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull()
  })
})
