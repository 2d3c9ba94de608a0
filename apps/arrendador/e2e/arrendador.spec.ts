// The lessor portal against the real stack: proveedor@arriendos-sur.cl sees its equipos and one
// asset's movements, raises an incident with a photo and finds it in its list; the second demo
// lessor (proveedor@maqnorte.cl) sees neither that asset nor that incident (not found by its
// link); operations staff close it in the backoffice (a desktop browser of its own) and the lessor
// sees it closed with their comment. No serious or critical accessibility violation, in light and
// in dark, on a phone's width too.
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { expect, type Page, test } from '@playwright/test'

const A = 'proveedor@arriendos-sur.cl'
const B = 'proveedor@maqnorte.cl'

// A whole 1×1 PNG: the API keeps a photo only when its bytes are what they claim.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('link')

async function openEquipos(page: Page) {
  await page.goto('/arrendador/equipos')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis equipos' })).toBeVisible()
  await expect(cards(page, 'Equipos').first()).toBeVisible()
}

/** The page never scrolls sideways on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('el arrendador ve sus equipos e informa un incidente con foto; el otro arrendador no ve nada de eso; Operaciones lo cierra', async ({
  page,
  browser,
}) => {
  test.slow()
  await signInOnce(page, A)
  await openEquipos(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  const primero = cards(page, 'Equipos').first()
  const code = ((await primero.textContent()) ?? '').match(/[A-Z]{2,4}-\d{3}/)?.[0] ?? ''
  expect(code).toMatch(/^[A-Z]{2,4}-\d{3}$/)

  // One asset: where it is, its movements.
  await primero.click()
  await expect(page).toHaveURL(/\/arrendador\/equipos\?id=/)
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${code} · `) }),
  ).toBeVisible()
  await expect(page.getByText('Movimientos', { exact: true })).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // An incident on it, with a photo.
  await page.goto('/arrendador/incidentes')
  await expect(page.getByRole('heading', { level: 1, name: 'Incidentes' })).toBeVisible()
  await page.getByRole('link', { name: 'Informar incidente' }).click()
  await expect(page).toHaveURL(/\/arrendador\/incidentes\?nuevo=1$/)
  await page.getByRole('combobox', { name: 'Equipo' }).click()
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click()
  await page.getByRole('combobox', { name: 'Tipo' }).click()
  await page.getByRole('option', { name: 'Falla', exact: true }).click()
  await expect(page.getByRole('listbox')).toHaveCount(0)
  const descripcion = `Fuga de aceite en el cilindro del brazo (e2e ${Date.now()})`
  await page.getByLabel('Qué pasó').fill(descripcion)
  await page.locator('input[type="file"]').setInputFiles({
    name: 'cabina.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('button', { name: 'Informar incidente' })).toBeEnabled()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.getByRole('button', { name: 'Informar incidente' }).click()
  const toast = page.getByText(/^Incidente INC-\d{6} informado$/)
  await expect(toast).toBeVisible()
  const folio = ((await toast.textContent()) ?? '').match(/INC-\d{6}/)?.[0] ?? ''
  await expect(page.getByRole('heading', { level: 1, name: `Incidente ${folio}` })).toBeVisible()
  await expect(page.getByText(descripcion)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Fotos' })).toContainText('cabina.png')
  await expect(page.getByText('Abierto').first()).toBeVisible()
  const enlace = page.url()
  await page.goto('/arrendador/incidentes')
  await expect(cards(page, 'Incidentes').first()).toContainText(folio)

  // The other lessor: not its asset, not its incident.
  const otro = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) })
  const suya = await otro.newPage()
  await signInOnce(suya, B)
  await openEquipos(suya)
  await expect(suya.getByRole('list', { name: 'Equipos' })).not.toContainText(code)
  await suya.goto(enlace)
  await expect(suya.getByRole('heading', { name: 'El incidente no existe' })).toBeVisible()
  await suya.goto('/arrendador/incidentes')
  await expect(suya.getByRole('heading', { level: 1, name: 'Incidentes' })).toBeVisible()
  await expect(suya.getByRole('list', { name: 'Incidentes' })).not.toContainText(folio)
  await otro.close()

  // Operations staff, on a desktop, close it with what was done.
  const id = new URL(enlace).searchParams.get('id') ?? ''
  const staff = await browser.newContext({
    baseURL: urlOf('backoffice'),
    viewport: { width: 1280, height: 800 },
  })
  const backoffice = await staff.newPage()
  await signInOnce(backoffice, 'operaciones@cordillera.cl', {
    baseURL: urlOf('backoffice'),
    at: `/incidentes-arrendador?id=${id}`,
  })
  await expect(
    backoffice.getByRole('heading', { level: 1, name: `Incidente ${folio}` }),
  ).toBeVisible()
  await expect(backoffice.getByText('Arriendos Sur SpA').first()).toBeVisible()
  await backoffice.getByRole('button', { name: 'Cerrar', exact: true }).click()
  const comentario = `Se cambió el sello del cilindro (e2e ${Date.now()})`
  await backoffice.getByLabel('Qué se hizo').fill(comentario)
  await backoffice.getByRole('button', { name: 'Cerrar incidente' }).click()
  await expect(backoffice.getByText(`${folio} quedó cerrado.`)).toBeVisible()
  await staff.close()

  // The lessor sees it closed, with the comment.
  await page.goto(enlace)
  await expect(page.getByText('Cerrado por Operaciones')).toBeVisible()
  await expect(page.getByText(comentario)).toBeVisible()
})

test('sus pantallas, en oscuro y en el ancho de un teléfono, no tienen violaciones serias ni críticas', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 })
  await signInOnce(page, A)
  await page
    .getByRole('button', { name: /^Cambiar tema/ })
    .first()
    .click()
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
  await openEquipos(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expectNoHorizontalScroll(page)
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  for (const [path, heading] of [
    ['/arrendador/incidentes', 'Incidentes'],
    ['/arrendador/reports-arrendador-viaje', 'Reports de viaje'],
    ['/arrendador/reports-arrendador-maquina', 'Reports de mis máquinas'],
    ['/arrendador/incidentes?nuevo=1', 'Informar incidente'],
    ['/arrendador/estados-de-pago', 'Estados de pago'],
    ['/arrendador/solicitudes-ajuste', 'Solicitudes de ajuste'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    expect(await seriousViolations(page, { fromTop: true }), path).toEqual([])
  }
})
