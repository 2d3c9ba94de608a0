// Issue 5 in a real browser, razones sociales: comercial@ registers one typing its RUT without
// dots or dash, finds it in the list written the Chilean way, edits it, opens its detail and adds
// a contacto; the API's refusals (a RUT already registered, a mistyped RUT) show in Spanish under
// the field; a staff user without the list key lands on /prohibido.
import { signInOnce } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'
import { chooseComuna, freshRut } from './support/forms.ts'
import { openFromMenu } from './support/menu.ts'

test.describe.configure({ mode: 'serial' })

// A RUT no earlier run registered (a retry reuses the database).
const rut = freshRut()
const razon = {
  rutTyped: rut.typed,
  rutShown: rut.shown,
  nombre: 'Inmobiliaria Cerro Alegre e2e SpA',
  giro: 'Desarrollo inmobiliario',
}

test('comercial@ crea, lista, edita y abre una razón social', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl')
  await openFromMenu(page, 'Razones sociales')
  await expect(page.getByRole('heading', { level: 1, name: 'Razones sociales' })).toBeVisible()
  await expect(page.getByText(/^1–25 de \d/)).toBeVisible()

  await page.getByRole('link', { name: 'Agregar razón social' }).click()
  await expect(page).toHaveURL(/\/razones-sociales\/agregar$/)

  // Submitting empty: the schema's Spanish messages, nothing sent.
  await page.getByRole('button', { name: 'Guardar razón social' }).click()
  await expect(page.getByText('Ingrese el RUT.')).toBeVisible()
  await expect(page.getByText('Ingrese la razón social.')).toBeVisible()

  // A mistyped check digit is caught before it reaches the API.
  const rutField = page.getByRole('textbox', { name: 'RUT', exact: true })
  await rutField.fill(`${rut.typed.slice(0, -1)}${rut.typed.endsWith('0') ? '1' : '0'}`)
  await page.getByRole('textbox', { name: 'Razón social', exact: true }).click()
  await expect(page.getByText(/dígito verificador/i)).toBeVisible()

  await rutField.fill(razon.rutTyped)
  await expect(rutField).toHaveValue(razon.rutShown)
  await page.getByRole('textbox', { name: 'Razón social', exact: true }).fill(razon.nombre)
  await page.getByRole('textbox', { name: 'Giro', exact: true }).fill(razon.giro)
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Alemania 1234')
  await chooseComuna(page, 'Valparaíso', 'Viña del Mar')
  await page.getByRole('textbox', { name: /^Correo/ }).fill('Contacto@CerroAlegre.cl')
  await page.getByRole('button', { name: 'Guardar razón social' }).click()

  // Saved: its detail, with the RUT formatted and the data as normalised by the API.
  await expect(page.getByText(`${razon.nombre} se agregó.`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: razon.nombre })).toBeVisible()
  await expect(page.getByText(`RUT ${razon.rutShown}`)).toBeVisible()
  await expect(page.getByText('contacto@cerroalegre.cl')).toBeVisible()
  await expect(page.getByText('Viña del Mar')).toBeVisible()

  // In the list, found by its unformatted RUT, shown formatted.
  await openFromMenu(page, 'Razones sociales')
  await page.getByRole('searchbox').fill(razon.rutTyped)
  await expect(page.getByText('1–1 de 1')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: razon.nombre })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: razon.rutShown })).toBeVisible()

  // Edit from the row's actions.
  await row.getByRole('button', { name: `Acciones de ${razon.nombre}` }).click()
  await page.getByRole('menuitem', { name: 'Editar' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Editar ${razon.nombre}` }),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'RUT', exact: true })).toHaveValue(razon.rutShown)
  await expect(page.getByRole('combobox', { name: 'Comuna' })).toHaveValue('Viña del Mar')
  await page
    .getByRole('textbox', { name: 'Giro', exact: true })
    .fill('Desarrollo y gestión inmobiliaria')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText(`${razon.nombre} se guardó.`)).toBeVisible()
  await expect(page.getByText('Desarrollo y gestión inmobiliaria')).toBeVisible()

  // The detail's contactos: add one in place.
  await page.getByRole('button', { name: 'Agregar contacto' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar contacto' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Josefina Araya')
  await dialog.getByRole('textbox', { name: /^Cargo/ }).fill('Jefa de administración')
  await dialog.getByRole('button', { name: 'Guardar contacto' }).click()
  await expect(dialog).toBeHidden()
  const contacto = page
    .getByRole('list', { name: 'Contactos' })
    .getByRole('listitem')
    .filter({ hasText: 'Josefina Araya' })
  await expect(contacto).toContainText('Jefa de administración')
  await expect(contacto.getByRole('button', { name: 'Editar a Josefina Araya' })).toBeVisible()

  // The detail is also reachable at the spec's razones_sociales/{id}.
  const id = page.url().split('/').at(-1) ?? ''
  await page.goto(`/razones_sociales/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: razon.nombre })).toBeVisible()
})

test('el mismo RUT no se registra dos veces: el mensaje de la API bajo el campo', async ({
  page,
}) => {
  await signInOnce(page, 'comercial@cordillera.cl', { at: '/razones-sociales/agregar' })
  await page.getByRole('textbox', { name: 'RUT', exact: true }).fill(razon.rutTyped)
  await page.getByRole('textbox', { name: 'Razón social', exact: true }).fill('Otra razón social')
  await page.getByRole('textbox', { name: 'Giro', exact: true }).fill('Comercio')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Uno 1')
  await chooseComuna(page, 'Metropolitana de Santiago', 'Ñuñoa')
  await page.getByRole('button', { name: 'Guardar razón social' }).click()
  await expect(page.getByRole('textbox', { name: 'RUT', exact: true })).toHaveAccessibleDescription(
    'Ya existe una razón social con este RUT.',
  )
  await expect(page).toHaveURL(/\/razones-sociales\/agregar$/)
})

test('una dirección que no existe muestra "no existe" con el camino de vuelta', async ({
  page,
}) => {
  await signInOnce(page, 'comercial@cordillera.cl', {
    at: '/razones-sociales/00000000-0000-4000-8000-000000000000',
  })
  await expect(page.getByRole('heading', { name: 'La razón social no existe' })).toBeVisible()
  await page.getByRole('link', { name: 'Volver a razones sociales' }).click()
  await expect(page).toHaveURL(/\/razones-sociales$/)
})

for (const email of ['sinpermisos@cordillera.cl', 'operaciones@cordillera.cl']) {
  test(`${email}, sin la clave de la lista, ve /prohibido`, async ({ page }) => {
    await signInOnce(page, email, { at: '/razones-sociales' })
    await expect(page).toHaveURL(/\/prohibido$/)
    await page.goto('/razones-sociales/agregar')
    await expect(page).toHaveURL(/\/prohibido$/)
  })
}
