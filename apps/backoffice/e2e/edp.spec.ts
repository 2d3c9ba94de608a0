// Issue 22 in a real browser, the staff half: comercial@ creates last month's estado de pago of a
// contract from its detail, reads the API's draft (a line's evidence: the despacho with its guía,
// the days on rent) and its totals, creates it, and sends it to the obra with a comment; the EDP
// shows in revisión obra, locked, with its history; its PDF's text shows the folio and the total
// the screen shows; and edp-generados counts it in its tab. No
// serious or critical accessibility violation on crear and editar, in light and in dark.
//
// The seed gives every seeded contract the EDPs of its last three months that its evidence
// allows, so the contract is made in the setup, through the API as the screens would (admin@,
// who holds every key): a CLP quotation billed by day, accepted and passed to a contract that
// starts on last month's first day with one free asset delivered on the 3rd, and its despacho with
// its guía that day. Nothing else of the demo data bills it.
import { readFile } from 'node:fs/promises'
import { apiAs, seriousViolations, signInOnce } from '@cordillera/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

type Pagina<T> = { items: T[] }

test.describe.configure({ mode: 'serial' })

const TARIFA_DIA = 45_000
const GUIA = 80_000 + Math.floor(Math.random() * 9_000)

/** Last calendar month (Santiago's today is close enough to UTC's for a month's first days). */
function mesAnterior() {
  const now = new Date()
  const desde = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const hasta = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const entrega = new Date(desde)
  entrega.setUTCDate(3)
  return {
    desde: day(desde),
    hasta: day(hasta),
    entrega: day(entrega),
    dias: hasta.getUTCDate() - 2,
  }
}

/** A new contract of last month, billed by day, with its asset dispatched on the 3rd. */
async function contratoDelMesAnterior(browser: Browser) {
  const admin = await apiAs(browser, 'admin@cordillera.cl')
  try {
    const mes = mesAnterior()
    const obras = await admin.ok<
      Pagina<{ id: string; codigo: string; nombre: string; razonSocial: { id: string } }>
    >('GET', '/v1/obras?pageSize=20&sort=codigo&dir=desc')
    // Not the demo site client's obra (OB-0001): its EDPs are the operador suite's.
    const obra = obras.items.find((row) => row.codigo !== 'OB-0001')
    if (!obra) throw new Error('Sin obras en la base de prueba')
    const { tiposActivo } = await admin.ok<{ tiposActivo: { id: string; nombre: string }[] }>(
      'GET',
      '/v1/tipos-activo/opciones',
    )
    for (const tipo of tiposActivo) {
      const cotizacion = await admin.ok<{ id: string; version: number }>(
        'POST',
        '/v1/cotizaciones',
        {
          razonSocialId: obra.razonSocial.id,
          obraId: obra.id,
          fecha: mes.desde,
          validezDias: 90,
          moneda: 'CLP',
          condiciones: 'EDP e2e',
          items: [
            {
              tipoActivoId: tipo.id,
              cantidad: 1,
              unidadCobro: 'dia',
              tarifa: TARIFA_DIA,
              periodoEstimado: 30,
            },
          ],
        },
      )
      const enviada = await admin.ok<{ version: number }>(
        'POST',
        `/v1/cotizaciones/${cotizacion.id}/estado`,
        { version: cotizacion.version, estado: 'enviada' },
      )
      const aceptada = await admin.ok<{ version: number; items: { id: string }[] }>(
        'POST',
        `/v1/cotizaciones/${cotizacion.id}/estado`,
        { version: enviada.version, estado: 'aceptada' },
      )
      const libres = await admin.ok<{
        items: { cotizacionItemId: string; activos: { id: string; estado: string }[] }[]
      }>('GET', `/v1/cotizaciones/${cotizacion.id}/activos-disponibles?fechaInicio=${mes.desde}`)
      const [item] = libres.items
      const activo = item?.activos.find((candidate) => candidate.estado === 'disponible')
      if (!item || !activo) continue
      const contrato = await admin.ok<{ id: string; folio: string }>(
        'POST',
        `/v1/cotizaciones/${cotizacion.id}/contrato`,
        {
          version: aceptada.version,
          fechaInicio: mes.desde,
          items: [
            {
              cotizacionItemId: item.cotizacionItemId,
              activoId: activo.id,
              fechaEntrega: mes.entrega,
            },
          ],
        },
      )
      await admin.ok('POST', `/v1/activos/${activo.id}/movimientos`, {
        tipo: 'despacho',
        fecha: `${mes.entrega}T10:00:00-03:00`,
        hastaObraId: obra.id,
        guiaDespacho: GUIA,
        responsable: 'Bodega central (e2e)',
      })
      return { ...contrato, mes, obra }
    }
    throw new Error('Ningún tipo de activo tiene uno libre para el contrato de prueba')
  } finally {
    await admin.close()
  }
}

async function modoOscuro(page: Page) {
  await page
    .getByRole('button', { name: /^Cambiar tema/ })
    .first()
    .click()
  await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
}

let contrato: Awaited<ReturnType<typeof contratoDelMesAnterior>>
let total = ''

test.beforeAll(async ({ browser }) => {
  contrato = await contratoDelMesAnterior(browser)
})

test('comercial@ crea el EDP del mes anterior de un contrato, viendo la evidencia de una línea', async ({
  page,
}) => {
  const { mes } = contrato
  await signInOnce(page, 'comercial@cordillera.cl', { at: `/contratos/${contrato.id}` })
  await expect(
    page.getByRole('heading', { level: 1, name: `Contrato ${contrato.folio}` }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Crear EDP' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crear EDP' })).toBeVisible()

  // The API's draft for last month: one line, the days from the despacho on the 3rd.
  const lineas = page.getByRole('table', { name: 'Líneas del EDP' })
  await expect(lineas.getByText(`${mes.dias} días`, { exact: true })).toBeVisible()
  await lineas.getByRole('button', { name: /^Evidencia de Arriendo/ }).click()
  const evidencia = page.locator('[data-evidencia]')
  await expect(evidencia).toContainText(`guía de despacho N° ${GUIA}`)
  await expect(evidencia).toContainText(`Días cobrables${mes.dias}`)

  // Days × tarifa, IVA once, total: as the screen shows them.
  const neto = mes.dias * TARIFA_DIA
  const iva = Math.round(neto * 0.19)
  const pesos = (amount: number) => `$${amount.toLocaleString('es-CL')}`
  await expect(page.locator('[data-total="neto"]')).toHaveText(pesos(neto))
  await expect(page.locator('[data-total="iva"]')).toHaveText(pesos(iva))
  total = pesos(neto + iva)
  await expect(page.locator('[data-total="total"]')).toHaveText(total)

  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Crear EDP' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^EDP EDP-\d{6}$/ })).toBeVisible()
  await expect(page.getByText('Revisión comercial 1').first()).toBeVisible()
  await expect(page.locator('[data-total="total"]')).toHaveText(total)
})

test('comercial@ lo envía a la obra con un comentario; queda en revisión obra, sin edición', async ({
  page,
}) => {
  await signInOnce(page, 'comercial@cordillera.cl', {
    at: `/edp-generados?f.contratoId=${contrato.id}`,
  })
  const fila = page.getByRole('row', { name: new RegExp(contrato.folio) })
  await fila.getByRole('link', { name: /^EDP-\d{6}$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^EDP EDP-\d{6}$/ })).toBeVisible()

  await page.getByRole('button', { name: 'Enviar a obra' }).click()
  const dialogo = page.getByRole('dialog')
  await dialogo.getByRole('textbox', { name: /^Comentario/ }).fill('Revisado con guías y días')
  expect(await seriousViolations(page)).toEqual([])
  await dialogo.getByRole('button', { name: 'Enviar a obra' }).click()

  await expect(
    page.getByText('Revisión obra: mientras está en la obra, el EDP no se edita.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0)
  const historial = page.getByRole('list', { name: 'Historial del EDP' })
  await expect(historial).toContainText('Enviado a obra')
  await expect(historial).toContainText('«Revisado con guías y días»')
  await expect(page.locator('[data-total="total"]')).toHaveText(total)

  const folio =
    (await page.getByRole('heading', { level: 1 }).textContent())?.replace('EDP ', '') ?? ''
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${folio}.pdf`)
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())))
  const { text } = await extractText(pdf, { mergePages: true })
  expect(text).toContain(folio)
  expect(text).toContain(total)

  await modoOscuro(page)
  await page.getByRole('button', { name: /^Evidencia de Arriendo/ }).click()
  expect(await seriousViolations(page)).toEqual([])
})

test('edp-generados lo cuenta en su pestaña, en claro y en oscuro', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl', { at: '/edp-generados/revision-obra' })
  // The obra's picker searches the API; the choice narrows the list and the tabs' counts.
  await page.getByRole('combobox', { name: 'Obra' }).fill(contrato.obra.codigo)
  await page
    .getByRole('option', { name: new RegExp(`^${contrato.obra.codigo} `) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`f\\.obraId=${contrato.obra.id}`))
  const tabs = page.getByRole('navigation', { name: 'Etapas del EDP' })
  await expect(tabs.getByRole('link', { name: /^Revisión obra\s*\d+ EDP$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('row', { name: new RegExp(contrato.folio) })).toContainText(total)
  expect(await seriousViolations(page)).toEqual([])
  await modoOscuro(page)
  expect(await seriousViolations(page)).toEqual([])
})
