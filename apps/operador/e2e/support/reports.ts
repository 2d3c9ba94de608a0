// The operator's report steps on a phone, for every suite that walks a report's life (this portal's,
// and the cross-portal one where HR observes it and the operator corrects and signs again): the
// offline shell ready, going off and back on line, opening "Mis reports", writing a report, drawing
// a signature with a finger, and asking the API what it holds (never through the screens under test).
import { urlOf } from '@cordillera/stack'
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test'

/** The seed's operator record of operador@cordillera.cl (the id HR's screens carry in the URL). */
export const DEMO_OPERADOR_ID = '0b5e7a3c-0000-4000-8000-000000000001'

/** The service worker controls the page: the portal's shell and files are on the phone. */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  })
}

/** No signal: the page and its service worker lose the network (the phone says so too). */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}

/** The signal is back: the browser fires `online`, and the drafts are sent. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false)
}

/** The cards of "Mis reports". */
export const reportCards = (page: Page): Locator =>
  page.getByRole('list', { name: 'Reports' }).getByRole('article')

export async function openMisReports(page: Page): Promise<void> {
  await page.goto('/operador/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reports' })).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Reports' }).or(page.getByText('No hay reports para hoy')),
  ).toBeVisible()
}

/**
 * Whether the phone keeps the operator's answer `key` ('opciones', 'hoy'…): the query cache that
 * TanStack Query's persister writes to IndexedDB (decision 047), read as the browser holds it.
 */
export async function keptOnPhone(page: Page, key: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const name = 'cordillera-operador-respuestas'
    // Opened only when it exists: opening creates it empty, and the persister could not write.
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return false
    const kept = await new Promise<string | undefined>((resolve) => {
      const request = indexedDB.open(name)
      request.onerror = () => resolve(undefined)
      request.onsuccess = () => {
        const db = request.result
        if (!db.objectStoreNames.contains('respuestas')) {
          db.close()
          resolve(undefined)
          return
        }
        const get = db.transaction('respuestas').objectStore('respuestas').get('consultas')
        get.onsuccess = () => {
          db.close()
          resolve(typeof get.result === 'string' ? get.result : undefined)
        }
        get.onerror = () => {
          db.close()
          resolve(undefined)
        }
      }
    })
    if (!kept) return false
    const { clientState } = JSON.parse(kept) as {
      clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] }
    }
    return clientState.queries.some(
      ({ queryKey, state }) =>
        queryKey[0] === 'rrhh' &&
        queryKey[1] === 'misReports' &&
        queryKey[3] === wanted &&
        state.status === 'success',
    )
  }, key)
}

/** Today in Santiago as the cards write it (dd-MM-yyyy). */
export function todayText(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Santiago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .split('-')
  return `${day}-${month}-${year}`
}

export type NewReport = {
  actividades: string
  /** Hours the hour meter advances from its prefilled start (the asset's last reading). */
  horas?: number
}

/**
 * Writes a report on "Nuevo report" (from "Mis reports") for today, on a jornada of today not yet
 * reported, and saves it. Answers the jornada used.
 */
export async function writeReport(page: Page, { actividades, horas = 8 }: NewReport) {
  const today = todayText()
  const dayTaken =
    (await reportCards(page)
      .filter({ hasText: `${today} · Turno día` })
      .count()) > 0
  await page.getByRole('link', { name: 'Nuevo report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo report' })).toBeVisible()
  const equipo = page.getByRole('combobox', { name: 'Equipo' })
  await expect(equipo).toBeVisible()
  if ((await equipo.textContent())?.includes('Elija el equipo')) {
    await equipo.click()
    await page.getByRole('option').first().click()
    await expect(page.getByRole('listbox')).toHaveCount(0)
  }
  const jornada = dayTaken ? 'Turno noche' : 'Turno día'
  await page.getByRole('radio', { name: jornada }).click()
  const inicio = page.getByRole('textbox', { name: 'Inicio' })
  await expect(inicio).not.toHaveValue('')
  const start = Number((await inicio.inputValue()).replaceAll('.', '').replace(',', '.'))
  const end = Math.round((start + horas) * 10) / 10
  await page
    .getByRole('textbox', { name: 'Fin' })
    .fill(new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 }).format(end))
  await expect(page.locator('output')).toHaveText(`${horas} h`)
  await page.getByRole('textbox', { name: 'Actividades realizadas' }).fill(actividades)
  await page.getByRole('button', { name: 'Guardar report' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mis reports' })).toBeVisible()
  return { jornada, fecha: today }
}

/** Draws a signature on the pad with a finger: touch events, as a phone's screen sends them. */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Área de firma' })
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  const box = await pad.boundingBox()
  if (!box) throw new Error('El recuadro de firma no está en pantalla')
  const cdp = await page.context().newCDPSession(page)
  const at = (fx: number, fy: number) => ({
    x: Math.round(box.x + box.width * fx),
    y: Math.round(box.y + box.height * fy),
  })
  const stroke = [
    [0.15, 0.6],
    [0.25, 0.3],
    [0.35, 0.65],
    [0.45, 0.35],
    [0.55, 0.6],
    [0.65, 0.3],
    [0.8, 0.55],
  ] as const
  const [first, ...rest] = stroke
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [at(first[0], first[1])],
  })
  for (const [fx, fy] of rest) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(fx, fy)] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  await expect(page.getByText('Firma registrada.')).toBeAttached()
}

/**
 * How many of the signed-in operator's latest reports have these actividades, asked to the API
 * with the session's own token (the server's truth, not what the screens show).
 */
export async function reportsOnServerWith(page: Page, actividades: string): Promise<number> {
  return page.evaluate(
    async ({ api, wanted }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'))
      const headers = { Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}` }
      const list = await fetch(`${api}/v1/operador/reports?pageSize=20&sort=creadoEn&dir=desc`, {
        headers,
      })
      if (!list.ok) throw new Error(`GET /v1/operador/reports: ${list.status}`)
      const { items } = (await list.json()) as { items: Array<{ id: string }> }
      let count = 0
      for (const { id } of items) {
        const detail = await fetch(`${api}/v1/operador/reports/${id}`, { headers })
        const { actividades } = (await detail.json()) as { actividades: string }
        if (actividades === wanted) count += 1
      }
      return count
    },
    { api: urlOf('api'), wanted: actividades },
  )
}
