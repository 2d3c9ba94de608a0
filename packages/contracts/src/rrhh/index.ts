export * from './report.ts'
export * from './report-routes.ts'
export * from './vocabulary.ts'
