// A screen's key checks, row actions and screen names take catalogue values only (`npm run typecheck` compiles
// this file): each `@ts-expect-error` must meet an error, or tsc reports it as unused.
import type { listObrasRoute } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import type { RowAction } from '@cordillera/ui/components/data-table/data-table'
import { describe, expect, it, vi } from 'vitest'

const session = vi.hoisted(() => ({ su: false, permisos: ['comercial/crear-obra'] }))

vi.mock('@cordillera/auth/react', () => ({ useSession: () => session }))
vi.mock('./runtime.ts', () => ({ portalRuntime: () => ({}) }))
// The hook's memo is beside the point here; calling it outside a component needs it gone.
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  useCallback: <T>(callback: T) => callback,
}))

const { useCan } = await import('./screens/use-portal-api.ts')
const { portalRoutes } = await import('./route-config.ts')
const { listFilterQuery } = await import('./screens/list-filter-query.ts')

describe('useCan', () => {
  it('answers for catalogue keys and refuses a misspelt one at compile time', () => {
    const can = useCan()
    expect(can('comercial/crear-obra')).toBe(true)
    expect(can('comercial/editar-obra')).toBe(false)
    expect(can('')).toBe(true)
    // @ts-expect-error `crear-obras` is no key: the button would stay hidden from all but su.
    expect(can('comercial/crear-obras')).toBe(false)
  })

  it('row actions of a DataTable take catalogue keys', () => {
    const actions: RowAction<{ id: string }>[] = [
      { id: 'editar', label: 'Editar', key: 'comercial/editar-obra', onSelect: () => {} },
      // @ts-expect-error the delete key is `comercial/obra_eliminar`.
      { id: 'eliminar', label: 'Eliminar', key: 'comercial/eliminar-obra', onSelect: () => {} },
    ]
    expect(actions).toHaveLength(2)
  })

  it('a portal names its screens by catalogue route name', () => {
    expect(() =>
      portalRoutes({
        portal: 'backoffice',
        appDirectory: '/app',
        // @ts-expect-error `razones-social` is no route: the screen would never be mounted.
        screens: { 'razones-social': 'features/razones-sociales/list.tsx' },
      }),
    ).toThrow('no es una ruta del catálogo')
  })

  it("a link to a filtered list uses the list route's filter names", () => {
    const id = '0b5e7a3c-0000-4000-8000-000000000001'
    expect(href('obras', {}, listFilterQuery<typeof listObrasRoute>({ razonSocialId: id }))).toBe(
      `/obras?f.razonSocialId=${id}`,
    )
    // @ts-expect-error obras filter by `razonSocialId`: the list would open unfiltered.
    listFilterQuery<typeof listObrasRoute>({ razonSocial: id })
  })
})
