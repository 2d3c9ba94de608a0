// The lessor area is for proveedores: they see and open it; staff, even su, go back to the index.
import { signIn } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('el proveedor ve y abre su área', async ({ page }) => {
  await signIn(page, 'proveedor@arriendos-sur.cl')
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Arrendador' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Mis equipos' })
    .click()
  await expect(page).toHaveURL(/\/arrendador\/equipos$/)
  await expect(page.getByRole('heading', { name: 'Mis equipos' })).toBeVisible()
})

test('el personal en una ruta de proveedor vuelve al inicio', async ({ page }) => {
  await signIn(page, 'admin@cordillera.cl')
  await page.goto('/arrendador/estados-de-pago')
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Administración Cordillera' }),
  ).toBeVisible()
})

test('un proveedor puede crear y seguir tickets desde su portal', async ({ page }) => {
  await signIn(page, 'proveedor@arriendos-sur.cl')
  await page.goto('/tickets/mis-tickets')
  await expect(page.getByRole('heading', { name: 'Mis tickets' })).toBeVisible()
})
