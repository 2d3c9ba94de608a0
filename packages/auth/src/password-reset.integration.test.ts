// Forgot password against the real local user pool (no stubs): the code the pool stored for the
// user (read with the user pool's test helper) resets the password; a wrong code does not.
import { readConfirmationCode } from '@cordillera/user-pool'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { startTestUserPool, type TestUserPool } from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const oldPassword = 'Cordillera2026!'
const newPassword = 'Cordillera2027!'
let pool: TestUserPool

beforeAll(async () => {
  pool = await startTestUserPool('bruno.diaz@cordillera.test', oldPassword)
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('password reset (local user pool)', () => {
  it('sends a code and says where, masked', async () => {
    const outcome = await requestPasswordReset('Bruno.Diaz@cordillera.test')
    expect(outcome).toEqual({ ok: true, destination: expect.stringMatching(/^b\*+@c\*+/) })
  })

  it('refuses a wrong code', async () => {
    const code = await readConfirmationCode(pool.dataDir, pool.email)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      await confirmPasswordReset({ username: pool.email, code: wrong, newPassword }),
    ).toMatchObject({
      ok: false,
      code: 'CodeMismatchException',
      message: 'El código no es correcto.',
    })
  })

  it('resets the password with the code; then only the new one signs in', async () => {
    const code = await readConfirmationCode(pool.dataDir, pool.email)
    expect(await confirmPasswordReset({ username: pool.email, code, newPassword })).toEqual({
      ok: true,
    })
    expect(await signIn(pool.email, oldPassword)).toMatchObject({ kind: 'error' })
    expect(await signIn(pool.email, newPassword)).toEqual({ kind: 'done' })
  })
})
