// Smoke test of the backoffice against the real stack (local user pool, API, built portal): sign in
// as a staff user, see who is signed in, stay signed in across a reload, sign out.
import { DEMO_PASSWORD, signIn, signOut } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('inicia sesión, sigue dentro al recargar y cierra sesión', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)

  await signIn(page, 'admin@cordillera.cl')
  const greeting = page.getByRole('heading', { level: 1, name: 'Hola, Administración Cordillera' })
  await expect(greeting).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Portal Backoffice')).toBeVisible()

  await page.reload()
  await expect(greeting).toBeVisible()

  await signOut(page)
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()

  // Signed out for real: the protected page sends the browser back to /login.
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})

test('explica en español una contraseña incorrecta', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Correo').fill('admin@cordillera.cl')
  await page.getByLabel('Contraseña').fill(`${DEMO_PASSWORD}x`)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('alert')).toHaveText('Correo o contraseña incorrectos.')
  await expect(page).toHaveURL(/\/login$/)
})

test('inicia sesión también abriendo el portal en 127.0.0.1 en vez de localhost', async ({
  page,
  baseURL,
}) => {
  const byAddress = new URL(baseURL ?? 'http://localhost:3001')
  byAddress.hostname = '127.0.0.1'
  await page.goto(new URL('/login', byAddress).href)
  // The form itself, not signIn(): that helper opens /login at the suite's base URL (localhost).
  await page.getByLabel('Correo').fill('admin@cordillera.cl')
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Administración Cordillera' }),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`^${byAddress.origin.replaceAll('.', '\\.')}/$`))
})
