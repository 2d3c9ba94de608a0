// changePassword against the real local user pool (no stubs): a wrong current password is refused,
// the right one changes it, and only the new password signs in afterwards.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { changePassword } from './change-password.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { startTestUserPool, type TestUserPool } from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const oldPassword = 'Cordillera2026!'
const newPassword = 'Cordillera2027!'
let pool: TestUserPool

beforeAll(async () => {
  pool = await startTestUserPool('ana.rojas@cordillera.test', oldPassword)
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('changePassword (local user pool)', () => {
  it('refuses a wrong current password', async () => {
    expect(await signIn(pool.email, oldPassword)).toEqual({ kind: 'done' })
    expect(await changePassword('Equivocada2026!', newPassword)).toEqual({
      ok: false,
      code: 'NotAuthorizedException',
      message: 'La contraseña actual no es correcta.',
    })
  })

  it('changes the password; then only the new one signs in', async () => {
    expect(await changePassword(oldPassword, newPassword)).toEqual({ ok: true })
    await signOut()
    expect(await signIn(pool.email, oldPassword)).toEqual({
      kind: 'error',
      message: 'Correo o contraseña incorrectos.',
    })
    expect(await signIn(pool.email, newPassword)).toEqual({ kind: 'done' })
  })

  it('needs a session', async () => {
    await signOut()
    expect(await changePassword(newPassword, 'Cordillera2028!')).toMatchObject({
      ok: false,
      code: 'UserUnAuthenticatedException',
    })
  })
})
