// RUT display and reading for the screens. The rules (módulo 11, normal form) live once, in
// @cordillera/contracts, which the API validates with too; this only gives them a place among the
// other formatters.
export { formatRut, isValidRut, normalizeRut } from '@cordillera/contracts'
