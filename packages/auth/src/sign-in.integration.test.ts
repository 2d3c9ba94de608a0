// The sign-in's two steps against the real local user pool with the real Amplify (SRP, no stubs):
// a user created by an administrator with a temporary password must define its own before it is
// in; a user whose password an administrator reset is sent to the code flow.
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { LOCAL_USER_POOL } from '@cordillera/user-pool'
import { createUser } from '@cordillera/user-pool/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getCurrentUser } from './current-user.ts'
import { confirmNewPassword, signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import { startTestUserPool, type TestUserPool } from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const UserPoolId = LOCAL_USER_POOL.userPoolId
let pool: TestUserPool

beforeAll(async () => {
  pool = await startTestUserPool('admin.pool@cordillera.test', 'Cordillera2026!')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('first sign-in with a temporary password', () => {
  const email = 'nueva.usuaria@cordillera.test'

  beforeAll(async () => {
    await pool.admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: 'Temporal#2026',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: 'Nueva Usuaria' },
        ],
      }),
    )
  })

  it('asks for a new password, explains a refused one in Spanish, then signs in', async () => {
    expect(await signIn(email, 'Temporal#2026')).toEqual({ kind: 'newPasswordRequired' })
    expect(await getCurrentUser()).toBeNull()
    expect(await confirmNewPassword('sinmayusculas1!')).toEqual({
      kind: 'error',
      message: 'La contraseña debe incluir una letra mayúscula.',
    })
    expect(await confirmNewPassword('Definida2026!')).toEqual({ kind: 'done' })
    expect((await getCurrentUser())?.username).toBeTruthy()
    const user = await pool.admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
    expect(user.UserStatus).toBe('CONFIRMED')
  })

  it('signs in with the password it defined, and no longer with the temporary one', async () => {
    await signOut()
    expect(await signIn(email, 'Temporal#2026')).toEqual({
      kind: 'error',
      message: 'Correo o contraseña incorrectos.',
    })
    expect(await signIn(email, 'Definida2026!')).toEqual({ kind: 'done' })
    await signOut()
  })
})

describe('sign-in after an administrator reset the password', () => {
  it('is sent to the code flow with the reason', async () => {
    const email = 'reseteada@cordillera.test'
    await createUser(pool.admin, email, 'Antigua2026!')
    await pool.admin.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: email }))
    expect(await signIn(email, 'Antigua2026!')).toEqual({
      kind: 'passwordResetRequired',
      message:
        'Un administrador restableció tu contraseña: pide un código a tu correo y crea una nueva para ingresar.',
    })
    expect(await getCurrentUser()).toBeNull()
  })
})
