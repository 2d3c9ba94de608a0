// The lessor's estados de pago against the real stack: staff emit one of Arriendos Sur's external
// EDPs (through the API: the backoffice's screens are their own suite's); proveedor@arriendos-sur.cl,
// on a phone, opens it and asks to adjust a line with a file; staff accept the request; the lessor
// sees the new revision and Cordillera's answer, and accepts it; the second demo lessor finds it
// neither in its list nor by its link. No serious or critical accessibility violation.
import { apiAs, seriousViolations, signInOnce } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'

const A = 'proveedor@arriendos-sur.cl'
const B = 'proveedor@maqnorte.cl'

// A whole 1×1 PNG: the API keeps a file only when its bytes are what they claim.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

type Edp = {
  id: string
  folio: string
  version: number
  revision: number
  proveedor: { razonSocial: string }
  solicitudesAjuste: { id: string; folio: string; estado: string }[]
}

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('link')

test('el arrendador pide un ajuste con respaldo, Cordillera lo acepta y el arrendador acepta la nueva revisión; el otro arrendador no lo ve', async ({
  page,
  browser,
}) => {
  test.slow()
  const staff = await apiAs(browser, 'comercial@cordillera.cl')
  const borradores = await staff.ok<{ items: Edp[] }>(
    'GET',
    '/v1/edp-externos?estado=borrador&pageSize=all',
  )
  const borrador = borradores.items.find((edp) => edp.proveedor.razonSocial === 'Arriendos Sur SpA')
  if (!borrador) throw new Error('the demo has no borrador external EDP of Arriendos Sur left')
  const emitido = await staff.ok<Edp>('POST', `/v1/edp-externos/${borrador.id}/emitir`, {
    version: borrador.version,
  })
  const { folio } = emitido

  // The lessor, on a phone: its list, then the EDP just emitted (an older period: its card may
  // be on a later page of the newest-first list, so it is opened by its link).
  await page.setViewportSize({ width: 412, height: 915 })
  await signInOnce(page, A)
  await page.goto('/arrendador/estados-de-pago')
  await expect(page.getByRole('heading', { level: 1, name: 'Estados de pago' })).toBeVisible()
  await expect(cards(page, 'Estados de pago').first()).toBeVisible()
  expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  await page.goto(`/arrendador/estados-de-pago?id=${emitido.id}`)
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
  await expect(page.getByText(/^Solicitud AJU-\d{6} enviada$/)).toBeVisible()
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

  // Staff accept the request: a new revision.
  const enAjuste = await staff.ok<Edp>('GET', `/v1/edp-externos/${emitido.id}`)
  const solicitud = enAjuste.solicitudesAjuste.find((s) => s.estado === 'pendiente')
  if (!solicitud) throw new Error('the request did not reach staff')
  const respuesta = `Revisadas las guías (e2e ${Date.now()})`
  await staff.ok(
    'POST',
    `/v1/edp-externos/${emitido.id}/solicitudes-ajuste/${solicitud.id}/aceptar`,
    {
      version: enAjuste.version,
      respuesta,
    },
  )
  await staff.close()

  // The lessor sees the new revision and the answer, and accepts it.
  await page.goto(enlace)
  await expect(page.getByText('Revisiones anteriores')).toBeVisible()
  await expect(page.getByText(`Revisión ${emitido.revision}:`)).toBeVisible()
  await expect(page.getByText(`Respuesta: ${respuesta}`)).toBeVisible()
  await expect(page.getByText('$987.654').first()).toBeVisible()
  await page.getByRole('button', { name: 'Aceptar' }).click()
  await expect(page.getByText(`Estado de pago ${folio} aceptado`)).toBeVisible()
  await expect(page.getByText('Aceptado').first()).toBeVisible()
})
