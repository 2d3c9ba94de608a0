// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

function UnidadDeCobro({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger aria-label="Unidad de cobro">
          <SelectValue placeholder="Elige una opción" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="dia">Por día</SelectItem>
          <SelectItem value="hora">Por hora</SelectItem>
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  )
}

describe('Select (its list loaded when first opened, decision 053)', () => {
  it('shows the chosen option by its label, or the placeholder, before its list is loaded', () => {
    render(<UnidadDeCobro initial="hora" />)
    const trigger = screen.getByRole('combobox', { name: 'Unidad de cobro' })
    expect(trigger.textContent).toBe('Por hora')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    cleanup()
    render(<UnidadDeCobro />)
    expect(screen.getByRole('combobox', { name: 'Unidad de cobro' }).textContent).toBe(
      'Elige una opción',
    )
  })

  it('opens on a press, chooses with the keyboard and gives the focus back to the button', async () => {
    const user = userEvent.setup()
    render(<UnidadDeCobro />)
    await user.click(screen.getByRole('combobox', { name: 'Unidad de cobro' }))
    expect(await screen.findByRole('option', { name: 'Por día' })).toBeTruthy()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    const trigger = screen.getByRole('combobox', { name: 'Unidad de cobro' })
    expect(trigger.textContent).toBe('Por hora')
    expect(document.querySelector('output')?.textContent).toBe('hora')
    expect(document.activeElement).toBe(trigger)
  })
})
