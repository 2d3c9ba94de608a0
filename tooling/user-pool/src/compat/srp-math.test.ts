// The server's SRP against a client computed the way Amplify computes it (S = (B - k·g^x)^(a + u·x)),
// and the padded-hex encoding against the examples Amplify documents.
import { createHash, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  claimSignature,
  g,
  k,
  modPow,
  N,
  padHex,
  passwordVerifier,
  randomSaltHex,
  serverEphemeral,
  sharedKey,
  signatureMatches,
} from './srp-math.ts'

const hashHex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex')

function clientKey(saltHex: string, userId: string, password: string, a: bigint, B: bigint) {
  const A = modPow(g, a, N)
  const u = BigInt(`0x${hashHex(padHex(A) + padHex(B))}`)
  const inner = createHash('sha256').update(`CordiLocal${userId}:${password}`).digest('hex')
  const x = BigInt(`0x${hashHex(padHex(BigInt(`0x${saltHex}`)) + inner)}`)
  const base = (((B - k * modPow(g, x, N)) % N) + N) % N
  const S = modPow(base, a + u * x, N)
  const key = hkdfSync(
    'sha256',
    Buffer.from(padHex(S), 'hex'),
    Buffer.from(padHex(u), 'hex'),
    'Caldera Derived Key',
    16,
  )
  return { A, key: Buffer.from(key) }
}

describe('SRP', () => {
  it("encodes integers as Amplify's padded hex", () => {
    expect(padHex(20n)).toBe('14')
    expect(padHex(56n)).toBe('38')
    expect(padHex(200n)).toBe('00c8')
    expect(padHex(236n)).toBe('00ec')
    expect(padHex(0x1abcn)).toBe('1abc')
  })

  it('derives the same key as the client for the right password only', () => {
    const salt = randomSaltHex()
    const verifier = passwordVerifier(salt, 'CordiLocal', 'user-1', 'Cordillera1')
    const ephemeral = serverEphemeral(verifier)
    const a = BigInt(`0x${randomBytes(128).toString('hex')}`)
    const right = clientKey(salt, 'user-1', 'Cordillera1', a, ephemeral.B)
    expect(sharedKey(right.A, verifier, ephemeral)).toEqual(right.key)
    const wrong = clientKey(salt, 'user-1', 'Cordillera2', a, ephemeral.B)
    expect(sharedKey(wrong.A, verifier, ephemeral)).not.toEqual(wrong.key)
  })

  it('refuses A ≡ 0 and checks signatures byte for byte', () => {
    const ephemeral = serverEphemeral(passwordVerifier(randomSaltHex(), 'CordiLocal', 'u', 'p'))
    expect(sharedKey(N, 1n, ephemeral)).toBeUndefined()
    const key = randomBytes(16)
    const block = randomBytes(32).toString('base64')
    const signature = claimSignature(key, 'CordiLocal', 'u', block, 'Mon Jan 5 10:00:00 UTC 2026')
    expect(signatureMatches(signature, signature.toString('base64'))).toBe(true)
    expect(signatureMatches(signature, randomBytes(32).toString('base64'))).toBe(false)
    expect(signatureMatches(signature, undefined)).toBe(false)
  })
})
