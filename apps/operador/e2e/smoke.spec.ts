// Smoke test of the operators' portal on a phone-sized screen against the real stack: an operator
// signs in, sees its name, stays signed in across a reload and signs out. The page comes with a
// Permissions-Policy, and signing out leaves none of his cached answers on the phone (decision 038).
import { signIn, signOut } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'
import { keptOnPhone } from './support/reports.ts'

test('inicia sesión, sigue dentro al recargar y cierra sesión', async ({ page }) => {
  // Chromium warns in the console about a feature of the policy it does not know.
  const policyWarnings: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Permissions-Policy')) policyWarnings.push(message.text())
  })
  const response = await page.goto('/')
  expect(response?.headers()['permissions-policy']).toContain('camera=()')
  await expect(page).toHaveURL(/\/login$/)
  await signIn(page, 'operador@cordillera.cl')
  const greeting = page.getByRole('heading', { level: 1, name: 'Hola, Juan Carlos Pizarro Soto' })
  await expect(greeting).toBeVisible()
  await expect(page.getByText('Portal Operador')).toBeVisible()
  // The app keeps his equipos on the phone for a day without signal.
  await expect.poll(() => keptOnPhone(page, 'opciones')).toBe(true)
  await page.reload()
  await expect(greeting).toBeVisible()
  await signOut(page)
  await expect.poll(() => keptOnPhone(page, 'opciones')).toBe(false)
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  expect(policyWarnings).toEqual([])
})
