// The signed-in user is read from the database on every request, never from a cache: what an
// administrator changes there (a key removed, su withdrawn, the user deactivated) applies to the
// very next request. The lookup's fast path on PGlite (a literal in the simple protocol) must find
// exactly the user the token names, whatever the token's sub holds.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { perfiles, proveedores, usuarioPerfiles, usuarios } from '../db/schema/index.ts'
import { openTestDatabase, testDeps } from '../testing/test-deps.ts'
import { loadAuthUser } from './auth-user.ts'

const listKey = 'comercial/listar-razones-sociales'
let database: Database
let app: App

const listAs = async (sub: string) =>
  (
    await app.request('/v1/razones-sociales?pageSize=10', {
      headers: { Authorization: `Bearer test:${sub}:` },
    })
  ).status

const claimsOf = (sub: string) => ({ sub, email: undefined, emailVerified: false })

beforeAll(async () => {
  database = await openTestDatabase()
  app = createApp(testDeps(database))
  await database.db.insert(usuarios).values([
    {
      email: 'lista@cordillera.cl',
      nombre: 'Lista',
      tipo: 'cordillera',
      permisos: [listKey],
      cognitoSub: 'lista',
    },
    {
      email: 'primera@cordillera.cl',
      nombre: 'Primera',
      tipo: 'cordillera',
      su: true,
      cognitoSub: 'aaa',
    },
    {
      email: 'comilla@cordillera.cl',
      nombre: 'Comilla',
      tipo: 'cordillera',
      cognitoSub: "o'higgins",
    },
  ])
})

afterAll(async () => {
  await database?.close()
})

describe('the user of each request', () => {
  const setLista = (values: Partial<typeof usuarios.$inferInsert>) =>
    database.db.update(usuarios).set(values).where(eq(usuarios.cognitoSub, 'lista'))

  it('loses a key removed in the database on the next request', async () => {
    expect(await listAs('lista')).toBe(200)
    await setLista({ permisos: [] })
    expect(await listAs('lista')).toBe(403)
    await setLista({ permisos: [listKey] })
    expect(await listAs('lista')).toBe(200)
  })

  it('loses su, and then its access, on the next request', async () => {
    await setLista({ permisos: [], su: true })
    expect(await listAs('lista')).toBe(200)
    await setLista({ su: false })
    expect(await listAs('lista')).toBe(403)
    await setLista({ permisos: [listKey] })
  })

  it('is refused on the next request once deactivated or deleted', async () => {
    await setLista({ activo: false })
    expect(await listAs('lista')).toBe(401)
    await setLista({ activo: true, eliminadoEn: new Date() })
    expect(await listAs('lista')).toBe(401)
    await setLista({ eliminadoEn: null })
    expect(await listAs('lista')).toBe(200)
  })
})

describe("a user's perfiles", () => {
  const sub = 'perfilado'
  let perfilId: string

  beforeAll(async () => {
    const [user] = await database.db
      .insert(usuarios)
      .values({
        email: 'perfilado@cordillera.cl',
        nombre: 'Perfilado',
        tipo: 'cordillera',
        permisos: ['rrhh/listar-trabajadores'],
        cognitoSub: sub,
      })
      .returning({ id: usuarios.id })
    const [perfil] = await database.db
      .insert(perfiles)
      .values({ nombre: 'Lectura comercial', permisos: [listKey, 'rrhh/listar-trabajadores'] })
      .returning({ id: perfiles.id })
    perfilId = perfil?.id ?? ''
    await database.db.insert(usuarioPerfiles).values({ usuarioId: user?.id ?? '', perfilId })
  })

  const setPerfil = (values: Partial<typeof perfiles.$inferInsert>) =>
    database.db.update(perfiles).set(values).where(eq(perfiles.id, perfilId))

  it('give their keys, once each, beside its own', async () => {
    expect((await loadAuthUser(database.db, claimsOf(sub)))?.permisos).toEqual([
      listKey,
      'rrhh/listar-trabajadores',
    ])
    expect(await listAs(sub)).toBe(200)
  })

  it("take a key taken out of the perfil, or the deleted perfil's, on the next request", async () => {
    await setPerfil({ permisos: ['rrhh/listar-trabajadores'] })
    expect(await listAs(sub)).toBe(403)
    await setPerfil({ permisos: [listKey] })
    expect(await listAs(sub)).toBe(200)
    await setPerfil({ eliminadoEn: new Date() })
    expect(await listAs(sub)).toBe(403)
    expect((await loadAuthUser(database.db, claimsOf(sub)))?.permisos).toEqual([
      'rrhh/listar-trabajadores',
    ])
  })
})

describe('loadAuthUser', () => {
  it('reads every field the session needs, the proveedor included', async () => {
    const [proveedor] = await database.db
      .insert(proveedores)
      .values({ rut: '76543210-3', razonSocial: 'Grúas del Sur SpA', provisorio: true })
      .returning({ id: proveedores.id })
    await database.db.insert(usuarios).values({
      email: 'arrendador@gruas.cl',
      nombre: 'Arrendador',
      tipo: 'proveedor',
      permisos: ['a/b', 'c/d'],
      proveedorId: proveedor?.id,
      cognitoSub: '0a1b2c3d-4e5f-6789-abcd-ef0123456789',
    })
    expect(
      await loadAuthUser(database.db, claimsOf('0a1b2c3d-4e5f-6789-abcd-ef0123456789')),
    ).toEqual({
      id: expect.any(String),
      email: 'arrendador@gruas.cl',
      nombre: 'Arrendador',
      tipo: 'proveedor',
      su: false,
      permisos: ['a/b', 'c/d'],
      proveedor: { id: proveedor?.id, rut: '76543210-3', razonSocial: 'Grúas del Sur SpA' },
      obraIds: [],
      operadorId: null,
    })
  })

  it('finds only the user the sub names, whatever characters the sub holds', async () => {
    expect(await loadAuthUser(database.db, claimsOf("x' or 'a'='a"))).toBeNull()
    expect(await loadAuthUser(database.db, claimsOf("aaa' --"))).toBeNull()
    expect((await loadAuthUser(database.db, claimsOf("o'higgins")))?.email).toBe(
      'comilla@cordillera.cl',
    )
    expect((await loadAuthUser(database.db, claimsOf('aaa')))?.su).toBe(true)
  })
})
