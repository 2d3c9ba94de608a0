// A table's column headers, one `<th scope="col">` a column keyed by its header, each with the
// classes the table gives it (its alignment, padding, the widths it hides below): what a table of
// figures and a detail's card of related rows both write.
export function ColumnHeaders<Column extends { header: string }>({
  columns,
  className,
}: {
  columns: readonly Column[]
  className: (column: Column, index: number) => string
}) {
  return columns.map((column, index) => (
    <th key={column.header} scope="col" className={className(column, index)}>
      {column.header}
    </th>
  ))
}
