import { describe, expect, it } from 'vitest'
import { routeUrl } from './request.ts'

describe('routeUrl', () => {
  it('fills path parameters, encoded, and adds the defined query values', () => {
    expect(
      routeUrl('/v1/obras/{id}/items', { id: 'a b' }, { page: 2, q: undefined, activo: true }),
    ).toBe('/v1/obras/a%20b/items?page=2&activo=true')
  })

  it('refuses a path whose parameter is missing', () => {
    expect(() => routeUrl('/v1/obras/{id}', {}, {})).toThrow(
      'Falta el parámetro id de /v1/obras/{id}',
    )
  })
})
