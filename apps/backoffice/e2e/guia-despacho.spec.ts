// Issue 25 in a real browser, the guía's half (decision 091): operaciones@ records a despacho of
// a free asset to an obra with its guía de despacho electrónica — the form's "Emitir guía
// electrónica" with the transport — and the toast says its folio; the history shows the movement
// with "Guía electrónica N° <folio>", and its PDF downloads, printed with that folio. The demo's
// SII settings, test certificate and CAF of guías (the seed's demo-sii.ts) let it issue.
import { readFile } from 'node:fs/promises'
import { seriousViolations, signInOnce } from '@cordillera/playwright'
import { expect, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { openFromMenu } from './support/menu.ts'

test.describe.configure({ timeout: 120_000 })

test('operaciones@ registra un despacho con guía electrónica y ve su folio en el movimiento', async ({
  page,
}) => {
  await signInOnce(page, 'operaciones@cordillera.cl', {
    at: '/logistica-activos?f.estado=disponible',
  })
  const acciones = page.getByRole('button', { name: /^Acciones de / }).first()
  await expect(acciones).toBeVisible()
  const codigo =
    ((await acciones.getAttribute('aria-label')) ?? '').replace('Acciones de ', '').split(' ')[0] ??
    ''
  expect(codigo).not.toBe('')
  await acciones.click()
  await page.getByRole('menuitem', { name: 'Registrar movimiento' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'Despacho' }).click()
  await dialog.getByRole('combobox', { name: 'Constructora de la obra' }).click()
  await page.keyboard.type('Los Andes')
  await page.getByRole('option', { name: 'Constructora Los Andes S.A.' }).click()
  await dialog.getByRole('combobox', { name: 'Obra de destino' }).click()
  await page.getByRole('option').first().click()

  await dialog.getByRole('radio', { name: 'Emitir guía electrónica' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Guía de despacho (folio)' })).toHaveCount(0)
  await dialog.getByRole('textbox', { name: /^RUT del transportista/ }).fill('77.123.456-9')
  await dialog
    .getByRole('textbox', { name: /^Nombre del transportista/ })
    .fill('Transportes Andinos')
  await dialog.getByRole('textbox', { name: /^Patente/ }).fill('BCDF12')
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Registrar movimiento' }).click()

  const aviso = page.getByText(
    new RegExp(`^Movimiento registrado: ${codigo} en obra\\. Guía electrónica N° \\d+$`),
  )
  await expect(aviso).toBeVisible()
  const folio = /N° (\d+)$/.exec((await aviso.textContent()) ?? '')?.[1] ?? ''
  expect(Number(folio)).toBeGreaterThan(0)

  // The history, searched by the asset's código: the despacho heads it, with its guía.
  await openFromMenu(page, 'Histórico de movimientos')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Histórico de movimientos' }),
  ).toBeVisible()
  await page.getByRole('searchbox').fill(codigo)
  await expect(page).toHaveURL(new RegExp(`q=${codigo}`))
  const fila = page.getByRole('row').nth(1)
  await expect(fila).toContainText('Despacho')
  await expect(fila).toContainText(`Guía electrónica N° ${folio}`)
  await expect(fila).toContainText('Transportes Andinos')
  expect(await seriousViolations(page)).toEqual([])

  const downloading = page.waitForEvent('download')
  await fila
    .getByRole('button', { name: `Descargar PDF de la guía electrónica N° ${folio}` })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`DTE-52-F${folio.padStart(6, '0')}.pdf`)
  const path = await download.path()
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), {
    mergePages: true,
  })
  expect(text).toMatch(/GU[IÍ]A DE DESPACHO/)
  expect(text).toContain(`N° ${folio}`)
})
