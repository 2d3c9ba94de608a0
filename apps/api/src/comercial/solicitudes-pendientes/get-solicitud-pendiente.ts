// GET /v1/solicitudes-pendientes/{id}: a request as logistics carries it out — the request, its
// contract and obra, and per item what must move: the assets to bring back (where each one is
// now) and, for what goes to the obra, the free assets of the tipo wanted (disponible in the
// bodega and committed by no contract from today to the contract's end, the rule of decision 025).
import {
  type ActivoLogistica,
  type EstadoActivo,
  type EstadoContrato,
  fechaEnSantiago,
  folioDe,
  type SolicitudDetail,
  type SolicitudPendiente,
  type TareaLogistica,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef } from '../../db/joins.ts'
import {
  activos,
  contratoItems,
  contratos,
  marcas,
  obras,
  tiposActivo,
} from '../../db/schema/index.ts'
import { offerableAssets } from '../contratos/asset-commitments.ts'
import { getSolicitud } from '../solicitudes/get-solicitud.ts'
import { solicitudRecords } from '../solicitudes/solicitud-records.ts'

/** How many free assets of one tipo the form offers (by código). */
export const CANDIDATOS_MAX = 100

export async function getSolicitudPendiente(db: Db | Tx, id: string): Promise<SolicitudPendiente> {
  const solicitud = await getSolicitud(db, id)
  if (solicitud.tipo === 'arriendo' || !solicitud.contrato) throw solicitudRecords.missing()
  const [contrato] = await db
    .select({
      id: contratos.id,
      numero: contratos.numero,
      estado: contratos.estado,
      fechaInicio: contratos.fechaInicio,
      fechaTermino: contratos.fechaTermino,
      obra: obraRef,
    })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obraId))
    .where(eq(contratos.id, solicitud.contrato.id))
  if (!contrato) throw solicitudRecords.missing()

  const tareas = await tareasOf(db, solicitud, contrato.obra.id, {
    desde: fechaEnSantiago(new Date()),
    hasta: contrato.fechaTermino,
  })
  return {
    ...solicitud,
    logistica: {
      contrato: {
        id: contrato.id,
        folio: folioDe('CON', contrato.numero),
        estado: contrato.estado as EstadoContrato,
        fechaInicio: contrato.fechaInicio,
        fechaTermino: contrato.fechaTermino,
      },
      obra: contrato.obra,
      tareas,
    },
  }
}

/** Per item of the request: what logistics does, the asset concerned, and the candidates. */
async function tareasOf(
  db: Db | Tx,
  solicitud: SolicitudDetail,
  obraId: string,
  span: { desde: string; hasta: string | null },
): Promise<TareaLogistica[]> {
  const contratoItemIds = solicitud.items.flatMap((item) =>
    item.contratoItem ? [item.contratoItem.id] : [],
  )
  const enContrato = new Map(
    (contratoItemIds.length === 0
      ? []
      : await db
          .select({ id: contratoItems.id, fechaRetiro: contratoItems.fechaRetiro })
          .from(contratoItems)
          .where(inArray(contratoItems.id, contratoItemIds))
    ).map((row) => [row.id, row]),
  )
  const actuales = new Map(
    (
      await activosLogistica(
        db,
        inArray(
          activos.id,
          solicitud.items.flatMap((item) =>
            item.contratoItem ? [item.contratoItem.activo.id] : [],
          ),
        ),
      )
    ).map((activo) => [activo.id, activo]),
  )

  const tipoDe = (item: SolicitudDetail['items'][number]) =>
    item.tipoActivo ?? item.contratoItem?.activo.tipoActivo ?? null
  const tiposQueVan = [
    ...new Set(
      solicitud.items.flatMap((item) =>
        solicitud.tipo === 'adicion' || solicitud.tipo === 'cambio'
          ? [tipoDe(item)?.id].filter((tipo): tipo is string => Boolean(tipo))
          : [],
      ),
    ),
  ]
  const candidatos = new Map<string, ActivoLogistica[]>()
  if (tiposQueVan.length > 0) {
    const libres = await activosLogistica(
      db,
      and(
        inArray(activos.tipoActivoId, tiposQueVan),
        inArray(activos.estado, ['disponible', 'reservado']),
        offerableAssets(span.desde, span.hasta),
      ) as SQL,
    )
    for (const activo of libres) {
      const ofTipo = candidatos.get(activo.tipoActivo.id) ?? []
      if (ofTipo.length < CANDIDATOS_MAX) ofTipo.push(activo)
      candidatos.set(activo.tipoActivo.id, ofTipo)
    }
  }

  return solicitud.items.map((item): TareaLogistica => {
    const activoActual = item.contratoItem
      ? (actuales.get(item.contratoItem.activo.id) ?? null)
      : null
    const tipo = tipoDe(item)
    const accion =
      solicitud.tipo === 'adicion'
        ? 'despachar'
        : solicitud.tipo === 'cambio'
          ? 'cambiar'
          : 'retirar'
    return {
      solicitudItemId: item.id,
      accion,
      cantidad: accion === 'despachar' ? (item.cantidad ?? 1) : 1,
      tipoActivo: tipo,
      contratoItemId: item.contratoItem?.id ?? null,
      activoActual,
      enObra: activoActual?.estado === 'en-obra' && activoActual.obraActual?.id === obraId,
      enArriendo: item.contratoItem
        ? enContrato.get(item.contratoItem.id)?.fechaRetiro === null
        : false,
      candidatos: accion === 'retirar' || !tipo ? [] : (candidatos.get(tipo.id) ?? []),
    }
  })
}

/** Assets with where they are, by código. */
export async function activosLogistica(db: Db | Tx, where: SQL): Promise<ActivoLogistica[]> {
  const rows = await db
    .select({
      id: activos.id,
      codigo: activos.codigo,
      modelo: activos.modelo,
      marca: marcas.nombre,
      tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
      estado: activos.estado,
      obra: obraRef,
    })
    .from(activos)
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .leftJoin(obras, eq(obras.id, activos.obraActualId))
    .where(where)
    .orderBy(asc(activos.codigo))
  return rows.map(({ obra, estado, ...activo }) => ({
    ...activo,
    estado: estado as EstadoActivo,
    obraActual: obra,
  }))
}
