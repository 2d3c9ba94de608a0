// Issue 10 in a real browser, the operations master data: operaciones@ creates a tipo de activo, a
// marca and a flota, then an asset of them; uploads its revisión técnica (a PDF that expires in
// 10 days), sees the asset flagged in the list filtered by documents about to expire, downloads
// the file and gets the same bytes; an .exe renamed .pdf is refused with a Spanish reason. The
// tipo's and flota's details list the asset, and a user without the keys lands on /prohibido.
import { readFile } from 'node:fs/promises'
import { signInOnce } from '@cordillera/playwright'
import { expect, type Page, test } from '@playwright/test'
import { chooseOption, searchAndChoose } from './support/forms.ts'
import { openFromMenu } from './support/menu.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const run = Date.now().toString(36).toUpperCase()
const tipo = `Excavadora e2e ${run}`
const marca = `Marca e2e ${run}`
const flota = `Flota e2e ${run}`
// Código: a prefix and a number; the serial number unique per run.
const codigo = `E2E-${String(Date.now()).slice(-5)}`
const serie = `SER-${run}`

/** Santiago's calendar day `days` from today, as the date fields take it (dd-MM-yyyy). */
function santiagoDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day + days))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`
}

/** A small valid PDF whose text names the run, so its bytes are this test's own. */
function pdfBytes(title: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** The rows of a list after a search (the page answers with the filtered total). */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('operaciones@ crea un tipo de activo, una marca y una flota', async ({ page }) => {
  await signInOnce(page, OPERACIONES)

  await openFromMenu(page, 'Tipos de activo')
  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de activo' })).toBeVisible()
  await page.getByRole('link', { name: 'Agregar tipo de activo' }).click()
  await page.getByRole('textbox', { name: 'Nombre del tipo de activo' }).fill(tipo)
  // Nothing chosen yet: the API's own schema says what is missing, in Spanish.
  await page.getByRole('button', { name: 'Guardar tipo de activo' }).click()
  await expect(page.getByText('Elija la categoría.')).toBeVisible()
  await expect(page.getByText('Ingrese la tarifa de referencia en pesos.')).toBeVisible()
  await chooseOption(page, 'Categoría', 'Movimiento de tierra')
  await chooseOption(page, /^Unidad de cobro/, 'Día')
  await page.getByRole('textbox', { name: 'Tarifa de referencia (CLP)' }).fill('285000')
  await expect(page.getByRole('textbox', { name: 'Tarifa de referencia (CLP)' })).toHaveValue(
    '285.000',
  )
  await page.getByRole('checkbox', { name: 'Requiere operador' }).check()
  await page.getByRole('button', { name: 'Guardar tipo de activo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: tipo })).toBeVisible()
  await expect(page.getByText('$285.000 por día')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Activos (0)' })).toBeVisible()

  // The list filters it by categoría and by whether it needs an operator.
  await page.goto('/tipos-activo')
  await page.getByRole('searchbox').fill('e2e')
  await page
    .getByRole('combobox', { name: 'Filtrar por Categoría' })
    .selectOption('Movimiento de tierra')
  await page.getByRole('combobox', { name: 'Filtrar por Requiere operador' }).selectOption('Sí')
  await expect(page).toHaveURL(/categoria=movimiento-de-tierra/)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: tipo })).toContainText('$285.000')
  await page.getByRole('combobox', { name: 'Filtrar por Requiere operador' }).selectOption('No')
  await expect(page.getByText('No se han encontrado resultados')).toBeVisible()

  // The same name again, in other case: the API's 409 lands under the field.
  await page.goto('/tipos-activo/agregar')
  await page.getByRole('textbox', { name: 'Nombre del tipo de activo' }).fill(tipo.toUpperCase())
  await chooseOption(page, 'Categoría', 'Movimiento de tierra')
  await chooseOption(page, /^Unidad de cobro/, 'Día')
  await page.getByRole('textbox', { name: 'Tarifa de referencia (CLP)' }).fill('1')
  await page.getByRole('button', { name: 'Guardar tipo de activo' }).click()
  await expect(
    page.getByRole('textbox', { name: 'Nombre del tipo de activo' }),
  ).toHaveAccessibleDescription(/Ya existe un tipo de activo con este nombre\./)

  await openFromMenu(page, 'Marcas')
  await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible()
  await page.getByRole('link', { name: 'Agregar marca' }).click()
  await page.getByRole('textbox', { name: 'Nombre de la marca' }).fill(marca)
  await page.getByRole('button', { name: 'Guardar marca' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible()
  await search(page, marca)
  await expect(page.getByRole('row').filter({ hasText: marca })).toContainText('0')

  await openFromMenu(page, 'Flotas')
  await page.getByRole('link', { name: 'Agregar flota' }).click()
  await page.getByRole('textbox', { name: 'Nombre de la flota' }).fill(flota)
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Faenas de prueba del norte')
  await page.getByRole('button', { name: 'Guardar flota' }).click()
  await expect(page.getByRole('heading', { level: 1, name: flota })).toBeVisible()
  await expect(page.getByText('Faenas de prueba del norte')).toBeVisible()
})

test('operaciones@ agrega un activo de ese tipo, marca y flota', async ({ page }) => {
  await signInOnce(page, OPERACIONES)
  await openFromMenu(page, 'Activos')
  await expect(page.getByRole('heading', { level: 1, name: 'Activos' })).toBeVisible()
  await page.getByRole('link', { name: 'Agregar activo' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar activo' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Código' }).fill(codigo.toLowerCase())
  await searchAndChoose(page, 'Tipo de activo', tipo)
  await searchAndChoose(page, 'Marca', marca)
  await page.getByRole('textbox', { name: 'Modelo' }).fill('320 GC')
  await page.getByRole('textbox', { name: 'Año' }).fill('2022')
  await page.getByRole('textbox', { name: 'Número de serie' }).fill(serie)
  await page.getByRole('textbox', { name: 'Horómetro' }).fill('1250,5')
  await searchAndChoose(page, /^Flota/, flota)
  await page.getByRole('button', { name: 'Guardar activo' }).click()

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(codigo) })).toBeVisible()
  await expect(page.getByText('Disponible').first()).toBeVisible()

  // The tipo's and the flota's details list it.
  await page.goto('/tipos-activo')
  await search(page, tipo)
  await page.getByRole('link', { name: tipo }).click()
  await expect(page.getByRole('heading', { name: 'Activos (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name: codigo })).toBeVisible()
  // …and lead to the activos list filtered by the tipo.
  await page.getByRole('link', { name: 'Ver el activo en la lista de activos' }).click()
  await expect(page).toHaveURL(/[?&]f\.tipoActivoId=/)
  await expect(page.getByText(/^1–1 de 1$/)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: codigo })).toHaveCount(1)
  await page.goto('/flotas')
  await search(page, flota)
  await page.getByRole('link', { name: flota }).click()
  await expect(page.getByRole('heading', { name: 'Activos (1)' })).toBeVisible()
  await expect(page.getByRole('cell', { name: marca })).toBeVisible()

  // The marca is in use: deleting it is refused, and the dialog says why.
  await page.goto('/marcas')
  await search(page, marca)
  await page.getByRole('button', { name: new RegExp(`^Acciones de ${marca}`) }).click()
  await page.getByRole('menuitem', { name: 'Eliminar' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar marca' })
  await confirm.getByRole('button', { name: 'Eliminar' }).click()
  await expect(
    confirm.getByText('No se puede eliminar: 1 activo usa esta marca. Cámbialo de marca primero.'),
  ).toBeVisible()
})

test('sube la revisión técnica que vence en 10 días, la ve marcada y la descarga igual', async ({
  page,
}) => {
  await signInOnce(page, OPERACIONES, { at: '/activos' })
  await search(page, codigo)
  await page.getByRole('button', { name: new RegExp(`^Acciones de ${codigo}`) }).click()
  await page.getByRole('menuitem', { name: 'Documentos' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Documentos de ${codigo}` }),
  ).toBeVisible()

  // An executable renamed .pdf: the browser lets it through, the API reads its bytes and refuses.
  await page.getByRole('button', { name: 'Agregar documento' }).click()
  const dialog = page.getByRole('dialog', { name: 'Agregar documento' })
  await chooseOption(page, 'Tipo de documento', 'Revisión técnica')
  await dialog.getByRole('textbox', { name: /^Número/ }).fill(`RT-EXE-${run}`)
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'revision-tecnica.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]),
  })
  await expect(dialog.getByText('revision-tecnica.pdf')).toBeVisible()
  await dialog.getByRole('button', { name: 'Guardar documento' }).click()
  await expect(
    dialog.getByText(
      'El archivo no es un PDF, JPEG, PNG ni WebP: revisa que sea el documento escaneado.',
    ),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Aún no tiene documentos registrados.')).toBeVisible()

  // The real one, expiring in 10 days.
  const pdf = pdfBytes(`Revision tecnica ${codigo} ${run}`)
  const numero = `RT-${run}`
  await page.getByRole('button', { name: 'Agregar documento' }).click()
  await chooseOption(page, 'Tipo de documento', 'Revisión técnica')
  await dialog.getByRole('textbox', { name: /^Número/ }).fill(numero)
  await dialog.getByRole('textbox', { name: /^Fecha de emisión/ }).fill(santiagoDate(-355))
  await dialog.getByRole('textbox', { name: /^Vence/ }).fill(santiagoDate(10))
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `revision-tecnica-${codigo}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await expect(dialog.getByText(`revision-tecnica-${codigo}.pdf`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Guardar documento' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: numero })
  await expect(row).toContainText(santiagoDate(10))
  await expect(row).toContainText('Por vencer')

  // Downloaded, it is the same file, byte for byte, under its original name.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: `Descargar Revisión técnica ${numero}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`revision-tecnica-${codigo}.pdf`)
  const path = await download.path()
  expect(Buffer.compare(await readFile(path), pdf)).toBe(0)

  // The list, filtered by documents about to expire, flags the asset.
  await page.goto('/activos')
  await page.getByRole('combobox', { name: 'Filtrar por Documentos' }).selectOption('Por vencer')
  await expect(page).toHaveURL(/documentos=por-vencer/)
  await search(page, codigo)
  const listed = page.getByRole('row').filter({ hasText: codigo })
  await expect(listed).toContainText('Por vencer')
})

test('sin las llaves de operaciones, /activos lleva a /prohibido', async ({ page }) => {
  await signInOnce(page, 'comercial@cordillera.cl', { at: '/activos' })
  await expect(page).toHaveURL(/\/prohibido$/)
  await expect(
    page.getByRole('heading', { name: 'No tienes permiso para ver esta página' }),
  ).toBeVisible()
  await page.goto('/tipos-activo')
  await expect(page).toHaveURL(/\/prohibido$/)
})
