// Issue 25 in a real browser, the factura's half: comercial@ opens the EDP's aprobado-obra tab,
// issues the factura electrónica of an approved EDP the demo left without one (the seed's
// DEMO_EDPS_SIN_FACTURA), after the dialog says what issuing does; the row shows its folio. The
// XML it downloads is the signed EnvioDTE, valid against the SII's own schemas (libxml2, as the
// API validates before storing) and carrying that folio and the EDP's total; the PDF's text
// shows the folio and the total as the list shows them. Then documentos-tributarios lists it with
// its EDP. And su's configuracion-tributaria shows the demo's settings, its test certificate and
// its CAFs. No serious or critical accessibility violation on either screen.
import { readFile } from 'node:fs/promises'
import { apiAs, seriousViolations, signInOnce } from '@cordillera/playwright'
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

test.describe.configure({ mode: 'serial' })

let edpFolio = ''
let total = ''
let folio = ''

/** The newest approved EDP the demo left without factura (the first such row of the tab). */
async function edpPorFacturar(browser: Browser) {
  const comercial = await apiAs(browser, 'comercial@cordillera.cl')
  try {
    const { items } = await comercial.ok<{ items: { folio: string; factura: unknown }[] }>(
      'GET',
      '/v1/edp?estado=aprobado-obra&pageSize=100&sort=numero&dir=desc',
    )
    const edp = items.find((row) => row.factura === null)
    if (!edp) throw new Error('No quedó ningún EDP aprobado por obra sin factura')
    return edp.folio
  } finally {
    await comercial.close()
  }
}

async function descargar(page: Page, name: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name }).click()
  const download = await downloading
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) }
}

test('comercial@ emite la factura de un EDP aprobado por obra y descarga su XML y su PDF', async ({
  page,
  browser,
}) => {
  edpFolio = await edpPorFacturar(browser)
  await signInOnce(page, 'comercial@cordillera.cl', {
    at: `/edp-generados/aprobado-obra?q=${edpFolio}`,
  })
  await expect(page.getByRole('heading', { level: 1, name: 'EDP generados' })).toBeVisible()
  const fila = page.getByRole('row', { name: new RegExp(edpFolio) })
  await expect(fila.getByRole('button', { name: `Emitir factura del ${edpFolio}` })).toBeVisible()
  total =
    (await fila
      .locator('td')
      .filter({ hasText: /^\$[\d.]+$/ })
      .last()
      .textContent()) ?? ''
  expect(edpFolio).toMatch(/^EDP-\d{6}$/)
  expect(total).toMatch(/^\$[\d.]+$/)

  await fila.getByRole('button', { name: `Emitir factura del ${edpFolio}` }).click()
  const dialogo = page.getByRole('alertdialog')
  await expect(dialogo).toContainText(`¿Emitir la factura del ${edpFolio}?`)
  await expect(dialogo).toContainText('no se puede deshacer')
  expect(await seriousViolations(page)).toEqual([])
  await dialogo.getByRole('button', { name: 'Emitir factura' }).click()
  const aviso = page.getByText(new RegExp(`^Factura N° [\\d.]+ emitida para el ${edpFolio}\\.$`))
  await expect(aviso).toBeVisible()
  folio = /N° ([\d.]+)/.exec((await aviso.textContent()) ?? '')?.[1]?.replaceAll('.', '') ?? ''
  expect(Number(folio)).toBeGreaterThan(0)

  const emitida = page.getByRole('row', { name: new RegExp(edpFolio) })
  await expect(emitida).toContainText(`Factura N° ${Number(folio).toLocaleString('es-CL')}`)
  await expect(emitida.getByRole('button', { name: /^Emitir factura/ })).toHaveCount(0)

  const nombre = `factura N° ${Number(folio).toLocaleString('es-CL')}`
  const xml = await descargar(page, `Descargar XML de la ${nombre}`)
  expect(xml.name).toBe(`DTE-33-F${folio.padStart(6, '0')}.xml`)
  expect(await validateAgainst(xml.bytes, 'EnvioDTE_v10.xsd')).toEqual({ valid: true, errors: [] })
  const texto = xml.bytes.toString('latin1')
  expect(texto).toContain(`<Folio>${folio}</Folio>`)
  expect(texto).toContain(`<MntTotal>${total.replace(/\D/g, '')}</MntTotal>`)

  const pdf = await descargar(page, `Descargar PDF de la ${nombre}`)
  expect(pdf.name).toBe(`DTE-33-F${folio.padStart(6, '0')}.pdf`)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
    mergePages: true,
  })
  expect(text).toContain(`N° ${folio}`)
  expect(text).toContain(total)
})

test('documentos-tributarios lista la factura emitida con su EDP', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl', {
    at: `/documentos-tributarios?f.tipoDte=33&f.folio=${folio}`,
  })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documentos tributarios' }),
  ).toBeVisible()
  const fila = page.getByRole('row', { name: new RegExp(edpFolio) })
  await expect(fila).toContainText('Factura electrónica')
  await expect(fila).toContainText(total)
  await expect(fila).toContainText('Listo para enviar')
  await expect(fila.getByRole('link', { name: edpFolio })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('admin@ ve la configuración tributaria de la demo: el certificado de prueba y sus CAF', async ({
  page,
}) => {
  await signInOnce(page, 'admin@cordillera.cl', { at: '/configuracion-tributaria' })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración tributaria' }),
  ).toBeVisible()
  const certificado = page.getByRole('region', { name: 'Certificado digital' })
  await expect(certificado).toContainText('CERTIFICADO DE PRUEBA - NO VALIDO ANTE EL SII')
  await expect(certificado).toContainText('Vigente')
  const cafs = page.getByRole('table', { name: 'CAF cargados' })
  await expect(cafs).toContainText('33 · Factura electrónica')
  await expect(cafs).toContainText('52 · Guía de despacho electrónica')
  await expect(page.getByRole('textbox', { name: 'Razón social' })).not.toHaveValue('')
  expect(await seriousViolations(page)).toEqual([])
})
