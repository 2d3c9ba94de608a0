// The demo valor UF table: a believable year ending on the seed day, added once, and a deleted
// day is not brought back.
import { eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { valoresUf } from '../db/schema/index.ts'
import { openTestDatabase } from '../testing/test-deps.ts'
import {
  DEMO_VALORES_UF_DIAS,
  generateDemoValoresUf,
  seedDemoValoresUf,
  valorUfDemo,
} from './demo-valores-uf.ts'

describe('the demo UF values', () => {
  const year = generateDemoValoresUf('2026-11-25')

  it('are a value for each of the 365 days ending on the seed day', () => {
    expect(year).toHaveLength(DEMO_VALORES_UF_DIAS)
    expect(year[0]?.fecha).toBe('2025-11-26')
    expect(year.at(-1)?.fecha).toBe('2026-11-25')
  })

  it('look like the UF: about $38.900–$40.100 in 2026, rising a little every day, two decimals', () => {
    for (const { fecha, valor } of year) {
      expect(valor, fecha).toBeGreaterThan(38_900)
      expect(valor, fecha).toBeLessThan(40_150)
      expect(Math.round(valor * 100) / 100, fecha).toBe(valor)
    }
    for (let i = 1; i < year.length; i++) {
      const [before, after] = [year[i - 1]?.valor ?? 0, year[i]?.valor ?? 0]
      // Never down, and never more than 0,05 % from one day to the next.
      expect(after, year[i]?.fecha).toBeGreaterThanOrEqual(before)
      expect(after / before, year[i]?.fecha).toBeLessThan(1.0005)
    }
    // About 3 % a year (each month's inflation between 0,1 % and 0,4 %).
    const growth = (year.at(-1)?.valor ?? 0) / (year[0]?.valor ?? 1)
    expect(growth).toBeGreaterThan(1.012)
    expect(growth).toBeLessThan(1.049)
  })

  it('give a day the same value whatever day the seed runs', () => {
    expect(generateDemoValoresUf('2027-03-01').find((row) => row.fecha === '2026-11-25')).toEqual(
      year.at(-1),
    )
    expect(valorUfDemo('2026-11-25')).toBe(year.at(-1)?.valor)
  })
})

describe('seeding the demo UF values', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  }, 60_000)
  afterAll(() => database?.close())

  const seed = (now: string) =>
    database.db.transaction((tx) => seedDemoValoresUf(tx, new Date(now)))
  const vigentes = () => database.db.select().from(valoresUf).where(isNull(valoresUf.eliminadoEn))

  it('adds the year once, then only the days since; a deleted day stays deleted', async () => {
    expect(await seed('2026-11-25T15:00:00Z')).toEqual({ valores_uf: DEMO_VALORES_UF_DIAS })
    const [stored] = await database.db
      .select()
      .from(valoresUf)
      .where(eq(valoresUf.fecha, '2026-11-25'))
    expect(stored).toMatchObject({ valor: valorUfDemo('2026-11-25').toFixed(2), createdBy: null })
    expect(await seed('2026-11-25T20:00:00Z')).toEqual({ valores_uf: 0 })

    await database.db
      .update(valoresUf)
      .set({ eliminadoEn: new Date() })
      .where(eq(valoresUf.fecha, '2026-11-20'))
    // Two days later (Santiago): the two new days are added, the deleted one is not.
    expect(await seed('2026-11-27T15:00:00Z')).toEqual({ valores_uf: 2 })
    const fechas = (await vigentes()).map((row) => row.fecha)
    expect(fechas).not.toContain('2026-11-20')
    expect(fechas).toContain('2026-11-27')
    expect(fechas).toHaveLength(DEMO_VALORES_UF_DIAS + 2 - 1)
  })
})
