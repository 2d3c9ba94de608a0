// An edit's effective changes: the fields it gives that differ from the stored row. An edit that
// changes nothing writes nothing (no new version, no audit entry).

export function changedFields<Row extends object, Patch extends Partial<Row>>(
  row: Row,
  patch: Patch,
): Partial<Row> | null {
  const changes: Partial<Row> = {}
  let changed = false
  for (const [key, value] of Object.entries(patch) as [keyof Row, Row[keyof Row]][]) {
    if (value === undefined || row[key] === value) continue
    changes[key] = value
    changed = true
  }
  return changed ? changes : null
}
