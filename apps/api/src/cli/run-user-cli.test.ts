import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../db/data-dir-lock.ts'
import type { Database } from '../db/database.ts'
import { auditLog, usuarioObras, usuarios } from '../db/schema/index.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger, testConfig } from '../testing/test-deps.ts'
import { runUserCli } from './run-user-cli.ts'

let database: Database
const pool = createMemoryUserPool()

beforeAll(async () => {
  database = await openTestDatabase()
  await seedDemo({ db: database.db, userPool: pool, logger: silentLogger })
}, 180_000)
afterAll(() => database?.close())

async function run(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runUserCli(argv, {
    config: testConfig(),
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
    // The shared test database stays open across runs.
    openDatabase: async () => ({ ...database, close: async () => {} }),
    userPool: pool,
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

const valid = ['--password', 'Segura2026!', '--nombre', 'Camila Soto Rivas']

describe('npm run user -- create: bad input', () => {
  it.each([
    [
      ['--email', 'a@b.cl', '--tipo', 'jefe', ...valid],
      "--tipo: El tipo debe ser 'cordillera' o 'proveedor'.",
    ],
    [['--tipo', 'cordillera', ...valid], '--email: Falta --email.'],
    [
      ['--email', 'no-es-correo', '--tipo', 'cordillera', ...valid],
      '--email: El correo no es válido.',
    ],
    [
      ['--email', 'a@b.cl', '--tipo', 'cordillera', '--password', 'corta'],
      '--password: La contraseña debe tener al menos 8 caracteres.',
    ],
    [
      ['--email', 'a@b.cl', '--tipo', 'proveedor', ...valid],
      '--proveedor: Un usuario de tipo proveedor necesita --proveedor RUT.',
    ],
    [
      ['--email', 'a@b.cl', '--tipo', 'proveedor', '--proveedor', '76.543.210-4', ...valid],
      '--proveedor: El RUT no es válido',
    ],
    [
      ['--email', 'a@b.cl', '--tipo', 'cordillera', '--permisos', 'Mal Clave', ...valid],
      "--permisos: La clave de permiso 'Mal Clave' no existe",
    ],
    [
      ['--email', 'a@b.cl', '--tipo', 'cordillera', '--color', 'azul', ...valid],
      'Opción desconocida: --color.',
    ],
  ])('%j → exit 1 with a Spanish message', async (argv, message) => {
    const result = await run('create', ...argv)
    expect(result.code).toBe(1)
    expect(result.err).toContain('No se creó el usuario')
    expect(result.err).toContain(message)
  })

  it('rejects an unknown proveedor RUT, an unknown obra and a duplicate e-mail', async () => {
    const base = ['--email', 'nueva@cordillera.cl', ...valid]
    expect(
      (await run('create', ...base, '--tipo', 'proveedor', '--proveedor', '11.111.111-1')).err,
    ).toContain('No existe un proveedor con RUT 11.111.111-1.')
    expect(
      (await run('create', ...base, '--tipo', 'cordillera', '--obra', 'OB-0001,OB-9999')).err,
    ).toContain('No existe ninguna obra con código OB-9999.')
    const duplicate = await run(
      'create',
      '--email',
      'ADMIN@cordillera.cl',
      '--tipo',
      'cordillera',
      ...valid,
    )
    expect(duplicate).toMatchObject({ code: 1 })
    expect(duplicate.err).toContain('Ya existe un usuario con el correo admin@cordillera.cl.')
    expect(pool.users.has('nueva@cordillera.cl')).toBe(false)
  })

  it('explains an unknown command and prints help', async () => {
    expect(await run('borrar')).toMatchObject({
      code: 1,
      err: expect.stringContaining('Comando desconocido: borrar.'),
    })
    expect(await run('--help')).toMatchObject({
      code: 0,
      out: expect.stringContaining('npm run user -- create'),
    })
  })
})

describe('npm run user -- create: success', () => {
  it('creates the user in the pool and the database, with obras and an audit entry', async () => {
    const result = await run(
      'create',
      '--email',
      'Jefa.Obra@cordillera.cl',
      '--tipo',
      'cordillera',
      ...valid,
      '--permisos',
      'comercial/listar-obras,comercial/detalle-obra',
      '--obra',
      'OB-0002',
      '--obra',
      'OB-0003',
    )
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(result.out).toContain('Usuario creado: jefa.obra@cordillera.cl')

    const [row] = await database.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.email, 'jefa.obra@cordillera.cl'))
    expect(row).toMatchObject({
      nombre: 'Camila Soto Rivas',
      tipo: 'cordillera',
      su: false,
      permisos: ['comercial/listar-obras', 'comercial/detalle-obra'],
      cognitoSub: pool.users.get('jefa.obra@cordillera.cl')?.sub,
    })
    expect(pool.users.get('jefa.obra@cordillera.cl')?.password).toBe('Segura2026!')
    const links = await database.db
      .select()
      .from(usuarioObras)
      .where(eq(usuarioObras.usuarioId, String(row?.id)))
    expect(links).toHaveLength(2)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(row?.id)))
    expect(audit).toMatchObject([{ entity: 'usuario', action: 'crear', usuarioId: null }])
  })

  it('creates a lessor user tied to its proveedor, reusing an existing pool account', async () => {
    await pool.createUser({ email: 'bodega@arriendos-sur.cl', password: 'Vieja2025!', nombre: 'x' })
    const result = await run(
      'create',
      '--email',
      'bodega@arriendos-sur.cl',
      '--tipo',
      'proveedor',
      '--proveedor',
      '76.543.210-3',
      ...valid,
    )
    expect(result.code).toBe(0)
    expect(result.out).toContain('Ya existía en el grupo de usuarios')
    expect(pool.users.get('bodega@arriendos-sur.cl')?.password).toBe('Segura2026!')
  })
})

describe('npm run user: the embedded database lock', () => {
  it('refuses with a clear message while another live process holds the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cordillera-cli-'))
    try {
      writeFileSync(join(dataDir, LOCK_FILE), String(process.ppid))
      const err: string[] = []
      const code = await runUserCli(
        ['create', '--email', 'x@cordillera.cl', '--tipo', 'cordillera', ...valid],
        {
          config: testConfig({ DATA_DIR: dataDir }),
          io: { out: () => {}, err: (line) => err.push(line) },
          userPool: pool,
        },
      )
      expect(code).toBe(1)
      expect(err.join('\n')).toContain(`está en uso por otro proceso (pid ${process.ppid})`)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('exits 1 from the real command line on bad input', () => {
    const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/user.ts',
        'create',
        '--email',
        'a@b.cl',
        '--tipo',
        'jefe',
        ...valid,
      ],
      { cwd: apiDir, encoding: 'utf8' },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("El tipo debe ser 'cordillera' o 'proveedor'.")
  })
})
