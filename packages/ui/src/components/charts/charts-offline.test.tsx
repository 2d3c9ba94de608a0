// @vitest-environment jsdom
// When the drawing's file cannot be fetched (offline before the service worker holds it), the
// chart says so in the drawing's place and keeps its title and its data table.
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { stubBrowser } from '../../test-support/browser-stubs.ts'
import { BarChart } from './bar-chart.tsx'

vi.mock('./chart-drawing.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

beforeEach(() => {
  stubBrowser()
  // React reports the caught error on the console; the test asserts what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

it('says the drawing could not be loaded and keeps the title and the table', async () => {
  render(
    <BarChart
      title="Horas por obra"
      data={[{ obra: 'Costanera Norte', horas: 1284 }]}
      index="obra"
      indexLabel="Obra"
      series={[{ key: 'horas', label: 'Horas' }]}
      height={240}
    />,
  )
  const figure = screen.getByRole('figure', { name: 'Horas por obra' })
  expect(
    await within(figure).findByText(
      'No se pudo cargar el gráfico. Sus datos están en «Ver datos en tabla».',
      {},
      { timeout: 10_000 },
    ),
  ).toBeTruthy()
  expect(within(figure).getByRole('row', { name: 'Costanera Norte 1.284' })).toBeTruthy()
  expect(figure.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.height).toBe('240px')
})
