// A suite's setup through the API, as a signed-in user's screens would call it: the user signed in
// to a portal (the backoffice unless named) in a browser context of its own, and its calls sent
// from that page with the token its session holds — the same keys, the same refusals. For data a
// test needs before its screens (a contract of last month, an EDP sent to the obra), never for
// what the test is about.
import { type PortalName, urlOf } from '@cordillera/stack'
import { type Browser, type BrowserContextOptions, expect } from '@playwright/test'
import { signInOnce } from './demo.ts'

/** What the API answered: its status and its JSON body (null when it has none). */
export type ApiAnswer = { status: number; body: unknown }

export type ApiAsOptions = {
  /** The portal the user signs in to; the backoffice unless named. */
  portal?: PortalName
  /** The context's own options (a desktop viewport, the locale) beside the portal's address. */
  context?: BrowserContextOptions
}

/**
 * `email`'s user signed in to `portal` in a context of its own: its `page`, `call` (any answer)
 * and `ok` (an answer below 300, its body; else the test fails naming the call and the answer),
 * and `close` for the context.
 */
export async function apiAs(browser: Browser, email: string, options: ApiAsOptions = {}) {
  const baseURL = urlOf(options.portal ?? 'backoffice')
  const context = await browser.newContext({ ...options.context, baseURL })
  const page = await context.newPage()
  await signInOnce(page, email, { baseURL })
  const call = (method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
    page.evaluate(
      async ({ api, method, path, body }) => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'))
        const res = await fetch(`${api}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? null : JSON.stringify(body),
        })
        return { status: res.status, body: await res.json().catch(() => null) }
      },
      { api: urlOf('api'), method, path, body },
    )
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call(method, path, body)
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
    return answer.body as T
  }
  return { page, call, ok, close: () => context.close() }
}

/** A signed-in user's page and calls (what apiAs gives). */
export type ApiUser = Awaited<ReturnType<typeof apiAs>>
