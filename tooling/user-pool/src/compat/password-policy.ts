// The pool's password policy, which cognito-local stores but never applies; the layer checks it
// wherever Cognito does (new, changed, reset, admin-set and temporary passwords).
import { randomInt } from 'node:crypto'
import type { PasswordPolicy } from '../emulator-db.ts'
import { CognitoError } from './cognito-error.ts'

// The special characters Cognito counts as symbols (a space counts too).
const symbols = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ')

/** Cognito's reason for refusing the password, or undefined when it conforms. */
export function passwordPolicyViolation(
  password: string,
  policy: PasswordPolicy | undefined,
): string | undefined {
  if (password.length < (policy?.MinimumLength ?? 8)) return 'Password not long enough'
  if (policy?.RequireLowercase && !/[a-z]/.test(password)) {
    return 'Password must have lowercase characters'
  }
  if (policy?.RequireUppercase && !/[A-Z]/.test(password)) {
    return 'Password must have uppercase characters'
  }
  if (policy?.RequireNumbers && !/[0-9]/.test(password)) {
    return 'Password must have numeric characters'
  }
  if (policy?.RequireSymbols && ![...password].some((character) => symbols.has(character))) {
    return 'Password must have symbol characters'
  }
  return undefined
}

export function assertPasswordConforms(
  password: unknown,
  policy: PasswordPolicy | undefined,
): void {
  if (typeof password !== 'string' || password === '') {
    throw new CognitoError('InvalidParameterException', 'Missing required parameter PASSWORD')
  }
  const violation = passwordPolicyViolation(password, policy)
  if (violation) {
    throw new CognitoError(
      'InvalidPasswordException',
      `Password does not conform to policy: ${violation}`,
    )
  }
}

const generatedAlphabets = [
  'abcdefghijkmnopqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#%*+-=?@^_',
]

/**
 * A temporary password as Cognito generates one when AdminCreateUser gets none: random, and
 * conforming to the pool's policy whatever it requires (one of each kind of character, the rest
 * mixed, at least the policy's length).
 */
export function generatedTemporaryPassword(policy: PasswordPolicy | undefined): string {
  const length = Math.max(policy?.MinimumLength ?? 8, 12)
  const all = generatedAlphabets.join('')
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? ''
  const characters = generatedAlphabets.map(pick)
  while (characters.length < length) characters.push(pick(all))
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? '']
  }
  return characters.join('')
}
