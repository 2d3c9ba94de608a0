// Issue 5 in a real browser, proveedores: comercial@ registers a provisional proveedor with only
// its RUT and razón social, validates it by completing the bank data it will be paid to, and
// finds it among the regular proveedores and no longer among the provisional ones.
import { signInOnce } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'
import { chooseOption, freshRut } from './support/forms.ts'
import { openFromMenu } from './support/menu.ts'

const rut = freshRut()
const nombre = `Grúas del Maule e2e ${Date.now().toString(36)} SpA`

test('comercial@ registra un proveedor provisorio y lo valida', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl')
  await openFromMenu(page, 'Proveedores provisorios')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Proveedores provisorios' }),
  ).toBeVisible()

  // Registered on the spot: RUT and razón social are enough.
  await page.getByRole('button', { name: 'Registrar proveedor provisorio' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Registrar proveedor provisorio' })
  await dialog.getByRole('textbox', { name: 'RUT', exact: true }).fill(rut.typed)
  await dialog.getByRole('textbox', { name: 'Razón social', exact: true }).fill(nombre)
  await dialog.getByRole('button', { name: 'Registrar' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText(`${nombre} quedó registrado como proveedor provisorio.`),
  ).toBeVisible()

  await page.getByRole('searchbox').fill(rut.typed)
  await expect(page.getByText('1–1 de 1')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: nombre })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: rut.shown })).toBeVisible()
  await row.getByRole('button', { name: `Acciones de ${nombre}` }).click()
  await page.getByRole('menuitem', { name: 'Validar' }).click()

  // Validating asks for the bank data.
  await expect(page).toHaveURL(/\/proveedores-provisorios\/validar\?id=/)
  await expect(page.getByRole('heading', { level: 1, name: `Validar ${nombre}` })).toBeVisible()
  await page.getByRole('button', { name: 'Validar proveedor' }).click()
  await expect(
    page.getByRole('textbox', { name: 'Banco', exact: true }),
  ).toHaveAccessibleDescription('Ingrese el banco.')
  await page.getByRole('textbox', { name: 'Banco', exact: true }).fill('Banco de Chile')
  await chooseOption(page, 'Tipo de cuenta', 'Cuenta corriente')
  await page.getByRole('textbox', { name: 'Número de cuenta', exact: true }).fill('00-123-45678-09')
  await page.getByRole('button', { name: 'Validar proveedor' }).click()

  await expect(page.getByText(`«${nombre}» ya es un proveedor validado.`)).toBeVisible()
  await expect(page).toHaveURL(/\/proveedores$/)
  await page.getByRole('searchbox').fill(rut.typed)
  await expect(page.getByText('1–1 de 1')).toBeVisible()
  const regular = page.getByRole('row').filter({ hasText: nombre })
  await expect(regular).toHaveCount(1)
  await expect(regular).toContainText('Banco de Chile')

  // …and it left the provisional list.
  await page.goto(`/proveedores-provisorios?q=${rut.typed}`)
  await expect(page.getByText('No se han encontrado resultados')).toBeVisible()
})
