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

describe('a JSON body that is not valid UTF-8 is a 400, never stored with U+FFFD', () => {
  const send = (body: Uint8Array, contentType = 'application/json') =>
    t.app.request('/v1/constructoras', {
      method: 'POST',
      headers: { Authorization: t.authorization(AS.su), 'content-type': contentType },
      body,
    })
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)),
    )
  const refused = {
    error: {
      code: 'entrada_invalida',
      message:
        'El cuerpo de la solicitud no es texto UTF-8 válido: envíelo codificado en UTF-8, sin bytes sueltos.',
      fields: {
        body: 'El cuerpo de la solicitud no es texto UTF-8 válido: envíelo codificado en UTF-8, sin bytes sueltos.',
      },
    },
  }

  it('refuses a lone byte, a truncated sequence, an overlong form and a surrogate, and writes nothing', async () => {
    const bad = [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]
    for (const sequence of bad) {
      const res = await send(
        bytes('{"rut":"96.588.080-1","nombre":"Constructora ', sequence, ' Sur"}'),
      )
      expect(res.status, String(sequence)).toBe(400)
      expect(await res.json()).toEqual(refused)
    }
    // The attacker's body as it was sent: {"n":"<0xff>"}.
    const raw = await send(new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]))
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual(refused)
    const list = await t.call('GET', '/v1/constructoras?q=96588080', { as: AS.su })
    expect(list.body.total).toBe(0)
  })

  it('whatever the spelling of its JSON content type (which the route still parses)', async () => {
    for (const type of [
      'Application/JSON',
      'application/json; charset=UTF-8',
      'application/vnd.api+json',
    ]) {
      const res = await send(bytes('{"rut":"96.588.082-8","nombre":"C ', [0xff], '"}'), type)
      expect(res.status, type).toBe(400)
      expect(await res.json(), type).toEqual(refused)
    }
    // A NUL is refused under any spelling too.
    const nul = await send(bytes('{"rut":"96.588.082-8","nombre":"C\\u0000"}'), 'APPLICATION/JSON')
    expect(nul.status).toBe(400)
    const refusedNul = (await nul.json()) as { error: { fields: Record<string, string> } }
    expect(refusedNul.error.fields).toEqual({ nombre: nulMessage })
    const list = await t.call('GET', '/v1/constructoras?q=96588082', { as: AS.su })
    expect(list.body.total).toBe(0)
  })

  it('keeps valid UTF-8 as sent: accents, ñ, emoji and a byte order mark', async () => {
    const res = await send(
      bytes([0xef, 0xbb, 0xbf], '{"rut":"96.588.083-6","nombre":"Constructora Ñuñoa Ríos 🏗"}'),
    )
    expect(res.status).toBe(201)
    expect(((await res.json()) as { nombre: string }).nombre).toBe('Constructora Ñuñoa Ríos 🏗')
  })
})
