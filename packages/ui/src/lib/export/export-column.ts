// What an export needs to know of a column: its header and how to read a plain value from a row.
// Lists export from the API (docs/decisions/011); this CSV writer serves data that lives only in
// the browser, such as the kit page's demo table.

/** A cell as the writers understand it; `null`/`undefined` become an empty cell. */
export type ExportValue = string | number | boolean | Date | null | undefined

export type ExportColumn<Row> = {
  header: string
  value: (row: Row) => ExportValue
}
