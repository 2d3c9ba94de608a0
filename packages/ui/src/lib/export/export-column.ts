// What an export needs to know of a column: its header and how to read a plain value from a row.
// The DataTable derives these from its visible columns; the writers (CSV, XLSX) know nothing else.

/** A cell as the writers understand it; `null`/`undefined` become an empty cell. */
export type ExportValue = string | number | boolean | Date | null | undefined

export type ExportColumn<Row> = {
  header: string
  value: (row: Row) => ExportValue
}
