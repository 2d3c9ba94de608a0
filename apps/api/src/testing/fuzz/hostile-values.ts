// Test support for the fuzz suite (http/fuzz.test.ts): the values no form would send. Each one is
// a known way a server falls over: text PostgreSQL cannot store (NUL), text no encoder agrees on
// (lone surrogates), days outside any calendar the code expects (years 0001 and 9999), numbers
// past what a column or a Date can hold, text of 100 KB, JSON nested thousands deep, the wrong
// JSON type, and strings written for SQL, HTML and file paths.
import { rutCheckDigit } from '@cordillera/contracts'

/** JSON written as is into a body (`1e999`, a nesting no JS value can hold cheaply). */
export class RawJson {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

/** At least 100 KB, well under the 1 MB body limit. */
export const LONG_TEXT = 'x'.repeat(100_000)
/** 120 KB in UTF-8 from 60,000 characters: lengths in characters and bytes disagree. */
export const LONG_MULTIBYTE_TEXT = 'ñ'.repeat(60_000)

/** `[[[…]]]` nested `depth` deep, as JSON text. */
export const deeplyNested = (depth: number) =>
  new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
/** `{"a":{"a":…}}` nested `depth` deep, as JSON text. */
export const deeplyNestedObject = (depth: number) =>
  new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'a\u0000b',
  '\u0000',
  // Lone surrogates: no UTF-8 encoding exists for them.
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF\uD800',
  // Emoji with joiners, right-to-left override, zero-width space, combining marks, dotted İ.
  '👷‍♀️🏗️',
  '\u202Eabc',
  'a\u200Bb',
  'e\u0301\u0301\u0301',
  'İ',
  '１２３',
  "' OR 1=1 --",
  "'; DROP TABLE obras; --",
  '%_\\',
  "\\'",
  '$1',
  "E'\\x00'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, as text.
  '{{7*7}}${7*7}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0x10',
  ' 1 ',
  '1,5',
  '9007199254740993',
  '99999999999999999999999999999999',
  'null',
  'undefined',
  'true',
  '0001-01-01',
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '+275760-09-13',
  '-000001-01-01',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00-03:00',
  '2026-03-16T25:00:00-03:00',
  '0001-01',
  '9999-12',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'no-es-uuid',
  LONG_TEXT,
  LONG_MULTIBYTE_TEXT,
]

export const HOSTILE_NUMBERS: readonly (number | RawJson)[] = [
  -1,
  0,
  -0,
  0.1 + 0.2,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.00000000000000000000000001'),
]

/** Values of the wrong JSON type, whatever the field is. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  '',
  [],
  {},
  [1, 'a', null],
  { $ne: null },
  new RawJson('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
  deeplyNested(2_000),
  deeplyNestedObject(2_000),
]

/** Days, months and instants from year 0001 to 9999, and some that are no day. */
export const HOSTILE_DATES: readonly string[] = HOSTILE_STRINGS.filter((value) =>
  /^[+-]?\d{4,6}-\d{2}/.test(value),
)

/** Valid Chilean RUTs (check digit computed), in the spellings forms send. */
export const VALID_RUTS: readonly string[] = [
  76_086_428, 12_345_678, 5_126_663, 99_500_840,
].flatMap((body) => {
  const dv = rutCheckDigit(body)
  const dotted = String(body).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return [`${body}-${dv}`, `${dotted}-${dv}`]
})

/** Texts that pass most text fields: the candidates a valid value is picked from. */
export const PLAIN_STRINGS: readonly string[] = [
  'Obra Los Andes',
  'a',
  'Ñuñoa',
  'José Pérez Muñoz',
  'Av. Apoquindo 3000, of. 501',
  'OB-0123',
  'ABCD12',
  'BB-1234',
  'AB1234',
  'GRUA-01',
  'nombre@empresa.cl',
  '+56 9 1234 5678',
  '13101',
  '5101',
  '1',
  '25',
  '100',
  '12,5',
  '2026-03-16',
  '2026-11-25',
  '2000-01-01',
  '2100-12-31',
  '1950-01-01',
  '2026-11',
  '2026-11-25T10:30:00-03:00',
  '2026-03-16T12:00:00.000Z',
  'true',
  'false',
  'asc',
  'desc',
  'all',
  'CLP',
  'UF',
  'fecha,valor\n2026-03-16,39000.12',
  ...VALID_RUTS,
]
