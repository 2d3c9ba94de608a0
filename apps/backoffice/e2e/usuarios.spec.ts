// Issue 24 in a real browser, users: admin@ creates a site-client user for the obra OB-0001 with the
// perfil "Cliente de obra" and is shown its temporary password once; that user signs in to the
// operador portal (a phone, a browser context of its own) with it, defines its own password and
// sees its obra's requests; admin@ disables it, and the user's next action is refused and lands
// on the sign-in page. The new screens have no serious or critical accessibility violation.
import { DEMO_PASSWORD, seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { devices, expect, test } from '@playwright/test'
import { chooseOption, searchAndChoose } from './support/forms.ts'

const sufijo = Date.now().toString(36)
const nombre = `Valentina Reyes e2e ${sufijo}`
const email = `cliente.e2e.${sufijo}@constructora-andes.cl`

test('admin@ crea un cliente de obra, que ingresa con su contraseña temporal, y lo deshabilita', async ({
  page,
  browser,
}) => {
  await signInOnce(page, 'admin@cordillera.cl', { at: '/usuarios' })
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Perfiles/ })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Cliente de obra' }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('link', { name: 'Crear usuario' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crear usuario' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(nombre)
  await page.getByRole('textbox', { name: 'Correo', exact: true }).fill(email)
  await chooseOption(page, 'Tipo de usuario', 'Cliente de obra')
  await searchAndChoose(page, 'Obras del cliente', 'OB-0001', /^OB-0001 /)
  await page.getByRole('checkbox', { name: /^Cliente de obra/ }).click()
  // What the perfil gives shows before saving, with where it comes from.
  await expect(page.getByText('Perfil Cliente de obra').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Crear usuario' }).click()

  // The temporary password, this once.
  const dialog = page.getByRole('dialog', { name: 'Contraseña temporal' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('no se volverá a mostrar')
  await expect(dialog).toContainText(email)
  const temporal = ((await dialog.locator('code').textContent()) ?? '').trim()
  expect(temporal).toMatch(/^\S{12,}$/)
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Listo' }).click()
  await expect(dialog).toBeHidden()

  // Its edit screen: it must define its password; OB-0001 is its obra.
  await expect(page.getByRole('heading', { level: 1, name: `Editar ${nombre}` })).toBeVisible()
  await expect(page.getByText('Debe definir su contraseña')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Elegidas' })).toContainText('OB-0001')
  await expect(page.getByText(temporal)).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  // The site client, on its phone, signs in with the temporary password and defines its own.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: urlOf('operador') })
  const cliente = await phone.newPage()
  await cliente.goto('/login')
  await cliente.getByLabel('Correo').fill(email)
  await cliente.getByLabel('Contraseña', { exact: true }).fill(temporal)
  await cliente.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(cliente.getByRole('heading', { name: 'Define tu contraseña' })).toBeVisible()
  await cliente.getByLabel('Nueva contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await cliente.getByLabel('Repite la nueva contraseña').fill(DEMO_PASSWORD)
  await cliente.getByRole('button', { name: 'Guardar y continuar' }).click()
  await expect(cliente.getByRole('heading', { level: 1, name: `Hola, ${nombre}` })).toBeVisible()

  // Its obra's requests.
  await cliente.goto('/solicitudes-cliente')
  await expect(
    cliente.getByRole('heading', { level: 1, name: 'Solicitudes de mi obra' }),
  ).toBeVisible()
  const solicitudes = cliente.getByRole('list', { name: 'Solicitudes' }).getByRole('link')
  await expect(solicitudes.first()).toContainText(/SOL-\d{6}/)

  // admin@ disables it: refused by the API at once.
  await page.getByRole('button', { name: 'Deshabilitar' }).click()
  const confirmar = page.getByRole('alertdialog', { name: 'Deshabilitar usuario' })
  await expect(confirmar).toContainText('sus sesiones abiertas terminan de inmediato')
  await confirmar.getByRole('button', { name: 'Deshabilitar' }).click()
  await expect(page.getByText(`${nombre} quedó deshabilitado.`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Habilitar' })).toBeVisible()

  // Its next action is refused, and it is sent to sign in.
  await solicitudes.first().click()
  await expect(cliente).toHaveURL(/\/login$/)
  await expect(cliente.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible()
  await phone.close()
})

test('admin@ crea y elimina un perfil, y crea un usuario de un arrendador', async ({ page }) => {
  await signInOnce(page, 'admin@cordillera.cl', { at: '/usuarios' })
  const perfil = `Bodega e2e ${sufijo}`

  // A perfil: its name and keys, chosen by area with the catalogue's titles.
  await page.getByRole('button', { name: 'Crear perfil' }).click()
  const dialog = page.getByRole('dialog', { name: 'Crear perfil' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(perfil)
  await dialog.locator('summary', { hasText: /^Operaciones/ }).click()
  await dialog.getByRole('checkbox', { name: /^Marcas/ }).click()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Crear perfil' }).click()
  await expect(page.getByText(`El perfil ${perfil} se creó.`)).toBeVisible()
  const fila = page.getByRole('row').filter({ hasText: perfil })
  await expect(fila).toContainText('1')
  await fila.getByRole('button', { name: `Eliminar el perfil ${perfil}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click()
  await expect(page.getByText(`El perfil ${perfil} se eliminó.`)).toBeVisible()
  await expect(fila).toHaveCount(0)

  // A lessor's users, and a new one of Arriendos Sur.
  await page.goto('/usuarios-arrendador')
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios arrendador' })).toBeVisible()
  await searchAndChoose(page, 'Arrendador', 'Arriendos Sur', /^Arriendos Sur/)
  await expect(
    page.getByRole('row').filter({ hasText: 'proveedor@arriendos-sur.cl' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Crear usuario arrendador' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crear usuario arrendador' }),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Arrendador' })).toHaveValue(/Arriendos Sur/)
  const arrendador = `Rocío Fuentes e2e ${sufijo}`
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(arrendador)
  await page
    .getByRole('textbox', { name: 'Correo', exact: true })
    .fill(`rocio.e2e.${sufijo}@arriendos-sur.cl`)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Crear usuario' }).click()
  const temporal = page.getByRole('dialog', { name: 'Contraseña temporal' })
  await expect(temporal.locator('code')).toHaveText(/^\S{12,}$/)
  await temporal.getByRole('button', { name: 'Listo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Editar ${arrendador}` })).toBeVisible()
  await expect(page.getByText('Arrendador de Arriendos Sur SpA')).toBeVisible()
})
