// Search without accents or case: a list's `busqueda` column is its main texts folded by SQL
// (a stored generated column, trigram-indexed), and the user's `q` is folded the same way here,
// so "nunez" finds "Núñez" and "constructora" finds "CONSTRUCTORA". One character map for both.
import { isValidRut, normalizeRut } from '@cordillera/contracts'
import { type SQL, sql } from 'drizzle-orm'

const FOLD_FROM = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç'
const FOLD_TO = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'

const foldMap = new Map([...FOLD_FROM].map((char, i) => [char, FOLD_TO[i] ?? char]))

/** What SQL's `lower(translate(text, FOLD_FROM, FOLD_TO))` gives for the same text. */
export function foldText(text: string): string {
  return [...text]
    .map((char) => foldMap.get(char) ?? char)
    .join('')
    .toLowerCase()
}

/**
 * The generation expression of a `busqueda` column: the given columns (by SQL name), joined by
 * spaces and folded. Immutable, as a stored generated column needs.
 */
export function foldedColumns(...columns: string[]): SQL {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `)
  return sql.raw(`lower(translate(${joined}, '${FOLD_FROM}', '${FOLD_TO}'))`)
}

// A RUT typed with dots ("76.543.210") is searched as stored ("76543210-3").
const RUT_LIKE = /^[\d.\s]+(-[\dkK]?)?$/

/** The LIKE pattern for a search text: folded, RUT dots removed, LIKE's wildcards escaped. */
export function searchPattern(q: string): string {
  const text = RUT_LIKE.test(q) ? q.replace(/[.\s]/g, '') : q
  const escaped = foldText(text).replace(/[\\%_]/g, (char) => `\\${char}`)
  return `%${escaped}%`
}

/**
 * The patterns a search matches (any of them). A whole RUT typed without its dash ("968741209",
 * what a user copies from a document) is also searched as stored ("96874120-9"); the digits as
 * typed still match a RUT that merely starts with them.
 */
export function searchPatterns(q: string): string[] {
  const patterns = [searchPattern(q)]
  const compact = q.replace(/[.\s]/g, '')
  if (/^\d{7,8}[\dkK]$/.test(compact) && isValidRut(compact)) {
    const stored = normalizeRut(compact)
    if (stored) patterns.push(searchPattern(stored))
  }
  return patterns
}
