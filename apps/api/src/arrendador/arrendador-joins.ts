// What the lessor area's rows show of an obra, read alike by every list and detail: a left join's
// columns, which drizzle answers as null when the row has no obra.
import { obras } from '../db/schema/index.ts'

export const obraColumns = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }
