// Smoke test of the operador portal against the real stack (local user pool, API, built portal):
// sign in as an operator, see who is signed in, stay signed in across a reload, sign out.
import { expect, test } from '@playwright/test'

// A demo user of the API's seed (apps/api/src/seed/demo-users.ts).
const user = {
  email: 'operador@cordillera.cl',
  password: 'Cordillera2026!',
  nombre: 'Juan Carlos Pizarro Soto',
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
  await expect(page.getByText('Portal Operador')).toBeVisible()

  await page.reload()
  await expect(greeting).toBeVisible()

  await page.getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()

  // Signed out for real: the protected page sends the browser back to /login.
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})
