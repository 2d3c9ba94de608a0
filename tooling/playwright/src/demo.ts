// What the e2e suites share about the demo data and the signed-in shell: the seed's users (one
// password for all), signing in and out through the real screens, and the e2e user pool's codes.
import { join } from 'node:path'
import { dataRoot } from '@cordillera/stack'
import { readConfirmationCode } from '@cordillera/user-pool'
import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Cordillera2026!'

/** The e2e stack's user pool data dir (tooling/stack: `e2e` mode). */
export const e2eUserPoolDir = join(dataRoot, 'e2e', 'user-pool')

/** The forgot-password code the e2e user pool stored for a user. */
export const confirmationCodeOf = (email: string) => readConfirmationCode(e2eUserPoolDir, email)

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible()
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menú de / }).click()
}

export async function signOut(page: Page, { everywhere = false } = {}): Promise<void> {
  await openUserMenu(page)
  const label = everywhere ? 'Cerrar sesión en todos los dispositivos' : 'Cerrar sesión'
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
}
