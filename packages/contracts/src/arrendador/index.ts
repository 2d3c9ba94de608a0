// The lessor area's contracts (the arrendador portal: its equipos, the signed reports of its
// machines, its trips and its incidents; staff's view of incidents and trips).

export * from './vocabulary.ts'
