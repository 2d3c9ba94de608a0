// HR's screens in a real browser against the seeded stack, as rrhh@ sees them: each opens with its
// data, and axe finds no serious or critical violation on them, in light and in dark — the
// workers (list, detail, form, documents), the operators (list, the four assignment forms, the
// dashboard) and the reports (an operator's history with a report's signatures open, the create
// form, the queue en observación).
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

/** The seed's operator record of operador@cordillera.cl. */
const DEMO_OPERADOR_ID = '0b5e7a3c-0000-4000-8000-000000000001'

async function axeClean(page: Page, where: string) {
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] })
}

/** rrhh@ signed in, in the theme chosen in the header (stored: it holds across the screens). */
async function asRrhh(page: Page, theme: 'Claro' | 'Oscuro') {
  await signInOnce(page, 'rrhh@cordillera.cl')
  await page
    .getByRole('button', { name: /^Cambiar tema/ })
    .first()
    .click()
  await page.getByRole('menuitemradio', { name: theme }).click()
}

// Each theme's walk in four parts (each starts signed in, a few screens long): a failure names
// its screens and a retry repeats only its part.
for (const theme of ['Claro', 'Oscuro'] as const) {
  test.describe(`las pantallas de RR.HH. no tienen violaciones serias ni críticas (${theme.toLowerCase()})`, () => {
    test('los trabajadores: la lista, un detalle, su edición, sus documentos y crear', async ({
      page,
    }) => {
      await asRrhh(page, theme)
      await page.goto('/trabajadores')
      await expect(page.getByRole('heading', { level: 1, name: 'Trabajadores' })).toBeVisible()
      await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
      await axeClean(page, '/trabajadores')
      const trabajador = await page
        .getByRole('row')
        .nth(1)
        .getByRole('link')
        .first()
        .getAttribute('href')
      if (!trabajador) throw new Error('la primera fila de trabajadores no tiene enlace')
      await page.goto(trabajador)
      await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible()
      await axeClean(page, trabajador)
      await page.goto(`${trabajador}/editar`)
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeVisible()
      await axeClean(page, `${trabajador}/editar`)
      await page.goto(`${trabajador}/documentos`)
      await expect(page.getByRole('heading', { level: 1, name: /^Documentos de/ })).toBeVisible()
      await axeClean(page, `${trabajador}/documentos`)
      await page.goto('/trabajadores/crear')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await axeClean(page, '/trabajadores/crear')
    })

    test('los operadores: la lista y los cuatro formularios de asignación', async ({ page }) => {
      await asRrhh(page, theme)
      await page.goto('/operadores')
      await expect(page.getByRole('heading', { level: 1, name: 'Operadores' })).toBeVisible()
      await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
      await axeClean(page, '/operadores')
      for (const path of [
        '/operadores/asignar',
        '/operadores/cambio',
        '/operadores/retiro-parcial',
        '/operadores/adicion',
      ]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(
          page
            .getByRole('button', {
              name: /^(Asignar operador|Sumar operador|Registrar cambio|Registrar retiro)$/,
            })
            .or(page.getByRole('alert'))
            .first(),
        ).toBeVisible()
        await axeClean(page, path)
      }
    })

    test('el dashboard de operadores', async ({ page }) => {
      await asRrhh(page, theme)
      await page.goto('/rrhh/operadores-dashboard')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[data-slot="chart"] svg').first()).toBeVisible()
      await axeClean(page, '/rrhh/operadores-dashboard')
    })

    test('los reports: el historial con las firmas abiertas, el formulario y la cola en observación', async ({
      page,
    }) => {
      await asRrhh(page, theme)
      const historial = `/operadores/${DEMO_OPERADOR_ID}/historial-report`
      await page.goto(historial)
      await expect(page.getByRole('heading', { level: 1, name: /^Reports de / })).toBeVisible()
      await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
      await axeClean(page, historial)
      await page.goto(`${historial}?f.estado=validado`)
      await page.getByRole('row').nth(1).getByRole('link').first().click()
      const detalle = page.getByRole('dialog')
      await expect(detalle.getByText('Firma verificada').first()).toBeVisible()
      await axeClean(page, `${historial} (detalle)`)
      await page.goto(`/operadores/${DEMO_OPERADOR_ID}/report`)
      await expect(page.getByRole('radiogroup', { name: 'Equipo' })).toBeVisible()
      await axeClean(page, `/operadores/${DEMO_OPERADOR_ID}/report`)

      await page.goto('/reports/en-observacion')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
      await axeClean(page, '/reports/en-observacion')
    })
  })
}
