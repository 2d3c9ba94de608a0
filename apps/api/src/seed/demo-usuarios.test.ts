// The demo's perfiles and generated users: every kind, some disabled, e-mails of their own, keys
// the catalogue knows; as seeded, each kind is what the audience rule reads.
import { isKnownKey } from '@cordillera/permissions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { usuarios } from '../db/schema/index.ts'
import { openTestDatabase } from '../testing/test-deps.ts'
import { perfilesDeUsuario, tipoDeUsuario } from '../usuarios/usuarios/usuario-rows.ts'
import { DEMO_USERS } from './demo-users.ts'
import { DEMO_PERFILES, generateDemoUsuarios } from './demo-usuarios.ts'

describe('the generated users', () => {
  const users = generateDemoUsuarios()

  it('are, with the sign-in accounts, ~40 of every kind, some disabled, none taking an account', () => {
    expect(users.length + DEMO_USERS.length).toBeGreaterThanOrEqual(40)
    const kinds = new Set(users.map((user) => user.tipo))
    expect([...kinds].sort()).toEqual(['cliente', 'cordillera', 'operador', 'proveedor'])
    for (const tipo of kinds) {
      expect(
        users.some((user) => user.tipo === tipo && !user.activo),
        tipo,
      ).toBe(true)
    }
    const emails = users.map((user) => user.email)
    expect(new Set(emails).size).toBe(emails.length)
    for (const demo of DEMO_USERS) expect(emails).not.toContain(demo.email)
  })

  it('are the same on every run', () => {
    expect(generateDemoUsuarios()).toEqual(users)
  })

  it('have perfiles of known keys', () => {
    for (const perfil of DEMO_PERFILES) {
      for (const key of perfil.permisos)
        expect(isKnownKey(key), `${perfil.nombre}: ${key}`).toBe(true)
    }
  })
})

describe('as seeded', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true })
  }, 120_000)
  afterAll(() => database?.close())

  it('each generated user is of its kind, with its perfiles', async () => {
    const rows = await database.db
      .select({ email: usuarios.email, tipo: tipoDeUsuario, perfiles: perfilesDeUsuario })
      .from(usuarios)
    const byEmail = new Map(rows.map((row) => [row.email, row]))
    for (const user of generateDemoUsuarios()) {
      expect(byEmail.get(user.email), user.email).toMatchObject({
        tipo: user.tipo,
        perfiles: [...user.perfiles]
          .sort((a, b) => a.localeCompare(b, 'es'))
          .map((nombre) => expect.objectContaining({ nombre })),
      })
    }
  })
})
