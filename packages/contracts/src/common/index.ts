// What every module's contracts are built from: field schemas with their Spanish messages, the
// list query and page every list route shares (and the types a list screen takes from a list
// route: its query, sorts and filters), the parts of a route definition that repeat, and the
// bookkeeping every row carries; the columns a list and its export share.
export * from './columns.ts'
export * from './fields.ts'
export * from './list-query.ts'
export * from './route-parts.ts'
export * from './tracking.ts'
