// Smoke test of the lessor portal against the real stack: a proveedor signs in, sees its name,
// stays signed in across a reload and signs out.
import { signIn, signOut } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('inicia sesión, sigue dentro al recargar y cierra sesión', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, 'proveedor@arriendos-sur.cl')
  const greeting = page.getByRole('heading', { level: 1, name: 'Hola, Patricio Vergara Tapia' })
  await expect(greeting).toBeVisible()
  await expect(page.getByText('Portal Arrendador')).toBeVisible()
  await page.reload()
  await expect(greeting).toBeVisible()
  await signOut(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})
