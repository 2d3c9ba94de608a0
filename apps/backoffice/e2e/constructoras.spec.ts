// Issue 5 in a real browser, constructoras and obras: comercial@ finds a constructora, adds an obra
// to it from its detail (constructora/{id}/agregar-obra), sees it among the constructora's obras,
// opens it, and finds it in the obras list filtered by that constructora. Constructora routes
// have no permission key: any staff user may open them, a lessor may not.
import { signInOnce } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'
import { chooseComuna, searchAndChoose } from './support/forms.ts'
import { openFromMenu } from './support/menu.ts'

const obra = `Edificio Mirador Los Andes e2e ${Date.now().toString(36)}`

test('comercial@ agrega una obra a una constructora y la abre', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl')
  await openFromMenu(page, 'Constructoras')
  await expect(page.getByRole('heading', { level: 1, name: 'Constructoras' })).toBeVisible()
  await page.getByRole('searchbox').fill('Altamar')
  await expect(page.getByText('1–1 de 1')).toBeVisible()
  await page
    .getByRole('link', { name: /Constructora Altamar/ })
    .first()
    .click()
  const titulo = page.getByRole('heading', { level: 1, name: /Altamar/ })
  await expect(titulo).toBeVisible()
  const nombre = (await titulo.textContent()) ?? ''
  const obrasAntes = page.getByRole('heading', { name: /^Obras \(\d+\)$/ })
  await expect(obrasAntes).toBeVisible()
  const antes = Number((await obrasAntes.textContent())?.match(/\d+/)?.[0])

  await page.getByRole('link', { name: 'Agregar obra' }).click()
  await expect(page).toHaveURL(/\/constructora\/[^/]+\/agregar-obra$/)
  await expect(
    page.getByRole('heading', { level: 1, name: `Agregar obra a ${nombre}` }),
  ).toBeVisible()

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).first().fill(obra)
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Kennedy 9001')
  await chooseComuna(page, 'Metropolitana de Santiago', 'Las Condes')
  await searchAndChoose(page, 'Razón social', 'Agrícola Aconcagua', /Agrícola Aconcagua Limitada/)
  await page.getByRole('textbox', { name: 'Fecha de inicio' }).fill('01-12-2026')
  await page.getByRole('textbox', { name: /^Fecha de término/ }).fill('30-11-2026')
  await page.getByRole('button', { name: /Guardar/ }).click()
  await expect(
    page.getByRole('textbox', { name: /^Fecha de término/ }),
  ).toHaveAccessibleDescription('La fecha de término no puede ser anterior a la de inicio.')
  await page.getByRole('textbox', { name: /^Fecha de término/ }).fill('31-12-2027')
  await page.getByRole('button', { name: /Guardar/ }).click()

  // Back on the constructora: one more obra, the new one listed.
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Obras (${antes + 1})` })).toBeVisible()
  await page.getByRole('link', { name: obra }).click()

  // The obra's detail names its constructora and razón social and got a código from the server.
  await expect(page.getByRole('heading', { level: 1, name: obra })).toBeVisible()
  await expect(page.getByRole('link', { name: nombre })).toBeVisible()
  await expect(page.getByText(/OB-\d{4}/).first()).toBeVisible()
  await expect(page.getByText('01-12-2026')).toBeVisible()

  // The obras list, filtered by the constructora, has it.
  const constructoraId = (await page.getByRole('link', { name: nombre }).getAttribute('href'))
    ?.split('/')
    .at(-1)
  await page.goto(`/obras?f.constructoraId=${constructoraId}`)
  await expect(page.getByText(`Obras de ${nombre}`)).toBeVisible()
  await page.getByRole('searchbox').fill('Mirador Los Andes e2e')
  await expect(page.getByRole('row').filter({ hasText: obra })).toHaveCount(1)
  await page.getByRole('button', { name: 'Quitar filtro' }).click()
  await expect(page.getByText(`Obras de ${nombre}`)).toBeHidden()
  await expect(page).not.toHaveURL(/constructoraId/)
})

test('cualquier usuario del personal abre las constructoras; las obras piden su clave', async ({
  page,
}) => {
  await signInOnce(page, 'sinpermisos@cordillera.cl', { at: '/constructora' })
  await expect(page.getByRole('heading', { level: 1, name: 'Constructoras' })).toBeVisible()
  await expect(page.getByText(/^1–25 de \d/)).toBeVisible()
  // Adding an obra is creating one: without the obra's key the detail offers no button and the
  // screen explains instead of showing a form the API would refuse.
  await page.getByRole('searchbox').fill('Altamar')
  await expect(page.getByText('1–1 de 1')).toBeVisible()
  await page
    .getByRole('link', { name: /Constructora Altamar/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { name: /^Obras \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Agregar obra' })).toHaveCount(0)
  await page.goto(`${new URL(page.url()).pathname}/agregar-obra`)
  await expect(page.getByText('No puedes agregar obras')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar obra' })).toHaveCount(0)
  // …and the obras list needs its key.
  await page.goto('/obras')
  await expect(page).toHaveURL(/\/prohibido$/)
})
