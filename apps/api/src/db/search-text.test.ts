import { describe, expect, it } from 'vitest'
import { foldText, searchPattern, searchPatterns } from './search-text.ts'

describe('search text', () => {
  it('folds accents, ñ and case as the SQL of the busqueda columns does', () => {
    expect(foldText('Núñez Ñuñoa ÁÉÍÓÚ Güemes Çà')).toBe('nunez nunoa aeiou guemes ca')
  })

  it('searches a RUT as stored, however it is typed', () => {
    expect(searchPattern('76.543.210-3')).toBe('%76543210-3%')
    expect(searchPattern('76.543')).toBe('%76543%')
    expect(searchPattern('S.A.')).toBe('%s.a.%')
  })

  it('escapes LIKE wildcards so they are searched as text', () => {
    expect(searchPattern('50%_\\')).toBe('%50\\%\\_\\\\%')
  })
})

describe('searchPatterns', () => {
  it('also looks up a whole RUT typed without its dash as stored', () => {
    expect(searchPatterns('968741209')).toEqual(['%968741209%', '%96874120-9%'])
    expect(searchPatterns('96.874.120-9')).toEqual(['%96874120-9%'])
  })

  it('leaves digits that are no valid RUT, and names, as one pattern', () => {
    expect(searchPatterns('968741200')).toEqual(['%968741200%'])
    expect(searchPatterns('los robles')).toEqual(['%los robles%'])
  })
})
