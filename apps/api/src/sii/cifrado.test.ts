// The SII's secrets at rest: SII_CERT_KEY read (a production start refuses without it), and
// AES-256-GCM that opens only with its key and for its purpose, and refuses a changed byte.

import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { cifradoSii, SiiKeyError, siiCertKey } from './cifrado.ts'
import { registerSiiRoutes } from './sii-routes.ts'

const KEY = Buffer.alloc(32, 1).toString('base64')

describe('SII_CERT_KEY', () => {
  it('is required in production: the start stops with a message naming it', () => {
    expect(() => siiCertKey(undefined, true)).toThrow(SiiKeyError)
    expect(() => siiCertKey('  ', true)).toThrow(/SII_CERT_KEY is required in production/)
    expect(() => registerSiiRoutes(new OpenAPIHono(), { NODE_ENV: 'production' })).toThrow(
      /SII_CERT_KEY/,
    )
  })

  it('is 32 bytes in base64, else refused', () => {
    expect(siiCertKey(KEY, true)).toEqual(Buffer.alloc(32, 1))
    expect(() => siiCertKey(Buffer.alloc(16).toString('base64'), false)).toThrow(/32 bytes/)
    expect(() => siiCertKey('no es base64', false)).toThrow(/32 bytes/)
  })

  it('falls back to a fixed development key outside production', () => {
    expect(siiCertKey(undefined, false)).toEqual(siiCertKey('', false))
    expect(siiCertKey(undefined, false)).toHaveLength(32)
  })
})

describe('cifradoSii', () => {
  const cifrado = cifradoSii(siiCertKey(KEY, false))

  it('opens what it encrypted, each time with a new IV', () => {
    const uno = cifrado.cifrar('contrasena', 'clave secreta')
    const dos = cifrado.cifrar('contrasena', 'clave secreta')
    expect(uno).not.toBe(dos)
    expect(cifrado.descifrar('contrasena', uno).toString()).toBe('clave secreta')
    expect(Buffer.from(uno, 'base64').includes('clave secreta')).toBe(false)
  })

  it('refuses another key, another purpose and a changed byte', () => {
    const sellado = cifrado.cifrar('caf', Buffer.from('<AUTORIZACION/>'))
    expect(() => cifradoSii(Buffer.alloc(32, 2)).descifrar('caf', sellado)).toThrow()
    expect(() => cifrado.descifrar('certificado', sellado)).toThrow()
    const bytes = Buffer.from(sellado, 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => cifrado.descifrar('caf', bytes.toString('base64'))).toThrow()
  })
})
