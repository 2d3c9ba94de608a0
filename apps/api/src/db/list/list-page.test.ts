// The "Todas" page size through a real list (valores UF, whose import writes many rows at once),
// in-process against PGlite seeded with the demo data; days of 2000–2003, far from the seed's year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'

const BASE = '/v1/valores-uf'
const DIAS = 1234

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  const lineas = Array.from({ length: DIAS }, (_, i) => {
    const dia = new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10)
    return `${dia};15.000,${String(i % 100).padStart(2, '0')}`
  })
  const importado = await t.call('POST', `${BASE}/importar`, {
    as: AS.comercial,
    body: { csv: lineas.join('\n') },
  })
  expect(importado.body).toMatchObject({ insertados: DIAS })
}, 180_000)
afterAll(() => t?.close())

const todas = (hasta: string) =>
  t.call('GET', `${BASE}?desde=2000-01-01&hasta=${hasta}&pageSize=all`, { as: AS.comercial })

describe('pageSize=all', () => {
  it('answers up to 1.000 rows in one page', async () => {
    // 2000-01-01 + 999 days: the 1,000th day.
    const res = await todas('2002-09-26')
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(1000)
  })

  it('refuses more, saying in Spanish how many rows there are, with grouped thousands', async () => {
    const res = await todas('2003-12-31')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      pageSize: `Hay 1.234 filas: "Todas" muestra hasta 1.000. Filtre la lista o expórtela.`,
    })
  })
})
