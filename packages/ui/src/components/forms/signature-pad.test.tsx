// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SignaturePad } from './signature-pad.tsx'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

// jsdom has no canvas: a 2D context that records nothing, and a fixed PNG export.
beforeEach(() => {
  const context = new Proxy({}, { get: () => vi.fn() })
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Harness({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <SignaturePad
      aria-labelledby="firma"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

function sign(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'pen', clientX: 10, clientY: 10 })
  fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'pen', clientX: 40, clientY: 30 })
  fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'pen', clientX: 80, clientY: 20 })
  fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'pen', clientX: 80, clientY: 20 })
}

describe('SignaturePad', () => {
  it('emits a PNG when a stroke ends, and null when cleared with "Limpiar"', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <>
        <span id="firma">Firma del operador</span>
        <Harness onChange={onChange} />
      </>,
    )
    expect(screen.getByRole('group', { name: 'Firma del operador' })).toBeInTheDocument()
    const clear = screen.getByRole('button', { name: 'Limpiar' })
    expect(clear).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Aún no hay firma.')

    sign(screen.getByRole('img', { name: 'Área de firma' }))
    expect(onChange).toHaveBeenLastCalledWith(PNG)
    expect(screen.getByRole('status')).toHaveTextContent('Firma registrada.')

    await user.click(clear)
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(clear).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Aún no hay firma.')
  })

  it('is usable with a finger: no page scrolling on the box, a large "Limpiar" button', () => {
    render(<SignaturePad />)
    const canvas = screen.getByRole('img', { name: 'Área de firma' })
    expect(canvas).toHaveClass('touch-none')
    expect(canvas).toHaveStyle({ height: '192px' })
    expect(screen.getByRole('button', { name: 'Limpiar' })).toHaveClass('h-10')
  })

  it('ignores the right mouse button and a disabled pad', () => {
    const onChange = vi.fn()
    const { rerender } = render(<SignaturePad onChange={onChange} />)
    const canvas = screen.getByRole('img', { name: 'Área de firma' })
    fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'mouse', button: 2 })
    fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse', button: 2 })
    rerender(<SignaturePad onChange={onChange} disabled />)
    sign(canvas)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('clears when the form resets its value to null', () => {
    const onChange = vi.fn()
    const { rerender } = render(<SignaturePad value={null} onChange={onChange} />)
    sign(screen.getByRole('img', { name: 'Área de firma' }))
    rerender(<SignaturePad value={PNG} onChange={onChange} />)
    expect(screen.getByRole('status')).toHaveTextContent('Firma registrada.')
    rerender(<SignaturePad value={null} onChange={onChange} />)
    expect(screen.getByRole('status')).toHaveTextContent('Aún no hay firma.')
  })
})
