// The SII's electronic documents (issue 25): tax settings, signing certificate, CAFs.
export * from './certificado.ts'
export * from './configuracion.ts'
export * from './documento.ts'
export * from './sii-routes.ts'
