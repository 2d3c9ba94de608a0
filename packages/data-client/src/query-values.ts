// A call's query string values, with no contract behind: the connection's download uses it, and a
// signed-in page's first load carries the connection without any route's schemas (decision 052).

export type QueryValues = Record<string, string | number | boolean | undefined>

/** Drops empty values (`''`, null): a cleared filter is not sent rather than sent empty. */
export function queryValues(query: object): QueryValues {
  const values: QueryValues = {}
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    values[key] =
      typeof value === 'number' || typeof value === 'boolean' ? value : String(value as string)
  }
  return values
}
