// The lessor area's contracts (the arrendador portal: its equipos, the signed reports of its
// machines, its trips and its incidents; staff's view of incidents and trips). Decision 065.

export * from './arrendador-routes.ts'
export * from './equipo.ts'
export * from './equipo-columns.ts'
export * from './estado-de-pago.ts'
export * from './estado-de-pago-routes.ts'
export * from './incidente.ts'
export * from './incidente-columns.ts'
export * from './report-maquina.ts'
export * from './report-maquina-columns.ts'
export * from './solicitud-ajuste.ts'
export * from './viaje.ts'
export * from './viaje-columns.ts'
export * from './vocabulary.ts'
