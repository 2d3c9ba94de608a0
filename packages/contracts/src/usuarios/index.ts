// The users area's contracts: users (every kind), their perfiles and a lessor's users, and their
// API routes (decision 069).

export * from './perfil.ts'
export * from './perfil-columns.ts'
export * from './perfil-routes.ts'
export * from './permiso.ts'
export * from './usuario.ts'
export * from './usuario-columns.ts'
export * from './usuario-routes.ts'
