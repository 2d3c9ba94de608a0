import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { nulPaths } from './input-guard.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 120_000)
afterAll(() => t?.close())

const nulMessage = 'El texto contiene un carácter nulo (NUL), que no se puede guardar.'
const refusedText = (fields: Record<string, string>) => ({
  error: { code: 'entrada_invalida', message: 'Hay texto con caracteres no permitidos.', fields },
})

describe('text PostgreSQL cannot store (NUL) is a 400, never a 500', () => {
  it('in the search of a list', async () => {
    const res = await t.call('GET', '/v1/razones-sociales?q=%00', { as: AS.su })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(refusedText({ q: nulMessage }))
    const inside = await t.call('GET', '/v1/obras?q=ab%00cd', { as: AS.su })
    expect(inside.status).toBe(400)
  })

  it('in any text field of a body, nested ones included, and nothing is written', async () => {
    const res = await t.call('POST', '/v1/constructoras', {
      as: AS.su,
      body: { rut: '96.588.080-1', nombre: 'Constructora\u0000 Nula', contacto: 'a\u0000' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(refusedText({ nombre: nulMessage, contacto: nulMessage }))
    const list = await t.call('GET', '/v1/constructoras?q=96588080', { as: AS.su })
    expect(list.body.total).toBe(0)
  })

  it('finds every NUL of a body by its path, keys included, however deep', () => {
    expect(
      nulPaths({ a: 'ok', b: ['x', 'y\u0000'], c: { 'd\u0000': 1, e: { f: '\u0000' } } }).sort(),
    ).toEqual(['b.1', 'c.d?', 'c.e.f'])
    expect(nulPaths('\u0000')).toEqual(['body'])
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`)
    expect(nulPaths(deep)).toHaveLength(1)
  })
})

describe('query parameters a route does not declare are refused', () => {
  it('400 naming the parameter, on a list and on a detail', async () => {
    const res = await t.call('GET', '/v1/razones-sociales?activo=true&ordenar=rut', { as: AS.su })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: {
        code: 'entrada_invalida',
        message: 'El parámetro ordenar no se admite en esta ruta.',
        fields: { ordenar: 'Parámetro no admitido en esta ruta.' },
      },
    })
    const list = await t.call('GET', '/v1/obras?pageSize=1', { as: AS.su })
    const id = list.body.items[0].id
    const detail = await t.call('GET', `/v1/obras/${id}?expand=todo&x=1`, { as: AS.su })
    expect(detail.status).toBe(400)
    expect(detail.body.error.message).toBe('Los parámetros expand, x no se admiten en esta ruta.')
  })

  it('keeps every parameter a list declares: paging, sort, search, cursor and its filters', async () => {
    const filters = 'pageSize=1&sort=nombre&dir=desc&activa=true&region=13'
    const first = await t.call('GET', `/v1/obras?page=1&${filters}`, { as: AS.su })
    expect(first.status).toBe(200)
    const cursor = encodeURIComponent(first.body.nextCursor)
    const next = await t.call('GET', `/v1/obras?${filters}&cursor=${cursor}`, { as: AS.su })
    expect(next.status).toBe(200)
    const searched = await t.call('GET', '/v1/obras?q=edificio&comuna=13101', { as: AS.su })
    expect(searched.status).toBe(200)
    const razonesSociales = await t.call(
      'GET',
      '/v1/razones-sociales?activo=true&grupoClienteId=00000000-0000-4000-8000-000000000000',
      { as: AS.su },
    )
    expect(razonesSociales.status).toBe(200)
    const deleted = await t.call(
      'DELETE',
      '/v1/obras/00000000-0000-4000-8000-000000000000?version=1',
      {
        as: AS.su,
      },
    )
    expect(deleted.status).toBe(404)
  })

  it('asks the caller to sign in before it looks at the query', async () => {
    const res = await t.call('GET', '/v1/obras?desconocido=1', { as: null })
    expect(res.status).toBe(401)
  })
})
