// Every row of a list's current search, filters and sort, for an export: pages of the maximum
// size read by cursor (each costs what the first does, docs/modules.md "Lists"), in order. Past
// `limit` rows it stops with a Spanish message instead of filling the browser's memory.
import { ApiRequestError } from './api-request-error.ts'

type Page<T> = { items: readonly T[]; total: number; nextCursor: string | null }

export const EXPORT_PAGE_SIZE = 100
export const EXPORT_ROWS_MAX = 20_000

export async function fetchAllRows<Q extends object, T>(
  list: (
    query: Q & { pageSize: number; cursor?: string },
    signal?: AbortSignal,
  ) => Promise<Page<T>>,
  query: Q,
  { limit = EXPORT_ROWS_MAX, signal }: { limit?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  const rows: T[] = []
  let cursor: string | undefined
  for (;;) {
    const page = await list(
      { ...query, pageSize: EXPORT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      signal,
    )
    if (page.total > limit) {
      throw new ApiRequestError(
        400,
        'entrada_invalida',
        `La lista tiene ${page.total.toLocaleString('es-CL')} filas y se exportan hasta ` +
          `${limit.toLocaleString('es-CL')}: filtra o busca para acotarla.`,
      )
    }
    rows.push(...page.items)
    if (!page.nextCursor || page.items.length === 0) return rows
    cursor = page.nextCursor
  }
}
