import type { Me, NavigationMenuEntry } from '@cordillera/contracts'
import { matchPath, type Portal, routeCatalogue } from '@cordillera/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { openTestDatabase, silentLogger, testDeps } from '../testing/test-deps.ts'

let database: Database
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  // Without a pool the demo users have no sub yet: the fake verifier's tokens link them by e-mail.
  await seedDemo({ db: database.db, userPool: null, logger: silentLogger })
  app = createApp(testDeps(database))
}, 180_000)
afterAll(() => database?.close())

const tokenOf = (email: string) => ({ Authorization: `Bearer test:sub-${email}:${email}` })
const getMe = (email: string, query = '') =>
  app.request(`/v1/me${query}`, { headers: tokenOf(email) })

async function menuOf(email: string, portal?: Portal): Promise<NavigationMenuEntry[]> {
  const res = await getMe(email, portal ? `?portal=${portal}` : '')
  expect(res.status).toBe(200)
  return ((await res.json()) as Me).navigationMenu
}

const sections = (menu: NavigationMenuEntry[]) => menu.map((section) => section.label)
const paths = (menu: NavigationMenuEntry[]) =>
  menu.flatMap((section) => section.children ?? []).map((entry) => String(entry.path))
/** The catalogue key of each menu entry, found by its path. */
const keysOf = (menu: NavigationMenuEntry[], portal: Portal) =>
  paths(menu).map((path) => matchPath(portal, path).route.key)

describe('GET /v1/me builds navigationMenu on the server', () => {
  it('gives su the whole backoffice menu', async () => {
    const menu = await menuOf('admin@cordillera.cl')
    const everyEntry = routeCatalogue
      .filter((route) => route.menu && route.portals.includes('backoffice'))
      .map((route) => `/${route.path}`)
    expect(paths(menu).sort()).toEqual(everyEntry.sort())
    expect(sections(menu)).toEqual(
      expect.arrayContaining(['Comercial', 'Operaciones', 'Recursos humanos', 'Usuarios']),
    )
  })

  it('gives comercial only the commercial sections (and the key-less ones)', async () => {
    const menu = await menuOf('comercial@cordillera.cl')
    expect(sections(menu)).toContain('Comercial')
    for (const other of ['Operaciones', 'Recursos humanos', 'Usuarios', 'Soporte']) {
      expect(sections(menu)).not.toContain(other)
    }
    for (const key of keysOf(menu, 'backoffice')) expect(key).toMatch(/^(comercial\/|$)/)
  })

  it('gives a staff user without keys only the key-less sections', async () => {
    const menu = await menuOf('sinpermisos@cordillera.cl')
    expect(sections(menu)).toContain('Constructoras')
    expect(sections(menu)).not.toContain('Comercial')
    expect(keysOf(menu, 'backoffice').every((key) => key === '')).toBe(true)
  })

  it('gives a proveedor the Arrendador section, on the arrendador portal by default', async () => {
    const byDefault = await menuOf('proveedor@arriendos-sur.cl')
    expect(sections(byDefault)).toEqual(['Arrendador'])
    expect(paths(byDefault)).toContain('/arrendador/equipos')
    expect(await menuOf('proveedor@arriendos-sur.cl', 'arrendador')).toEqual(byDefault)
    // The staff portal has nothing for a lessor (rule 3).
    expect(await menuOf('proveedor@arriendos-sur.cl', 'backoffice')).toEqual([])
  })

  it("gives the operador 'Mis reports' on the operador portal", async () => {
    const menu = await menuOf('operador@cordillera.cl', 'operador')
    expect(sections(menu)).toEqual(['Mis reports'])
    expect(paths(menu)).toContain('/operador/reports')
    // Staff default to the backoffice, where the operator's keys open nothing keyed.
    expect(keysOf(await menuOf('operador@cordillera.cl'), 'backoffice')).not.toContain(
      'operador/listar-reports',
    )
  })

  it('gives site clients and operators nothing in the backoffice, not even its key-less screens', async () => {
    // Constructoras have no key, but they are the company's screens: the API refuses these users
    // there (403), so the menu does not offer them.
    expect(await menuOf('cliente@cordillera.cl', 'backoffice')).toEqual([])
    expect(await menuOf('operador@cordillera.cl', 'backoffice')).toEqual([])
    expect(sections(await menuOf('cliente@cordillera.cl', 'operador'))).not.toEqual([])
  })

  it('400 entrada_invalida with a Spanish field message for an unknown portal', async () => {
    const res = await getMe('admin@cordillera.cl', '?portal=intranet')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: 'entrada_invalida',
        message: 'Los datos enviados no son válidos.',
        fields: { portal: 'Portal desconocido: use backoffice, arrendador u operador.' },
      },
    })
  })

  it('documents the portal query in OpenAPI', async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>
    }
    expect(doc.paths['/v1/me']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'portal', in: 'query' }),
    ])
  })
})
