// The server side of Cognito's SRP-6a variant, matched to what Amplify's client computes (see
// @aws-amplify/auth, providers/cognito/utils/srp): 3072-bit group, g = 2, k = H(N | g),
// x = H(salt | H(poolName | userId | ':' | password)), an HKDF-derived key and an HMAC signature.
// Hex strings are hashed as bytes in Amplify's "padded hex" form (Java BigInteger.toByteArray).
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF'

export const N = BigInt(`0x${N_HEX}`)
export const g = 2n

/** Even-length hex with a leading 00 when the top bit is set, so the value reads as positive. */
export function padHex(value: bigint): string {
  const hex = value.toString(16)
  const even = hex.length % 2 === 1 ? `0${hex}` : hex
  return /^[89a-f]/i.test(even) ? `00${even}` : even
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hashOfHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'))
const bigFromHex = (hex: string) => BigInt(`0x${hex}`)

export const k = bigFromHex(hashOfHex(padHex(N) + padHex(g)))

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let square = ((base % modulus) + modulus) % modulus
  let rest = exponent
  while (rest > 0n) {
    if (rest & 1n) result = (result * square) % modulus
    square = (square * square) % modulus
    rest >>= 1n
  }
  return result
}

/** Parses a hex number sent by a client; undefined when it is not one. */
export function parseHex(hex: unknown): bigint | undefined {
  if (typeof hex !== 'string' || !/^[0-9a-f]+$/i.test(hex)) return undefined
  return bigFromHex(hex)
}

/** A fresh random salt, already in padded-hex form so both sides hash the same bytes. */
export const randomSaltHex = () => padHex(bigFromHex(randomBytes(16).toString('hex')))

/** v = g^x, where x hashes the salt with `<poolName><userId>:<password>`. */
export function passwordVerifier(
  saltHex: string,
  poolName: string,
  userId: string,
  password: string,
): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`)
  const x = bigFromHex(hashOfHex(padHex(bigFromHex(saltHex)) + inner))
  return modPow(g, x, N)
}

export type ServerEphemeral = { b: bigint; B: bigint }

/** b is 1024 random bits like the client's a; B = k·v + g^b (mod N), never 0. */
export function serverEphemeral(verifier: bigint): ServerEphemeral {
  for (;;) {
    const b = bigFromHex(randomBytes(128).toString('hex'))
    const B = (k * verifier + modPow(g, b, N)) % N
    if (B !== 0n) return { b, B }
  }
}

/**
 * The 16-byte key both sides derive: u = H(A | B), S = (A · v^u)^b, key = HKDF(S, salt u,
 * 'Caldera Derived Key'). Undefined for the values SRP forbids (A or u ≡ 0).
 */
export function sharedKey(
  A: bigint,
  verifier: bigint,
  ephemeral: ServerEphemeral,
): Buffer | undefined {
  if (A % N === 0n) return undefined
  const u = bigFromHex(hashOfHex(padHex(A) + padHex(ephemeral.B)))
  if (u === 0n) return undefined
  const S = modPow((A * modPow(verifier, u, N)) % N, ephemeral.b, N)
  const key = hkdfSync(
    'sha256',
    Buffer.from(padHex(S), 'hex'),
    Buffer.from(padHex(u), 'hex'),
    'Caldera Derived Key',
    16,
  )
  return Buffer.from(key)
}

/** HMAC(key, poolName | userId | secretBlock | timestamp), base64: what the client must send. */
export function claimSignature(
  key: Buffer,
  poolName: string,
  userId: string,
  secretBlock: string,
  timestamp: string,
): Buffer {
  return createHmac('sha256', key)
    .update(poolName)
    .update(userId)
    .update(Buffer.from(secretBlock, 'base64'))
    .update(timestamp)
    .digest()
}

export function signatureMatches(expected: Buffer, claimed: unknown): boolean {
  if (typeof claimed !== 'string') return false
  const actual = Buffer.from(claimed, 'base64')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** An opaque token for secret blocks and sessions. */
export const randomToken = (bytes = 48) => randomBytes(bytes).toString('base64')
