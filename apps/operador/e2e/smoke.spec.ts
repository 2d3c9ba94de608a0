// Smoke test of the operators' portal on a phone-sized screen against the real stack: an operator
// signs in, sees its name, stays signed in across a reload and signs out.
import { signIn, signOut } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('inicia sesión, sigue dentro al recargar y cierra sesión', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, 'operador@cordillera.cl')
  const greeting = page.getByRole('heading', { level: 1, name: 'Hola, Juan Carlos Pizarro Soto' })
  await expect(greeting).toBeVisible()
  await expect(page.getByText('Portal Operador')).toBeVisible()
  await page.reload()
  await expect(greeting).toBeVisible()
  await signOut(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
})
