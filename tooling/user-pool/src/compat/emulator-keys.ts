// cognito-local's signing key pair, which ships inside the package (hence public to the world):
// the layer verifies the emulator's tokens with it and re-signs the ones it enriches.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

function keyFile(name: string): { pem: string; jwk: { kid: string } } {
  return JSON.parse(readFileSync(require.resolve(`cognito-local/lib/keys/${name}`), 'utf8'))
}

const privateFile = keyFile('cognitoLocal.private.json')
const publicFile = keyFile('cognitoLocal.public.json')

export const emulatorKeys: { kid: string; privateKey: KeyObject; publicKey: KeyObject } = {
  kid: publicFile.jwk.kid,
  privateKey: createPrivateKey(privateFile.pem),
  publicKey: createPublicKey(publicFile.pem),
}
