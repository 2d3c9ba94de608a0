import { catalogueMismatch } from '@cordillera/portal/route-config'
import { expect, it } from 'vitest'
import routes from './routes.ts'

it('has every catalogue route of the backoffice portal and no other', () => {
  expect(catalogueMismatch(routes, 'backoffice')).toEqual({ missing: [], extra: [] })
})
