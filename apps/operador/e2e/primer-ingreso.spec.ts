// First sign-in with a temporary password (issue 24, decision 068): the user pool's admin API gives
// a user a temporary password (FORCE_CHANGE_PASSWORD, as AdminCreateUser leaves a new user), the
// user signs in to the operador portal with it, is asked to define its own password with the
// policy's rules listed, and lands in the portal. Until the usuarios screens create users (later
// work), the user is a seeded one the database already knows: a user only the pool knows would be
// refused by the API. The password it defines is the seed's, so the seed stays as it was. Then the
// same user, its password reset by an administrator, goes through the forgot-password code flow.
import {
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider'
import { confirmationCodeOf, DEMO_PASSWORD, seriousViolations } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { LOCAL_ADMIN_CREDENTIALS, LOCAL_USER_POOL } from '@cordillera/user-pool'
import { expect, test } from '@playwright/test'

const email = 'cliente@cordillera.cl'
const temporary = 'Temporal#2026x'
const UserPoolId = LOCAL_USER_POOL.userPoolId

const poolAdmin = () =>
  new CognitoIdentityProviderClient({
    endpoint: urlOf('pool'),
    region: LOCAL_USER_POOL.region,
    credentials: LOCAL_ADMIN_CREDENTIALS,
  })

test.afterEach(async () => {
  // Whatever happened, the seed's password is back and permanent.
  const admin = poolAdmin()
  await admin.send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  )
  admin.destroy()
})

test('primer ingreso con contraseña temporal: define su contraseña y entra al portal', async ({
  page,
}) => {
  const admin = poolAdmin()
  await admin.send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: email,
      Password: temporary,
      Permanent: false,
    }),
  )
  const before = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
  expect(before.UserStatus).toBe('FORCE_CHANGE_PASSWORD')

  await page.goto('/login')
  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(temporary)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()

  await expect(page.getByRole('heading', { name: 'Define tu contraseña' })).toBeVisible()
  const rules = page.getByRole('list').getByRole('listitem')
  await expect(rules).toHaveText([
    'Al menos 8 caracteres',
    'Una letra minúscula',
    'Una letra mayúscula',
    'Un número',
    'Un símbolo (por ejemplo ! # % * -)',
  ])
  expect(await seriousViolations(page)).toEqual([])

  // A password the policy refuses is explained in Spanish, and the step stays.
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('sinmayuscula1!')
  await page.getByLabel('Repite la nueva contraseña').fill('sinmayuscula1!')
  await page.getByRole('button', { name: 'Guardar y continuar' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'La contraseña debe incluir una letra mayúscula.',
  )

  await page.getByLabel('Nueva contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByLabel('Repite la nueva contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Guardar y continuar' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Marcela Herrera Araya' }),
  ).toBeVisible()

  const after = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }))
  expect(after.UserStatus).toBe('CONFIRMED')
  admin.destroy()
})

test('contraseña restablecida por un administrador: ingresa por el flujo del código', async ({
  page,
}) => {
  const admin = poolAdmin()
  await admin.send(new AdminResetUserPasswordCommand({ UserPoolId, Username: email }))
  admin.destroy()

  await page.goto('/login')
  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()

  await expect(page).toHaveURL(/\/olvido-contrasenia$/)
  await expect(
    page.getByText(
      'Un administrador restableció tu contraseña: pide un código a tu correo y crea una nueva para ingresar.',
    ),
  ).toBeVisible()
  await expect(page.getByLabel('Correo')).toHaveValue(email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  // The new code is stored once the pool has answered, which the code step shows.
  await expect(page.getByText(/^Ingresa el código que enviamos a c\*\*\*@c\*\*\*/)).toBeVisible()
  await page.getByLabel('Código de verificación').fill(await confirmationCodeOf(email))
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByLabel('Repite la nueva contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Marcela Herrera Araya' }),
  ).toBeVisible()
})
