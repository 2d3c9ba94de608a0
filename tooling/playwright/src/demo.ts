// What the e2e suites share about the demo data and the signed-in shell: the seed's users (one
// password for all), signing in and out through the real screens, signing in once per run for the
// tests that only need a signed-in user, and the e2e user pool's codes.
import { join } from 'node:path'
import { dataRoot } from '@cordillera/stack'
import { readConfirmationCode } from '@cordillera/user-pool'
import { expect, type Page, test } from '@playwright/test'
import {
  forgetRevokedSessions,
  forgetSession,
  type StoredLocalStorage,
  storedSession,
  storeSession,
} from './session-cache.ts'

export const DEMO_PASSWORD = 'Cordillera2026!'

/** The e2e stack's user pool data dir (tooling/stack: `e2e` mode). */
export const e2eUserPoolDir = join(dataRoot, 'e2e', 'user-pool')

/** The forgot-password code the e2e user pool stored for a user. */
export const confirmationCodeOf = (email: string) => readConfirmationCode(e2eUserPoolDir, email)

/** Signs in through the real sign-in page (SRP in the browser) and waits for the index's greeting. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Correo').fill(email)
  await page.getByLabel('Contraseña', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible()
}

/**
 * `email`'s user signed in, for a test that needs one but is not about signing in: the first such
 * test of a run signs in through the real screens and keeps what the browser then holds
 * (session-cache.ts); the next ones start from that session, as a browser that signed in earlier
 * does, without the sign-in's CPU-heavy SRP. Ends where signIn ends (the index's greeting) or,
 * with `at`, on that screen opened signed in (the test's next assertions are about it).
 * `baseURL`: the portal's address when it is not the test project's (a context of its own).
 */
export async function signInOnce(
  page: Page,
  email: string,
  { at = '/', baseURL }: { at?: string; baseURL?: string } = {},
): Promise<void> {
  const origin = new URL(baseURL ?? String(test.info().project.use.baseURL)).origin
  const localStorage = storedSession(origin, email)
  if (localStorage) {
    await page.context().setStorageState({ cookies: [], origins: [{ origin, localStorage }] })
    await page.goto(new URL(at, origin).href)
    const signedIn =
      at === '/'
        ? page.getByRole('heading', { level: 1, name: /^Hola, / })
        : page.getByRole('button', { name: /^Menú de / })
    const signInPage = page.getByRole('button', { name: 'Iniciar sesión' })
    await expect(signedIn.or(signInPage).first()).toBeVisible()
    if (await signedIn.isVisible()) return
    // The portal no longer accepts it (signed out since): sign in again and keep the new one.
    forgetSession(origin, email)
  }
  await signIn(page, email)
  const state = await page.context().storageState()
  const signedIn = state.origins.find((entry) => entry.origin === origin)
  if (signedIn) storeSession(origin, email, signedIn.localStorage)
  if (at !== '/') await page.goto(new URL(at, origin).href)
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Menú de / }).click()
}

export async function signOut(page: Page, { everywhere = false } = {}): Promise<void> {
  // The session being ended, so a session signed in once and revoked by it is not reused.
  const ending = await page.evaluate(
    (): StoredLocalStorage =>
      Object.keys(localStorage).map((name) => ({ name, value: localStorage.getItem(name) ?? '' })),
  )
  await openUserMenu(page)
  const label = everywhere ? 'Cerrar sesión en todos los dispositivos' : 'Cerrar sesión'
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
  forgetRevokedSessions(ending, everywhere)
}
