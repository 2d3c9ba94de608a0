// GET /v1/tipos-activo/opciones: the tipos not deleted, by name, with how each is usually charged:
// what a quotation's or an adición's item picks from (docs/modules.md, operations' choices).
import type { TipoActivoOpcion, TiposActivoOpciones } from '@cordillera/contracts'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { tiposActivo } from '../../db/schema/index.ts'

export async function getTiposActivoOpciones(db: Db): Promise<TiposActivoOpciones> {
  const rows = await db
    .select({
      id: tiposActivo.id,
      nombre: tiposActivo.nombre,
      categoria: tiposActivo.categoria,
      unidadCobroDefault: tiposActivo.unidadCobroDefault,
      tarifaReferencia: tiposActivo.tarifaReferencia,
      requiereOperador: tiposActivo.requiereOperador,
    })
    .from(tiposActivo)
    .where(vigente(tiposActivo))
    .orderBy(collated(tiposActivo.nombre), asc(tiposActivo.id))
  // The columns hold only the vocabulary's values (check constraints).
  return { tiposActivo: rows as TipoActivoOpcion[] }
}
