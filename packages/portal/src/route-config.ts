// A portal's React Router route config, derived from the route catalogue: every catalogue route of
// that portal exists, under the guarded layout unless it is public, with the catalogue name as its
// route id. Shared screens (sign-in, account, system pages) come from this package; the portal
// names its own feature screens; a route whose screen is not built yet shows the WIP page with its
// title (the guard still applies to it).
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Portal, type RouteEntry, type RouteName, routesOf } from '@cordillera/permissions'
import { index, layout, type RouteConfigEntry, route } from '@react-router/dev/routes'

/** A screen file by catalogue route name: a name the catalogue lacks does not compile. */
export type ScreenFiles = Readonly<Partial<Record<RouteName, string>>>

/** Screens every portal shares, by catalogue route name. */
const sharedScreens: ScreenFiles = {
  login: 'login.tsx',
  'olvido-contrasenia': 'olvido-contrasenia.tsx',
  index: 'home.tsx',
  'cambiar-contrasenia': 'cambiar-contrasenia.tsx',
  'mis-dispositivos': 'mis-dispositivos.tsx',
  prohibido: 'prohibido.tsx',
  wip: 'wip.tsx',
  maintenance: 'en-mantencion.tsx',
  'not-found': 'not-found.tsx',
  kit: 'kit.tsx',
}

const sharedFile = (file: string) => fileURLToPath(new URL(`./routes/${file}`, import.meta.url))

/**
 * Each app re-exports the shared guarded layout from its own `app/guarded-layout.tsx`: React
 * Router's typegen resolves a route's parent layout through the app's rootDirs, which a file in
 * another package is outside of (the screens' generated types would not compile).
 */
export const GUARDED_LAYOUT_FILE = 'guarded-layout.tsx'

export type PortalRoutesOptions = {
  portal: Portal
  /** The app directory (`import.meta.dirname` of app/routes.ts): route files are relative to it. */
  appDirectory: string
  /**
   * The portal's own screens: catalogue route name → file relative to the app directory. The
   * start-time check below also refuses a route of another portal.
   */
  screens?: ScreenFiles
}

export function portalRoutes({
  portal,
  appDirectory,
  screens = {},
}: PortalRoutesOptions): RouteConfigEntry[] {
  const catalogue = routesOf(portal)
  for (const name of Object.keys(screens)) {
    if (!catalogue.some((entry) => entry.name === name)) {
      throw new Error(`La pantalla ${name} no es una ruta del catálogo para el portal ${portal}`)
    }
  }
  const fileByName = (files: ScreenFiles, name: string) =>
    (files as Readonly<Record<string, string | undefined>>)[name]
  const fileOf = (entry: RouteEntry) => {
    const own = fileByName(screens, entry.name)
    if (own) return own
    return relative(
      appDirectory,
      sharedFile(fileByName(sharedScreens, entry.name) ?? 'pending.tsx'),
    )
  }
  const entryRoute = (entry: RouteEntry) =>
    entry.name === 'index'
      ? index(fileOf(entry), { id: entry.name })
      : route(entry.path, fileOf(entry), { id: entry.name })

  const publicRoutes = catalogue.filter((entry) => entry.access === 'public')
  const guarded = catalogue.filter(
    (entry) => entry.access !== 'public' && entry.name !== 'not-found',
  )
  const notFound = catalogue.find((entry) => entry.name === 'not-found')
  return [
    ...publicRoutes.map(entryRoute),
    layout(GUARDED_LAYOUT_FILE, { id: 'guarded' }, [
      ...guarded.map(entryRoute),
      // The catch-all stays last and inside the guard: rule 1 applies to unknown URLs too.
      ...(notFound ? [entryRoute(notFound)] : []),
    ]),
  ]
}

/** Compares a portal's route config with the catalogue: names missing from it and ids it adds. */
export function catalogueMismatch(
  config: RouteConfigEntry[],
  portal: Portal,
): { missing: string[]; extra: string[] } {
  const flatten = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])
  const ids = new Set(flatten(config).map((entry) => entry.id ?? entry.file))
  const names = new Set(routesOf(portal).map((entry) => entry.name))
  return {
    missing: [...names].filter((name) => !ids.has(name)),
    extra: [...ids].filter((id) => id !== 'guarded' && !names.has(id)),
  }
}
