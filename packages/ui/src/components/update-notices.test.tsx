// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { notify, Toaster, withToast } from './toaster.tsx'
import { updateNotices } from './update-notices.tsx'

// The toast library arrives after the Toaster renders and after a notice is asked for.
const shown = () => act(() => withToast(() => {}))

beforeEach(async () => {
  stubBrowser()
  render(<Toaster />)
  await screen.findByRole(
    'region',
    { name: /Notifications/ },
    // The toast library is loaded on demand: on a loaded CI machine that took over findBy's 1 s.
    { timeout: 10_000 },
  )
  vi.useFakeTimers()
})
afterEach(async () => {
  updateNotices.dismiss()
  await shown()
  act(() => vi.runOnlyPendingTimers())
  cleanup()
  vi.useRealTimers()
})

const waitMinutes = (minutes: number) => act(() => vi.advanceTimersByTime(minutes * 60_000))
// Sonner adds a toast on the next tick.
const show = async (notice: () => unknown) => {
  notice()
  await shown()
  act(() => vi.advanceTimersByTime(1))
}

describe('update notices (docs/portals.md, states)', () => {
  it('say a new version is downloading, advise to wait, and stay until it is ready', async () => {
    await show(() => updateNotices.downloading())
    // An ordinary notice, for contrast: it leaves after the 5 s default.
    await show(() => notify.info('Guardado'))
    expect(screen.getByText('Descargando una nueva versión')).toBeTruthy()
    expect(screen.getByText(/Espera un momento antes de continuar/)).toBeTruthy()

    await waitMinutes(10)
    expect(screen.queryByText('Guardado')).toBeNull()
    expect(screen.getByText('Descargando una nueva versión')).toBeTruthy()
  })

  it('once downloaded, replace it with a persistent notice whose Recargar switches version', async () => {
    const reload = vi.fn()
    await show(() => updateNotices.downloading())
    await show(() => updateNotices.ready(reload))
    expect(screen.queryByText('Descargando una nueva versión')).toBeNull()
    expect(screen.getByText('Hay una nueva versión disponible')).toBeTruthy()

    await waitMinutes(10)
    const button = screen.getByRole('button', { name: 'Recargar' })
    expect(reload).not.toHaveBeenCalled()
    fireEvent.click(button)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
