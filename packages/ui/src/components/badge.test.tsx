// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { estadoLabels } from '../locale/es-cl/kit.ts'
import { EstadoBadge, estadoTones, estadoVariant } from './badge.tsx'

afterEach(cleanup)

describe('EstadoBadge', () => {
  it.each([
    ['borrador', 'neutral', 'Borrador'],
    ['revision-comercial-1', 'info', 'Revisión comercial 1'],
    ['observado-obra', 'warning', 'Observado por obra'],
    ['aprobado-obra', 'success', 'Aprobado por obra'],
    ['rechazada', 'danger', 'Rechazada'],
    ['en-taller', 'warning', 'En taller'],
    ['de-baja', 'danger', 'De baja'],
    ['firmado', 'info', 'Firmado'],
    ['validado', 'success', 'Validado'],
    ['cerrado', 'neutral', 'Cerrado'],
  ])('shows %s as %s with its Spanish label', (estado, tone, label) => {
    render(<EstadoBadge estado={estado} />)
    const badge = screen.getByText(label)
    expect(badge.getAttribute('data-variant')).toBe(tone)
    expect(badge.className).toContain(`bg-${tone}-soft`)
    expect(badge.className).toContain(`text-${tone}-soft-foreground`)
  })

  it('gives every estado of the domain a tone, and an unknown one neutral, written as is', () => {
    expect(Object.keys(estadoTones).sort()).toEqual(Object.keys(estadoLabels).sort())
    expect(estadoVariant('nuevo-estado')).toBe('neutral')
    render(<EstadoBadge estado="nuevo-estado" />)
    expect(screen.getByText('nuevo estado').getAttribute('data-variant')).toBe('neutral')
  })
})
