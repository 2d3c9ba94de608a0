// What every module's contracts are built from: field schemas with their Spanish messages, the
// list query and page every list route shares (and the types a list screen takes from a list
// route: its query, sorts and filters), the parts of a route definition that repeat, and the
// bookkeeping every row carries; the columns a list and its export share; what every owner's
// documents share (the upload ticket, the file, the dates) and when a document is flagged; calendar
// days and their arithmetic (any year), and the years a date may be.
export * from './calendario.ts'
export * from './columns.ts'
export * from './documento.ts'
export * from './fields.ts'
export * from './list-query.ts'
export * from './route-parts.ts'
export * from './tracking.ts'
export * from './vencimiento.ts'
