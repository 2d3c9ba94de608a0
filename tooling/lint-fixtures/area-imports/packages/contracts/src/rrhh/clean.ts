// An HR contract that takes the shared vocabulary from common and the root's shared files.
import { conPeriodoValido } from '../common/periodo.ts'
import { obraRefSchema } from '../common/references.ts'
import { formatNumber } from '../number-text.ts'
import { ESTADOS_TRABAJADOR } from './vocabulary.ts'

export const shared = { conPeriodoValido, obraRefSchema, formatNumber, ESTADOS_TRABAJADOR }
