import { comunaPorCodigo, fechaEnSantiago, isValidRut } from '@cordillera/contracts'
import { isKnownKey } from '@cordillera/permissions'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { obras, proveedores, usuarios } from '../db/schema/index.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger, testDeps } from '../testing/test-deps.ts'
import { DEMO_ARRENDADOR_POR_PROVEEDOR } from './demo-arrendador.ts'
import { DEMO_CONSTRUCTORAS, DEMO_PROVEEDORES, DEMO_RAZONES_SOCIALES } from './demo-business.ts'
import { generateDemoContratos } from './demo-contratos.ts'
import { DEMO_TOTALS, generateDemoComercial } from './demo-generated.ts'
import { generateDemoActivos } from './demo-operaciones.ts'
import { DEMO_TICKETS_TOTAL } from './demo-tickets.ts'
import { DEMO_OPERADORES_TOTAL, DEMO_TRABAJADORES_TOTAL } from './demo-trabajadores.ts'
import bannerList from './demo-users.json' with { type: 'json' }
import { DEMO_OPERADOR_ID, DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts'
import { DEMO_PERFILES, generateDemoUsuarios } from './demo-usuarios.ts'
import { DEMO_VALORES_UF_DIAS } from './demo-valores-uf.ts'
import { FLOTAS_DEMO, MARCAS_DEMO, TIPOS_ACTIVO_DEMO } from './demo-vocabulary.ts'
import { seedDemo } from './seed-demo.ts'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
}, 180_000)
afterAll(() => database?.close())

describe('demo data', () => {
  it('uses valid RUTs and CUT comuna codes', () => {
    for (const { rut } of [...DEMO_PROVEEDORES, ...DEMO_RAZONES_SOCIALES, ...DEMO_CONSTRUCTORAS]) {
      expect(isValidRut(rut), rut).toBe(true)
    }
    expect(DEMO_PROVEEDORES.map((p) => p.razonSocial)).toContain('Arriendos Sur SpA')
  })

  it('generates the same realistic rows on every run: valid RUTs, CUT comunas, unique keys', () => {
    const generated = generateDemoComercial()
    expect(generateDemoComercial()).toEqual(generated)
    const ruts = [
      ...generated.razonesSociales,
      ...generated.constructoras,
      ...generated.proveedores,
    ]
    for (const { rut } of ruts) expect(isValidRut(rut), rut).toBe(true)
    for (const rows of [
      generated.razonesSociales,
      generated.constructoras,
      generated.proveedores,
    ]) {
      expect(new Set(rows.map((row) => row.rut)).size).toBe(rows.length)
    }
    for (const { comuna } of [...generated.razonesSociales, ...generated.obras]) {
      expect(comunaPorCodigo(comuna), comuna).toBeDefined()
    }
    expect(new Set(generated.obras.map((obra) => obra.codigo)).size).toBe(generated.obras.length)
    expect(generated.proveedores.filter((p) => p.provisorio)).toHaveLength(5)
    expect(generated.proveedores.filter((p) => !p.provisorio).every((p) => p.banco)).toBe(true)
  })

  it('lists the demo users for the start-up banner (demo-users.json, read by tooling/stack)', () => {
    expect(bannerList).toEqual({
      password: DEMO_PASSWORD,
      users: DEMO_USERS.map(({ email, portal, descripcion }) => ({ email, portal, descripcion })),
    })
  })

  it('gives only keys the route catalogue knows, and each area its own', () => {
    for (const user of DEMO_USERS) {
      for (const key of user.permisos) expect(isKnownKey(key), `${user.email}: ${key}`).toBe(true)
    }
    const keysOf = (email: string) =>
      DEMO_USERS.find((user) => user.email === email)?.permisos ?? []
    expect(keysOf('comercial@cordillera.cl')).toEqual(
      expect.arrayContaining([
        'comercial/disponibilidad-flota',
        'comercial/resumen-equipos',
        'comercial/equipos-de-pago',
      ]),
    )
    expect(keysOf('operaciones@cordillera.cl')).toContain('operaciones/dashboard-equipos')
    expect(keysOf('rrhh@cordillera.cl')).toHaveLength(12)
    expect(keysOf('comercial@cordillera.cl').every((key) => key.startsWith('comercial/'))).toBe(
      true,
    )
  })

  it('seeds once, then adds nothing on the next starts, in the database and the pool', async () => {
    const pool = createMemoryUserPool()
    const first = await seedDemo({ db: database.db, userPool: pool, logger: silentLogger })
    expect(first.poolChecked).toBe(true)
    // The sign-in accounts and the users of every kind of demo-usuarios.ts, each with its pool
    // account; every generated user finds its obras, operator record and lessor.
    const generados = generateDemoUsuarios()
    expect(first.poolUsersCreated).toBe(DEMO_USERS.length + generados.length)
    const contactos = [...DEMO_RAZONES_SOCIALES, ...generateDemoComercial().razonesSociales]
      .map((razon) => razon.contactos.length)
      .reduce((sum, count) => sum + count, 0)
    const contratosDemo = generateDemoContratos(fechaEnSantiago(new Date()))
    // Each demo lessor with a portal user has its incidents and trips (demo-arrendador.ts).
    const arrendadores = DEMO_USERS.filter((user) => user.tipo === 'proveedor').length
    expect(first.inserted).toEqual({
      proveedores: DEMO_TOTALS.proveedores,
      grupos_cliente: DEMO_TOTALS.gruposCliente,
      razones_sociales: DEMO_TOTALS.razonesSociales,
      contactos_razon_social: contactos,
      constructoras: DEMO_TOTALS.constructoras,
      obras: DEMO_TOTALS.obras,
      usuarios: DEMO_USERS.length + generados.length,
      usuario_obras:
        1 + generados.flatMap((user) => (user.tipo === 'cliente' ? user.obraCodigos : [])).length,
      perfiles: DEMO_PERFILES.length,
      usuario_perfiles: generados.flatMap((user) => user.perfiles).length,
      marcas: MARCAS_DEMO.length,
      tipos_activo: TIPOS_ACTIVO_DEMO.length,
      flotas: FLOTAS_DEMO.length,
      activos: generateDemoActivos().length,
      valores_uf: DEMO_VALORES_UF_DIAS,
      trabajadores: DEMO_TRABAJADORES_TOTAL,
      operadores: DEMO_OPERADORES_TOTAL,
      cotizaciones: contratosDemo.cotizaciones.length,
      cotizacion_items: contratosDemo.cotizaciones.flatMap((cot) => cot.items).length,
      contratos: contratosDemo.contratos.length,
      contrato_items: contratosDemo.contratos.flatMap((con) => con.items).length,
      solicitudes: contratosDemo.solicitudes.length,
      solicitud_items: contratosDemo.solicitudes.flatMap((sol) => sol.items).length,
      // Counted against the table in demo-movimientos.test.ts.
      movimientos: expect.any(Number),
      // Planned from the stored contract items and dated from today: demo-reports.test.ts.
      asignaciones_operador: expect.any(Number),
      reports: expect.any(Number),
      // Without a storage no signature image is kept, so no report is signed.
      firmas_report: 0,
      // Computed from the seeded evidence, the months whose reports are unsigned left out:
      // demo-edp.test.ts.
      edps: expect.any(Number),
      edp_lineas: expect.any(Number),
      edp_historial: expect.any(Number),
      edp_revisiones: expect.any(Number),
      incidentes: arrendadores * DEMO_ARRENDADOR_POR_PROVEEDOR.incidentes,
      reports_arrendador: arrendadores * DEMO_ARRENDADOR_POR_PROVEEDOR.viajes,
      // One agreement per lessor owning assets, each of its assets in it; the external EDPs the
      // evidence lets the computation pay: demo-edp-externos.test.ts.
      acuerdos_arriendo: expect.any(Number),
      acuerdo_arriendo_activos: expect.any(Number),
      edps_externos: expect.any(Number),
      edp_externo_lineas: expect.any(Number),
      edp_externo_historial: expect.any(Number),
      edp_externo_revisiones: expect.any(Number),
      solicitudes_ajuste: expect.any(Number),
      // Every kind of user's, in every estado, with threads: tickets/tickets/tickets.test.ts.
      tickets: DEMO_TICKETS_TOTAL,
      ticket_comentarios: expect.any(Number),
    })
    expect(first.inserted.movimientos).toBeGreaterThan(0)
    expect(first.inserted.asignaciones_operador).toBeGreaterThanOrEqual(DEMO_OPERADORES_TOTAL)
    expect(first.inserted.reports).toBeGreaterThan(1000)
    expect([...pool.users.values()].every((user) => user.password === DEMO_PASSWORD)).toBe(true)

    const second = await seedDemo({ db: database.db, userPool: pool, logger: silentLogger })
    expect(second.poolUsersCreated).toBe(0)
    expect(Object.values(second.inserted).every((count) => count === 0)).toBe(true)

    // Every demo user is tied to its pool account.
    const rows = await database.db.select().from(usuarios)
    for (const row of rows) expect(row.cognitoSub).toBe(pool.users.get(row.email)?.sub)
  })

  it('relinks demo users to a reset pool and tolerates an unreachable one', async () => {
    const resetPool = createMemoryUserPool()
    await seedDemo({ db: database.db, userPool: resetPool, logger: silentLogger })
    const [admin] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'admin@cordillera.cl'))
    expect(admin?.cognitoSub).toBe(resetPool.users.get('admin@cordillera.cl')?.sub)

    const unreachable = {
      ...resetPool,
      findUser: () => Promise.reject(new Error('connect ECONNREFUSED')),
    }
    const report = await seedDemo({ db: database.db, userPool: unreachable, logger: silentLogger })
    expect(report.poolChecked).toBe(false)
  })

  it('serves each demo user its session through /v1/me', async () => {
    const app = createApp(testDeps(database))
    const me = async (email: string) => {
      const [row] = await database.db.select().from(usuarios).where(eq(usuarios.email, email))
      const res = await app.request('/v1/me', {
        headers: { Authorization: `Bearer test:${row?.cognitoSub}:${email}` },
      })
      expect(res.status).toBe(200)
      return res.json()
    }

    expect(await me('admin@cordillera.cl')).toMatchObject({
      nombreUsuario: 'Administración Cordillera',
      su: true,
      tipo: 'cordillera',
      proveedor: null,
      navigationMenu: expect.arrayContaining([expect.objectContaining({ label: 'Comercial' })]),
    })
    const [arriendosSur] = await database.db
      .select()
      .from(proveedores)
      .where(eq(proveedores.razonSocial, 'Arriendos Sur SpA'))
    expect(await me('proveedor@arriendos-sur.cl')).toMatchObject({
      tipo: 'proveedor',
      proveedor: { id: arriendosSur?.id, rut: '76543210-3', razonSocial: 'Arriendos Sur SpA' },
    })
    const [obra] = await database.db.select().from(obras).where(eq(obras.codigo, 'OB-0001'))
    expect(await me('cliente@cordillera.cl')).toMatchObject({ obraIds: [obra?.id] })
    expect(await me('operador@cordillera.cl')).toMatchObject({
      // Its effective keys (its own ∪ its perfiles'), sorted: decision 069.
      permisos: [
        'operador/crear-report',
        'operador/firmar-report',
        'operador/listar-historico-reports',
        'operador/listar-reports',
      ],
      operadorId: DEMO_OPERADOR_ID,
    })
    expect(await me('sinpermisos@cordillera.cl')).toMatchObject({ permisos: [], su: false })
  })
})
