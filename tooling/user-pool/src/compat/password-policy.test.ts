// Cognito's password-policy reasons, in its order and wording.
import { describe, expect, it } from 'vitest'
import {
  assertPasswordConforms,
  generatedTemporaryPassword,
  passwordPolicyViolation,
} from './password-policy.ts'

const policy = {
  MinimumLength: 8,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
}

describe('password policy', () => {
  it('names the first rule a password breaks', () => {
    expect(passwordPolicyViolation('Ab1!', policy)).toBe('Password not long enough')
    expect(passwordPolicyViolation('ABCDEFG1!', policy)).toBe(
      'Password must have lowercase characters',
    )
    expect(passwordPolicyViolation('abcdefg1!', policy)).toBe(
      'Password must have uppercase characters',
    )
    expect(passwordPolicyViolation('Abcdefgh!', policy)).toBe(
      'Password must have numeric characters',
    )
    expect(passwordPolicyViolation('Abcdefgh1', policy)).toBe(
      'Password must have symbol characters',
    )
    expect(passwordPolicyViolation('Abcdefg 1', policy)).toBeUndefined()
    expect(
      passwordPolicyViolation('Abcdefgh1', { ...policy, RequireSymbols: false }),
    ).toBeUndefined()
  })

  it("throws InvalidPasswordException with Cognito's message", () => {
    expect(() => assertPasswordConforms('corta', policy)).toThrow(
      expect.objectContaining({
        type: 'InvalidPasswordException',
        message: 'Password does not conform to policy: Password not long enough',
      }),
    )
  })
})

describe('generatedTemporaryPassword', () => {
  it('meets the strictest policy every time, at its length when longer, and never repeats', () => {
    const passwords = Array.from({ length: 300 }, () => generatedTemporaryPassword(policy))
    for (const password of passwords)
      expect(passwordPolicyViolation(password, policy)).toBe(undefined)
    expect(new Set(passwords).size).toBe(300)
    expect(generatedTemporaryPassword({ ...policy, MinimumLength: 20 })).toHaveLength(20)
  })
})
