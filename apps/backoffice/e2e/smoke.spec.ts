// Smoke test of the backoffice portal against the real stack (local user pool, API, built portal):
// sign in as a staff user, see who is signed in, stay signed in across a reload, sign out.
import { expect, test } from '@playwright/test'

// A demo user of the API's seed (apps/api/src/seed/demo-users.ts).
const user = {
  email: 'admin@cordillera.cl',
  password: 'Cordillera2026!',
  nombre: 'Administración Cordillera',
}

test('inicia sesión, sigue dentro al recargar y cierra sesión', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByLabel('Correo').fill(user.email)
  await page.getByLabel('Contraseña').fill(user.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()

  const greeting = page.getByRole('heading', { level: 1, name: `Hola, ${user.nombre}` })
  await expect(greeting).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Portal Backoffice')).toBeVisible()

  await page.reload()
  await expect(greeting).toBeVisible()

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()

  // Signed out for real: the protected page sends the browser back to /login.
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})

test('explica en español una contraseña incorrecta', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Correo').fill(user.email)
  await page.getByLabel('Contraseña').fill('NoEsLaClave1!')
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.')
  await expect(page).toHaveURL(/\/login$/)
})

test('muestra una página en español para una dirección desconocida', async ({ page }) => {
  await page.goto('/no-existe')
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
})
