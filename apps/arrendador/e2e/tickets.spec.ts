// Support tickets against the real stack: proveedor@arriendos-sur.cl, on a phone, opens "Mis
// tickets" from its user menu and sends a ticket with an attachment from "Nuevo ticket"; Soporte
// (admin@, in the backoffice: a desktop browser of its own) finds it in the tickets list, takes it
// and answers it; the lessor sees the answer in its ticket, in its bell and in its mail (the stack's
// local mail catcher), and the new estado in Mis tickets. No serious or critical accessibility
// violation on any of those screens.
import { openUserMenu, seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { expect, type Page, test } from '@playwright/test'

const LESSOR = 'proveedor@arriendos-sur.cl'
const SOPORTE = 'admin@cordillera.cl'

// A whole 1×1 PNG: the API keeps a file only when its bytes are what they claim.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

type CaughtMail = { subject: string; text: string }

/** What the stack's local mail catcher holds for `address` (its JSON API). */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${urlOf('mail')}/api/messages?to=${encodeURIComponent(address)}`)
  return (await answer.json()) as CaughtMail[]
}

const conversacion = (page: Page) => page.getByRole('list', { name: 'Conversación' })

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
}

test('el arrendador envía un ticket con un adjunto, Soporte le responde en el backoffice y el arrendador ve la respuesta en Mis tickets', async ({
  page,
  browser,
}) => {
  test.slow()
  await page.setViewportSize({ width: 412, height: 915 })
  await signInOnce(page, LESSOR)

  // Mis tickets, from the user menu.
  await openUserMenu(page)
  await page.getByRole('menuitem', { name: 'Mis tickets' }).click()
  await expect(page).toHaveURL(/\/tickets\/mis-tickets$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis tickets' })).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // A new ticket, with a file.
  await page.getByRole('link', { name: 'Nuevo ticket' }).first().click()
  await expect(page).toHaveURL(/\/tickets\/agregar$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo ticket' })).toBeVisible()
  const asunto = `No puedo descargar el PDF del estado de pago (e2e ${Date.now()})`
  await page.getByLabel('Asunto').fill(asunto)
  await page
    .getByLabel('Descripción')
    .fill('Al pulsar PDF en el estado de pago de abril no pasa nada. Adjunto la captura.')
  await choose(page, 'Categoría', 'Estados de pago y facturación')
  await choose(page, 'Prioridad', 'Alta')
  await page.locator('input[type="file"]').setInputFiles({
    name: 'captura.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('button', { name: 'Enviar ticket' })).toBeEnabled()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.getByRole('button', { name: 'Enviar ticket' }).click()
  const toast = page.getByText(/^Ticket TCK-\d{6} enviado$/)
  await expect(toast).toBeVisible()
  const folio = ((await toast.textContent()) ?? '').match(/TCK-\d{6}/)?.[0] ?? ''
  await expect(page.getByRole('heading', { level: 1, name: `Ticket ${folio}` })).toBeVisible()
  await expect(page.getByText(asunto)).toBeVisible()
  await expect(conversacion(page)).toContainText('captura.png')
  await expect(page.getByText('Abierto').first()).toBeVisible()
  const enlace = page.url()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // Soporte, on a desktop: the ticket in the list, then its answer.
  const staff = await browser.newContext({
    baseURL: urlOf('backoffice'),
    viewport: { width: 1280, height: 800 },
  })
  const backoffice = await staff.newPage()
  await signInOnce(backoffice, SOPORTE, { baseURL: urlOf('backoffice'), at: '/tickets' })
  await expect(backoffice.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
  // Newest first: the ticket just sent heads the list.
  await backoffice.getByRole('link', { name: folio, exact: true }).click()
  await expect(backoffice.getByRole('heading', { level: 1, name: `Ticket ${folio}` })).toBeVisible()
  await expect(conversacion(backoffice)).toContainText('captura.png')
  expect(await seriousViolations(backoffice, { fromTop: true })).toEqual([])
  await backoffice.getByRole('button', { name: 'Cambiar estado' }).click()
  const dialogo = backoffice.getByRole('dialog')
  await choose(backoffice, 'Nuevo estado', 'En progreso')
  await dialogo.getByRole('button', { name: 'Cambiar estado' }).click()
  await expect(backoffice.getByText(`${folio} quedó en progreso.`)).toBeVisible()
  const respuesta = `Ya revisamos el enlace del PDF: pruebe de nuevo (e2e ${Date.now()})`
  await backoffice.getByLabel('Respuesta').fill(respuesta)
  await backoffice.getByRole('button', { name: 'Responder' }).click()
  await expect(conversacion(backoffice)).toContainText(respuesta)
  await staff.close()

  // The lessor sees Soporte's answer and the new estado.
  await page.goto(enlace)
  await expect(conversacion(page)).toContainText(respuesta)
  await expect(conversacion(page).getByText('Soporte', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('En progreso').first()).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // The bell says so too, and the same notice reached the lessor's mail.
  const campana = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ })
  await expect(campana).toBeVisible({ timeout: 15_000 })
  await campana.click()
  await expect(
    page
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByRole('link', { name: new RegExp(`Tu ticket ${folio} tiene respuesta`) })
      .first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect
    .poll(async () => (await mailsTo(LESSOR)).some((mail) => mail.subject.includes(folio)), {
      timeout: 30_000,
    })
    .toBe(true)

  await page.goto('/tickets/mis-tickets')
  const tarjeta = page.getByRole('list', { name: 'Mis tickets' }).getByRole('link', { name: folio })
  await expect(tarjeta).toContainText('En progreso')
})
