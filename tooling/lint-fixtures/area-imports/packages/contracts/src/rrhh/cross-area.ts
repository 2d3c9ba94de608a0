// An HR contract that reads the operations area's vocabulary: the area import rule rejects it.
import { CATEGORIAS_TIPO_ACTIVO } from '../operaciones/vocabulary.ts'

export const categorias = CATEGORIAS_TIPO_ACTIVO
