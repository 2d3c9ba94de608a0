// GET /v1/disponibilidad-flota/opciones: the choices of the availability's filters, every tipo de
// activo and flota not deleted, by name. Its own call under the screen's key: commercial staff
// hold no operations key to read the tipos' or flotas' lists.
import type { DisponibilidadOpciones } from '@cordillera/contracts'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { flotas, tiposActivo } from '../../db/schema/index.ts'

export async function getDisponibilidadFlotaOpciones(db: Db): Promise<DisponibilidadOpciones> {
  const [tipos, flotasList] = await Promise.all([
    db
      .select({ id: tiposActivo.id, nombre: tiposActivo.nombre })
      .from(tiposActivo)
      .where(vigente(tiposActivo))
      .orderBy(collated(tiposActivo.nombre), asc(tiposActivo.id)),
    db
      .select({ id: flotas.id, nombre: flotas.nombre })
      .from(flotas)
      .where(vigente(flotas))
      .orderBy(collated(flotas.nombre), asc(flotas.id)),
  ])
  return { tiposActivo: tipos, flotas: flotasList }
}
