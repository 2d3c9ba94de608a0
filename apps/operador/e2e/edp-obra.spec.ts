// An EDP's rounds between commercial staff and the site, against the real stack (decisions 062,
// 063): one of obra OB-0001's EDPs is put in revisión obra (through the API as comercial@ — the
// backoffice's suite walks its creation and sending in the screens); cliente@ on a phone finds it
// among those waiting, opens a line's evidence and observes that line; comercial@, in the
// backoffice, takes the observation, adds a line with its reason (the phone still shows the
// revision it observed, without that line) and sends it again; cliente@
// approves the new revision, which leaves the pending list and opens read-only, and downloads its
// PDF, whose text shows the total the screen shows; the backoffice's edp-dashboard counts one more
// approved this month. Another obra's EDP is not found; an operator is not let in. No serious or
// critical accessibility violation, in light and in dark.

import { readFile } from 'node:fs/promises'
import { type ApiUser, apiAs, seriousViolations, signInOnce } from '@cordillera/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

const OBRA = 'OB-0001'

type Edp = {
  id: string
  folio: string
  version: number
  estado: string
  lineas?: unknown[]
  contrato?: { id: string }
}
type Pagina<T> = { items: T[] }

/** The page never scrolls sideways on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * comercial@ signed in to the backoffice in a desktop context of its own: its page, and the API
 * called with its session's token (what the backoffice's screens send) for the setup.
 */
const comercial = (browser: Browser) =>
  apiAs(browser, 'comercial@cordillera.cl', {
    context: {
      viewport: { width: 1280, height: 800 },
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
    },
  })

type Staff = ApiUser

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * One of OB-0001's EDPs in revisión obra with at least one line: the seed's waiting one, else one
 * of its EDPs still with commercial moved on to the obra, else one created for an earlier month
 * the obra has none for, and sent.
 */
async function edpEnRevisionObra(staff: Staff): Promise<Edp> {
  const obras = await staff.ok<Pagina<{ id: string; codigo: string }>>(
    'GET',
    `/v1/obras?q=${OBRA}&pageSize=50`,
  )
  const obra = obras.items.find((row) => row.codigo === OBRA)
  if (!obra) throw new Error(`La obra ${OBRA} no está en la base de prueba`)
  const deLaObra = async (estado: string) =>
    (await staff.ok<Pagina<Edp>>('GET', `/v1/edp?obraId=${obra.id}&estado=${estado}&pageSize=50`))
      .items
  const conLineas = async (edp: Edp) =>
    ((await staff.ok<Edp>('GET', `/v1/edp/${edp.id}`)).lineas?.length ?? 0) > 0
  const mover = async (edp: Edp, acciones: string[]) => {
    let current = edp
    for (const accion of acciones) {
      current = await staff.ok<Edp>('POST', `/v1/edp/${current.id}/${accion}`, {
        version: current.version,
      })
    }
    return current
  }
  const camino: [string, string[]][] = [
    ['revision-obra', []],
    ['revision-comercial-1', ['enviar-a-obra']],
    ['revision-comercial-2', ['reenviar']],
    ['observado-obra', ['tomar-observacion', 'reenviar']],
  ]
  for (const [estado, acciones] of camino) {
    for (const edp of await deLaObra(estado)) {
      if (await conLineas(edp)) return mover(edp, acciones)
    }
  }
  const contratos = await staff.ok<Pagina<{ id: string }>>(
    'GET',
    `/v1/contratos?obraId=${obra.id}&pageSize=50`,
  )
  const now = new Date()
  for (let back = 1; back <= 12; back += 1) {
    const desde = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    const hasta = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0))
    for (const contrato of contratos.items) {
      const created = await staff.call('POST', '/v1/edp', {
        contratoId: contrato.id,
        periodoDesde: isoDay(desde),
        periodoHasta: isoDay(hasta),
      })
      const edp = created.body as Edp
      if (created.status === 201 && (edp.lineas?.length ?? 0) > 0) {
        return mover(edp, ['enviar-a-obra'])
      }
    }
  }
  throw new Error(`No hay un EDP de ${OBRA} que enviar a la obra`)
}

/** The EDP cards of the list. */
const cards = (page: Page) => page.getByRole('list', { name: 'Estados de pago' }).getByRole('link')

async function openList(page: Page, path = '/edp-obra') {
  await page.goto(path)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Estados de pago de mi obra' }),
  ).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'Estados de pago' })
      .or(page.getByText('No hay estados de pago por revisar')),
  ).toBeVisible()
}

async function openEdp(page: Page, folio: string) {
  await cards(page).filter({ hasText: folio }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Estado de pago ${folio}` }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Líneas' })).toBeVisible()
}

/** edp-dashboard's "Aprobado este mes": how many EDPs the obras approved this month. */
async function aprobadosEsteMes(page: Page): Promise<number> {
  await page.goto('/edp-dashboard')
  const figura = page.getByText(/^[\d.]+ EDP aprobados por la obra$/)
  await expect(figura).toBeVisible()
  return Number((await figura.textContent())?.replace(/\D/g, ''))
}

/** The total the phone's detail shows. */
const totalShown = (page: Page) =>
  page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd')

test('el cliente observa una línea desde el teléfono, comercial la corrige y reenvía, el cliente aprueba', async ({
  page,
  browser,
}) => {
  test.slow()
  const staff = await comercial(browser)
  try {
    const edp = await edpEnRevisionObra(staff)
    expect(edp.estado).toBe('revision-obra')
    const { contrato } = await staff.ok<Edp>('GET', `/v1/edp/${edp.id}`)
    const aprobadosAntes = await aprobadosEsteMes(staff.page)

    await signInOnce(page, 'cliente@cordillera.cl')
    // Its menu leads to its estados de pago.
    await page.getByRole('main').getByRole('link', { name: 'Estados de pago de mi obra' }).click()
    await expect(page).toHaveURL(/\/edp-obra$/)
    await expect(cards(page).filter({ hasText: edp.folio })).toContainText('Revisión de obra')
    await expect(cards(page).filter({ hasText: edp.folio })).toContainText(OBRA)
    await expect(cards(page).filter({ hasText: edp.folio })).toContainText('Esperando')
    await expectNoHorizontalScroll(page)
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])

    await openEdp(page, edp.folio)
    await expect(page.getByText('Neto', { exact: true })).toBeVisible()
    await expect(page.getByText(/^IVA/)).toBeVisible()
    // A line's evidence, on demand: the movements with their guía, or the reports it summed.
    await page.getByRole('button', { name: 'Ver evidencia' }).first().click()
    await expect(page.getByRole('button', { name: 'Ocultar evidencia' }).first()).toBeVisible()
    await expect(
      page
        .getByText(/guía N° [\d.]+|sin guía/)
        .or(page.getByText(/\d+ reports?: /))
        .first(),
    ).toBeVisible()
    await expectNoHorizontalScroll(page)
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])

    // Observar without a comment is refused, in Spanish, and nothing is sent.
    await page.getByRole('button', { name: 'Observar', exact: true }).click()
    await page.getByRole('button', { name: 'Enviar observación' }).click()
    await expect(page.getByText('Ingrese el comentario de la observación.')).toBeVisible()
    const comentarioLinea = `Falta el ajuste acordado por el día 9 (e2e ${Date.now()})`
    await page.getByLabel('Observación de la línea 1 (opcional)').fill(comentarioLinea)
    await page
      .getByLabel('Comentario de la observación')
      .fill('Revisen la primera línea, por favor.')
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])
    await page.getByRole('button', { name: 'Enviar observación' }).click()
    await expect(
      page.getByText(`Se envió la observación del estado de pago ${edp.folio}.`),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/edp-obra$/)
    await expect(cards(page).filter({ hasText: edp.folio })).toHaveCount(0)

    // comercial@, in the backoffice: takes the observation, adds the line the obra asked for
    // with its reason, saves and sends the new revision.
    const bo = staff.page
    await bo.goto(`/contratos/${contrato?.id}/edp/${edp.id}/editar`)
    await expect(bo.getByRole('heading', { level: 1, name: `EDP ${edp.folio}` })).toBeVisible()
    await expect(bo.getByText(comentarioLinea).first()).toBeVisible()
    await bo.getByRole('button', { name: 'Tomar observación' }).click()
    await bo.getByRole('dialog').getByRole('button', { name: 'Tomar observación' }).click()
    await expect(bo.getByText('Revisión comercial 2').first()).toBeVisible()
    await bo.getByRole('button', { name: 'Agregar línea manual' }).click()
    const linea = bo.getByRole('dialog')
    await linea.getByRole('textbox', { name: 'Descripción' }).fill('Ajuste acordado del día 9')
    await linea.getByRole('textbox', { name: 'Motivo' }).fill('Observación de la obra, revisión 1')
    await linea.getByRole('textbox', { name: 'Cantidad' }).fill('1')
    await linea.getByRole('textbox', { name: /^Tarifa/ }).fill('10000')
    await linea.getByRole('button', { name: 'Agregar línea' }).click()
    await expect(bo.getByText('Ajuste acordado del día 9').first()).toBeVisible()
    await bo.getByRole('button', { name: 'Guardar cambios' }).click()
    // Saved (the screen reads the EDP again at its new version) before the move is offered.
    await expect(bo.getByText(`El ${edp.folio} se guardó.`)).toBeVisible()
    // Until it is resent, the phone shows the revision the obra observed, not staff's draft.
    await page.goto(`/edp-obra/${edp.id}`)
    await expect(page.getByText(/Se muestra la revisión 1 tal como la observó/)).toBeVisible()
    await expect(page.getByText('Ajuste acordado del día 9')).toHaveCount(0)
    await expect(bo.getByRole('button', { name: 'Reenviar a obra' })).toBeEnabled()
    await bo.getByRole('button', { name: 'Reenviar a obra' }).click()
    await bo.getByRole('dialog').getByRole('button', { name: 'Reenviar a obra' }).click()
    await expect(
      bo.getByText('Revisión obra: mientras está en la obra, el EDP no se edita.'),
    ).toBeVisible()

    await openList(page)
    await openEdp(page, edp.folio)
    // The new revision carries the added line; the round before is kept, read-only, with the
    // line the obra observed.
    await expect(page.getByText('Ajuste acordado del día 9').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Revisiones anteriores' })).toBeVisible()
    await expect(page.getByText(comentarioLinea)).toBeVisible()
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click()
    const confirm = page.getByRole('alertdialog', {
      name: `¿Aprobar el estado de pago ${edp.folio}?`,
    })
    await confirm.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await expect(page.getByText(`Se aprobó el estado de pago ${edp.folio}.`)).toBeVisible()
    await expect(page).toHaveURL(/\/edp-obra$/)
    await expect(cards(page).filter({ hasText: edp.folio })).toHaveCount(0)

    // Among every one of its EDPs it is approved, and opens read-only.
    await page.getByRole('combobox', { name: 'Estado' }).click()
    await page.getByRole('option', { name: 'Todos', exact: true }).click()
    await expect(page).toHaveURL(/estado=todos/)
    await expect(cards(page).filter({ hasText: edp.folio })).toContainText('Aprobado')
    await openEdp(page, edp.folio)
    await expect(page.getByText('Solo lectura')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0)

    // Its PDF says the total the screen says.
    const total = (await totalShown(page).textContent()) ?? ''
    expect(total).toMatch(/^\$[\d.]+$/)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${edp.folio}.pdf`)
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain(edp.folio)
    expect(text.replace(/\s+/g, ' ')).toContain(total)

    // The backoffice's dashboard counts it among this month's approved.
    expect(await aprobadosEsteMes(staff.page)).toBe(aprobadosAntes + 1)

    // Dark.
    await page
      .getByRole('button', { name: /^Cambiar tema/ })
      .first()
      .click()
    await page.getByRole('menuitemradio', { name: 'Oscuro' }).click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])
    await openList(page, '/edp-obra?estado=todos')
    expect(await seriousViolations(page, { fromTop: true })).toEqual([])
  } finally {
    await staff.close()
  }
})

test('un EDP que no es de su obra no existe para el cliente', async ({ page }) => {
  await signInOnce(page, 'cliente@cordillera.cl', {
    at: '/edp-obra/00000000-0000-4000-8000-000000000000',
  })
  await expect(page.getByRole('heading', { name: 'El estado de pago no existe' })).toBeVisible()
  await page.getByRole('link', { name: 'Volver a mis estados de pago' }).click()
  await expect(page).toHaveURL(/\/edp-obra$/)
})

test('el operador no entra a los estados de pago de obra', async ({ page }) => {
  await signInOnce(page, 'operador@cordillera.cl', { at: '/edp-obra' })
  await expect(page).toHaveURL(/\/prohibido$/)
})
