import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createServerTestDatabase, testConfig, testDatabaseKind } from '../testing/test-deps.ts'
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts'
import type { Database } from './database.ts'
import { findMigrationsFolder } from './migrations-folder.ts'
import { openConfiguredDatabase, pgliteDir } from './open-configured-database.ts'

// PGlite answers { rows }, postgres-js an array.
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows

const dataDir = mkdtempSync(join(tmpdir(), 'cordillera-db-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function expectEveryTable(database: Database) {
  const tables = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )
  expect(rowsOf<{ table_name: string }>(tables).map((row) => row.table_name)).toEqual([
    'activos',
    'acuerdo_arriendo_activos',
    'acuerdos_arriendo',
    'asignaciones_operador',
    'audit_log',
    'constructoras',
    'contactos_razon_social',
    'contrato_items',
    'contratos',
    'cotizacion_items',
    'cotizaciones',
    'documentos_activo',
    'documentos_trabajador',
    'dte_emitidos',
    'edp_externo_historial',
    'edp_externo_lineas',
    'edp_externo_revisiones',
    'edp_historial',
    'edp_lineas',
    'edp_revisiones',
    'edps',
    'edps_externos',
    'firmas_report',
    'flotas',
    'fotos_incidente',
    'grupos_cliente',
    'incidentes',
    'marcas',
    'movimientos',
    'notificaciones',
    'obras',
    'operadores',
    'perfiles',
    'proveedores',
    'razones_sociales',
    'reports',
    'reports_arrendador',
    'sii_cafs',
    'sii_certificados',
    'sii_configuracion',
    'solicitud_items',
    'solicitudes',
    'solicitudes_ajuste',
    'ticket_adjuntos',
    'ticket_comentarios',
    'tickets',
    'tipos_activo',
    'trabajadores',
    'trabajos',
    'usuario_obras',
    'usuario_perfiles',
    'usuarios',
    'valores_uf',
  ])
  const columns = await database.db.execute(
    sql`select table_name from information_schema.columns
            where table_schema = 'public' and column_name in ('eliminado_en', 'version', 'created_by', 'updated_at')
            group by table_name having count(*) = 4 order by 1`,
  )
  // Every business table carries the tracking columns; a quotation's and a request's items are
  // kept with their document (its audit entry holds them before and after), and movements are
  // append-only (created_at/by only: a correction is another movement), like a report's signatures,
  // an incident's photos and an EDP's lines, history and kept revisions (written with their EDP, never
  // edited alone; an external EDP's alike, and a lessor agreement's assets with their agreement); a ticket's
  // thread and files are append-only, a user's perfiles are written with the user, and the
  // notifications and queued jobs are the system's own rows (read marks and attempts, no versions).
  expect(rowsOf<{ table_name: string }>(columns).map((row) => row.table_name)).toEqual([
    'activos',
    'acuerdos_arriendo',
    'asignaciones_operador',
    'constructoras',
    'contactos_razon_social',
    'contrato_items',
    'contratos',
    'cotizaciones',
    'documentos_activo',
    'documentos_trabajador',
    'dte_emitidos',
    'edps',
    'edps_externos',
    'flotas',
    'grupos_cliente',
    'incidentes',
    'marcas',
    'obras',
    'operadores',
    'perfiles',
    'proveedores',
    'razones_sociales',
    'reports',
    'reports_arrendador',
    'sii_cafs',
    'sii_certificados',
    'sii_configuracion',
    'solicitudes',
    'solicitudes_ajuste',
    'tickets',
    'tipos_activo',
    'trabajadores',
    'usuarios',
    'valores_uf',
  ])
}

describe('migrations', () => {
  it.runIf(testDatabaseKind === 'pglite')(
    'build every table on an empty on-disk database, hold the lock, and run again as a no-op',
    async () => {
      const config = testConfig({ DATA_DIR: join(dataDir, 'nested', 'data') })
      const database = await openConfiguredDatabase(config)
      try {
        // The API's pid is in the lock while the embedded database is open.
        expect(readFileSync(join(config.dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
        await database.migrate()
        await database.migrate()
        await expectEveryTable(database)
      } finally {
        await database.close()
      }
      expect(() => readFileSync(join(config.dataDir, LOCK_FILE))).toThrow()
      expect(pgliteDir(config)).toBe(join(config.dataDir, 'pg'))
    },
    60_000,
  )

  it.runIf(testDatabaseKind === 'postgres')(
    'build every table on an empty server database when two API instances start together',
    async () => {
      const server = await createServerTestDatabase({ empty: true })
      const config = testConfig({ DATABASE_URL: server.url })
      const instances = [await openConfiguredDatabase(config), await openConfiguredDatabase(config)]
      try {
        // The advisory lock makes the second wait and then find nothing to apply.
        await Promise.all(instances.map((instance) => instance.migrate()))
        for (const instance of instances) await expectEveryTable(instance)
        await instances[0]?.migrate()
      } finally {
        for (const instance of instances) await instance.close()
        await server.drop()
      }
    },
    60_000,
  )

  it('are found from the source tree and from the bundle alike', () => {
    expect(findMigrationsFolder()).toMatch(/apps[/\\]api[/\\]drizzle$/)
    expect(findMigrationsFolder(join(findMigrationsFolder(), '..', 'dist', 'cli'))).toBe(
      findMigrationsFolder(),
    )
  })
})

describe('data folder lock', () => {
  it('refuses while another live process holds it and takes over a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cordillera-lock-'))
    try {
      // The test runner's parent process is alive and is not us.
      writeFileSync(join(dir, LOCK_FILE), String(process.ppid))
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError)

      writeFileSync(join(dir, LOCK_FILE), '999999999')
      const release = acquireDataDirLock(dir)
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
      release()
      expect(() => readFileSync(join(dir, LOCK_FILE))).toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
