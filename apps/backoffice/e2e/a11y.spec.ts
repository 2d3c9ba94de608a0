// Accessibility of the kit in a real browser: axe-core finds no serious or critical violation on
// the kit page (every component and state, light and dark, with its overlays open, on a desktop and
// on a phone) nor on the sign-in page. Lesser findings are printed, not failed.

import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

async function openKit(page: Page) {
  await signInOnce(page, 'admin@cordillera.cl', { at: '/kit' })
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

// The walks of the business screens, a few screens per test (each starts signed in): a failure
// names its screen and a retry repeats only its part.

async function axeClean(page: Page, what: string) {
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] })
}

/** The first row's link of the list at `path` (the list loaded): a detail's address. */
async function firstRowLink(page: Page, path: string): Promise<string> {
  await page.goto(path)
  await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
  const href = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
  if (!href) throw new Error(`${path}: la primera fila no tiene enlace`)
  return href
}

test.describe('las pantallas comerciales no tienen violaciones serias ni críticas', () => {
  const screens: [path: string, heading: string | RegExp][][] = [
    [
      ['/razones-sociales', 'Razones sociales'],
      ['/razones-sociales/agregar', 'Agregar razón social'],
      ['/obras', 'Obras'],
      ['/obras/agregar', 'Agregar obra'],
    ],
    [
      ['/grupo-cliente', 'Grupos cliente'],
      ['/constructora', 'Constructoras'],
      ['/proveedores', 'Proveedores'],
      ['/proveedores-provisorios', 'Proveedores provisorios'],
    ],
  ]
  for (const group of screens) {
    test(group.map(([path]) => path).join(', '), async ({ page }) => {
      await signInOnce(page, 'comercial@cordillera.cl')
      for (const [path, heading] of group) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        // Lists are checked with their rows on screen, not their skeleton.
        if (!path.endsWith('agregar')) await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
        await axeClean(page, path)
      }
    })
  }

  test('el detalle de una razón social, desde su lista', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    // A detail with its related rows, reached from its list.
    await page.goto('/razones-sociales')
    await page.getByRole('row').nth(1).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: 'Contactos' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('las pantallas de operaciones no tienen violaciones serias ni críticas', () => {
  const lists: [path: string, heading: string][] = [
    ['/activos', 'Activos'],
    ['/tipos-activo', 'Tipos de activo'],
    ['/marcas', 'Marcas'],
    ['/flotas', 'Flotas'],
  ]
  for (const [path, heading] of lists) {
    test(`${path}: la lista, el detalle de su primera fila, su edición y agregar`, async ({
      page,
    }) => {
      await signInOnce(page, 'operaciones@cordillera.cl', { at: path })
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] })
      // The first row's detail (a marca's is its edit screen), then its edit screen.
      const detail = await page
        .getByRole('row')
        .nth(1)
        .getByRole('link')
        .first()
        .getAttribute('href')
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
    })
  }

  test('los documentos de un activo, con el diálogo de agregar abierto', async ({ page }) => {
    await signInOnce(page, 'operaciones@cordillera.cl', { at: '/activos?f.documentos=alerta' })
    const activo = await page.getByRole('row').nth(1).getByRole('link').first().getAttribute('href')
    await page.goto(`${activo}/documentos`)
    await expect(page.getByRole('heading', { level: 1, name: /^Documentos de/ })).toBeVisible()
    await expect(page.getByRole('cell').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Agregar documento' }).click()
    await expect(page.getByRole('dialog', { name: 'Agregar documento' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('las pantallas de cotizaciones no tienen violaciones serias ni críticas', () => {
  /** The first quotation in `estado` of the demo data: its detail's address. */
  const first = async (page: Page, estado: string) =>
    (await firstRowLink(page, `/cotizaciones?f.estado=${estado}`)).replace(/\/gestionar$/, '')

  test('la lista y crear', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl', { at: '/cotizaciones' })
    await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
    await axeClean(page, '/cotizaciones')
    await page.goto('/cotizaciones/crear')
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible()
    await axeClean(page, '/cotizaciones/crear')
  })

  test('una en borrador: gestionar, editar y agregar ítems', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    const borrador = await first(page, 'borrador')
    for (const path of [
      `${borrador}/gestionar`,
      `${borrador}/editar`,
      `${borrador}/agregar-items`,
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await axeClean(page, path)
    }
  })

  test('una enviada, con el rechazo abierto', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    const enviada = await first(page, 'enviada')
    await page.goto(`${enviada}/gestionar`)
    await page.getByRole('button', { name: 'Rechazar' }).click()
    await expect(page.getByRole('dialog', { name: /^Rechazar COT-/ })).toBeVisible()
    await axeClean(page, 'rechazo')
  })

  test('una aceptada, al pasarla a contrato con un activo elegido', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    const aceptada = await first(page, 'aceptada')
    await page.goto(`${aceptada}/pasar-contrato`)
    await page.getByRole('button', { name: 'Buscar activos disponibles' }).click()
    await expect(page.getByRole('button', { name: 'Faltan activos por elegir' })).toBeVisible()
    // A chosen asset opens its own fields (entrega; by the hour, its minimum).
    const activo = page.getByRole('checkbox').first()
    await activo.click()
    await expect(activo).toBeChecked()
    await axeClean(page, 'pasar-contrato')
  })
})

test.describe('las pantallas de contratos y solicitudes no tienen violaciones serias ni críticas', () => {
  test('las listas', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
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
      await axeClean(page, path)
    }
  })

  test('un contrato vigente y sus cuatro solicitudes', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    const contrato = await firstRowLink(page, '/contratos-vigentes')
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
      await axeClean(page, path)
    }
  })

  test('una solicitud pendiente: su detalle, su rechazo y su edición', async ({ page }) => {
    await signInOnce(page, 'comercial@cordillera.cl')
    const solicitud = await firstRowLink(page, '/solicitudes?f.estado=pendiente')
    await page.goto(solicitud)
    await expect(page.getByRole('heading', { level: 1, name: /^Solicitud SOL-/ })).toBeVisible()
    await axeClean(page, solicitud)
    await page.getByRole('button', { name: 'Rechazar' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await axeClean(page, 'rechazo de solicitud')
    await page.keyboard.press('Escape')
    await page.goto(`${solicitud}/editar`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0)
    await axeClean(page, `${solicitud}/editar`)
  })
})
