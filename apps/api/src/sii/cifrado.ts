// The SII's secrets at rest (decision 087): the signing certificate (.p12/.pfx), its password and
// the CAFs' files (which hold the folios' private key) are kept AES-256-GCM encrypted with a key
// of the environment, `SII_CERT_KEY` (32 bytes in base64). Without it, development and tests use
// a key derived from a fixed text, so `npm start` works; a production start refuses to start.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

/** What a secret is for: bound into its ciphertext, so a CAF's cannot be read as a password. */
export type Proposito = 'certificado' | 'contrasena' | 'caf'

export type CifradoSii = {
  cifrar(proposito: Proposito, claro: Uint8Array | string): string
  descifrar(proposito: Proposito, cifrado: string): Buffer
}

export class SiiKeyError extends Error {
  override name = 'SiiKeyError'
}

/** Development's key: public by design (this text is in the repository), never a deployment's. */
const developmentKey = () =>
  createHash('sha256').update('cordillera:sii-cert-key:desarrollo').digest()

/**
 * The key from `SII_CERT_KEY`; unset = development's, unless `production`, which refuses to
 * start without its own.
 */
export function siiCertKey(value: string | undefined, production: boolean): Buffer {
  const text = value?.trim() ?? ''
  if (text === '') {
    if (production) {
      throw new SiiKeyError(
        'SII_CERT_KEY is required in production (NODE_ENV=production): 32 random bytes in base64 (openssl rand -base64 32), the key the SII certificate and CAFs are encrypted with',
      )
    }
    return developmentKey()
  }
  const key = Buffer.from(text, 'base64')
  if (key.length !== 32 || key.toString('base64') !== text) {
    throw new SiiKeyError('SII_CERT_KEY must be 32 bytes in base64 (openssl rand -base64 32)')
  }
  return key
}

/** AES-256-GCM with `key`: base64 of iv ‖ tag ‖ ciphertext, the purpose as associated data. */
export function cifradoSii(key: Buffer): CifradoSii {
  return {
    cifrar(proposito, claro) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(proposito))
      const data = Buffer.concat([cipher.update(claro), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')
    },
    descifrar(proposito, cifrado) {
      const bytes = Buffer.from(cifrado, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      decipher.setAAD(Buffer.from(proposito))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ])
    },
  }
}
