// The SII's electronic documents (issue 25): tax settings, signing certificate, CAFs, the
// documents issued and their list.
export * from './certificado.ts'
export * from './configuracion.ts'
export * from './documento.ts'
export * from './documento-columns.ts'
export * from './sii-routes.ts'
