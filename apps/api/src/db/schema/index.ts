// Every table of the database, for drizzle (queries) and drizzle-kit (migrations).
export * from './audit.ts'
export * from './comercial.ts'
export * from './contratos.ts'
export * from './operaciones.ts'
export * from './proveedores.ts'
export * from './rrhh.ts'
export * from './usuarios.ts'
export * from './valores-uf.ts'
