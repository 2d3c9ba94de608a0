// `npm run movimientos:verificar`, in-process against the seeded test database: it says there is
// nothing to fix after movements through the API, and names an asset whose estado was changed in
// SQL, exiting 1.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { testConfig } from '../testing/test-deps.ts'
import { runVerificarMovimientos } from './run-verificar-movimientos.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

async function verificar() {
  const lines: string[] = []
  const code = await runVerificarMovimientos({
    config: testConfig(),
    io: { out: (line) => lines.push(line), err: (line) => lines.push(line) },
    // The test app keeps its database open for the rest of the file.
    openDatabase: async () => ({ ...t.database, close: async () => {} }),
  })
  return { code, lines }
}

it('says "Sin diferencias" after movements, and names an asset changed in SQL', async () => {
  // Two assets in the bodega; the movement is dated now, after the demo's history.
  const activos = await t.call('GET', '/v1/activos?estado=disponible&sort=codigo&pageSize=2', {
    as: AS.operaciones,
  })
  const [movido, tocado] = activos.body.items as { id: string; codigo: string }[]
  if (!movido || !tocado) throw new Error('no seeded assets')
  const res = await t.call('POST', `/v1/activos/${movido.id}/movimientos`, {
    as: AS.operaciones,
    body: { tipo: 'ingreso-taller', fecha: new Date().toISOString(), responsable: 'Taller' },
  })
  expect(res.status).toBe(201)
  expect(await verificar()).toEqual({
    code: 0,
    lines: ['Sin diferencias: el estado de cada activo es el que dejan sus movimientos.'],
  })

  await t.database.db.execute(sql`update activos set estado = 'en-taller' where id = ${tocado.id}`)
  const { code, lines } = await verificar()
  expect(code).toBe(1)
  expect(lines).toEqual([
    `${tocado.codigo}: guardado en-taller; según sus movimientos disponible`,
    '1 activos con un estado distinto del que dejan sus movimientos.',
  ])
})
