// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Label } from '../components/label.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '../components/popover-parts.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs.tsx'
import { slotted, slottedInPortal } from './slotted.ts'

afterEach(cleanup)

const Box = slotted('div', 'box', 'flex px-2', 'text-sm')

describe('slotted', () => {
  it('draws its element with its slot and classes, the caller’s className winning a clash', () => {
    render(<Box className="px-4 font-medium">Hola</Box>)
    const box = screen.getByText('Hola')
    expect(box.tagName).toBe('DIV')
    expect(box.getAttribute('data-slot')).toBe('box')
    expect(box.className.split(' ').sort()).toEqual(['flex', 'font-medium', 'px-4', 'text-sm'])
  })

  it('passes every other prop through, the ref included', () => {
    const ref = createRef<HTMLDivElement>()
    render(<Box ref={ref} role="note" aria-label="Aviso" id="aviso" />)
    const box = screen.getByRole('note', { name: 'Aviso' })
    expect(ref.current).toBe(box)
    expect(box.id).toBe('aviso')
  })

  it('wraps a Radix part keeping what it does: a label names its control, a tab its panel', () => {
    render(
      <>
        <Label htmlFor="nombre">Nombre</Label>
        <input id="nombre" />
        <Tabs defaultValue="a">
          <TabsList>
            <TabsTrigger value="a">Uno</TabsTrigger>
            <TabsTrigger value="b">Dos</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel uno</TabsContent>
          <TabsContent value="b">Panel dos</TabsContent>
        </Tabs>
      </>,
    )
    expect(screen.getByLabelText('Nombre').getAttribute('id')).toBe('nombre')
    expect(screen.getByText('Nombre').getAttribute('data-slot')).toBe('label')
    const uno = screen.getByRole('tab', { name: 'Uno' })
    expect(uno.getAttribute('data-slot')).toBe('tabs-trigger')
    expect(uno.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Uno' }).textContent).toBe('Panel uno')
    expect(screen.getByRole('tablist').getAttribute('data-slot')).toBe('tabs-list')
  })

  it('draws a floating part in its portal, outside the tree that opens it, with its defaults', () => {
    const { container } = render(
      <Popover open>
        <PopoverTrigger>Abrir</PopoverTrigger>
        <PopoverContent className="w-96" aria-label="Detalle">
          Contenido
        </PopoverContent>
      </Popover>,
    )
    const content = screen.getByRole('dialog', { name: 'Detalle' })
    expect(container.contains(content)).toBe(false)
    expect(document.body.contains(content)).toBe(true)
    expect(content.getAttribute('data-slot')).toBe('popover-content')
    expect(content.className).toContain('w-96')
    expect(content.className).not.toContain('w-72')
    // Radix writes the side it is on and its alignment ('center' unless the caller says).
    expect(content.getAttribute('data-align')).toBe('center')
  })

  it('lets the caller’s props override the part’s defaults', () => {
    const Bare = slottedInPortal('section', 'div', 'bare', { title: 'por defecto' }, 'p-2')
    render(<Bare title="propio">Hola</Bare>)
    const part = screen.getByText('Hola')
    expect(part.getAttribute('title')).toBe('propio')
    expect(part.parentElement?.tagName).toBe('SECTION')
    expect(part.className).toBe('p-2')
  })
})
