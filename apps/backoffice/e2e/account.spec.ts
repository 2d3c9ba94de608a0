// The account pages every signed-in user has (user menu): change password, forgot password (with
// the code the local user pool sent), and the remembered devices. Each test puts its user's
// password back, so a retry starts from the seed again.
import {
  confirmationCodeOf,
  DEMO_PASSWORD,
  openUserMenu,
  signIn,
  signOut,
} from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

const NEW_PASSWORD = 'Cordillera2027!'

async function changePassword(page: Page, from: string, to: string) {
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click()
  await expect(page).toHaveURL(/\/cambiar-contrasenia$/)
  await page.getByLabel('Contraseña actual').fill(from)
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(to)
  await page.getByLabel('Repite la nueva contraseña').fill(to)
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByText('Tu contraseña fue cambiada.')).toBeVisible()
}

test('cambiar la contraseña: la nueva sirve, la anterior no', async ({ page }) => {
  const email = 'operaciones@cordillera.cl'
  await signIn(page, email)
  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD)
  await signOut(page)

  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.')

  await signIn(page, email, NEW_PASSWORD)
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD)
})

test('cambiar la contraseña con la actual equivocada lo explica y no cambia nada', async ({
  page,
}) => {
  await signIn(page, 'operaciones@cordillera.cl')
  await page.goto('/cambiar-contrasenia')
  await page.getByLabel('Contraseña actual').fill('NoEsLaActual1')
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repite la nueva contraseña').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
  await expect(page.getByRole('alert')).toContainText('contraseña actual')
})

test('olvidé mi contraseña: código del user pool, contraseña nueva, ingreso', async ({ page }) => {
  const email = 'comercial@cordillera.cl'
  await page.goto('/login')
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page).toHaveURL(/\/olvido-contrasenia$/)

  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByText('Ingresa tu correo.')).toBeVisible()

  await page.getByLabel('Correo').fill(email)
  await page.getByRole('button', { name: 'Enviar código' }).click()
  await expect(page.getByRole('heading', { name: 'Crea tu nueva contraseña' })).toBeVisible()

  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByText('Ingresa el código que te enviamos.')).toBeVisible()

  await page.getByLabel('Código de verificación').fill(await confirmationCodeOf(email))
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page.getByText('Ingresa la nueva contraseña.')).toBeVisible()

  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Repite la nueva contraseña').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(
    page.getByText('Tu contraseña fue cambiada. Ya puedes iniciar sesión.'),
  ).toBeVisible()

  await signIn(page, email, NEW_PASSWORD)
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD)
})

test('mis dispositivos: recordar este, verlo en la lista y olvidarlo', async ({ page }) => {
  await signIn(page, 'rrhh@cordillera.cl')
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Mis dispositivos' }).click()
  await expect(page.getByRole('heading', { name: 'Mis dispositivos' })).toBeVisible()
  await expect(page.getByText('No tienes dispositivos recordados.')).toBeVisible()

  await page.getByRole('button', { name: 'Recordar este dispositivo' }).click()
  await expect(page.getByText('Este dispositivo quedó recordado.')).toBeVisible()
  const row = page.getByRole('row', { name: /Este dispositivo/ })
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: /^Olvidar/ }).click()
  await expect(page.getByText(/^Se olvidó el dispositivo/)).toBeVisible()
  await expect(page.getByText('No tienes dispositivos recordados.')).toBeVisible()
})

test('cerrar sesión en todos los dispositivos vuelve a /login', async ({ page }) => {
  await signIn(page, 'rrhh@cordillera.cl')
  await signOut(page, { everywhere: true })
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})
