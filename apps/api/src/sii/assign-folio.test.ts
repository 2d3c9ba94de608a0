// Folio assignment (issue 25): in order, once, never reused, consecutive under 20 simultaneous
// issues, the next CAF when one runs out, and refused when every CAF is spent or (tipo 33) expired.
// Runs on PGlite and on PostgreSQL (TEST_DATABASE=postgres), where the issues truly overlap.
import { sumarDias } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { assignFolio } from './assign-folio.ts'
import { hoyEnChile } from './cafs.ts'
import { cargarEmisor } from './sii.testing.ts'

let t: TestApp
let cafs: string[]
beforeAll(async () => {
  t = await startTestApp()
  cafs = await cargarEmisor(t, [
    // Loaded out of order: the oldest range is used first, whatever was loaded first.
    { tipoDte: 33, desde: 4, hasta: 30 },
    { tipoDte: 33, desde: 1, hasta: 3 },
    { tipoDte: 52, desde: 1, hasta: 2 },
  ])
}, 180_000)
afterAll(() => t?.close())

const assign = (tipo: 33 | 52, hoy?: string) =>
  t.database.db.transaction((tx) => assignFolio(tx, tipo, hoy))

describe('assignFolio', () => {
  it("hands out the oldest CAF's folios in order, then the next CAF's", async () => {
    const folios = []
    for (let i = 0; i < 4; i++) folios.push(await assign(33))
    expect(folios).toEqual([
      { folio: 1, cafId: cafs[1] },
      { folio: 2, cafId: cafs[1] },
      { folio: 3, cafId: cafs[1] },
      { folio: 4, cafId: cafs[0] },
    ])
    const list = await t.call('GET', '/v1/sii/cafs', { as: AS.su })
    expect(
      list.body.items.map((caf: { desde: number; usados: number; restantes: number }) => [
        caf.desde,
        caf.usados,
        caf.restantes,
      ]),
    ).toEqual([
      [1, 3, 0],
      [4, 1, 26],
      [1, 0, 2],
    ])
  })

  it('gives 20 simultaneous issues 20 distinct consecutive folios', async () => {
    // Each issue keeps its transaction open a moment after taking its folio, as issuing does
    // (stamping, signing, storing): the others wait on the CAF's row, then take the next folio.
    const folios = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction(async (tx) => {
          const assigned = await assignFolio(tx, 33)
          await tx.execute(sql`select pg_sleep(0.02)`)
          return assigned
        }),
      ),
    )
    const numbers = folios.map((assigned) => assigned.folio).sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 5 + i))
  })

  it('never skips nor reuses one: a folio whose issue rolled back was never issued, and comes next', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        const { folio } = await assignFolio(tx, 33)
        expect(folio).toBe(25)
        throw new Error('the issue failed')
      }),
    ).rejects.toThrow('the issue failed')
    expect((await assign(33)).folio).toBe(25)
    expect((await assign(33)).folio).toBe(26)
  })

  it('refuses a tipo whose CAFs are spent (409)', async () => {
    expect((await assign(52)).folio).toBe(1)
    expect((await assign(52)).folio).toBe(2)
    await expect(assign(52)).rejects.toMatchObject({
      status: 409,
      message: 'No quedan folios de guía de despacho electrónica: cargue un CAF nuevo del SII.',
    })
  })

  it('refuses tipo 33 when every CAF with folios left has expired (180 days)', async () => {
    const despues = sumarDias(hoyEnChile(), 200)
    await expect(assign(33, despues)).rejects.toMatchObject({
      status: 409,
      message:
        'Los CAF de factura electrónica con folios disponibles están vencidos: cargue un CAF nuevo del SII.',
    })
    // A guía's CAF never expires: only spent.
    await expect(assign(52, despues)).rejects.toMatchObject({ message: /No quedan folios/ })
    expect((await assign(33)).folio).toBe(27)
  })
})
