// HR's screens in a real browser against the seeded stack, as rrhh@ sees them: each opens with its
// data, and axe finds no serious or critical violation on them, in light and in dark — the
// workers (list, detail, form, documents), the operators (list, the four assignment forms, the
// dashboard) and the reports (an operator's history with a report's signatures open, the create
// form, the queue en observación).
import { seriousViolations, signIn } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

/** The seed's operator record of operador@cordillera.cl. */
const DEMO_OPERADOR_ID = '0b5e7a3c-0000-4000-8000-000000000001'

async function axeClean(page: Page, where: string) {
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] })
}

for (const theme of ['Claro', 'Oscuro'] as const) {
  test(`las pantallas de RR.HH. no tienen violaciones serias ni críticas (${theme.toLowerCase()})`, async ({
    page,
  }) => {
    // A walk of a dozen screens with axe on each: longer than one screen's budget.
    test.slow()
    await signIn(page, 'rrhh@cordillera.cl')
    await page
      .getByRole('button', { name: /^Cambiar tema/ })
      .first()
      .click()
    await page.getByRole('menuitemradio', { name: theme }).click()

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
    await page.goto('/rrhh/operadores-dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="chart"] svg').first()).toBeVisible()
    await axeClean(page, '/rrhh/operadores-dashboard')

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
}
