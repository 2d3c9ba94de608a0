// Accessibility of the kit in a real browser: axe-core finds no serious or critical violation on
// the kit page (every component and state, light and dark, with its overlays open, on a desktop and
// on a phone) nor on the sign-in page. Lesser findings are printed, not failed.

import { seriousViolations, signIn } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

async function openKit(page: Page) {
  await signIn(page, 'admin@cordillera.cl')
  await page.goto('/kit')
  await expect(page.getByRole('heading', { level: 1, name: 'Kit de interfaz' })).toBeVisible()
  // The charts draw after their container is measured.
  await expect(page.locator('[data-slot="chart"] svg').first()).toBeVisible()
}

test('/login, sin sesión, no tiene violaciones serias ni críticas', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('el kit no tiene violaciones serias ni críticas, en claro y en oscuro', async ({ page }) => {
  await openKit(page)
  expect(await seriousViolations(page)).toEqual([])

  // Every table of data behind the charts, open.
  for (const summary of await page.getByText('Ver datos en tabla').all()) await summary.click()
  expect(await seriousViolations(page)).toEqual([])

  // The stored dark theme, chosen in the header, survives a reload.
  await page
    .getByRole('button', { name: /^Cambiar tema/ })
    .first()
    .click()
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kit de interfaz' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('los diálogos, menús y listas abiertos del kit tampoco', async ({ page }) => {
  await openKit(page)

  await page.getByRole('button', { name: 'Eliminar obra' }).click()
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la obra Costanera Norte?' })
  await expect(confirm).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await confirm.getByRole('button', { name: 'Cancelar' }).click()

  await page.getByRole('button', { name: 'Editar contacto' }).click()
  await expect(page.getByRole('dialog', { name: 'Editar contacto' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Acciones de la obra' }).click()
  await expect(page.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  const comuna = page.getByRole('combobox', { name: /lista fija/ })
  await comuna.fill('ñu')
  await expect(page.getByRole('option', { name: 'Ñuñoa' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')

  // Radix Select hides the page with aria-hidden while it traps focus in its list, a trap axe
  // cannot see: check the open list itself.
  await page.getByRole('combobox', { name: /Unidad de cobro/ }).click()
  await expect(page.getByRole('option', { name: 'Mes' })).toBeVisible()
  expect(await seriousViolations(page, { include: '[role="listbox"]' })).toEqual([])
})

test('en un teléfono, el kit y el menú en panel tampoco', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openKit(page)
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menú' })
  await expect(drawer.getByRole('link', { name: 'Kit de interfaz' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await seriousViolations(page)).toEqual([])
})

test('las pantallas comerciales no tienen violaciones serias ni críticas', async ({ page }) => {
  // A walk of a dozen screens with axe on each: a loaded machine takes longer than one screen's budget.
  test.slow()
  await signIn(page, 'comercial@cordillera.cl')
  const screens: [path: string, heading: string | RegExp][] = [
    ['/razones-sociales', 'Razones sociales'],
    ['/razones-sociales/agregar', 'Agregar razón social'],
    ['/obras', 'Obras'],
    ['/obras/agregar', 'Agregar obra'],
    ['/grupo-cliente', 'Grupos cliente'],
    ['/constructora', 'Constructoras'],
    ['/proveedores', 'Proveedores'],
    ['/proveedores-provisorios', 'Proveedores provisorios'],
  ]
  for (const [path, heading] of screens) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Lists are checked with their rows on screen, not their skeleton.
    if (!path.endsWith('agregar')) await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
  }
  // A detail with its related rows, reached from its list.
  await page.goto('/razones-sociales')
  await page.getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page.getByRole('heading', { name: 'Contactos' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('las pantallas de operaciones no tienen violaciones serias ni críticas', async ({ page }) => {
  // A walk of a dozen screens with axe on each: a loaded machine takes longer than one screen's budget.
  test.slow()
  await signIn(page, 'operaciones@cordillera.cl')
  const lists: [path: string, heading: string][] = [
    ['/activos', 'Activos'],
    ['/tipos-activo', 'Tipos de activo'],
    ['/marcas', 'Marcas'],
    ['/flotas', 'Flotas'],
  ]
  for (const [path, heading] of lists) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
    // The first row's detail (a marca's is its edit screen), then its edit screen.
    const detail = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
    if (!detail) throw new Error(`${path}: la primera fila no tiene enlace`)
    await page.goto(detail)
    // A detail offers its edit button; a marca's edit screen, its save button.
    await expect(
      page
        .getByRole('link', { name: 'Editar' })
        .or(page.getByRole('button', { name: 'Guardar cambios' })),
    ).toBeVisible()
    expect({ detail, violations: await seriousViolations(page) }).toEqual({
      detail,
      violations: [],
    })
    if (!detail.endsWith('/editar')) {
      await page.goto(`${detail}/editar`)
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible()
      expect({ path: page.url(), violations: await seriousViolations(page) }).toEqual({
        path: page.url(),
        violations: [],
      })
    }
    await page.goto(`${path}/agregar`)
    await expect(page.getByRole('heading', { level: 1, name: /^Agregar/ })).toBeVisible()
    expect({ path: `${path}/agregar`, violations: await seriousViolations(page) }).toEqual({
      path: `${path}/agregar`,
      violations: [],
    })
  }

  // An asset's documents, with the add dialog open.
  await page.goto('/activos?f.documentos=alerta')
  const activo = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  await page.goto(`${activo}/documentos`)
  await expect(page.getByRole('heading', { level: 1, name: /^Documentos de/ })).toBeVisible()
  await expect(page.getByRole('cell').first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Agregar documento' }).click()
  await expect(page.getByRole('dialog', { name: 'Agregar documento' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('las pantallas de cotizaciones no tienen violaciones serias ni críticas', async ({ page }) => {
  // A walk of a dozen screens with axe on each: a loaded machine takes longer than one screen's budget.
  test.slow()
  await signIn(page, 'comercial@cordillera.cl')
  const check = async (what: string) =>
    expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] })
  /** The first quotation in `estado` of the demo data: its detail's address. */
  const first = async (estado: string) => {
    await page.goto(`/cotizaciones?f.estado=${estado}`)
    await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
    const detail = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
    if (!detail) throw new Error(`Sin cotización ${estado}`)
    return detail.replace(/\/gestionar$/, '')
  }

  await page.goto('/cotizaciones')
  await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
  await check('/cotizaciones')
  await page.goto('/cotizaciones/crear')
  await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible()
  await check('/cotizaciones/crear')

  const borrador = await first('borrador')
  for (const path of [`${borrador}/gestionar`, `${borrador}/editar`, `${borrador}/agregar-items`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await check(path)
  }

  const enviada = await first('enviada')
  await page.goto(`${enviada}/gestionar`)
  await page.getByRole('button', { name: 'Rechazar' }).click()
  await expect(page.getByRole('dialog', { name: /^Rechazar COT-/ })).toBeVisible()
  await check('rechazo')

  const aceptada = await first('aceptada')
  await page.goto(`${aceptada}/pasar-contrato`)
  await page.getByRole('button', { name: 'Buscar activos disponibles' }).click()
  await expect(page.getByRole('button', { name: 'Faltan activos por elegir' })).toBeVisible()
  // A chosen asset opens its own fields (entrega; by the hour, its minimum).
  const activo = page.getByRole('checkbox').first()
  await activo.click()
  await expect(activo).toBeChecked()
  await check('pasar-contrato')
})

test('las pantallas de contratos y solicitudes no tienen violaciones serias ni críticas', async ({
  page,
}) => {
  // A walk of a dozen screens with axe on each: a loaded machine takes longer than one screen's budget.
  test.slow()
  await signIn(page, 'comercial@cordillera.cl')
  const check = async (what: string) =>
    expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] })
  const lists: [path: string, heading: string][] = [
    ['/contratos', 'Contratos'],
    ['/contratos-vigentes', 'Contratos vigentes'],
    ['/contratos-terminados', 'Contratos terminados'],
    ['/solicitudes', 'Solicitudes'],
  ]
  for (const [path, heading] of lists) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
    await check(path)
  }

  // A vigente contract's detail, then each of its four request screens.
  await page.goto('/contratos-vigentes')
  await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
  const contrato = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  if (!contrato) throw new Error('Sin contrato vigente')
  for (const path of [
    contrato,
    `${contrato}/adicion`,
    `${contrato}/cambio`,
    `${contrato}/retiro-parcial`,
    `${contrato}/cierre-contrato`,
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0)
    await check(path)
  }

  // A pendiente request's detail, its rejection dialog and its edit screen.
  await page.goto('/solicitudes?f.estado=pendiente')
  await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
  const solicitud = await page
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .getAttribute('href')
  if (!solicitud) throw new Error('Sin solicitud pendiente')
  await page.goto(solicitud)
  await expect(page.getByRole('heading', { level: 1, name: /^Solicitud SOL-/ })).toBeVisible()
  await check(solicitud)
  await page.getByRole('button', { name: 'Rechazar' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await check('rechazo de solicitud')
  await page.keyboard.press('Escape')
  await page.goto(`${solicitud}/editar`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0)
  await check(`${solicitud}/editar`)
})
