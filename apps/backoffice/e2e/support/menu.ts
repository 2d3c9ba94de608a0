// Opening a screen the way a user does: from the shell's main menu (the index page lists the same
// entries, so the menu is named).
import type { Page } from '@playwright/test'

export async function openFromMenu(page: Page, entry: string) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: entry, exact: true })
    .click()
}
