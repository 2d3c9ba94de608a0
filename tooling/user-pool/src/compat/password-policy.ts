// The pool's password policy, which cognito-local stores but never applies; the layer checks it
// wherever Cognito does (new, changed, reset, admin-set and temporary passwords).
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
