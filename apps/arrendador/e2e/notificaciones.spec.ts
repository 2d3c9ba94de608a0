// Notifications against the real stack: proveedor@arriendos-sur.cl has a ticket (opened through
// the API: the ticket screens are tickets.spec.ts's), Soporte answers it (the API too), and the
// lessor, on a phone, sees it in the bell of its app bar — the unread count in its name and on its
// badge, the answer first in the list — opens it (read, and on the ticket's page), and the mail of
// the same notification lands in the stack's local mail catcher, readable in its inbox. No serious
// or critical accessibility violation with the bell open.
import { apiAs, seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { expect, test } from '@playwright/test'

const LESSOR = 'proveedor@arriendos-sur.cl'
const SOPORTE = 'admin@cordillera.cl'

type CaughtMail = { subject: string; text: string; to: string[] }

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${urlOf('mail')}/api/messages?to=${encodeURIComponent(address)}`)
  return (await res.json()) as CaughtMail[]
}

test('Soporte responde el ticket del arrendador: la campana lo muestra, abrirla lo lleva al ticket y el correo llega al correo local', async ({
  page,
  browser,
}) => {
  test.slow()
  const lessor = await apiAs(browser, LESSOR, { portal: 'arrendador' })
  const ticket = await lessor.ok<{ id: string; folio: string }>('POST', '/v1/mis-tickets', {
    asunto: `Aviso de la campana (e2e ${Date.now()})`,
    descripcion: 'Quiero saber cuándo me responden.',
    categoria: 'consulta',
  })
  await lessor.close()
  const soporte = await apiAs(browser, SOPORTE)
  await soporte.ok('POST', `/v1/tickets/${ticket.id}/comentarios`, {
    texto: 'Le respondemos desde Soporte.',
  })
  await soporte.close()

  await page.setViewportSize({ width: 412, height: 915 })
  await signInOnce(page, LESSOR)
  // The bell arrives after the screen, with the unread count in its name and on its badge.
  const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ })
  await expect(bell).toBeVisible({ timeout: 15_000 })
  await bell.click()
  const lista = page.getByRole('dialog', { name: 'Notificaciones' })
  const aviso = lista.getByRole('link', {
    name: new RegExp(`Tu ticket ${ticket.folio} tiene respuesta`),
  })
  await expect(aviso).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await aviso.click()
  await expect(page).toHaveURL(new RegExp(`/tickets/mis-tickets/${ticket.id}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: `Ticket ${ticket.folio}` }),
  ).toBeVisible()

  // Opened, it is read: no longer unread in the list.
  await page.getByRole('button', { name: /^Notificaciones/ }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByRole('link', { name: new RegExp(`Tu ticket ${ticket.folio} tiene respuesta`) }),
  ).not.toContainText('Sin leer')
  await page.keyboard.press('Escape')

  // The same notice by mail, sent by the API's queue to the local mail catcher.
  await expect
    .poll(async () => (await mailsTo(LESSOR)).some((mail) => mail.subject.includes(ticket.folio)), {
      timeout: 30_000,
    })
    .toBe(true)
  const mail = (await mailsTo(LESSOR)).find((one) => one.subject.includes(ticket.folio))
  expect(mail?.text).toContain(`${urlOf('arrendador')}/tickets/mis-tickets/${ticket.id}`)
  // And in the catcher's inbox, in the browser.
  await page.goto(urlOf('mail'))
  await expect(
    page.getByRole('link', { name: `Tu ticket ${ticket.folio} tiene respuesta` }),
  ).toBeVisible()
})
