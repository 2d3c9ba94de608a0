// The operator's daily report on a phone, against the real stack: without signal he writes
// today's report, reloads (the portal opens from the phone, still signed in) and sees it pending;
// the signal returns and it is sent once (one report with that text on the server); he signs it
// with a finger and sees it firmado, its signature verified. HR puts it en observación from the
// backoffice; he reads why, corrects it and signs again; HR's history shows both signatures. An offline reload whose tokens have
// expired keeps the session too. The report screens have no serious or critical accessibility
// violation, in light and in dark.
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { type Browser, expect, type Page, test } from '@playwright/test'
import {
  DEMO_OPERADOR_ID,
  drawSignature,
  goOffline,
  goOnline,
  keptOnPhone,
  openMisReports,
  reportCards,
  reportsOnServerWith,
  waitForOfflineShell,
  writeReport,
} from './support/reports.ts'

/** The page never scrolls sideways on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('sin señal escribe el report, se envía una vez y lo firma con el dedo; RR.HH. lo observa, él lo corrige y lo firma de nuevo', async ({
  page,
  context,
  browser,
}) => {
  test.slow()
  await signInOnce(page, 'operador@cordillera.cl')
  await waitForOfflineShell(page)
  await openMisReports(page)
  // With signal, the app keeps his equipos and today's list on the phone.
  await expect.poll(() => keptOnPhone(page, 'opciones')).toBe(true)
  await expect.poll(() => keptOnPhone(page, 'hoy')).toBe(true)
  const before = await reportCards(page).count()
  const folios = await reportCards(page).getByRole('heading').allTextContents()

  await goOffline(context)
  const actividades = `Excavación de zanjas, eje 4 (e2e ${Date.now()})`
  await writeReport(page, { actividades })
  await expect(page.getByText(/^Guardado en este teléfono: se enviará/)).toBeVisible()
  const draft = reportCards(page).filter({ hasText: 'Borrador sin sincronizar' })
  await expect(draft).toHaveCount(1)
  await expect(draft).toContainText('Pendiente de sincronizar')
  await expect(draft).toContainText('8 h')
  await expectNoHorizontalScroll(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // Still without signal, the portal reopens from the phone: signed in, with its menu and draft.
  await page.reload()
  await expect(page).toHaveURL(/\/operador\/reports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reports' })).toBeVisible()
  await expect(page.getByText('Sin conexión').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /^Menú de / })).toBeVisible()
  await expect(draft).toHaveCount(1)
  await expect(draft).toContainText('Pendiente de sincronizar')
  expect(await reportCards(page).count()).toBe(before + 1)

  // The signal returns: sent once, it is now the server's report with its folio.
  await goOnline(context)
  await expect(draft).toHaveCount(0)
  await expect(reportCards(page)).toHaveCount(before + 1)
  const nuevos = (await reportCards(page).getByRole('heading').allTextContents()).filter(
    (text) => !folios.includes(text),
  )
  expect(nuevos).toHaveLength(1)
  const folio = nuevos[0]?.trim() ?? ''
  expect(folio).toMatch(/^RPT-\d{6}$/)
  await expect(reportCards(page).filter({ hasText: folio })).toContainText('Borrador')
  expect(await reportsOnServerWith(page, actividades)).toBe(1)
  // Opening the app again sends nothing again.
  await page.reload()
  await expect(reportCards(page).filter({ hasText: folio })).toHaveCount(1)
  expect(await reportsOnServerWith(page, actividades)).toBe(1)

  // He signs it with a finger.
  await reportCards(page).filter({ hasText: folio }).getByRole('link', { name: 'Firmar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Report ${folio}` })).toBeVisible()
  await expect(page.getByText(actividades)).toBeVisible()
  await expectNoHorizontalScroll(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await drawSignature(page)
  await page.getByRole('button', { name: 'Firmar', exact: true }).click()
  await expect(page.getByText(`Report ${folio} firmado`)).toBeVisible()
  await expect(page.getByText('Firmado', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Firma verificada')).toBeVisible()
  await expect(page.getByRole('img', { name: /^Firma de / })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Área de firma' })).toHaveCount(0)

  await openMisReports(page)
  const signed = reportCards(page).filter({ hasText: folio })
  await expect(signed).toContainText('Firmado')
  await expect(signed.getByRole('link', { name: 'Firmar' })).toHaveCount(0)

  // HR, on a desktop, finds it in the operator's history and puts it en observación.
  const comentario = 'El horómetro final no coincide con la foto del tablero: revíselo.'
  await asHr(browser, async (backoffice) => {
    await openInHistory(backoffice, folio)
    await backoffice.getByRole('button', { name: 'Poner en observación' }).click()
    const dialog = backoffice.getByRole('dialog', { name: `Poner ${folio} en observación` })
    await dialog.getByRole('textbox', { name: 'Qué debe corregirse' }).fill(comentario)
    await dialog.getByRole('button', { name: 'Poner en observación' }).click()
    await expect(backoffice.getByText(`${folio} quedó en observación.`)).toBeVisible()
  })

  // The operator sees why, corrects it and signs it again.
  await openMisReports(page)
  const observado = reportCards(page).filter({ hasText: folio })
  await expect(observado).toContainText('En observación')
  await expect(observado).toContainText(comentario)
  await observado.getByRole('link', { name: 'Editar' }).click()
  const corregidas = `${actividades}, horómetro corregido`
  await page.getByRole('textbox', { name: 'Actividades realizadas' }).fill(corregidas)
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText(`Report ${folio} guardado`)).toBeVisible()
  await openMisReports(page)
  await reportCards(page).filter({ hasText: folio }).getByRole('link', { name: 'Firmar' }).click()
  await expect(page.getByText(corregidas)).toBeVisible()
  await drawSignature(page)
  await page.getByRole('button', { name: 'Firmar', exact: true }).click()
  await expect(page.getByText(`Report ${folio} firmado`)).toBeVisible()

  // HR's history shows both signatures, each still matching what it signed.
  await asHr(browser, async (backoffice) => {
    await openInHistory(backoffice, folio)
    await expect(backoffice.getByText('Firmas (2)')).toBeVisible()
    await expect(backoffice.getByRole('img', { name: /^Firma de / })).toHaveCount(2)
    await expect(backoffice.getByText('Firma verificada')).toHaveCount(2)
    await expect(backoffice.getByText(corregidas)).toBeVisible()
  })
})

/** rrhh@ in the backoffice, on a desktop browser of its own. */
async function asHr(browser: Browser, steps: (page: Page) => Promise<void>) {
  const staff = await browser.newContext({
    baseURL: urlOf('backoffice'),
    viewport: { width: 1280, height: 800 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  })
  try {
    const backoffice = await staff.newPage()
    await signInOnce(backoffice, 'rrhh@cordillera.cl', { baseURL: urlOf('backoffice') })
    await steps(backoffice)
  } finally {
    await staff.close()
  }
}

/** HR opens the operator's report history on the report with that folio. */
async function openInHistory(backoffice: Page, folio: string) {
  await backoffice.goto(`/operadores/${DEMO_OPERADOR_ID}/historial-report?q=${folio}`)
  await backoffice.getByRole('link', { name: folio, exact: true }).click()
  await expect(backoffice.getByRole('dialog').getByText(folio).first()).toBeVisible()
}

test('sin señal y con la sesión vencida, recargar mantiene la sesión y su menú', async ({
  page,
  context,
}) => {
  await signInOnce(page, 'operador@cordillera.cl')
  await waitForOfflineShell(page)
  await openMisReports(page)
  await expect.poll(() => keptOnPhone(page, 'hoy')).toBe(true)
  // The tokens expired an hour ago: opening the portal would refresh them with the user pool.
  await page.evaluate(() => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
    const expired = Math.floor(Date.now() / 1000) - 3600
    for (const key of Object.keys(localStorage)) {
      if (!/\.(idToken|accessToken)$/.test(key)) continue
      const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.')
      const claims = JSON.parse(atob((payload ?? '').replaceAll('-', '+').replaceAll('_', '/')))
      localStorage.setItem(key, `${header}.${encode({ ...claims, exp: expired })}.${signature}`)
    }
  })
  await goOffline(context)
  await page.reload()
  await expect(page).toHaveURL(/\/operador\/reports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reports' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Menú de / })).toBeVisible()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(
    page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Histórico de reports' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // With signal again the tokens are refreshed and the API answers.
  await goOnline(context)
  await page.reload()
  await expect(page).toHaveURL(/\/operador\/reports$/)
  await expect(page.getByText('Sin conexión')).toHaveCount(0)
  await expect(page.getByText('Sin respuesta del servidor')).toHaveCount(0)
})

for (const theme of ['Claro', 'Oscuro'] as const) {
  test(`las pantallas de reports, en ${theme.toLowerCase()}, no tienen violaciones serias ni críticas`, async ({
    page,
  }) => {
    await signInOnce(page, 'operador@cordillera.cl')
    await page
      .getByRole('button', { name: /^Cambiar tema/ })
      .first()
      .click()
    await page.getByRole('menuitemradio', { name: theme }).click()
    await openMisReports(page)
    await expect(page.locator('html')).toHaveClass(
      theme === 'Oscuro' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    )
    await expectNoHorizontalScroll(page)
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])

    // The report HR observed: its card, and its signature screen.
    const observado = reportCards(page).filter({ hasText: 'En observación' }).first()
    await expect(observado).toContainText('Observación de RR.HH.')
    await observado.getByRole('link', { name: 'Firmar' }).click()
    await expect(page.getByRole('img', { name: 'Área de firma' })).toBeVisible()
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])

    await openMisReports(page)
    await page.getByRole('link', { name: 'Nuevo report' }).click()
    await expect(page.getByRole('combobox', { name: 'Equipo' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])

    await page.goto('/operador/reports-historico')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Histórico de reports' }),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Reports' })).toBeVisible()
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])
    await page.getByRole('list', { name: 'Reports' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible()
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  })
}
