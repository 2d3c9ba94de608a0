// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { Truck } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { esCl } from '../locale/es-cl.ts'
import { Icon, iconSize } from './icon.tsx'

afterEach(cleanup)

describe('Icon', () => {
  it.each([
    ['xs', 18],
    ['sm', 24],
    ['md', 32],
    ['lg', 38],
    ['xl', 46],
  ] as const)('draws preset %s at %i px (docs/portals.md, constants)', (size, px) => {
    expect(esCl.iconSizes[size]).toBe(px)
    expect(iconSize(size)).toBe(px)
    const { container } = render(<Icon icon={Truck} size={size} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('width')).toBe(String(px))
    expect(svg?.getAttribute('height')).toBe(String(px))
  })

  it('is decorative unless it has a label', () => {
    const { container } = render(<Icon icon={Truck} />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('24')
    render(<Icon icon={Truck} size="lg" label="En traslado" />)
    expect(screen.getByRole('img', { name: 'En traslado' }).getAttribute('width')).toBe('38')
  })
})
