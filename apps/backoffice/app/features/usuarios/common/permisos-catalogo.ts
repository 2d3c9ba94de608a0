// The permission keys as an administrator reads them: each key titled by what the catalogue says it
// opens (the screens keyed by it, "Obras"; or, for a key only a list's action needs, that list and
// action, "Obras: eliminar"), grouped by its area (`comercial/…` → Comercial), in the catalogue's
// order. The key picker, a perfil's keys and a user's effective keys all read it. Built on first
// use, not at import (docs/modules.md).
import type { PermissionKey } from '@cordillera/contracts'
import { allKeys, routeCatalogue, rowActions } from '@cordillera/permissions'

export type PermisoTitulado = { key: PermissionKey; title: string }
export type AreaDePermisos = { area: string; title: string; keys: PermisoTitulado[] }

/** The areas' names, as the menu calls them; an area not named here shows its prefix. */
const AREAS: Readonly<Record<string, string>> = {
  comercial: 'Comercial',
  operaciones: 'Operaciones',
  rrhh: 'Recursos humanos',
  operador: 'Portal de operadores',
  usuarios: 'Usuarios',
  tickets: 'Soporte',
  sistema: 'Sistema',
}

/** What a list's row action lets do, in a sentence's middle. */
const ACCIONES: Readonly<Record<string, string>> = {
  read: 'ver detalle',
  edit: 'editar',
  delete: 'eliminar',
  export: 'exportar',
  manage: 'gestionar',
  contract: 'pasar a contrato',
  files: 'documentos',
  reject: 'rechazar',
  'create-edp': 'crear EDP',
  addRequest: 'solicitar adición',
  changeRequest: 'solicitar cambio',
  partialWithdrawals: 'solicitar retiro parcial',
  concludeContract: 'solicitar cierre',
  block: 'bloquear',
  create: 'crear',
  createReport: 'crear report',
  reportHistory: 'historial de reports',
  sign: 'firmar',
  detalleTicket: 'ver detalle',
}

let catalogo: { areas: AreaDePermisos[]; titles: Map<string, string> } | undefined

function built() {
  if (catalogo) return catalogo
  const titlesOf = new Map<string, string[]>()
  const add = (key: string, title: string) => {
    if (key === '') return
    const titles = titlesOf.get(key) ?? []
    if (!titles.includes(title)) titles.push(title)
    titlesOf.set(key, titles)
  }
  for (const route of routeCatalogue) add(route.key, route.title)
  const listTitle = new Map<string, string>(
    routeCatalogue.map((route) => [route.name, route.title] as const),
  )
  for (const action of rowActions) {
    // A key that opens a screen is named by it; a list action's own key by the list and action.
    if (routeCatalogue.some((route) => route.key === action.key)) continue
    add(
      action.key,
      `${listTitle.get(action.route) ?? action.route}: ${ACCIONES[action.action] ?? action.action}`,
    )
  }
  const titles = new Map<string, string>(
    [...titlesOf].map(([key, each]) => [key, each.join(' · ')] as const),
  )
  const areas = new Map<string, AreaDePermisos>()
  for (const key of titlesOf.keys()) {
    if (!(allKeys as readonly string[]).includes(key)) continue
    const area = key.slice(0, key.indexOf('/'))
    const group = areas.get(area) ?? { area, title: AREAS[area] ?? area, keys: [] }
    group.keys.push({ key: key as PermissionKey, title: titles.get(key) ?? key })
    areas.set(area, group)
  }
  catalogo = { areas: [...areas.values()], titles }
  return catalogo
}

/** Every key of the catalogue, grouped by area, each with its title. */
export function areasDePermisos(): readonly AreaDePermisos[] {
  return built().areas
}

/** A key's title ("Obras", "Obras: eliminar"); a key the catalogue no longer has, as stored. */
export function tituloDePermiso(key: string): string {
  return built().titles.get(key) ?? key
}

/** The given keys grouped by area, in the catalogue's order (keys it lacks last, as stored). */
export function agrupadosPorArea<T extends { key: string }>(
  items: readonly T[],
): { area: string; title: string; items: T[] }[] {
  const byKey = new Map(items.map((item) => [item.key, item] as const))
  const groups = areasDePermisos()
    .map(({ area, title, keys }) => ({
      area,
      title,
      items: keys.flatMap(({ key }) => {
        const item = byKey.get(key)
        return item ? [item] : []
      }),
    }))
    .filter((group) => group.items.length > 0)
  const known = new Set(areasDePermisos().flatMap((group) => group.keys.map(({ key }) => key)))
  const unknown = items.filter((item) => !known.has(item.key as PermissionKey))
  return unknown.length > 0
    ? [...groups, { area: '', title: 'Otros permisos', items: unknown }]
    : groups
}
