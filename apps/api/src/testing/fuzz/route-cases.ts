// Test support for the fuzz suite: one request to a registered route, generated from its
// contract's schemas (route-registry.ts keeps them): path params, query and body, each leaning
// valid, near or hostile (arbitrary-of-schema.ts), plus what only the raw request can carry:
// bytes that are no UTF-8, a body that is no JSON or sits under another content type, percent
// escapes that decode to nothing, undeclared and repeated query parameters, and list cursors
// taken from a real answer and then changed (forged).
import fc from 'fast-check'
import type { z } from 'zod'
import type { RegisteredRoute } from '../../http/route-registry.ts'
import {
  arbitraryOf,
  jsonText,
  type Leaning,
  leafCount,
  type SchemaContext,
  textOf,
} from './arbitrary-of-schema.ts'
import {
  deeplyNested,
  deeplyNestedObject,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  LONG_TEXT,
  WRONG_TYPES,
} from './hostile-values.ts'

export type FuzzBody = {
  /** The body as text; `invalidUtf8` says which bytes replace which of its characters. */
  text: string
  contentType: string | null
  /** Raw bytes put in place of the first `@` of `text`: no UTF-8 decoder accepts them. */
  invalidUtf8?: readonly number[]
}

export type FuzzCase = {
  leaning: Leaning
  /** The request path with its params in, percent-encoded as sent. */
  path: string
  /** The query string as sent, without `?` ('' = none). */
  query: string
  body?: FuzzBody
  /** Which hostile ingredients the case holds, for the report (`forged-cursor`, `invalid-utf8`…). */
  ingredients: readonly string[]
}

/** Encodes one path or query value; text no UTF-8 can say (a lone surrogate) goes as raw bytes. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0
        if (code >= 0xd800 && code <= 0xdfff) {
          // What a surrogate's code point would be in UTF-8 (ED A0 80…): invalid UTF-8 on purpose.
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        }
        return encodeURIComponent(char)
      })
      .join('')
  }
}

/** Path segments and query values only a raw URL can hold: broken escapes, invalid UTF-8. */
const RAW_ESCAPES = [
  '%',
  '%zz',
  '%FF',
  '%C3%28',
  '%ED%A0%80',
  '%C0%AF',
  '%2e%2e',
  'a%2Fb',
  '%00',
  '%E2%82',
]

/** Query parameters no route declares. */
const UNKNOWN_PARAMS = [
  'parametroInventado',
  'Page',
  'page[]',
  '__proto__',
  'constructor',
  '',
  'q ',
]

/** A `nextCursor` a list answered, and the query (sort, page size) it answered it to. */
export type RealCursor = { query: string; cursor: string }

export type RouteFuzzContext = Omit<SchemaContext, 'offRate'> & {
  /** Cursors this route answered, to forge cursors from (none: the route is no list). */
  cursorsOf(route: RegisteredRoute): readonly RealCursor[]
}

const base64url = (text: string) => Buffer.from(text).toString('base64url')

/** Boundary values a forged cursor carries: none is the text of a sort key of its list. */
const CURSOR_VALUES = [
  'abc',
  '',
  '1e999',
  'NaN',
  '0001-01-01',
  '9999-12-31 23:59:59+00',
  '2026-02-30',
  '99999999999999999999',
  '-1',
  "' OR 1=1 --",
  '\u0000',
]

/** Cursors that look like the route's own but say something else. */
function forgedCursors(real: string): fc.Arbitrary<string> {
  const hostileValue = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length < 1000)),
    fc.constantFrom(...HOSTILE_NUMBERS).map((value) => (typeof value === 'number' ? value : 1e308)),
    fc.constantFrom(
      ...WRONG_TYPES.filter((value) => !(value instanceof Object) || Array.isArray(value)),
    ),
  )
  const fromScratch = fc
    .record({
      k: fc.constantFrom('after', 'before', 'x'),
      v: hostileValue,
      i: fc.uuid(),
      p: hostileValue,
      f: hostileValue,
    })
    .map((cursor) => base64url(JSON.stringify(cursor)))
  const parts = real.split('.')
  const decoded = parts.map((part) => {
    try {
      const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString())
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined
    } catch {
      return undefined
    }
  })
  const jsonPart = decoded.findIndex((value) => value !== undefined)
  const arbitraries: fc.WeightedArbitrary<string>[] = [{ weight: 1, arbitrary: fromScratch }]
  if (jsonPart >= 0) {
    const original = decoded[jsonPart] as Record<string, unknown>
    const reencoded = (changed: Record<string, unknown>) =>
      parts
        .map((part, index) => (index === jsonPart ? base64url(JSON.stringify(changed)) : part))
        .join('.')
    // One field changed, the rest (its fingerprint, a signature beside it) kept; the boundary
    // value most, as SQL casts it back to the sort key's type.
    const fieldValues: Record<string, fc.Arbitrary<unknown>> = {
      v: fc.oneof(fc.constantFrom(...CURSOR_VALUES), hostileValue),
      p: fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, 1e308, '2', null),
      i: fc.constantFrom('no-es-uuid', '00000000-0000-0000-0000-000000000000', '', 1),
      k: fc.constantFrom('before', 'after', 'x', ''),
    }
    const keys = Object.keys(original)
    arbitraries.push(
      ...keys.map((key) => ({
        weight: key === 'v' ? 6 : 1,
        arbitrary: (fieldValues[key] ?? hostileValue).map((value) =>
          reencoded({ ...original, [key]: value }),
        ),
      })),
      {
        weight: 1,
        arbitrary: hostileValue.map((value) => reencoded({ ...original, extra: value })),
      },
    )
  }
  // The real cursor with a character changed, cut short or extended.
  arbitraries.push(
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat({ max: real.length - 1 }), fc.constantFrom('A', '_', '-', '.', '='))
        .map(([at, char]) => `${real.slice(0, at)}${char}${real.slice(at + 1)}`),
    },
    { weight: 1, arbitrary: fc.nat({ max: real.length - 1 }).map((at) => real.slice(0, at)) },
    { weight: 1, arbitrary: fc.constant(`${real}${real}`) },
  )
  return fc.oneof(...arbitraries)
}

function shapeOf(schema: z.ZodObject | undefined): Record<string, z.ZodType> {
  return (schema?.shape ?? {}) as Record<string, z.ZodType>
}

function pathOf(route: RegisteredRoute, leaning: Leaning, context: SchemaContext) {
  const shape = shapeOf(route.schemas.params)
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
  if (names.length === 0) return fc.constant({ path: route.path, ingredients: [] as string[] })
  const segment = (name: string) => {
    const schema = shape[name]
    const fromSchema = schema
      ? arbitraryOf(schema, leaning, context, name).map((value) => encodeText(textOf(value)))
      : fc.string().map(encodeText)
    const known = context.idsFor(name)
    const options = [{ weight: 400, arbitrary: fromSchema }]
    if (known.length > 0)
      options.push({ weight: 600, arbitrary: fc.constantFrom(...known).map(encodeText) })
    if (leaning !== 'valid')
      options.push({ weight: rateWeight(context), arbitrary: fc.constantFrom(...RAW_ESCAPES) })
    return fc.oneof(...options)
  }
  return fc.tuple(...names.map(segment)).map((segments) => {
    let index = 0
    const path = route.path.replaceAll(/\{\w+\}/g, () => segments[index++] ?? '')
    return {
      path,
      ingredients: segments.some((value) => RAW_ESCAPES.includes(value)) ? ['raw-escape-path'] : [],
    }
  })
}

/** A weight out of 1,000 for something off, at the context's rate. */
const rateWeight = (context: SchemaContext) => Math.max(1, Math.round(context.offRate * 1000))

function queryOf(route: RegisteredRoute, leaning: Leaning, context: SchemaContext) {
  const shape = shapeOf(route.schemas.query)
  const declared = Object.entries(shape).map(([name, schema]) => {
    const value = arbitraryOf(schema, leaning, context, name)
    const options: fc.WeightedArbitrary<{ text: string; ingredient?: string } | undefined>[] = []
    // A cursor is only ever one the list gave: forged ones come with the query they were for.
    if (name !== 'cursor') {
      options.push({
        weight: 1000,
        arbitrary: value.map((generated) =>
          generated === undefined ? undefined : { text: encodeText(textOf(generated)) },
        ),
      })
      if (leaning !== 'valid') {
        options.push({
          weight: rateWeight(context),
          arbitrary: fc
            .constantFrom(...RAW_ESCAPES)
            .map((text) => ({ text, ingredient: 'raw-escape-query' })),
        })
      }
    } else if (leaning !== 'valid') {
      options.push({
        weight: rateWeight(context),
        arbitrary: value.map((generated) =>
          generated === undefined ? undefined : { text: encodeText(textOf(generated)) },
        ),
      })
    }
    if (options.length === 0) return fc.constant(undefined)
    // Most parameters are left out of most requests, as a screen sends them.
    return fc
      .oneof({ weight: 500, arbitrary: fc.constant(undefined) }, ...options)
      .map((chosen) => (chosen ? { name, ...chosen } : undefined))
  })
  const extra = fc.oneof(
    // An undeclared parameter.
    fc
      .tuple(fc.constantFrom(...UNKNOWN_PARAMS), fc.constantFrom('1', '', '%00'))
      .map(([name, text]) => ({
        name: encodeText(name),
        text,
        ingredient: 'unknown-param',
      })),
    // A declared one given twice.
    ...(Object.keys(shape).length > 0
      ? [
          fc
            .tuple(fc.constantFrom(...Object.keys(shape)), fc.constantFrom('1', 'x', ''))
            .map(([name, text]) => ({
              name,
              text,
              ingredient: 'repeated-param',
            })),
        ]
      : []),
  )
  const extras =
    leaning === 'valid'
      ? fc.constant([])
      : fc.oneof(
          { weight: 1000, arbitrary: fc.constant([]) },
          {
            weight: rateWeight(context),
            arbitrary: fc.array(extra, { minLength: 1, maxLength: 2 }),
          },
        )
  return fc.tuple(fc.tuple(...declared), extras).map(([params, extra]) => {
    const given = [...params.filter((param) => param !== undefined), ...extra]
    return {
      query: given.map((param) => `${param.name}=${param.text}`).join('&'),
      ingredients: given.flatMap((param) => (param.ingredient ? [param.ingredient] : [])),
    }
  })
}

const NOT_JSON = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"texto"',
  '1',
  'NaN',
  "{'a':1}",
  '{"a":1}}',
  '\uFEFF{}',
]

function bodyOf(
  route: RegisteredRoute,
  leaning: Leaning,
  context: SchemaContext,
): fc.Arbitrary<{ body?: FuzzBody; ingredients: string[] }> {
  const schema = route.schemas.body
  if (!schema) {
    // A body where none is taken, now and then: it must be ignored or refused, not fail.
    // (Never on a GET: a GET request with a body cannot even be built.)
    return leaning === 'hostile' && route.method !== 'get'
      ? fc
          .option(fc.constant({ text: '{"a":1}', contentType: 'application/json' }), { freq: 5 })
          .map((body) => ({
            ...(body && { body }),
            ingredients: body ? ['unexpected-body'] : [],
          }))
      : fc.constant({ ingredients: [] })
  }
  const json = arbitraryOf(schema, leaning, context).map((value) => ({
    body: { text: jsonText(value), contentType: 'application/json' } as FuzzBody,
    ingredients: [] as string[],
  }))
  if (leaning === 'valid') return json
  const raw: fc.Arbitrary<{ body: FuzzBody; ingredients: string[] }>[] = [
    // A valid-looking body with one of its characters replaced by bytes that are no UTF-8.
    fc
      .tuple(
        json,
        fc.constantFrom(
          [0xff],
          [0xc3, 0x28],
          [0xc0, 0xaf],
          [0xed, 0xa0, 0x80],
          [0xe2, 0x82],
          [0xf8, 0x88, 0x80, 0x80, 0x80],
        ),
      )
      .map(([{ body }, bytes]) => ({
        body: {
          ...body,
          text: body.text.replace(/"([^"\\]*)"/, (_, inner: string) => `"${inner}@"`),
          invalidUtf8: bytes,
        },
        ingredients: ['invalid-utf8'],
      })),
    fc.constantFrom(...NOT_JSON).map((text) => ({
      body: { text, contentType: 'application/json' },
      ingredients: ['not-json'],
    })),
    fc.constantFrom(deeplyNested(20_000), deeplyNestedObject(20_000)).map((value) => ({
      body: { text: value.text, contentType: 'application/json' },
      ingredients: ['deep-json'],
    })),
    fc.constant({
      body: {
        text: JSON.stringify({ texto: LONG_TEXT, nombre: LONG_TEXT }),
        contentType: 'application/json',
      },
      ingredients: ['long-text'],
    }),
    fc
      .tuple(
        json,
        fc.constantFrom(
          null,
          'text/plain',
          'application/json; charset=latin1',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
      )
      .map(([{ body }, contentType]) => ({
        body: { ...body, contentType },
        ingredients: ['content-type'],
      })),
  ]
  // The raw body counts as one more leaf: as often off as any field.
  return fc.oneof(
    { weight: 1000, arbitrary: json },
    { weight: rateWeight(context), arbitrary: fc.oneof(...raw) },
  )
}

/**
 * The leanings of the cases and how often each is drawn: valid input; near and hostile input with
 * one leaf off on average (so the rest takes the request as far as it goes); and chaos, many
 * leaves off at once.
 */
const LEANINGS: readonly {
  leaning: Leaning
  weight: number
  offRate: (leaves: number) => number
}[] = [
  { leaning: 'valid', weight: 3, offRate: () => 0 },
  { leaning: 'near', weight: 3, offRate: (leaves) => 1 / leaves },
  { leaning: 'hostile', weight: 3, offRate: (leaves) => 1 / leaves },
  { leaning: 'hostile', weight: 1, offRate: () => 0.4 },
]

/** A list's own query with a cursor it answered, changed: only the cursor is wrong. */
function forgedCursorQuery(
  real: readonly RealCursor[],
): fc.Arbitrary<{ query: string; ingredients: string[] }> {
  return fc.constantFrom(...real).chain(({ query, cursor }) =>
    forgedCursors(cursor).map((forged) => ({
      query: `${query}&cursor=${encodeText(forged)}`,
      ingredients: ['forged-cursor'],
    })),
  )
}

/** Requests to `route`: about a third valid, the rest near misses and hostile input. */
export function casesOf(route: RegisteredRoute, context: RouteFuzzContext): fc.Arbitrary<FuzzCase> {
  const { params, query, body } = route.schemas
  // Each path param, query parameter and body field is a leaf; a raw body is one more.
  const leaves = Math.max(
    1,
    leafCount(params) + leafCount(query) + leafCount(body) + (body ? 1 : 0),
  )
  const cursors = context.cursorsOf(route)
  return fc.oneof(
    ...LEANINGS.map(({ leaning, weight, offRate }) => {
      const leaningContext: SchemaContext = { ...context, offRate: offRate(leaves) }
      const queries = queryOf(route, leaning, leaningContext)
      const withCursors =
        leaning !== 'valid' && cursors.length > 0
          ? fc.oneof(
              { weight: 3, arbitrary: queries },
              { weight: 1, arbitrary: forgedCursorQuery(cursors) },
            )
          : queries
      return {
        weight,
        arbitrary: fc
          .tuple(
            pathOf(route, leaning, leaningContext),
            withCursors,
            bodyOf(route, leaning, leaningContext),
          )
          .map(
            ([path, query, body]): FuzzCase => ({
              leaning,
              path: path.path,
              query: query.query,
              ...(body.body && { body: body.body }),
              ingredients: [...path.ingredients, ...query.ingredients, ...body.ingredients],
            }),
          ),
      }
    }),
  )
}

/** The bytes of a case's body as sent. */
export function bodyBytes(body: FuzzBody): Uint8Array {
  const text = Buffer.from(body.text)
  if (!body.invalidUtf8) return text
  const at = text.indexOf('@')
  if (at < 0) return Buffer.concat([text, Buffer.from(body.invalidUtf8)])
  return Buffer.concat([text.subarray(0, at), Buffer.from(body.invalidUtf8), text.subarray(at + 1)])
}
