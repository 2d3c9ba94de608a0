import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { startPostgresServer } from './postgres-server.ts'

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** A folder as a server killed without stop() leaves it, `minutesAgo` old. */
function leftover(minutesAgo: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'cordillera-postgres-'))
  mkdirSync(join(folder, 'data'))
  writeFileSync(join(folder, 'data', 'postmaster.pid'), '999999999\n/tmp/x\n')
  const then = new Date(Date.now() - minutesAgo * 60_000)
  utimesSync(folder, then, then)
  return folder
}

describe('startPostgresServer', () => {
  it('serves PostgreSQL 18 with ICU collations and pg_trgm, and leaves nothing behind', async () => {
    const crashed = leftover(30)
    const starting = leftover(0)
    const server = await startPostgresServer()
    // The dead server's folder is swept; a young one may be another run's, still starting.
    expect(existsSync(crashed)).toBe(false)
    expect(existsSync(starting)).toBe(true)
    rmSync(starting, { recursive: true })
    const sql = postgres(server.url(), { max: 1, onnotice: () => {} })
    let dataDir = ''
    try {
      const [facts] = await sql<
        { version_num: number; unicode: boolean; data_directory: string }[]
      >`
        select current_setting('server_version_num')::int as version_num,
               exists (select 1 from pg_collation where collname = 'unicode') as unicode,
               current_setting('data_directory') as data_directory`
      dataDir = facts?.data_directory ?? ''
      expect(facts?.version_num).toBeGreaterThanOrEqual(180_000)
      expect(server.version).toMatch(/^18\./)
      expect(facts?.unicode).toBe(true)

      await sql`create extension pg_trgm`
      // ICU root collation: accents and case next to their letter, unlike byte order.
      const names = await sql<{ name: string }[]>`
        select name from unnest(array['b', 'Á', 'a', 'B']) as name order by name collate "unicode"`
      expect(names.map((row) => row.name)).toEqual(['a', 'Á', 'b', 'B'])
      const [similar] = await sql<{ score: number }[]>`select similarity('Núñez', 'Nuñez') as score`
      expect(similar?.score).toBeGreaterThan(0)
    } finally {
      await sql.end()
      await server.stop()
    }
    expect(dataDir).not.toBe('')
    expect(existsSync(dataDir)).toBe(false)
    expect(await accepts(server.port)).toBe(false)
  })

  it('shuts down and starts again on the same data and port, fast or after an immediate stop', async () => {
    const server = await startPostgresServer()
    const connect = () => postgres(server.url(), { max: 1, onnotice: () => {} })
    try {
      const sql = connect()
      await sql`create table recuerdo (valor text)`
      await sql`insert into recuerdo values ('antes')`
      await sql.end()

      await server.shutDown()
      expect(await accepts(server.port)).toBe(false)
      await server.startAgain()
      const again = connect()
      expect(await again`select valor from recuerdo`).toEqual([{ valor: 'antes' }])
      await again`insert into recuerdo values ('inmediato')`
      await again`checkpoint`
      await again.end()

      // Immediate: no checkpoint on the way out, crash recovery on the way in.
      await server.shutDown('immediate')
      expect(await accepts(server.port)).toBe(false)
      await expect(server.startAgain()).resolves.toBeUndefined()
      const recovered = connect()
      const rows = await recovered`select valor from recuerdo order by valor`
      await recovered.end()
      expect(rows.map((row) => row.valor)).toEqual(['antes', 'inmediato'])
      await expect(server.startAgain()).rejects.toThrow('still running')
    } finally {
      await server.stop()
    }
    expect(await accepts(server.port)).toBe(false)
  })
})
