// The site client's requests on a phone, against the real stack: cliente@ asks for equipment for
// its obra OB-0001 and sees the request pendiente; commercial staff approve it in the backoffice
// (a desktop browser of its own); after a reload the client sees it aprobada. The list and the
// form have no serious or critical accessibility violation, in light and in dark.

import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { expect, type Page, test } from '@playwright/test'

/** The page never scrolls sideways on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The request cards of the list. */
const cards = (page: Page) => page.getByRole('list', { name: 'Solicitudes' }).getByRole('link')

async function openList(page: Page) {
  await page.goto('/solicitudes-cliente')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitudes de mi obra' }),
  ).toBeVisible()
  await expect(page.getByRole('list', { name: 'Solicitudes' })).toBeVisible()
}

test('el cliente pide equipos desde el teléfono, comercial aprueba y el cliente la ve aprobada', async ({
  page,
  browser,
}) => {
  await signInOnce(page, 'cliente@cordillera.cl')
  await openList(page)
  // The seed gave the client requests of its obra in several estados.
  await expect(cards(page).first()).toContainText(/SOL-\d{6}/)
  await expectNoHorizontalScroll(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  await page.getByRole('link', { name: 'Nueva solicitud' }).click()
  await expect(page).toHaveURL(/\/solicitudes-cliente\?nueva=1$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva solicitud' })).toBeVisible()
  // Its only obra comes chosen; an arriendo is what is asked for first.
  await expect(page.getByRole('combobox', { name: 'Obra' })).toContainText('OB-0001')
  await expect(page.getByRole('radio', { name: 'Arriendo' })).toBeChecked()
  // A retiro offers the obra's assets on rent, with their contract.
  await page.getByRole('radio', { name: 'Retiro' }).click()
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  await expect(page.getByText(/Contrato CON-\d{6}/).first()).toBeVisible()
  await page.getByRole('radio', { name: 'Arriendo' }).click()

  await page.getByRole('combobox', { name: 'Tipo de activo del equipo 1' }).click()
  await page.getByRole('option', { name: 'Excavadora', exact: true }).click()
  // The list of options has closed (axe would otherwise measure its items on their way out).
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await page.getByLabel('Cantidad').fill('2')
  const comentario = `Para el segundo subterráneo (e2e ${Date.now()})`
  await page.getByLabel('Comentarios').fill(comentario)
  await expectNoHorizontalScroll(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  const toast = page.getByText(/^Solicitud SOL-\d{6} enviada$/)
  await expect(toast).toBeVisible()
  const folio = ((await toast.textContent()) ?? '').match(/SOL-\d{6}/)?.[0] ?? ''
  await expect(page).toHaveURL(/\/solicitudes-cliente$/)
  const card = cards(page).filter({ hasText: folio })
  await expect(card).toContainText('Arriendo')
  await expect(card).toContainText('Pendiente')
  // Newest first: the new request heads the list.
  await expect(cards(page).first()).toContainText(folio)
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${folio}` })).toBeVisible()
  await expect(page.getByText('2 × Excavadora')).toBeVisible()
  await expect(page.getByText(comentario)).toBeVisible()

  // Commercial staff, on a desktop, find the client's request and approve it.
  const staff = await browser.newContext({
    baseURL: urlOf('backoffice'),
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  })
  try {
    const backoffice = await staff.newPage()
    await signInOnce(backoffice, 'comercial@cordillera.cl', { baseURL: urlOf('backoffice') })
    await backoffice.goto(`/solicitudes?f.origen=cliente&q=${folio}`)
    await backoffice.getByRole('link', { name: folio, exact: true }).click()
    await expect(
      backoffice.getByRole('heading', { level: 1, name: `Solicitud ${folio}` }),
    ).toBeVisible()
    await backoffice.getByRole('button', { name: 'Aprobar', exact: true }).click()
    const confirm = backoffice.getByRole('alertdialog', { name: `Aprobar ${folio}` })
    await confirm.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await expect(confirm).toBeHidden()
    await expect(backoffice.getByText('Aprobada').first()).toBeVisible()
  } finally {
    await staff.close()
  }

  await openList(page)
  await expect(cards(page).filter({ hasText: folio })).toContainText('Aprobada')
  await page.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'Aprobada', exact: true }).click()
  await expect(page).toHaveURL(/estado=aprobada/)
  await expect(cards(page).filter({ hasText: folio })).toContainText('Aprobada')
  await expect(cards(page).filter({ hasText: 'Pendiente' })).toHaveCount(0)
})

test('otra obra no existe para el cliente: su solicitud responde "no existe"', async ({ page }) => {
  await signInOnce(page, 'cliente@cordillera.cl', {
    at: '/solicitudes-cliente?id=00000000-0000-4000-8000-000000000000',
  })
  await expect(page.getByRole('heading', { name: 'La solicitud no existe' })).toBeVisible()
})

test('la lista y el formulario, en oscuro, no tienen violaciones serias ni críticas', async ({
  page,
}) => {
  await signInOnce(page, 'cliente@cordillera.cl')
  await page
    .getByRole('button', { name: /^Cambiar tema/ })
    .first()
    .click()
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
  await openList(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.getByRole('link', { name: 'Nueva solicitud' }).click()
  await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
})
