// What every module's contracts are built from: field schemas with their Spanish messages, the
// list query and page every list route shares (and the types a list screen takes from a list
// route: its query, sorts and filters), the parts of a route definition that repeat, and the
// bookkeeping every row carries; the columns a list and its export share; what every owner's
// documents share (the upload ticket, the file, the dates) and when a document is flagged; calendar
// days and their arithmetic (any year), and the years a date may be; the period a report is asked
// for; and the shared vocabulary (docs/modules.md): the references and closed lists more than one
// area names. An area imports common and the root's shared files, never another area.
export * from './calendario.ts'
export * from './columns.ts'
export * from './documento.ts'
export * from './documento-routes.ts'
export * from './edp-externo-vocabulary.ts'
export * from './edp-linea.ts'
export * from './entity-routes.ts'
export * from './entity-schemas.ts'
export * from './fields.ts'
export * from './guia-electronica.ts'
export * from './list-query.ts'
export * from './periodo.ts'
export * from './references.ts'
export * from './route-parts.ts'
export * from './tracking.ts'
export * from './vencimiento.ts'
export * from './vocabulary.ts'
