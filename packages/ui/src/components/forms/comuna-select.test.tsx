// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import './jsdom-shims.ts'
import { comunasDe } from '@cordillera/contracts'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ComunaSelect } from './comuna-select.tsx'
import { RegionSelect } from './region-select.tsx'

afterEach(cleanup)

function Direccion({ onComuna }: { onComuna: (codigo: string | null) => void }) {
  const [region, setRegion] = useState<string | null>('16')
  const [comuna, setComuna] = useState<string | null>(null)
  return (
    <>
      <RegionSelect aria-label="Región" value={region} onChange={setRegion} />
      <ComunaSelect
        aria-labelledby="comuna-label"
        region={region}
        value={comuna}
        onChange={(codigo) => {
          setComuna(codigo)
          onComuna(codigo)
        }}
      />
      <span id="comuna-label">Comuna</span>
    </>
  )
}

describe('ComunaSelect', () => {
  it("offers only the chosen region's comunas, and empties itself when the region changes", async () => {
    const user = userEvent.setup()
    const onComuna = vi.fn()
    render(<Direccion onComuna={onComuna} />)

    const comuna = screen.getByRole('combobox', { name: 'Comuna' })
    await user.click(comuna)
    const listbox = await screen.findByRole('listbox')
    const offered = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(offered).toHaveLength(21)
    expect(offered).toEqual(comunasDe('16').map((each) => each.nombre))
    expect(offered).toContain('Chillán')
    expect(offered).not.toContain('Santiago')

    await user.click(within(listbox).getByRole('option', { name: 'San Nicolás' }))
    expect(onComuna).toHaveBeenLastCalledWith('16305')
    expect(comuna).toHaveValue('San Nicolás')

    // Choosing another region drops the comuna of the previous one.
    await user.click(screen.getByRole('combobox', { name: 'Región' }))
    await user.click(await screen.findByRole('option', { name: 'Metropolitana de Santiago' }))
    expect(onComuna).toHaveBeenLastCalledWith(null)
    expect(comuna).toHaveValue('')

    await user.click(comuna)
    await user.keyboard('nunoa')
    const found = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(found.map((option) => option.textContent)).toEqual(['Ñuñoa'])
  })

  it('asks for the region first when there is none', () => {
    render(<ComunaSelect aria-label="Comuna" region={null} value={null} />)
    const comuna = screen.getByRole('combobox', { name: 'Comuna' })
    expect(comuna).toBeDisabled()
    expect(comuna).toHaveAttribute('placeholder', 'Elige primero una región')
  })
})

describe('RegionSelect', () => {
  it('lists the 16 regions north to south', async () => {
    const user = userEvent.setup()
    render(<RegionSelect aria-label="Región" value={null} />)
    const trigger = screen.getByRole('combobox', { name: 'Región' })
    expect(trigger).toHaveTextContent('Elige una región')
    await user.click(trigger)
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(16)
    expect(options[0]).toHaveTextContent('Arica y Parinacota')
    expect(options[15]).toHaveTextContent('Magallanes y de la Antártica Chilena')
  })
})
