// Misspelt keys, route names and link params fail typecheck (`npm run typecheck` compiles this
// file): every `@ts-expect-error` below must meet an error, or tsc reports it as unused. The
// runtime assertions show what the same mistake did before the types caught it.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineRoute, PERMISSION_KEYS, type PermissionKey } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { renderPermissionKeys } from '../scripts/generate-permission-keys.ts'
import { hasKey } from './decide.ts'
import { allKeys } from './keys.ts'
import { knownPath } from './known-path.ts'
import { href, routeByName, rowActionKey } from './lookup.ts'

const staff = { su: false, permisos: ['comercial/listar-obras'] }

describe('typed permission keys', () => {
  it('accepts catalogue keys in a route definition and refuses a misspelt one', () => {
    const route = defineRoute({
      method: 'get',
      path: '/v1/obras',
      summary: 'Lista las obras',
      tags: ['obras'],
      permission: 'comercial/listar-obras',
      responses: { 200: { description: 'Una página' } },
    })
    expect(route.permission).toBe('comercial/listar-obras')
    defineRoute({
      method: 'get',
      path: '/v1/obras',
      summary: 'Lista las obras',
      tags: ['obras'],
      // @ts-expect-error `listar-obra` is no key: the route would lock out everyone but su.
      permission: 'comercial/listar-obra',
      responses: { 200: { description: 'Una página' } },
    })
    defineRoute({
      method: 'post',
      path: '/v1/constructoras/{id}/obras',
      summary: 'Crea una obra de la constructora',
      tags: ['constructoras'],
      permission: '',
      // @ts-expect-error extra keys are permission keys too.
      alsoRequires: ['comercial/crear-obras'],
      responses: { 201: { description: 'La obra creada' } },
    })
  })

  it('refuses a misspelt row action or list route', () => {
    expect(rowActionKey('obras', 'delete')).toBe('comercial/obra_eliminar')
    const key: 'comercial/obra_eliminar' = rowActionKey('obras', 'delete')
    expect(key).toBe('comercial/obra_eliminar')
    // @ts-expect-error no such action: at run time this threw only when the list was opened.
    expect(() => rowActionKey('obras', 'remove')).toThrow('Acción desconocida')
    // @ts-expect-error `obra` is no list route with row actions.
    expect(() => rowActionKey('obra', 'read')).toThrow('Acción desconocida')
  })

  it('refuses a misspelt key where a session is checked', () => {
    expect(hasKey(staff, 'comercial/listar-obras')).toBe(true)
    // @ts-expect-error a misspelt key silently hid the action from every user but su.
    expect(hasKey(staff, 'comercial/listar-obra')).toBe(false)
    expect(hasKey(staff, routeByName('obras').key)).toBe(true)
    // @ts-expect-error `obra` is no route name.
    expect(() => routeByName('obra')).toThrow('Ruta desconocida')
  })

  it('keeps the generated union in step with the catalogue', () => {
    expect(PERMISSION_KEYS).toEqual(allKeys)
    const generated = fileURLToPath(
      new URL('../../contracts/src/permission-keys.gen.ts', import.meta.url),
    )
    expect(readFileSync(generated, 'utf8')).toBe(renderPermissionKeys(allKeys))
    const everyKey: readonly PermissionKey[] = allKeys
    expect(everyKey).toContain('comercial/detalle-razon-social')
  })
})

describe('typed links', () => {
  it('builds a link from a route name and exactly its params', () => {
    expect(href('razones-sociales-editar', { id: 'r1' })).toBe('/razones-sociales/r1/editar')
    expect(href('obras', {}, { 'f.constructoraId': 'c1' })).toBe('/obras?f.constructoraId=c1')
    // @ts-expect-error no route `razon-social-detalle` (it is `razones-sociales-detalle-guion`).
    expect(() => href('razon-social-detalle', { id: 'r1' })).toThrow('Ruta desconocida')
    // @ts-expect-error the edit path has an `:id`: without it the link was `/razones-sociales/undefined/editar`.
    expect(() => href('razones-sociales-editar')).toThrow('Falta el parámetro id')
    // @ts-expect-error `edpId` is missing.
    expect(() => href('edp-editar', { contratoId: 'c1' })).toThrow('Falta el parámetro edpId')
    // @ts-expect-error `obraId` is no param of the obra detail (it is `id`).
    expect(() => href('obras-detalle', { obraId: 'o1' })).toThrow('Falta el parámetro id')
    // @ts-expect-error the list has no params; a filter goes in the query.
    expect(href('obras', { razonSocialId: 'r1' })).toBe('/obras')
  })

  it('checks a path written out against the catalogue', () => {
    expect(knownPath('/olvido-contrasenia')).toBe('/olvido-contrasenia')
    // @ts-expect-error the page is `/olvido-contrasenia`: the link led to the not-found page.
    knownPath('/olvido-contrasena')
    // @ts-expect-error a path with params goes through `href`, which fills them in.
    knownPath('/obras/:id')
  })
})
