// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Label } from '../components/label.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs.tsx'
import { slotted } from './slotted.ts'

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
})
