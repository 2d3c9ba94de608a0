// Checks every route's input before its own validation, so each module gets the same answers
// without writing them: a query parameter the route does not declare is refused (a misspelt
// filter would otherwise list everything), and so is text with a NUL character, which PostgreSQL
// cannot store in a text column (it would fail as a 500 deep in the query). A JSON body is
// decoded here, once, as strict UTF-8: bytes that are not UTF-8 are refused, where the platform's
// decoder would turn them into U+FFFD and the route would store that.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import { ApiHttpError, messages } from './api-error.ts'

const NUL = '\u0000'
// What hono's JSON validator parses (its media type, any case, parameters aside): every body a
// route reads as JSON goes through this guard. Other content types get their 415 from the route.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** A parameter name as it can be shown back: no control characters, not too long. */
export function shownName(name: string): string {
  const printable = name.replaceAll(/\p{Cc}/gu, '?')
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable
}

export function inputGuard(route: Pick<ApiRouteDefinition, 'query' | 'body'>) {
  const declared = new Set(Object.keys(route.query?.shape ?? {}))
  return createMiddleware<AppEnv>(async (c, next) => {
    const query = c.req.queries()
    const unknown = Object.keys(query).filter((name) => !declared.has(name))
    if (unknown.length > 0) throw unknownParameters(unknown)

    const fields: Record<string, string> = {}
    for (const [name, values] of Object.entries(query)) {
      if (values.some((value) => value.includes(NUL))) fields[name] = messages.caracterNulo
    }
    for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
      if (value.includes(NUL)) fields[name] = messages.caracterNulo
    }
    if (route.body !== undefined) {
      for (const path of nulPaths(await jsonBody(c))) fields[path] ??= messages.caracterNulo
    }
    if (Object.keys(fields).length > 0) {
      throw new ApiHttpError(400, 'entrada_invalida', messages.textoNoValido, fields)
    }
    await next()
  })
}

function unknownParameters(names: string[]): ApiHttpError {
  const shown = names.map(shownName)
  return new ApiHttpError(
    400,
    'entrada_invalida',
    messages.parametrosDesconocidos(shown),
    Object.fromEntries(shown.map((name) => [name, messages.parametroDesconocido])),
  )
}

// The body's bytes are decoded here and the text left in Hono's body cache, which its `json()`
// (the route's validator) parses from: the body is decoded once, strictly. A malformed body still
// gets its own 400 from the validator.
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type')
  if (!type || !JSON_MEDIA_TYPE.test(type.split(';')[0]?.trim() ?? '')) return undefined
  const bytes = await c.req.arrayBuffer()
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw notUtf8()
  }
  // Hono keeps each body form in its cache as a promise, though its type names the value.
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string
  return c.req.json().catch(() => undefined)
}

function notUtf8(): ApiHttpError {
  return new ApiHttpError(400, 'entrada_invalida', messages.utf8NoValido, {
    body: messages.utf8NoValido,
  })
}

/**
 * The dotted paths (`contactos.0.nombre`) of the strings, keys included, that hold a NUL. A loop,
 * not recursion: a deeply nested body must not overflow the stack.
 */
export function nulPaths(value: unknown): string[] {
  const found: string[] = []
  const pending: [unknown, string][] = [[value, '']]
  const join = (base: string, key: string | number) =>
    base === '' ? shownName(String(key)) : `${base}.${shownName(String(key))}`
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push(path === '' ? 'body' : path)
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => {
        pending.push([element, join(path, index)])
      })
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes(NUL)) found.push(join(path, key))
        pending.push([element, join(path, key)])
      }
    }
  }
  return found
}
