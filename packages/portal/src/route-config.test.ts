import { type Portal, routesOf } from '@cordillera/permissions'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { catalogueMismatch, portalRoutes } from './route-config.ts'

const flatten = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])

const appDirectory = '/repo/apps/demo/app'

describe('portalRoutes', () => {
  it.each(['backoffice', 'arrendador', 'operador'] as Portal[])(
    'gives %s exactly the catalogue routes of that portal, by name',
    (portal) => {
      const ids = flatten(portalRoutes({ portal, appDirectory }))
        .map((entry) => entry.id)
        .filter((id) => id !== 'guarded')
      expect(ids.sort()).toEqual(
        routesOf(portal)
          .map((route) => route.name)
          .sort(),
      )
    },
  )

  it('reports routes a config lacks or adds', () => {
    const config = portalRoutes({ portal: 'operador', appDirectory })
    const trimmed = config.filter((entry) => entry.id !== 'login')
    trimmed.push({ id: 'extra', path: 'extra', file: 'extra.tsx' })
    expect(catalogueMismatch(trimmed, 'operador')).toEqual({ missing: ['login'], extra: ['extra'] })
    expect(catalogueMismatch(config, 'operador')).toEqual({ missing: [], extra: [] })
  })

  it('keeps the public pages outside the guarded layout and everything else inside it', () => {
    const config = portalRoutes({ portal: 'backoffice', appDirectory })
    const topLevel = config.map((entry) => entry.id)
    expect(topLevel).toEqual(['login', 'olvido-contrasenia', 'guarded'])
    const guarded = config.find((entry) => entry.id === 'guarded')
    expect(guarded?.children?.at(-1)).toMatchObject({ id: 'not-found', path: '*' })
    expect(guarded?.children?.find((entry) => entry.id === 'index')).toMatchObject({ index: true })
  })

  it('uses the portal’s own screen where it has one and the shared ones otherwise', () => {
    const config = flatten(
      portalRoutes({
        portal: 'backoffice',
        appDirectory,
        screens: { 'razones-sociales': 'features/razones-sociales/list.tsx' },
      }),
    )
    expect(config.find((entry) => entry.id === 'razones-sociales')?.file).toBe(
      'features/razones-sociales/list.tsx',
    )
    expect(config.find((entry) => entry.id === 'login')?.file).toMatch(
      /packages\/portal\/src\/routes\/login\.tsx$/,
    )
    expect(config.find((entry) => entry.id === 'obras')?.file).toMatch(/routes\/pending\.tsx$/)
  })

  it('refuses a screen for a route the catalogue does not give the portal', () => {
    expect(() =>
      portalRoutes({ portal: 'arrendador', appDirectory, screens: { trabajadores: 'x.tsx' } }),
    ).toThrow('La pantalla trabajadores no es una ruta del catálogo para el portal arrendador')
  })

  it('serves the spec detail path of razones sociales and its dashed form', () => {
    const paths = flatten(portalRoutes({ portal: 'backoffice', appDirectory })).map(
      (entry) => entry.path,
    )
    expect(paths).toContain('razones_sociales/:id')
    expect(paths).toContain('razones-sociales/:id')
  })
})
