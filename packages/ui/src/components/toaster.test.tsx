// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { notify, Toaster } from './toaster.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

describe('notify', () => {
  it('shows a notice asked for while the Toaster is still loading the toast library', async () => {
    render(<Toaster />)
    // The library's Toaster is not there yet.
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull()
    void notify.success('Marca guardada')
    void notify.error('No se pudo guardar la flota')

    expect(await screen.findByText('Marca guardada')).toBeTruthy()
    expect(await screen.findByText('No se pudo guardar la flota')).toBeTruthy()
  })
})
