// Issue 12 in a real browser, logistics: operaciones@ completes an approved adición from the
// queue of pending requests, dispatching a free asset with a guía de despacho; the asset shows en
// obra at the contract's obra, the despacho is in the history, the control of equipment shows it on
// the contract delivered today, and commercial staff see it among the contract's items and busy
// from today in the fleet's availability. Then operaciones@ sends an asset to the workshop and
// finds it among the assets en taller, with its reason. Each screen has no serious or critical
// accessibility violation.
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'
import { openFromMenu } from './support/menu.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const COMERCIAL = 'comercial@cordillera.cl'
// Guía folios of this run: far above the seeded ones, different on every run.
const guiaBase = 700_000_000 + (Date.now() % 100_000_000)
const motivoTaller = `Falla hidráulica e2e ${Date.now().toString(36)}`

/** Santiago's calendar day, as the screens write it (dd-MM-yyyy). */
function hoy(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
  return `${day}-${month}-${year}`
}

/** Santiago's calendar day `days` from today, as the API and the URLs take it (yyyy-MM-dd). */
function isoDay(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** A list searched by a text that names one row. */
async function searchOne(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  return page.getByRole('row').filter({ hasText: text })
}

// Each test walks several screens and runs axe on them: more than one screen's time budget.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let solicitud = ''
let contrato = ''
let obra = ''
let tipo = ''
const despachados: string[] = []

test('operaciones@ completa una adición aprobada despachando un activo con su guía', async ({
  page,
}) => {
  await signInOnce(page, OPERACIONES)
  await openFromMenu(page, 'Solicitudes pendientes')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitudes pendientes' }),
  ).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // The approved adiciones, the most urgent first: the first one is this test's.
  await page.goto('/operaciones/solicitudes-pendientes?f.tipo=adicion&f.estado=aprobada')
  const acciones = page.getByRole('button', { name: /^Acciones de SOL-\d+$/ }).first()
  await expect(acciones).toBeVisible()
  solicitud = ((await acciones.getAttribute('aria-label')) ?? '').replace('Acciones de ', '')
  await acciones.click()
  await page.getByRole('menuitem', { name: 'Completar' }).click()
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByRole('heading', { name: `Completar ${solicitud}: adición` }),
  ).toBeVisible()
  await expect(page).toHaveURL(/completar=/)
  const descripcion = (await dialog.getByText(/^Contrato CON-\d+, obra /).textContent()) ?? ''
  ;[, contrato = '', obra = ''] = /^Contrato (CON-\d+), obra (OB-\d+)/.exec(descripcion) ?? []
  expect(contrato).toMatch(/^CON-/)
  tipo = (
    (await dialog
      .getByText(/^Despachar \d+ × /)
      .first()
      .textContent()) ?? ''
  ).replace(/^Despachar \d+ × /, '')

  // Nothing chosen: the API says what is missing under each line, and nothing changes.
  await dialog.getByRole('button', { name: 'Completar solicitud' }).click()
  await expect(dialog.getByText('Elija el activo que se despacha.').first()).toBeVisible()

  // One free asset of the tipo and its guía per unit asked.
  const activos = dialog.getByRole('combobox', { name: /^Activo( \d+)?$/ })
  const unidades = await activos.count()
  expect(unidades).toBeGreaterThan(0)
  for (let unidad = 0; unidad < unidades; unidad += 1) {
    await activos.nth(unidad).click()
    const opcion = page.getByRole('option').first()
    const texto = (await opcion.textContent()) ?? ''
    await opcion.click()
    despachados.push(texto.split(' · ')[0] ?? '')
    await dialog
      .getByRole('textbox', { name: 'Guía de despacho (folio)' })
      .nth(unidad)
      .fill(String(guiaBase + unidad))
  }
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([])
  await dialog.getByRole('button', { name: 'Completar solicitud' }).click()
  await expect(
    page.getByText(new RegExp(`^${solicitud} completada: ${unidades} movimiento`)),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: `Acciones de ${solicitud}` })).toBeHidden()
})

test('el activo queda en obra, el despacho en el histórico y el contrato lo muestra', async ({
  page,
}) => {
  const [codigo = ''] = despachados
  await signInOnce(page, OPERACIONES)

  await openFromMenu(page, 'Logística de activos')
  await expect(page.getByRole('heading', { level: 1, name: 'Logística de activos' })).toBeVisible()
  const enLogistica = await searchOne(page, codigo)
  await expect(enLogistica).toContainText('En obra')
  await expect(enLogistica).toContainText(obra)
  await expect(enLogistica).toContainText(String(guiaBase))
  expect(await seriousViolations(page)).toEqual([])

  // The asset's history, newest first: the despacho just recorded heads it.
  await openFromMenu(page, 'Histórico de movimientos')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Histórico de movimientos' }),
  ).toBeVisible()
  await page.getByRole('searchbox').fill(codigo)
  await expect(page).toHaveURL(new RegExp(`q=${codigo}`))
  const ultimo = page.getByRole('row').nth(1)
  await expect(ultimo).toContainText(String(guiaBase))
  await expect(ultimo).toContainText('Despacho')
  await expect(ultimo).toContainText(codigo)

  await openFromMenu(page, 'Control de equipos')
  await expect(page.getByRole('heading', { level: 1, name: 'Control de equipos' })).toBeVisible()
  const enControl = await searchOne(page, codigo)
  await expect(enControl).toContainText(contrato)
  await expect(enControl).toContainText(hoy())
  await expect(enControl).toContainText('En obra')
  expect(await seriousViolations(page)).toEqual([])
})

test('comercial@ ve el activo entre los del contrato y ocupado desde hoy en la disponibilidad', async ({
  page,
}) => {
  const [codigo = ''] = despachados
  await signInOnce(page, COMERCIAL, { at: '/contratos' })
  await page.getByRole('searchbox').fill(contrato)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await page.getByRole('link', { name: contrato, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(contrato) })).toBeVisible()
  const item = page.getByRole('row').filter({ hasText: codigo })
  await expect(item).toContainText(hoy())

  // From yesterday: the asset is on rent from today, on this contract, at its obra.
  await page.goto(`/v1/activo/disponibilidad-flota?desde=${isoDay(-1)}&hasta=${isoDay(29)}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Disponibilidad de flota' }),
  ).toBeVisible()
  const seccion = page.getByRole('region', { name: tipo, exact: true })
  await seccion.getByText(/^Línea de tiempo por activo/).click()
  const linea = seccion.getByRole('row').filter({ hasText: codigo })
  await expect(linea).toContainText(
    new RegExp(`${hoy()} al \\d{2}-\\d{2}-\\d{4}: En arriendo \\(${contrato}, obra ${obra}\\)`),
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('operaciones@ manda un activo al taller y lo ve entre los activos en taller', async ({
  page,
}) => {
  await signInOnce(page, OPERACIONES, { at: '/logistica-activos?f.estado=disponible' })
  const acciones = page.getByRole('button', { name: /^Acciones de / }).first()
  await expect(acciones).toBeVisible()
  const codigo =
    ((await acciones.getAttribute('aria-label')) ?? '').replace('Acciones de ', '').split(' ')[0] ??
    ''
  await acciones.click()
  await page.getByRole('menuitem', { name: 'Registrar movimiento' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'Ingreso a taller' }).click()
  await dialog.getByRole('textbox', { name: /^Observaciones/ }).fill(motivoTaller)
  await dialog.getByRole('button', { name: 'Registrar movimiento' }).click()
  await expect(page.getByText(`Movimiento registrado: ${codigo} en taller`)).toBeVisible()

  await openFromMenu(page, 'Activos en taller')
  await expect(page.getByRole('heading', { level: 1, name: 'Activos en taller' })).toBeVisible()
  const enTaller = await searchOne(page, codigo)
  await expect(enTaller).toContainText(motivoTaller)
  await expect(enTaller).toContainText('Bodega')
  expect(await seriousViolations(page)).toEqual([])
})

test('las pantallas de equipos no tienen violaciones serias ni críticas', async ({ page }) => {
  await signInOnce(page, 'admin@cordillera.cl')
  for (const [path, heading, chart] of [
    ['/dashboard-equipos', 'Dashboard de equipos', true],
    ['/v1/activo/resumen-equipos', 'Resumen de equipos', true],
    ['/v1/activo/equipos-de-pago', 'Equipos de pago', false],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // The screen has loaded its figures (a table), and its charts drew once measured.
    await expect(page.getByRole('table').first()).toBeVisible()
    if (chart) await expect(page.locator('[data-slot="chart"] svg').first()).toBeVisible()
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
  }
})
