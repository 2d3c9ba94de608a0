import { describe, expect, it } from 'vitest'
import { loggedPath } from './request-log.ts'

describe('request log', () => {
  it('never writes a signed file link, only its route', () => {
    expect(loggedPath('/v1/archivos/eyJvcCI6InB1dCJ9.c2lnbmF0dXJh')).toBe('/v1/archivos/…')
  })

  it('writes every other path as it came', () => {
    expect(loggedPath('/v1/activos/8b7a/documentos')).toBe('/v1/activos/8b7a/documentos')
  })
})
