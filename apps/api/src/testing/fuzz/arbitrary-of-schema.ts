// Test support for the fuzz suite: fast-check arbitraries read from a route's zod 4 schemas (no
// package maps zod 4 to fast-check yet: zod-fast-check stops at zod 3). A small walker over the
// schemas' definitions (`_zod.def`): objects, arrays, unions, optional/nullable/default wrappers
// and pipes are followed; every leaf (a string, number, boolean, enum or literal with its checks
// and refinements) gets a pool of values it accepts, found by asking the leaf itself
// (`safeParse`) about candidates: plain texts, the hostile ones, regex-made ones, known ids. So a
// "valid" value passes the leaf's own refinements (a RUT's check digit, a comuna code) without
// this file knowing them, and can still be a nasty one (SQL, emoji, lone surrogates).
//
// Each generated input leans one way, chosen per case: `valid` (every leaf from its pool, so the
// handler runs), `near` (leaves just outside: one character too long, one past the maximum, a day
// that does not exist, a required key missing) and `hostile` (leaves replaced by the values of
// hostile-values.ts or by the wrong JSON type). How many leaves are off is the context's
// `offRate`: one in however many the input has, so that mostly a single field is wrong and the
// rest of the input takes the request as far as it goes, or many at once.
import fc from 'fast-check'
import type { z } from 'zod'
import {
  deeplyNested,
  HOSTILE_DATES,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  PLAIN_STRINGS,
  RawJson,
  WRONG_TYPES,
} from './hostile-values.ts'

export type Leaning = 'valid' | 'near' | 'hostile'

export type SchemaContext = {
  /** Ids of existing rows worth trying for a field or param called `name` (uuid-shaped). */
  idsFor(name: string | undefined): readonly string[]
  /** Seed of the samples drawn while building the pools, so the same schema gives the same pools. */
  seed: number
  /** The chance that a leaf (or an object's keys, an array's length) is off, leaning near/hostile. */
  offRate: number
}

/** Weights of `[as is, off]` for the context's off rate. */
const offWeights = (context: SchemaContext) => {
  const off = Math.max(1, Math.round(context.offRate * 1000))
  return [Math.max(1, 1000 - off), off] as const
}

/** How many leaves an input of `schema` has (a union: its largest option), for the off rate. */
export function leafCount(schema: z.ZodType | undefined, depth = 0): number {
  if (!schema || depth > 12) return 0
  if (isScalar(schema)) return 1
  const def = defOf(schema)
  if (def.innerType) return leafCount(def.innerType, depth)
  if (def.type === 'pipe') return leafCount(def.in, depth)
  if (def.type === 'object') {
    return Object.values(def.shape as Record<string, z.ZodType>).reduce(
      (sum, field) => sum + leafCount(field, depth + 1),
      0,
    )
  }
  if (def.type === 'array') return leafCount(def.element, depth + 1)
  if (def.type === 'union')
    return Math.max(...(def.options as z.ZodType[]).map((option) => leafCount(option, depth + 1)))
  return 1
}

// zod 4 keeps a schema's definition in `_zod.def`; its typed surface does not show every field.
type Def = {
  type: string
  // biome-ignore lint/suspicious/noExplicitAny: the walker reads zod's internals loosely.
  [field: string]: any
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def
type CheckDef = { check: string; [field: string]: unknown }
const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((defOf(schema).checks ?? []) as { _zod: { def: CheckDef } }[]).map((check) => check._zod.def)

const accepts = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success
  } catch {
    return false
  }
}

const LEAF_TYPES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'bigint', 'null'])

/** Whether the values of `schema` are a single JSON scalar (a leaf with its wrappers). */
function isScalar(schema: z.ZodType): boolean {
  const def = defOf(schema)
  if (LEAF_TYPES.has(def.type)) return true
  if (def.type === 'pipe') return isScalar(def.in)
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) {
    return isScalar(def.innerType)
  }
  if (def.type === 'union') return (def.options as z.ZodType[]).every(isScalar)
  return false
}

/** The innermost leaf's definition, past wrappers and pipes' input sides. */
function leafDef(schema: z.ZodType): Def {
  const def = defOf(schema)
  if (def.type === 'pipe') return leafDef(def.in)
  if (def.innerType) return leafDef(def.innerType)
  return def
}

type Bounds = { min?: number; max?: number; minExclusive?: boolean; maxExclusive?: boolean }

/** Length bounds of a string/array, or value bounds of a number, from its checks. */
function boundsOf(schema: z.ZodType): Bounds & { int: boolean; patterns: RegExp[] } {
  const bounds: Bounds & { int: boolean; patterns: RegExp[] } = { int: false, patterns: [] }
  let current: z.ZodType | undefined = schema
  while (current) {
    const def = defOf(current)
    for (const check of checksOf(current)) {
      if (check.check === 'min_length') bounds.min = check.minimum as number
      if (check.check === 'max_length') bounds.max = check.maximum as number
      if (check.check === 'length_equals') bounds.min = bounds.max = check.length as number
      if (check.check === 'greater_than') {
        bounds.min = check.value as number
        bounds.minExclusive = !check.inclusive
      }
      if (check.check === 'less_than') {
        bounds.max = check.value as number
        bounds.maxExclusive = !check.inclusive
      }
      if (check.check === 'number_format' && String(check.format).includes('int')) bounds.int = true
      if (check.check === 'string_format' && check.pattern instanceof RegExp) {
        bounds.patterns.push(check.pattern)
      }
    }
    current = def.type === 'pipe' ? def.in : def.innerType
  }
  return bounds
}

const seeded = <T>(arbitrary: fc.Arbitrary<T>, numRuns: number, seed: number): T[] =>
  fc.sample(arbitrary, { numRuns, seed })

const randomUuid = fc.uuid({ version: 4 })

/** Candidates for a scalar leaf: plenty that pass it and plenty that do not. */
function candidatesOf(
  schema: z.ZodType,
  name: string | undefined,
  context: SchemaContext,
): unknown[] {
  const outer = defOf(schema)
  if (outer.type === 'union') {
    return (outer.options as z.ZodType[]).flatMap((option) => candidatesOf(option, name, context))
  }
  if (outer.type === 'pipe') return candidatesOf(outer.in, name, context)
  if (outer.innerType) return candidatesOf(outer.innerType, name, context)
  const def = leafDef(schema)
  const bounds = boundsOf(schema)
  const candidates: unknown[] = []
  switch (def.type) {
    case 'enum':
      candidates.push(...Object.values(def.entries as Record<string, unknown>))
      break
    case 'literal':
      candidates.push(...(def.values as unknown[]))
      break
    case 'boolean':
      candidates.push(true, false, 'true', 'false')
      break
    case 'null':
      candidates.push(null)
      break
    case 'number':
    case 'bigint': {
      const { min = -1_000, max = 1_000_000 } = bounds
      const low = Math.max(min, -1e9)
      const high = Math.min(max, 1e9)
      // The usual values first (a version is mostly 1 or 2): the first few are picked most.
      candidates.push(1, 2, low, 0, 3, 10, 7, 100, high, 1000, 12.5, 0.5, 39_000.12, 5_000_000)
      candidates.push((low + high) / 2, Math.round((low + high) / 2))
      const inRange = bounds.int
        ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
        : fc.double({ min: low, max: high, noNaN: true })
      candidates.push(...seeded(inRange, 20, context.seed))
      // Query and path values arrive as text: coerced numbers take them so.
      if (def.coerce) candidates.push(...candidates.slice(0, 12).map(String))
      break
    }
    case 'string': {
      // Ids of existing rows first: they get past "not found".
      if (def.format === 'uuid' || def.format === 'guid') candidates.push(...context.idsFor(name))
      candidates.push(...PLAIN_STRINGS, ...HOSTILE_STRINGS)
      if (def.format === 'uuid' || def.format === 'guid')
        candidates.push(...seeded(randomUuid, 5, context.seed))
      for (const pattern of bounds.patterns) {
        candidates.push(...seeded(fc.stringMatching(pattern), 15, context.seed))
      }
      for (const check of checksOf(schema)) {
        if (check.check === 'string_format' && typeof check.prefix === 'string') {
          candidates.push(`${check.prefix}abc`)
        }
      }
      const { min = 0, max = 60 } = bounds
      const lengths = { minLength: min, maxLength: Math.min(max, min + 60) }
      candidates.push(...seeded(fc.string({ ...lengths, unit: 'grapheme' }), 10, context.seed))
      candidates.push(...seeded(fc.string({ ...lengths, unit: 'binary' }), 10, context.seed))
      if (bounds.max !== undefined) candidates.push('ñ'.repeat(bounds.max), 'a'.repeat(bounds.max))
      break
    }
  }
  return candidates
}

const unique = <T>(values: T[]) => [...new Set(values)]

const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000')

/**
 * Values `schema` accepts, from its candidates, in their order (usual ones first); empty when
 * none passes. Text with a NUL passes many schemas but never the input guard before them
 * (input-guard.ts): it is a hostile value here, not a valid one.
 */
function validPool(schema: z.ZodType, name: string | undefined, context: SchemaContext): unknown[] {
  return unique(candidatesOf(schema, name, context)).filter(
    (value) => !hasNul(value) && accepts(schema, value),
  )
}

/** Values just outside what `schema` accepts: boundaries, lookalikes, the wrong scalar type. */
function nearMissPool(schema: z.ZodType, valid: unknown[]): unknown[] {
  const def = leafDef(schema)
  const bounds = boundsOf(schema)
  const near: unknown[] = [null]
  const sample = valid.slice(0, 3)
  if (def.type === 'number' || def.type === 'bigint') {
    const { min, max } = bounds
    if (min !== undefined) near.push(min - 1, min - 0.5, bounds.minExclusive ? min : min - 1e-9)
    if (max !== undefined) near.push(max + 1, max + 0.5, bounds.maxExclusive ? max : max + 1e-9)
    if (bounds.int) near.push(1.5, 2 ** 53 + 2)
    near.push(...sample.map(String), '', 'uno', new RawJson('1e999'))
  } else if (def.type === 'string') {
    const { min, max } = bounds
    if (max !== undefined) near.push('a'.repeat(max + 1), 'ñ'.repeat(max + 1))
    if (min !== undefined && min > 0) near.push('a'.repeat(min - 1))
    near.push('', '   ', 12_345, true)
    for (const value of sample.filter((item): item is string => typeof item === 'string')) {
      near.push(`${value} `, ` ${value}`, value.toUpperCase(), value.toLowerCase(), value.slice(1))
      near.push(`${value}x`, value.replaceAll('-', ''), `{${value}}`)
    }
    if (def.format === 'date') near.push('2026-02-30', '16-03-2026', '2026-3-16', '2026/03/16')
    if (def.format === 'datetime')
      near.push('2026-03-16', '2026-03-16T10:30:00', '2026-03-16 10:30')
  } else {
    for (const value of sample) {
      if (typeof value === 'string') near.push(value.toUpperCase(), `${value} `, `x${value}`)
      else near.push(String(value))
    }
    near.push('', 'otro', 0, 1)
  }
  return unique(near).filter((value) => !accepts(schema, value))
}

const isDateLike = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}/.test(value)

function hostileScalar(schema: z.ZodType, valid: unknown[]): fc.Arbitrary<unknown> {
  const def = leafDef(schema)
  // A date's field gets the days of years 0001 and 9999 most.
  const dated =
    def.type === 'string' &&
    (def.format === 'date' || def.format === 'datetime' || valid.some(isDateLike))
  return fc.oneof(
    ...(dated ? [{ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_DATES) }] : []),
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  )
}

function scalar(
  schema: z.ZodType,
  leaning: Leaning,
  name: string | undefined,
  context: SchemaContext,
): fc.Arbitrary<unknown> {
  const valid = validPool(schema, name, context)
  // No candidate passes (a refinement the pools do not meet): the candidates of the right type.
  const pool = valid.length > 0 ? valid : unique(candidatesOf(schema, name, context))
  const validArbitrary = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...pool.slice(0, 6)) },
    { weight: 1, arbitrary: fc.constantFrom(...pool) },
  )
  if (leaning === 'valid') return validArbitrary
  const near = nearMissPool(schema, valid)
  const nearArbitrary = near.length > 0 ? fc.constantFrom(...near) : hostileScalar(schema, valid)
  const [asIs, off] = offWeights(context)
  if (leaning === 'near') {
    return fc.oneof(
      { weight: asIs, arbitrary: validArbitrary },
      { weight: off, arbitrary: nearArbitrary },
    )
  }
  return fc.oneof(
    { weight: asIs, arbitrary: validArbitrary },
    { weight: Math.max(1, Math.round(off / 3)), arbitrary: nearArbitrary },
    { weight: off, arbitrary: hostileScalar(schema, valid) },
  )
}

/** Keys a body should never be able to set, tried as extra properties. */
const EXTRA_KEYS = [
  'id',
  'version',
  'creadoPor',
  'eliminadoEn',
  'estado',
  '__proto__',
  'x',
] as const

function object(
  schema: z.ZodType,
  leaning: Leaning,
  context: SchemaContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape as Record<string, z.ZodType>
  const entries = Object.entries(shape)
  const fields = Object.fromEntries(
    entries.map(([key, field]) => [key, arbitraryOf(field, leaning, context, key, depth + 1)]),
  )
  const record = fc.record(fields).map(withoutUndefined)
  if (leaning === 'valid') {
    // Extra properties are stripped by the schema: still valid, and a mass-assignment probe.
    return fc.oneof(
      { weight: 4, arbitrary: record },
      { weight: 1, arbitrary: fc.tuple(record, extraProperties(context)).map(merge) },
    )
  }
  const required = entries
    .filter(
      ([, field]) => (field as unknown as { _zod: { optin?: string } })._zod.optin !== 'optional',
    )
    .map(([key]) => key)
  const missingOne =
    required.length > 0
      ? fc.tuple(record, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _, ...rest } = value as Record<string, unknown>
          return rest
        })
      : record
  const [asIs, off] = offWeights(context)
  return fc.oneof(
    { weight: asIs, arbitrary: record },
    { weight: off, arbitrary: missingOne },
    { weight: off, arbitrary: fc.tuple(record, extraProperties(context)).map(merge) },
    ...(leaning === 'hostile' ? [{ weight: off, arbitrary: fc.constantFrom(...WRONG_TYPES) }] : []),
  )
}

function extraProperties(context: SchemaContext): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(
    fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
    fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20), ...context.idsFor(undefined).slice(0, 5)),
      fc.constantFrom(...HOSTILE_NUMBERS),
      fc.constantFrom(...WRONG_TYPES),
    ),
    { maxKeys: 3 },
  )
}

const merge = ([value, extra]: [unknown, Record<string, unknown>]) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...extra, ...value }
    : value

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined))
}

function array(
  schema: z.ZodType,
  leaning: Leaning,
  context: SchemaContext,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const { min = 0, max } = boundsOf(schema)
  const element = arbitraryOf(defOf(schema).element, leaning, context, name, depth + 1)
  const valid = fc.array(element, { minLength: min, maxLength: Math.min(max ?? min + 4, min + 4) })
  if (leaning === 'valid') return valid
  const tooMany =
    max !== undefined && max < 200
      ? [fc.array(element, { minLength: max + 1, maxLength: max + 1 })]
      : []
  const [asIs, off] = offWeights(context)
  return fc.oneof(
    { weight: asIs, arbitrary: valid },
    { weight: off, arbitrary: fc.constant([]) },
    ...tooMany.map((arbitrary) => ({ weight: off, arbitrary })),
    ...(leaning === 'hostile'
      ? [
          { weight: off, arbitrary: fc.constant(deeplyNested(5_000)) },
          { weight: off, arbitrary: fc.constantFrom(...WRONG_TYPES) },
        ]
      : []),
  )
}

/**
 * An arbitrary of the JSON values `schema` is asked about, leaning `leaning`. Values may hold
 * `RawJson` (JSON no JS value writes, such as `1e999`): serialize them with `jsonText`.
 */
export function arbitraryOf(
  schema: z.ZodType,
  leaning: Leaning,
  context: SchemaContext,
  name?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  if (depth > 12) return fc.constant(null)
  if (isScalar(schema)) {
    if (['optional', 'default', 'prefault'].includes(def.type)) {
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: scalar(schema, leaning, name, context) },
      )
    }
    return scalar(schema, leaning, name, context)
  }
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: arbitraryOf(def.innerType, leaning, context, name, depth) },
      )
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: arbitraryOf(def.innerType, leaning, context, name, depth) },
      )
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType, leaning, context, name, depth)
    case 'pipe':
      return arbitraryOf(def.in, leaning, context, name, depth)
    case 'lazy':
      return arbitraryOf(def.getter(), leaning, context, name, depth + 1)
    case 'object':
      return object(schema, leaning, context, depth)
    case 'array':
      return array(schema, leaning, context, name, depth)
    case 'union':
      return fc.oneof(
        ...(def.options as z.ZodType[]).map((option) =>
          arbitraryOf(option, leaning, context, name, depth + 1),
        ),
      )
    case 'intersection':
      return fc
        .tuple(
          arbitraryOf(def.left, leaning, context, name, depth + 1),
          arbitraryOf(def.right, leaning, context, name, depth + 1),
        )
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        )
    default:
      // A type the walker does not know (record, tuple, custom…): anything JSON can say.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...WRONG_TYPES))
  }
}

/** JSON text of a generated value, `RawJson` parts written as they are. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item ?? null)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => `${JSON.stringify(key)}:${jsonText(field)}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** How a generated value travels as text (a query or path parameter). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof RawJson) return value.text
  if (typeof value === 'object' && value !== null) return jsonText(value)
  return String(value)
}
