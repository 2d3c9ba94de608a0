// Issue 11 in a real browser, the staff half: comercial@ writes a quotation in UF with three items
// and reads Neto / IVA / Total as they are typed; downloads its PDF and finds in its text the razón
// social, the folio and the total exactly as the screen shows them; sends and accepts it; passes it
// to a contract choosing the assets; finds the contract among the vigentes and raises a retiro
// parcial from it. (The site client's requests are the operador portal's suite.)
import { readFile } from 'node:fs/promises'
import { signInOnce } from '@cordillera/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { chooseOption, searchAndChoose } from './support/forms.ts'
import { openFromMenu } from './support/menu.ts'

const COMERCIAL = 'comercial@cordillera.cl'
const RAZON_SOCIAL = 'Inmobiliaria Andina Las Condes SpA'
const OBRA = 'Edificio Parque Alcántara'
const condiciones = `Prueba e2e ${Date.now().toString(36)}`

/** An item of the editor: its block, by number. */
const item = (page: Page, numero: number) => page.locator(`fieldset[data-item="${numero}"]`)

async function fillItem(
  block: Locator,
  values: {
    tipo: string
    unidad?: string
    cantidad?: string
    tarifa: string
    periodo: string
    fleteIda?: string
    fleteVuelta?: string
    descuento?: string
  },
) {
  const page = block.page()
  await block.getByRole('combobox', { name: 'Tipo de activo' }).click()
  await page.getByRole('option', { name: values.tipo, exact: true }).click()
  if (values.unidad) {
    await block.getByRole('combobox', { name: 'Unidad de cobro' }).click()
    await page.getByRole('option', { name: values.unidad, exact: true }).click()
  }
  if (values.cantidad) await block.getByRole('textbox', { name: 'Cantidad' }).fill(values.cantidad)
  await block.getByRole('textbox', { name: 'Tarifa (UF)' }).fill(values.tarifa)
  await block.getByRole('textbox', { name: /^Período estimado/ }).fill(values.periodo)
  if (values.fleteIda) {
    await block.getByRole('textbox', { name: 'Flete de ida' }).fill(values.fleteIda)
  }
  if (values.fleteVuelta) {
    await block.getByRole('textbox', { name: 'Flete de vuelta' }).fill(values.fleteVuelta)
  }
  if (values.descuento) {
    await block.getByRole('textbox', { name: 'Descuento (%)' }).fill(values.descuento)
  }
}

/** Neto / IVA / Total of a totals list as the user reads them. */
async function totales(scope: Page | Locator, label: string) {
  const list = scope.locator(`dl[aria-label="${label}"]`)
  const read = async (name: string) =>
    (await list.locator(`[data-total="${name}"] dd`).textContent())?.trim() ?? ''
  return { neto: await read('Neto'), iva: await read('IVA'), total: await read('Total') }
}

test.describe.configure({ mode: 'serial' })

let cotizacionUrl = ''
let folio = ''
let total = ''
let contratoFolio = ''

test('comercial@ crea una cotización en UF con tres ítems y ve sus totales', async ({ page }) => {
  await signInOnce(page, COMERCIAL)
  await openFromMenu(page, 'Cotizaciones')
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizaciones' })).toBeVisible()
  await page.getByRole('link', { name: 'Nueva cotización' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cotización' })).toBeVisible()

  // Nothing chosen: the API's own schema says what is missing, in Spanish, and nothing is sent.
  await page.getByRole('button', { name: 'Crear cotización' }).click()
  await expect(page.getByText('Ingrese la tarifa.')).toBeVisible()

  await searchAndChoose(page, 'Razón social', 'Andina Las Condes', RAZON_SOCIAL)
  await searchAndChoose(page, 'Obra', 'Alcántara', OBRA)
  await chooseOption(page, /^Moneda/, 'Unidades de fomento (UF)')
  await page.getByRole('textbox', { name: /^Condiciones/ }).fill(condiciones)

  // A tipo brings its unidad de cobro (the excavadora is charged by the hour).
  await fillItem(item(page, 1), {
    tipo: 'Excavadora',
    tarifa: '1,25',
    periodo: '160',
    descuento: '5',
  })
  await expect(item(page, 1).getByRole('combobox', { name: 'Unidad de cobro' })).toHaveText('Hora')
  await page.getByRole('button', { name: 'Agregar ítem' }).click()
  await fillItem(item(page, 2), {
    tipo: 'Generador',
    tarifa: '30',
    periodo: '2',
    fleteIda: '2,5',
    fleteVuelta: '2,5',
  })
  await page.getByRole('button', { name: 'Agregar ítem' }).click()
  await fillItem(item(page, 3), {
    tipo: 'Plataforma tijera',
    unidad: 'Día',
    cantidad: '2',
    tarifa: '1,1',
    periodo: '20',
  })

  // 1 × 1,25 × 160 − 5 % = 190; 30 × 2 + 5 of fletes = 65; 2 × 1,1 × 20 = 44: neto UF 299.
  await expect(page.locator('[data-neto-item="1"]')).toHaveText('UF 190,00')
  expect(await totales(page, 'Totales en UF')).toEqual({
    neto: 'UF 299,00',
    iva: 'UF 56,81',
    total: 'UF 355,81',
  })
  // Today has a valor UF in the demo data: the pesos are shown beside it.
  await expect(
    page.getByText(/^Equivalente en pesos al \d{2}-\d{2}-\d{4} \(UF \$[\d.]+,\d{2}\)$/),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Crear cotización' }).click()
  const heading = page.getByRole('heading', { level: 1, name: /^Cotización COT-\d{6}$/ })
  await expect(heading).toBeVisible()
  folio = ((await heading.textContent()) ?? '').replace('Cotización ', '').trim()
  cotizacionUrl = page.url()
  await expect(page.getByText('Borrador', { exact: true })).toBeVisible()
  const detalle = await totales(page, 'Totales en UF')
  expect(detalle).toEqual({ neto: 'UF 299,00', iva: 'UF 56,81', total: 'UF 355,81' })
  total = detalle.total
  await expect(page.getByText(/^Equivalente en pesos al /)).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Plataforma tijera' })).toBeVisible()
})

test('descarga el PDF: trae la razón social, el folio y el total de la pantalla', async ({
  page,
}) => {
  await signInOnce(page, COMERCIAL, { at: cotizacionUrl })
  await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Descargar PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${folio}.pdf`)
  const path = await download.path()
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)))
  const { text } = await extractText(pdf, { mergePages: true })
  expect(text).toContain(RAZON_SOCIAL)
  expect(text).toContain(folio)
  expect(text).toContain(total)
})

test('la envía, la acepta y la pasa a contrato eligiendo los activos', async ({ page }) => {
  await signInOnce(page, COMERCIAL, { at: cotizacionUrl })
  await page.getByRole('button', { name: 'Enviar', exact: true }).click()
  await expect(page.getByText('Enviada', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Rechazar' })).toBeVisible()
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click()
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Pasar a contrato' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Pasar ${folio} a contrato` }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: /^Orden de compra/ }).fill('OC-E2E-1')
  await page.getByRole('button', { name: 'Buscar activos disponibles' }).click()

  const submit = page.getByRole('button', { name: 'Faltan activos por elegir' })
  await expect(submit).toBeDisabled()
  for (const [tipo, cantidad] of [
    ['Excavadora', 1],
    ['Generador', 1],
    ['Plataforma tijera', 2],
  ] as const) {
    const section = page.getByRole('region', { name: `${tipo} — elija ${cantidad}` })
    const boxes = section.getByRole('checkbox')
    for (let index = 0; index < cantidad; index++) {
      // Clicked, then awaited: a chosen asset re-renders its item with fields of its own, which
      // on a busy machine lands after `check()` has already looked (and found it unchanged).
      await boxes.nth(index).click()
      await expect(boxes.nth(index)).toBeChecked()
      // The chosen asset's fields open below it: wait for them before the next box moves.
      await expect(section.getByText(`${index + 1} de ${cantidad} elegidos`)).toBeVisible()
    }
    // The item has its cantidad: the next asset of the tipo cannot be added.
    await expect(boxes.nth(cantidad)).toBeDisabled()
  }
  await page.getByRole('button', { name: 'Crear contrato' }).click()

  const creado = page.getByText(/^Se creó el contrato CON-\d{6}\.$/)
  await expect(creado).toBeVisible()
  contratoFolio = ((await creado.textContent()) ?? '').match(/CON-\d{6}/)?.[0] ?? ''
  await expect(
    page.getByRole('heading', { level: 1, name: `Contrato ${contratoFolio}` }),
  ).toBeVisible()

  // The quotation now says where it went, and cannot be passed again.
  await page.goto(cotizacionUrl)
  await expect(page.getByText('Contratada', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: contratoFolio })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pasar a contrato' })).toHaveCount(0)
  await page.goto(cotizacionUrl.replace(/gestionar$/, 'pasar-contrato'))
  await expect(page.getByText(`La cotización ya pasó a contrato (${contratoFolio}).`)).toBeVisible()
})

test('el contrato está entre los vigentes y se le pide un retiro parcial', async ({ page }) => {
  await signInOnce(page, COMERCIAL)
  await openFromMenu(page, 'Contratos vigentes')
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos vigentes' })).toBeVisible()
  await page.getByRole('searchbox').fill(contratoFolio)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await page.getByRole('link', { name: contratoFolio }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Contrato ${contratoFolio}` }),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Solicitar retiro parcial' }).click()
  const activo = page.locator('main').getByRole('checkbox').first()
  await activo.click()
  await expect(activo).toBeChecked()
  await page.getByRole('button', { name: 'Crear solicitud' }).click()
  await expect(page.getByText(/^Solicitud SOL-\d{6} creada\.$/)).toBeVisible()
  await expect(page.getByText('Pendiente', { exact: true }).first()).toBeVisible()
})

test('rechaza desde la lista una cotización enviada, con su motivo', async ({ page }) => {
  await signInOnce(page, COMERCIAL, { at: '/cotizaciones?f.estado=enviada' })
  await expect(page.getByText(/^1–\d+ de \d/)).toBeVisible()
  const folioLink = page.getByRole('row').nth(1).getByRole('link').first()
  const enviada = ((await folioLink.textContent()) ?? '').trim()
  await page.getByRole('button', { name: `Acciones de ${enviada}` }).click()
  await page.getByRole('menuitem', { name: 'Rechazar' }).click()
  const dialog = page.getByRole('dialog', { name: `Rechazar ${enviada}` })
  // Without a motivo nothing is sent.
  await dialog.getByRole('button', { name: 'Rechazar cotización' }).click()
  await expect(dialog.getByText('Ingrese el motivo del rechazo.')).toBeVisible()
  await dialog
    .getByRole('textbox', { name: 'Motivo del rechazo' })
    .fill('El cliente eligió otra oferta.')
  await dialog.getByRole('button', { name: 'Rechazar cotización' }).click()
  await expect(page.getByText(`La cotización ${enviada} quedó rechazada.`)).toBeVisible()

  await page.goto('/cotizaciones')
  await page.getByRole('searchbox').fill(enviada)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await page.getByRole('link', { name: enviada }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Cotización ${enviada}` })).toBeVisible()
  await expect(page.locator('main').getByText('Rechazada', { exact: true })).toBeVisible()
  await expect(page.getByText('El cliente eligió otra oferta.')).toBeVisible()
  // A rejected quotation offers no more moves.
  await expect(page.getByRole('button', { name: 'Aceptar', exact: true })).toHaveCount(0)
})
