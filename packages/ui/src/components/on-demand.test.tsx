// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createContext, type ReactNode, useContext } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredCompound, onDemandSettled } from './on-demand.tsx'

afterEach(cleanup)

// A stand-in for a Radix compound: the root holds `open`, the content shows while open.
const Open = createContext<{ open: boolean; onOpenChange: (open: boolean) => void }>({
  open: false,
  onOpenChange: () => {},
})
const parts = {
  Root: ({
    open = false,
    onOpenChange = () => {},
    children,
  }: {
    open?: boolean
    onOpenChange?: (open: boolean) => void
    children?: ReactNode
  }) => <Open.Provider value={{ open, onOpenChange }}>{children}</Open.Provider>,
  Trigger: ({ children }: { children?: ReactNode }) => {
    const { open, onOpenChange } = useContext(Open)
    return (
      <button type="button" aria-expanded={open} onClick={() => onOpenChange(!open)}>
        {children}
      </button>
    )
  },
  Content: ({ children }: { children?: ReactNode }) =>
    useContext(Open).open ? <div role="dialog">{children}</div> : null,
}

function compound(load: () => Promise<typeof parts>) {
  const dialog = deferredCompound(load, { root: 'Root', trigger: 'Trigger' }, 'dialog')
  const Content = dialog.part('Content')
  return () => (
    <dialog.Root>
      <dialog.Trigger>Abrir</dialog.Trigger>
      <Content>Contenido</Content>
    </dialog.Root>
  )
}

describe('deferredCompound', () => {
  it('draws the trigger at once, fetches the parts when pointed at, opens on the press', async () => {
    const load = vi.fn(async () => parts)
    const Dialog = compound(load)
    render(<Dialog />)
    const trigger = screen.getByRole('button', { name: 'Abrir' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(load).not.toHaveBeenCalled()
    expect(screen.queryByText('Contenido')).toBeNull()

    fireEvent.pointerEnter(trigger)
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.click(trigger)
    expect((await screen.findByRole('dialog')).textContent).toBe('Contenido')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('stays closed when its file cannot be fetched, and tries again on the next press', async () => {
    const load = vi
      .fn<() => Promise<typeof parts>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(parts)
    const Dialog = compound(load)
    render(<Dialog />)
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    await onDemandSettled()
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Abrir' }).getAttribute('aria-expanded')).toBe(
      'false',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    expect((await screen.findByRole('dialog')).textContent).toBe('Contenido')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('gives every part by its name, the same component every time it is asked', async () => {
    const dialog = deferredCompound(
      async () => parts,
      { root: 'Root', trigger: 'Trigger' },
      'dialog',
    )
    const { Root, Trigger, Content } = dialog.parts
    expect([Root, Trigger]).toEqual([dialog.Root, dialog.Trigger])
    expect(dialog.parts.Content).toBe(Content)
    expect(Content.displayName).toBe('Content')
    // Not a thenable, nor anything else a caller may look for on an object.
    expect(Reflect.get(dialog.parts, 'then')).toBeUndefined()
    expect(Reflect.get(dialog.parts, '$$typeof')).toBeUndefined()
    render(
      <Root>
        <Trigger>Abrir</Trigger>
        <Content>Contenido</Content>
      </Root>,
    )
    expect(screen.queryByText('Contenido')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    expect((await screen.findByRole('dialog')).textContent).toBe('Contenido')
  })
})
