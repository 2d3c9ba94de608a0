// Answers the page asked for before any module ran (decision 058). A portal's index.html carries
// an inline script (packages/portal/src/pwa/route-preload.ts) that, on a route declaring the API
// call its first paint needs and with a stored, unexpired session, starts that call from the
// document and leaves it here, keyed by its URL. The first request for the same URL with the same
// token takes it instead of asking again; any other request (another user's token, later than
// EARLY_RESPONSE_MAX_AGE_MS, or a second one) fetches as always.

/** Where the document's script leaves its calls: `globalThis[EARLY_RESPONSES][url]`. */
export const EARLY_RESPONSES = '__cordilleraEarly'

/** How long after it was started an early answer may still be taken. */
export const EARLY_RESPONSE_MAX_AGE_MS = 20_000

export type EarlyResponse = {
  /** The bearer token the call was sent with. */
  token: string
  /** When it was started (`Date.now()`). */
  at: number
  response: Promise<Response>
}

/**
 * The early call to `url`, once: removed whether it is taken or not, so a later request (a
 * refetch, a retry) always asks the server again. Undefined when there is none, or it was sent
 * with another token, or it is too old to count as this request's answer.
 */
export function takeEarlyResponse(
  url: string,
  token: string | null | undefined,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const all = (globalThis as Record<string, unknown>)[EARLY_RESPONSES] as
    | Record<string, EarlyResponse | undefined>
    | undefined
  const early = all?.[url]
  if (!all || !early) return undefined
  delete all[url]
  if (!token || early.token !== token) return undefined
  if (now - early.at > EARLY_RESPONSE_MAX_AGE_MS || now < early.at) return undefined
  return early.response
}
