// GET /v1/activos/opciones: what the asset form's pickers and the list's filters offer, in one
// call a user who sees assets may make (decision 019): tipos, marcas and flotas not deleted, and
// the validated proveedores that may own an asset, each by name.
import type { ActivoOpciones } from '@cordillera/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { flotas, marcas, proveedores, tiposActivo } from '../../db/schema/index.ts'

export async function getActivoOpciones(db: Db): Promise<ActivoOpciones> {
  const named = { id: tiposActivo.id, nombre: tiposActivo.nombre }
  const [tipos, marcasList, flotasList, proveedoresList] = await Promise.all([
    db
      .select(named)
      .from(tiposActivo)
      .where(vigente(tiposActivo))
      .orderBy(collated(tiposActivo.nombre), asc(tiposActivo.id)),
    db
      .select({ id: marcas.id, nombre: marcas.nombre })
      .from(marcas)
      .where(vigente(marcas))
      .orderBy(collated(marcas.nombre), asc(marcas.id)),
    db
      .select({ id: flotas.id, nombre: flotas.nombre })
      .from(flotas)
      .where(vigente(flotas))
      .orderBy(collated(flotas.nombre), asc(flotas.id)),
    db
      .select({ id: proveedores.id, rut: proveedores.rut, razonSocial: proveedores.razonSocial })
      .from(proveedores)
      .where(and(vigente(proveedores), eq(proveedores.provisorio, false)))
      .orderBy(collated(proveedores.razonSocial), asc(proveedores.id)),
  ])
  return {
    tiposActivo: tipos,
    marcas: marcasList,
    flotas: flotasList,
    proveedores: proveedoresList,
  }
}
