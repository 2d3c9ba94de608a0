// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { Button } from './button.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

async function renderDialog(onConfirm: () => Promise<void>) {
  render(
    <ConfirmDialog
      title="¿Eliminar la obra?"
      description="La obra Costanera Norte dejará de aparecer en las listas."
      confirmLabel="Eliminar"
      variant="destructive"
      onConfirm={onConfirm}
      trigger={<Button variant="destructive">Eliminar obra</Button>}
    />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Eliminar obra' }))
  // The dialog's code arrives when it first opens (decision 053).
  return screen.findByRole('alertdialog', { name: '¿Eliminar la obra?' })
}

describe('ConfirmDialog', () => {
  it('asks with a title and description, and cancelling does nothing', async () => {
    const onConfirm = vi.fn(async () => {})
    const dialog = await renderDialog(onConfirm)
    expect(dialog.textContent).toContain('dejará de aparecer en las listas')
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('waits for an async confirm with both buttons disabled, then closes', async () => {
    const action = deferred()
    const onConfirm = vi.fn(() => action.promise)
    const dialog = await renderDialog(onConfirm)

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    const pending = screen.getByRole('button', { name: 'Procesando…' })
    expect(pending.hasAttribute('disabled')).toBe(true)
    expect(pending.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(true)
    expect(dialog.getAttribute('aria-busy')).toBe('true')

    // Escape does not abandon an action half-way.
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('alertdialog')).toBeTruthy()

    await act(async () => action.resolve())
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('stays open with an error when the action fails, and may be retried', async () => {
    const action = deferred()
    await renderDialog(() => action.promise)
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }))
    await act(async () => action.reject(new Error('409')))

    expect(screen.getByRole('alertdialog')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'No se pudo completar la acción. Intenta de nuevo.',
    )
    expect(screen.getByRole('button', { name: 'Eliminar' }).hasAttribute('disabled')).toBe(false)
  })
})
