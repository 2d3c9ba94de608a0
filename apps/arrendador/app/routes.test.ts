import { catalogueMismatch } from '@cordillera/portal/route-config'
import { expect, it } from 'vitest'
import routes from './routes.ts'

it('has every catalogue route of the arrendador portal and no other', () => {
  expect(catalogueMismatch(routes, 'arrendador')).toEqual({ missing: [], extra: [] })
})
