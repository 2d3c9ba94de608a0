// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { stubBrowser } from '../../test-support/browser-stubs.ts'
import { BarChart } from './bar-chart.tsx'
import { chartColor, formatChartTick, formatChartValue } from './chart-format.ts'
import { LineChart } from './line-chart.tsx'
import { PieChart } from './pie-chart.tsx'

beforeEach(() => stubBrowser())
afterEach(cleanup)

describe('chart numbers (es-CL)', () => {
  it('writes values the Chilean way', () => {
    expect(formatChartValue(1234567.5)).toBe('1.234.567,5')
    expect(formatChartValue(1234567, 'clp')).toBe('$1.234.567')
    expect(formatChartValue(1234.5, 'uf')).toBe('UF 1.234,50')
    // The space before % depends on the ICU data of the browser or Node.
    expect(formatChartValue(0.256, 'percent')).toMatch(/^25,6\s?%$/)
    expect(formatChartValue(null)).toBe('—')
  })

  it('writes numbers and pesos as the rest of the screens do: no "-0", pesos rounded like IVA', () => {
    expect(formatChartValue(-0.001)).toBe('0')
    expect(formatChartValue(-1500, 'clp')).toBe('-$1.500')
    expect(formatChartValue(1.005)).toBe('1,01')
    expect(formatChartValue(-0.001, 'uf')).toBe('UF 0,00')
  })

  it('shortens big axis ticks and keeps small ones exact', () => {
    expect(formatChartTick(950)).toBe('950')
    expect(formatChartTick(2_500_000, 'clp')).toMatch(/^\$2,5\sM$/)
    // "12 mil" or "12 k", by ICU version: short, never "12.000".
    expect(formatChartTick(12_000)).toMatch(/^12\s\S+$/)
  })

  it('paints series with the theme palette, repeating after five', () => {
    expect(chartColor(0)).toBe('var(--chart-1)')
    expect(chartColor(6)).toBe('var(--chart-2)')
  })
})

describe('charts', () => {
  const arriendos = [
    { mes: 'Marzo', propios: 42, arrendados: 10 },
    { mes: 'Abril', propios: 51, arrendados: 14 },
  ]

  it('are a figure named by the title, with the data as a table for screen readers', () => {
    render(
      <BarChart
        title="Equipos en obra por mes"
        summary="Abril tuvo más equipos en obra."
        data={arriendos}
        index="mes"
        indexLabel="Mes"
        series={[
          { key: 'propios', label: 'Propios' },
          { key: 'arrendados', label: 'Arrendados' },
        ]}
      />,
    )
    const figure = screen.getByRole('figure', { name: 'Equipos en obra por mes' })
    expect(figure.textContent).toContain('Abril tuvo más equipos en obra.')
    const table = within(figure).getByRole('table', { name: 'Equipos en obra por mes' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Mes', 'Propios', 'Arrendados'])
    expect(within(table).getByRole('row', { name: 'Abril 51 14' })).toBeTruthy()
  })

  it('give a pie each slice its share', () => {
    render(
      <PieChart
        title="Activos por estado"
        donut
        format="number"
        data={[
          { name: 'Disponible', value: 30 },
          { name: 'En obra', value: 90 },
        ]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Activos por estado' })
    expect(within(table).getByRole('row', { name: /^En obra 90 75\s?%$/ })).toBeTruthy()
  })

  it('show the title, sentence and table at once, and the drawing after its module arrives, in a block of its height', async () => {
    render(
      <LineChart
        title="Montos por mes"
        summary="Abril fue el mes más alto."
        data={arriendos}
        index="mes"
        series={[{ key: 'propios', label: 'Propios' }]}
        height={220}
      />,
    )
    const figure = screen.getByRole('figure', { name: 'Montos por mes' })
    const drawing = figure.querySelector<HTMLElement>('[aria-hidden="true"]')
    expect(drawing?.style.height).toBe('220px')
    // The table is there before the drawing: what a screen reader or a test reads never waits.
    expect(within(figure).getByRole('row', { name: 'Abril 51' })).toBeTruthy()
    expect(drawing?.querySelector('[data-slot="chart-loading"]')).toBeTruthy()
    // jsdom lays nothing out (a 0 × 0 box): recharts' container is there, its drawing empty.
    await waitFor(
      () => expect(drawing?.querySelector('.recharts-responsive-container')).toBeTruthy(),
      { timeout: 10_000 },
    )
    expect(drawing?.querySelector('[data-slot="chart-loading"]')).toBeNull()
    expect(drawing?.style.height).toBe('220px')
  })
})
