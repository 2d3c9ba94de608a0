// The types a list screen takes from a list route (common/list-query.ts), shown on obras, and the
// filter names a URL may carry to it.
import { describe, expect, expectTypeOf, it } from 'vitest'
import { type FilterOf, listFilterNames, type SortOf } from '../common/list-query.ts'
import { listObrasQuerySchema } from './obra.ts'
import type { listObrasRoute } from './obra-routes.ts'

describe('list route types', () => {
  it('name the sorts and filters the route takes, and only those', () => {
    expectTypeOf<SortOf<typeof listObrasRoute>>().toEqualTypeOf<
      'nombre' | 'codigo' | 'fechaInicio' | 'creadoEn' | 'actualizadoEn'
    >()
    expectTypeOf<FilterOf<typeof listObrasRoute>>().toEqualTypeOf<
      'activa' | 'constructoraId' | 'razonSocialId' | 'comuna' | 'region'
    >()
    // @ts-expect-error: obras cannot be sorted by comuna (no index behind it)
    const sort: SortOf<typeof listObrasRoute> = 'comuna'
    // @ts-expect-error: q is the search, not a filter
    const filter: FilterOf<typeof listObrasRoute> = 'q'
    expect([sort, filter]).toHaveLength(2)
  })

  it('lists the filter names of a list query at run time', () => {
    expect(listFilterNames(listObrasQuerySchema)).toEqual([
      'activa',
      'constructoraId',
      'razonSocialId',
      'comuna',
      'region',
    ])
  })
})
