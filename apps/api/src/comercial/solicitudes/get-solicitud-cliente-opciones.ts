// GET /v1/solicitudes-cliente/opciones: what a site client may ask about: its obras, each with
// the assets on rent there (items not withdrawn of its vigente contracts), and every tipo de
// activo by name. A site client holds no operations key, so its pickers are fed from here.
import { folioDe, type OpcionesSolicitudCliente } from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { activoConMarcaJoin, joined, obraRef } from '../../db/joins.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  contratos,
  marcas,
  obras,
  tiposActivo,
} from '../../db/schema/index.ts'

export async function getSolicitudClienteOpciones(
  db: Db,
  obraIds: readonly string[],
): Promise<OpcionesSolicitudCliente> {
  const tipos = db
    .select({ id: tiposActivo.id, nombre: tiposActivo.nombre })
    .from(tiposActivo)
    .where(vigente(tiposActivo))
    .orderBy(collated(tiposActivo.nombre), tiposActivo.id)
  if (obraIds.length === 0) return { obras: [], tiposActivo: await tipos }
  const ids = [...obraIds]
  const [obraRows, activoRows, tipoRows] = await Promise.all([
    db
      .select(obraRef)
      .from(obras)
      .where(and(inArray(obras.id, ids), vigente(obras)))
      .orderBy(asc(obras.codigo)),
    joined(
      db
        .select({
          obraId: contratos.obraId,
          contratoItemId: contratoItems.id,
          contrato: { id: contratos.id, numero: contratos.numero },
          activo: { id: activos.id, codigo: activos.codigo, modelo: activos.modelo },
          marca: marcas.nombre,
          tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
        })
        .from(contratoItems)
        .$dynamic(),
      activoConMarcaJoin(contratoItems.activoId),
    )
      .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
      .where(
        and(
          inArray(contratos.obraId, ids),
          vigente(contratos),
          eq(contratos.estado, 'vigente'),
          vigente(contratoItems),
          isNull(contratoItems.fechaRetiro),
        ),
      )
      .orderBy(asc(activos.codigo), asc(contratoItems.id)),
    tipos,
  ])
  return {
    obras: obraRows.map((obra) => ({
      ...obra,
      activos: activoRows
        .filter((row) => row.obraId === obra.id)
        .map(({ contratoItemId, contrato, activo, marca, tipoActivo }) => ({
          contratoItemId,
          contrato: { id: contrato.id, folio: folioDe('CON', contrato.numero) },
          activo: { ...activo, marca, tipoActivo },
        })),
    })),
    tiposActivo: tipoRows,
  }
}
