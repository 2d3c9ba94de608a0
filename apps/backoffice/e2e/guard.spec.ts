// The navigation rules of spec section 5 in a real browser: sign-in first, always-allowed pages,
// user tipo, then the permission key of the catalogue.
import { signIn } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'

test('sin sesión, una pantalla protegida lleva a /login con el aviso', async ({ page }) => {
  await page.goto('/razones-sociales')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Debes iniciar sesión para ver esta página.')).toBeVisible()
})

const staff = [
  {
    email: 'admin@cordillera.cl',
    nombre: 'Administración Cordillera',
    sees: ['Comercial', 'Recursos humanos', 'Usuarios'],
  },
  {
    email: 'comercial@cordillera.cl',
    nombre: 'Catalina Fuentes Muñoz',
    sees: ['Comercial', 'Estados de pago'],
  },
  {
    email: 'operaciones@cordillera.cl',
    nombre: 'Rodrigo Sepúlveda Contreras',
    sees: ['Operaciones'],
  },
  { email: 'rrhh@cordillera.cl', nombre: 'Francisca Rojas Valenzuela', sees: ['Recursos humanos'] },
]

for (const user of staff) {
  test(`${user.email} entra al backoffice y ve su menú`, async ({ page }) => {
    await signIn(page, user.email)
    await expect(
      page.getByRole('heading', { level: 1, name: `Hola, ${user.nombre}` }),
    ).toBeVisible()
    const main = page.getByRole('main')
    for (const section of user.sees) {
      await expect(main.getByRole('navigation', { name: section, exact: true })).toBeVisible()
    }
  })
}

test('el menú muestra solo lo que el usuario puede abrir', async ({ page }) => {
  await signIn(page, 'comercial@cordillera.cl')
  const menu = page.getByRole('navigation', { name: 'Navegación principal' })
  await expect(menu.getByRole('link', { name: 'Razones sociales' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Trabajadores' })).toHaveCount(0)
})

test('sin el permiso de la ruta, /prohibido', async ({ page }) => {
  await signIn(page, 'sinpermisos@cordillera.cl')
  await page.goto('/razones-sociales')
  await expect(page).toHaveURL(/\/prohibido$/)
  await expect(
    page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }),
  ).toBeVisible()
})

test('con el permiso se abre la ruta; sin él, /prohibido', async ({ page }) => {
  await signIn(page, 'comercial@cordillera.cl')
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Razones sociales' })
    .click()
  await expect(page).toHaveURL(/\/razones-sociales$/)
  await expect(page.getByRole('heading', { name: 'Razones sociales' })).toBeVisible()
  await page.goto('/trabajadores')
  await expect(page).toHaveURL(/\/prohibido$/)
})

test('el superusuario abre cualquier ruta del backoffice', async ({ page }) => {
  await signIn(page, 'admin@cordillera.cl')
  await page.goto('/dashboard-equipos')
  await expect(page.getByRole('heading', { name: 'Dashboard de equipos' })).toBeVisible()
})

test('un proveedor en una ruta del personal vuelve al inicio', async ({ page }) => {
  await signIn(page, 'proveedor@arriendos-sur.cl')
  await page.goto('/razones-sociales')
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Patricio Vergara Tapia' }),
  ).toBeVisible()
})

test('/en-mantencion lleva al inicio y una dirección desconocida muestra "no encontrada"', async ({
  page,
}) => {
  await signIn(page, 'rrhh@cordillera.cl')
  await page.goto('/en-mantencion')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/no/existe')
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible()
  await page.goto('/wip')
  await expect(page.getByRole('heading', { name: 'En construcción' })).toBeVisible()
})

test('la ficha de razón social responde en la ruta del spec y en la de guiones', async ({
  page,
}) => {
  await signIn(page, 'comercial@cordillera.cl')
  await page.goto('/razones_sociales/1/')
  await expect(page.getByRole('heading', { name: 'Razón social' })).toBeVisible()
  await page.goto('/razones-sociales/1')
  await expect(page.getByRole('heading', { name: 'Razón social' })).toBeVisible()
})
