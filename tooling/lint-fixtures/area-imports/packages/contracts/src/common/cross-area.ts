// Shared vocabulary that leans on an area: common may not import an area either.
import { obraResumenSchema } from '../comercial/references.ts'

export const obra = obraResumenSchema
