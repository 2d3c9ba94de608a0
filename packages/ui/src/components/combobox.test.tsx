// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubBrowser } from '../test-support/browser-stubs.ts'
import { Combobox, type ComboboxOption, type LoadOptions } from './combobox.tsx'

beforeEach(() => stubBrowser())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const comunas: ComboboxOption[] = [
  { value: 'nunoa', label: 'Ñuñoa' },
  { value: 'providencia', label: 'Providencia' },
  { value: 'las-condes', label: 'Las Condes' },
  { value: 'maipu', label: 'Maipú' },
]

function Harness(props: { options?: ComboboxOption[]; loadOptions?: LoadOptions }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <>
      <Combobox aria-label="Comuna" value={value} onValueChange={setValue} {...props} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Comuna' })
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('Combobox', () => {
  it('filters its options as the user types, ignoring case and accents', async () => {
    render(<Harness options={comunas} />)
    fireEvent.click(input())
    expect(input().getAttribute('aria-expanded')).toBe('true')
    // The list's popup arrives when it first opens (decision 053).
    await waitFor(() =>
      expect(optionNames()).toEqual(['Ñuñoa', 'Providencia', 'Las Condes', 'Maipú']),
    )

    fireEvent.change(input(), { target: { value: 'NUNO' } })
    expect(optionNames()).toEqual(['Ñuñoa'])
    fireEvent.change(input(), { target: { value: 'maipu' } })
    expect(optionNames()).toEqual(['Maipú'])
    fireEvent.change(input(), { target: { value: 'Temuco' } })
    expect(optionNames()).toEqual([])
    expect(screen.getAllByText('Sin resultados').length).toBeGreaterThan(0)
  })

  it('is driven by the keyboard: arrows move the active option, Enter chooses, Escape closes', async () => {
    render(<Harness options={comunas} />)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findAllByRole('option')).toHaveLength(4)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    const active = input().getAttribute('aria-activedescendant')
    expect(active && document.getElementById(active)?.textContent).toBe('Providencia')
    // Up from the first wraps to the last.
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    const wrapped = input().getAttribute('aria-activedescendant')
    expect(wrapped && document.getElementById(wrapped)?.textContent).toBe('Maipú')

    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(screen.getByTestId('value').textContent).toBe('maipu')
    expect((input() as HTMLInputElement).value).toBe('Maipú')
    expect(input().getAttribute('aria-expanded')).toBe('false')

    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.change(input(), { target: { value: 'las' } })
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    // Escape leaves the choice as it was.
    expect((input() as HTMLInputElement).value).toBe('Maipú')
  })

  it('chooses with a click', () => {
    render(<Harness options={comunas} />)
    fireEvent.click(input())
    fireEvent.click(screen.getByRole('option', { name: 'Las Condes' }))
    expect(screen.getByTestId('value').textContent).toBe('las-condes')
  })

  it('loads options for what the user typed, showing loading and empty states', async () => {
    vi.useFakeTimers()
    const server = [
      { value: '1', label: 'Constructora Andes SpA', description: '76.123.456-7' },
      { value: '2', label: 'Constructora Pacífico Ltda.', description: '77.987.654-3' },
    ]
    const loadOptions = vi.fn<LoadOptions>(
      (query) =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve(server.filter((row) => row.label.toLowerCase().includes(query))),
            500,
          ),
        ),
    )
    render(<Harness loadOptions={loadOptions} />)

    fireEvent.change(input(), { target: { value: 'pac' } })
    expect(screen.getAllByText('Buscando…').length).toBeGreaterThan(0)
    // Debounced: typing on within 250 ms sends one request, for the latest text.
    fireEvent.change(input(), { target: { value: 'pací' } })
    fireEvent.change(input(), { target: { value: 'pacíf' } })
    await act(async () => vi.advanceTimersByTime(250))
    expect(loadOptions).toHaveBeenCalledTimes(1)
    expect(loadOptions.mock.calls[0]?.[0]).toBe('pacíf')
    await act(async () => vi.advanceTimersByTime(500))
    expect(optionNames()).toEqual(['Constructora Pacífico Ltda.77.987.654-3'])

    fireEvent.change(input(), { target: { value: 'zzz' } })
    await act(async () => vi.advanceTimersByTime(750))
    expect(optionNames()).toEqual([])
    expect(screen.getAllByText('Sin resultados').length).toBeGreaterThan(0)

    fireEvent.change(input(), { target: { value: 'andes' } })
    await act(async () => vi.advanceTimersByTime(750))
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(screen.getByTestId('value').textContent).toBe('1')
    expect((input() as HTMLInputElement).value).toBe('Constructora Andes SpA')
  })

  it('says so when the options cannot be loaded', async () => {
    render(<Harness loadOptions={async () => Promise.reject(new Error('red'))} />)
    fireEvent.click(input())
    expect(
      (await screen.findAllByText('No se pudieron cargar las opciones.')).length,
    ).toBeGreaterThan(0)
  })
})
