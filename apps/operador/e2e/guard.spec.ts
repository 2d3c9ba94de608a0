// Who lands where in the operador portal: operators see their reports, site clients their obra's
// requests, and neither opens the other's screens.
import { signIn } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('el operador ve sus reports y no las solicitudes de obra', async ({ page }) => {
  await signIn(page, 'operador@cordillera.cl')
  await expect(
    page.getByRole('main').getByRole('navigation', { name: 'Mis reports' }),
  ).toBeVisible()
  await page.goto('/solicitudes-cliente')
  await expect(page).toHaveURL(/\/prohibido$/)
})

test('el cliente de obra ve las solicitudes de su obra y no los reports', async ({ page }) => {
  await signIn(page, 'cliente@cordillera.cl')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Marcela Herrera Araya' }),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Solicitudes de mi obra' }).click()
  await expect(page).toHaveURL(/\/solicitudes-cliente$/)
  await page.goto('/operador/reports')
  await expect(page).toHaveURL(/\/prohibido$/)
})

test('en el teléfono el menú se abre con el botón', async ({ page }) => {
  await signIn(page, 'operador@cordillera.cl')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Histórico de reports' })
    .click()
  await expect(page).toHaveURL(/\/operador\/reports-historico$/)
  await expect(page.getByRole('heading', { name: 'Histórico de reports' })).toBeVisible()
})
