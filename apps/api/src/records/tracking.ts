// The bookkeeping of a row as the API shows it, and as the audit log keeps it.

type Tracked = { version: number; createdAt: Date; updatedAt: Date }

export function trackingOf(row: Tracked) {
  return {
    version: row.version,
    creadoEn: row.createdAt.toISOString(),
    actualizadoEn: row.updatedAt.toISOString(),
  }
}

/**
 * A row as audit_log's before/after keep it: every stored field but the ones the database
 * derives (busqueda, rut_numero), which say nothing the others do not.
 */
export function auditState<T extends object>(row: T): Omit<T, 'busqueda' | 'rutNumero'> {
  const {
    busqueda: _busqueda,
    rutNumero: _rutNumero,
    ...state
  } = row as T & {
    busqueda?: unknown
    rutNumero?: unknown
  }
  return state
}

/** The named columns of a stored row, as an answer shows them (named, so none leaks by default). */
export function pick<Row extends object, Key extends keyof Row>(
  row: Row,
  ...keys: Key[]
): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>
  for (const key of keys) picked[key] = row[key]
  return picked
}
