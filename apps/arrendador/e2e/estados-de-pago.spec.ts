// The lessor's estados de pago against the real stack, staff's half through the backoffice's
// screens: comercial@cordillera.cl, on a desktop of its own, finds a borrador of Arriendos Sur in
// estado-de-pago-externos/gestionar and emits it from its editar screen (confirming the question
// that says who will see it); proveedor@arriendos-sur.cl, on a phone, opens it and asks to adjust
// a line with a file; comercial@ accepts the request from the same screen with an answer (a new
// revision, the first kept); the lessor sees the new revision and Cordillera's answer, and
// accepts it; the second demo lessor finds it neither in its list nor by its link. No serious or
// critical accessibility violation, in the lessor's portal and on the staff's editar screen.
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { urlOf } from '@cordillera/stack'
import { type Browser, expect, type Page, test } from '@playwright/test'

const A = 'proveedor@arriendos-sur.cl'
const B = 'proveedor@maqnorte.cl'
const STAFF = 'comercial@cordillera.cl'
const BACKOFFICE = urlOf('backoffice')

// A whole 1×1 PNG: the API keeps a file only when its bytes are what they claim.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('link')

/** comercial@ in the backoffice, in a desktop browser of its own, at `at`. */
async function backofficeAt(browser: Browser, at: string) {
  const context = await browser.newContext({
    baseURL: BACKOFFICE,
    viewport: { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  await signInOnce(page, STAFF, { baseURL: BACKOFFICE, at })
  return { context, page }
}

test('Cordillera emite el EDP externo; el arrendador pide un ajuste con respaldo, Cordillera lo acepta y el arrendador acepta la nueva revisión; el otro arrendador no lo ve', async ({
  page,
  browser,
}) => {
  test.slow()
  // Staff: the borradores of Arriendos Sur in gestionar (which opens on those en ajuste).
  const staff = await backofficeAt(browser, '/estado-de-pago-externos/gestionar')
  const backoffice = staff.page
  await expect(
    backoffice.getByRole('heading', { level: 1, name: 'Gestionar EDP externos' }),
  ).toBeVisible()
  await backoffice.getByRole('combobox', { name: 'Filtrar por Estado' }).selectOption('Borrador')
  await expect(backoffice).toHaveURL(/estado=borrador/)
  const proveedor = backoffice.getByRole('combobox', { name: 'Proveedor', exact: true })
  await proveedor.click()
  await proveedor.fill('Arriendos Sur')
  await backoffice.getByRole('option', { name: 'Arriendos Sur SpA' }).click()
  await expect(backoffice).toHaveURL(/proveedorId=/)
  const fila = backoffice
    .getByRole('row')
    .filter({ hasText: 'Arriendos Sur SpA' })
    .filter({ hasText: 'Borrador' })
    .first()
  const enlaceFolio = fila.getByRole('link', { name: /^EDPE-\d{6}$/ })
  await expect(enlaceFolio).toBeVisible()
  const folio = (await enlaceFolio.textContent()) ?? ''
  expect(folio).toMatch(/^EDPE-\d{6}$/)

  // Its editar screen: emitted to the lessor, no longer editable.
  await enlaceFolio.click()
  await expect(
    backoffice.getByRole('heading', { level: 1, name: `EDP externo ${folio}` }),
  ).toBeVisible()
  const editar = backoffice.url()
  const id = editar.match(/\/([^/]+)\/editar$/)?.[1] ?? ''
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await backoffice.getByRole('button', { name: 'Emitir al arrendador' }).click()
  const pregunta = backoffice.getByRole('alertdialog', {
    name: `¿Emitir el ${folio} al arrendador?`,
  })
  await expect(pregunta).toContainText('Arriendos Sur SpA lo verá en su portal')
  expect(await seriousViolations(backoffice)).toEqual([])
  await pregunta.getByRole('button', { name: 'Emitir', exact: true }).click()
  await expect(backoffice.getByText(`El ${folio} se emitió al arrendador.`)).toBeVisible()
  await expect(
    backoffice.getByText('Emitido: espera la respuesta del arrendador. No se edita.'),
  ).toBeVisible()
  await expect(backoffice.getByRole('button', { name: 'Emitir al arrendador' })).toHaveCount(0)

  // The lessor, on a phone: its list, then the EDP just emitted (an older period: its card may
  // be on a later page of the newest-first list, so it is opened by its link).
  await page.setViewportSize({ width: 412, height: 915 })
  await signInOnce(page, A)
  await page.goto('/arrendador/estados-de-pago')
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de pago' })).toBeVisible()
  await expect(cards(page, 'Estados de pago').first()).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.goto(`/arrendador/estados-de-pago?id=${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Estado de pago ${folio}` }),
  ).toBeVisible()
  const enlace = page.url()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])

  // Asks to adjust the first line, with a file.
  await page.getByRole('button', { name: 'Solicitar ajuste' }).first().click()
  await page.getByLabel('Monto que corresponde (pesos)').fill('987654')
  const motivo = `Faltan dos días según las guías (e2e ${Date.now()})`
  await page.getByLabel('Motivo').fill(motivo)
  await page.locator('input[type="file"]').setInputFiles({
    name: 'guias.png',
    mimeType: 'image/png',
    buffer: PNG,
  })
  await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  const enviada = page.getByText(/^Solicitud AJU-\d{6} enviada$/)
  await expect(enviada).toBeVisible()
  const solicitud = ((await enviada.textContent()) ?? '').match(/AJU-\d{6}/)?.[0] ?? ''
  await expect(page.getByText('En ajuste').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0)

  // Its requests: pending, with its file.
  await page.goto('/arrendador/solicitudes-ajuste')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de ajuste' })).toBeVisible()
  const lista = page.getByRole('list', { name: 'Solicitudes de ajuste' })
  await expect(lista).toContainText(motivo)
  await expect(lista).toContainText('guias.png')

  // The other lessor: not in its list, not by its link.
  const otro = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) })
  const suya = await otro.newPage()
  await signInOnce(suya, B)
  await suya.goto('/arrendador/estados-de-pago')
  await expect(suya.getByRole('heading', { level: 1, name: 'Estados de pago' })).toBeVisible()
  await expect(cards(suya, 'Estados de pago').first()).toBeVisible()
  await expect(suya.getByRole('list', { name: 'Estados de pago' })).not.toContainText(folio)
  await suya.goto(enlace)
  await expect(suya.getByRole('heading', { name: 'El estado de pago no existe' })).toBeVisible()
  await otro.close()

  // Staff find the request on the EDP, en ajuste, and accept it with an answer: a new revision.
  await backoffice.goto(editar)
  await expect(
    backoffice.getByText(
      'El arrendador pidió ajustar líneas: acepte (nueva revisión) o rechace cada solicitud.',
    ),
  ).toBeVisible()
  const pedida = backoffice
    .getByRole('table', { name: 'Solicitudes de ajuste' })
    .getByRole('row')
    .filter({ hasText: solicitud })
  await expect(pedida).toContainText(motivo)
  await expect(pedida).toContainText('$987.654')
  const respuesta = `Revisadas las guías (e2e ${Date.now()})`
  await pedida.getByLabel('Respuesta (obligatoria para rechazar)').fill(respuesta)
  expect(await seriousViolations(backoffice)).toEqual([])
  await pedida.getByRole('button', { name: 'Aceptar' }).click()
  await expect(
    backoffice.getByText(`${solicitud} aceptada: el EDP pasa a una nueva revisión.`),
  ).toBeVisible()
  await expect(backoffice.getByText('Revisión 1 (anterior, solo lectura)')).toBeVisible()
  await expect(pedida).toContainText('Aceptada')
  await expect(pedida).toContainText(respuesta)
  await staff.context.close()

  // The lessor sees the new revision and the answer, and accepts it.
  await page.goto(enlace)
  await expect(page.getByText('Revisiones anteriores')).toBeVisible()
  await expect(page.getByText('Revisión 1:')).toBeVisible()
  await expect(page.getByText(`Respuesta: ${respuesta}`)).toBeVisible()
  await expect(page.getByText('$987.654').first()).toBeVisible()
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.getByText(`Estado de pago ${folio} aceptado`)).toBeVisible()
  await expect(page.getByText('Aceptado').first()).toBeVisible()
})
