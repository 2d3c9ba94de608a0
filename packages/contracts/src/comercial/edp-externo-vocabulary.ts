// The external EDP's closed lists and folios are shared vocabulary (the lessor's portal names them
// too, decision 064 "The lessor's side"): ../common/edp-externo-vocabulary.ts.
export * from '../common/edp-externo-vocabulary.ts'
