// The operations area's contracts: schemas of marcas, tipos de activo, flotas, activos and their
// documents, and their API routes.

export * from './activo.ts'
export * from './activo-columns.ts'
export * from './activo-routes.ts'
export * from './documento-activo.ts'
export * from './documento-activo-routes.ts'
export * from './patente.ts'
export * from './references.ts'
export * from './vencimiento.ts'
export * from './vocabulary.ts'
