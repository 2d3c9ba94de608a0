// @vitest-environment jsdom
// A dashboard built on the shell: its period comes from the URL (its own default without one),
// reaches its query and its figures; a period typed in the picker, or a filter, replaces the URL's
// values (an emptied filter leaves the URL) and the figures follow.
import '@testing-library/jest-dom/vitest'
import { useQuery } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import { mountScreen } from '../testing/screen-harness.tsx'
import {
  DashboardFigures,
  DashboardScreen,
  ultimosDias,
  useDashboardParams,
} from './dashboard-screen.tsx'

const cifras = () => screen.getByRole('region', { name: 'Cifras del periodo' })
const direccion = () => screen.getByRole('status', { name: 'Dirección' })

let mounted: Awaited<ReturnType<typeof mountScreen>> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
  cleanup()
})

function TestDashboard() {
  const { periodo, params, update } = useDashboardParams((given) => ({
    desde: given.desde ?? '2026-03-01',
    hasta: given.hasta ?? '2026-03-31',
  }))
  const flota = params.get('flota') ?? ''
  const query = useQuery({
    queryKey: ['prueba', periodo, flota],
    queryFn: async () => ({ ...periodo, flota }),
  })
  const location = useLocation()
  return (
    <DashboardScreen
      title="Dashboard de prueba"
      description="Cifras del periodo elegido."
      periodo={periodo}
      onPeriodoChange={update}
      filters={
        <button type="button" onClick={() => update({ flota: flota ? undefined : 'norte' })}>
          Cambiar flota
        </button>
      }
      query={query}
      back={{ to: '/d', label: 'Volver' }}
      thing="El periodo pedido"
    >
      {(data) => (
        <>
          <DashboardFigures
            label="Cifras del periodo"
            figures={[
              { label: 'Desde', value: data.desde, detail: 'inicio' },
              { label: 'Hasta', value: data.hasta, detail: 'fin' },
              { label: 'Flota', value: data.flota || 'todas', detail: 'filtro' },
            ]}
          />
          <output aria-label="Dirección">{location.search}</output>
        </>
      )}
    </DashboardScreen>
  )
}

it('takes its default period without one in the URL and shows it in the figures', async () => {
  mounted = await mountScreen('/d', TestDashboard, '/d')
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard de prueba' })).toBeVisible()
  expect(cifras()).toHaveTextContent('Desde2026-03-01inicio')
  expect(cifras()).toHaveTextContent('Hasta2026-03-31fin')
  expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('01-03-2026')
})

it('writes a typed period and a filter into the URL, and removes an emptied filter', async () => {
  const user = userEvent.setup()
  mounted = await mountScreen('/d', TestDashboard, '/d?desde=2026-02-01&hasta=2026-02-28')
  expect(cifras()).toHaveTextContent('Hasta2026-02-28')

  const hasta = screen.getByRole('textbox', { name: 'Hasta' })
  await user.clear(hasta)
  await user.type(hasta, '15-02-2026')
  await waitFor(() => expect(cifras()).toHaveTextContent('Hasta2026-02-15'))
  expect(direccion()).toHaveTextContent('?desde=2026-02-01&hasta=2026-02-15')

  await user.click(screen.getByRole('button', { name: 'Cambiar flota' }))
  await waitFor(() => expect(cifras()).toHaveTextContent('Flotanorte'))
  expect(direccion()).toHaveTextContent('flota=norte')
  await user.click(screen.getByRole('button', { name: 'Cambiar flota' }))
  await waitFor(() => expect(cifras()).toHaveTextContent('Flotatodas'))
  expect(direccion()).not.toHaveTextContent('flota')
})

it('completes a period to the last days up to the end given, or today', () => {
  const ultimoAnio = ultimosDias(365)
  expect(ultimoAnio({ desde: null, hasta: null }, '2026-11-29')).toEqual({
    desde: '2025-11-30',
    hasta: '2026-11-29',
  })
  expect(ultimosDias(30)({ desde: null, hasta: '2026-03-31' }, '2026-11-29')).toEqual({
    desde: '2026-03-02',
    hasta: '2026-03-31',
  })
  expect(ultimoAnio({ desde: '2026-01-01', hasta: null }, '2026-11-29')).toEqual({
    desde: '2026-01-01',
    hasta: '2026-11-29',
  })
})
