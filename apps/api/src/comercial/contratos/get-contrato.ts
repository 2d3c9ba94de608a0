// GET /v1/contratos/{id}: a contract with its items (each with the open request that touches it),
// its requests, newest first, and its history: one sentence per audit entry of the contract and
// of its requests (the answer of pasar-contrato too).
import {
  type ContratoDetail,
  type ContratoHistorial,
  type ContratoItem,
  DETAIL_RELATED_MAX,
  ESTADOS_SOLICITUD_ABIERTA,
  type EstadoSolicitud,
  folioDe,
  type OrigenSolicitud,
  type PeriodoMinimo,
  type SolicitudResumen,
  TIPO_SOLICITUD_LABEL,
  type TipoSolicitud,
  type UnidadCobro,
} from '@cordillera/contracts'
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  auditLog,
  contratoItems,
  contratos,
  marcas,
  solicitudes,
  solicitudItems,
  tiposActivo,
  usuarios,
} from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { activoRefColumns, joinMarca, joinTipo, toActivoRef } from './activo-ref.ts'
import { contratoRecords } from './contrato-records.ts'
import { contratoCounts, fromContratos, refsOf, toContratoRow } from './contrato-rows.ts'

/** How many history entries a detail shows, newest first. */
export const HISTORIAL_MAX = 100

/** The requests that hold a contract's items until logistics carries them out. */
const TIPOS_QUE_RETIENEN: readonly TipoSolicitud[] = ['cambio', 'retiro-parcial', 'cierre']

export async function getContrato(db: Db | Tx, id: string): Promise<ContratoDetail> {
  const [found] = await fromContratos(db, authorColumns(contratos)).where(
    and(eq(contratos.id, id), vigente(contratos)),
  )
  if (!found) throw contratoRecords.missing()
  const [counts, items, pendientes, resumen, historial] = await Promise.all([
    contratoCounts(db, [id]),
    itemsOf(db, id),
    pendingRequestsOf(db, id),
    requestsOf(db, id),
    historyOf(db, id, refsOf(found).cotizacion?.numero ?? null),
  ])
  const cierre = pendientes.find((pendiente) => pendiente.tipo === 'cierre')
  const { creadoPor, actualizadoPor } = found
  return {
    ...toContratoRow(found.record, refsOf(found), counts.get(id) ?? zeroCounts),
    condiciones: found.record.condiciones,
    climaNoCobrable: found.record.climaNoCobrable,
    precioCombustible: found.record.precioCombustible,
    items: items.map((item) => {
      // An open cierre holds every asset still on rent, whether or not its lines name it.
      const pendiente =
        pendientes.find((candidate) => candidate.contratoItemId === item.id) ??
        (item.fechaRetiro === null ? cierre : undefined)
      return {
        ...item,
        solicitudPendiente: pendiente
          ? { id: pendiente.id, folio: folioDe('SOL', pendiente.numero), tipo: pendiente.tipo }
          : null,
      }
    }),
    solicitudes: resumen,
    historial,
    creadoPor,
    actualizadoPor,
  }
}

const zeroCounts = { activosEnArriendo: 0, solicitudesPendientes: 0 }

async function itemsOf(
  db: Db | Tx,
  contratoId: string,
): Promise<Omit<ContratoItem, 'solicitudPendiente'>[]> {
  const rows = await db
    .select({ item: contratoItems, activo: activoRefColumns })
    .from(contratoItems)
    .innerJoin(activos, eq(activos.id, contratoItems.activoId))
    .innerJoin(marcas, joinMarca)
    .innerJoin(tiposActivo, joinTipo)
    .where(and(eq(contratoItems.contratoId, contratoId), vigente(contratoItems)))
    .orderBy(asc(contratoItems.fechaEntrega), asc(activos.codigo), asc(contratoItems.id))
  return rows.map(({ item, activo }) => ({
    id: item.id,
    activo: toActivoRef(activo),
    tarifa: item.tarifa,
    unidadCobro: item.unidadCobro as UnidadCobro,
    minimoHoras: item.minimoHoras,
    minimoPor: item.minimoPor as PeriodoMinimo | null,
    tarifaStandBy: item.tarifaStandBy,
    fleteIda: item.fleteIda,
    fleteVuelta: item.fleteVuelta,
    conOperador: item.conOperador,
    descuentoPct: item.descuentoPct,
    tarifaOperador: item.tarifaOperador,
    fechaEntrega: item.fechaEntrega,
    fechaRetiro: item.fechaRetiro,
  }))
}

/**
 * The open cambio, retiro parcial and cierre requests of the contract with the items they name
 * (a cierre names every item, whether or not its lines list them); the oldest first, so an item
 * shows the request that took it first.
 */
async function pendingRequestsOf(db: Db | Tx, contratoId: string) {
  const rows = await db
    .select({
      id: solicitudes.id,
      numero: solicitudes.numero,
      tipo: solicitudes.tipo,
      contratoItemId: solicitudItems.contratoItemId,
    })
    .from(solicitudes)
    .leftJoin(solicitudItems, eq(solicitudItems.solicitudId, solicitudes.id))
    .where(
      and(
        eq(solicitudes.contratoId, contratoId),
        vigente(solicitudes),
        inArray(solicitudes.estado, [...ESTADOS_SOLICITUD_ABIERTA]),
        inArray(solicitudes.tipo, [...TIPOS_QUE_RETIENEN]),
      ),
    )
    .orderBy(asc(solicitudes.numero))
  return rows.map((row) => ({ ...row, tipo: row.tipo as TipoSolicitud }))
}

async function requestsOf(db: Db | Tx, contratoId: string): Promise<SolicitudResumen[]> {
  const rows = await db
    .select({
      id: solicitudes.id,
      numero: solicitudes.numero,
      tipo: solicitudes.tipo,
      origen: solicitudes.origen,
      estado: solicitudes.estado,
      fechaRequerida: solicitudes.fechaRequerida,
      creadoEn: solicitudes.createdAt,
    })
    .from(solicitudes)
    .where(and(eq(solicitudes.contratoId, contratoId), vigente(solicitudes)))
    .orderBy(desc(solicitudes.createdAt), desc(solicitudes.numero))
    .limit(DETAIL_RELATED_MAX)
  return rows.map((row) => ({
    id: row.id,
    folio: folioDe('SOL', row.numero),
    tipo: row.tipo as TipoSolicitud,
    origen: row.origen as OrigenSolicitud,
    estado: row.estado as EstadoSolicitud,
    fechaRequerida: row.fechaRequerida,
    creadoEn: row.creadoEn.toISOString(),
  }))
}

/**
 * The audit entries of the contract and of its requests (deleted ones too: what happened stays
 * history), newest first, each as a sentence.
 */
async function historyOf(
  db: Db | Tx,
  contratoId: string,
  cotizacionNumero: number | null,
): Promise<ContratoHistorial[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      entity: auditLog.entity,
      action: auditLog.action,
      after: auditLog.after,
      usuarioId: usuarios.id,
      usuarioNombre: usuarios.nombre,
      solicitudNumero: solicitudes.numero,
      solicitudTipo: solicitudes.tipo,
    })
    .from(auditLog)
    .leftJoin(usuarios, eq(usuarios.id, auditLog.usuarioId))
    .leftJoin(
      solicitudes,
      and(eq(auditLog.entity, 'solicitud'), eq(sql`${solicitudes.id}::text`, auditLog.entityId)),
    )
    .where(
      or(
        and(eq(auditLog.entity, contratoRecords.entity), eq(auditLog.entityId, contratoId)),
        and(
          eq(auditLog.entity, 'solicitud'),
          inArray(
            auditLog.entityId,
            db
              .select({ id: sql<string>`${solicitudes.id}::text` })
              .from(solicitudes)
              .where(eq(solicitudes.contratoId, contratoId)),
          ),
        ),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORIAL_MAX)
  return rows.map((row) => ({
    fecha: row.at.toISOString(),
    usuario:
      row.usuarioId && row.usuarioNombre ? { id: row.usuarioId, nombre: row.usuarioNombre } : null,
    descripcion:
      row.entity === 'solicitud'
        ? solicitudSentence(row.action, row.solicitudNumero, row.solicitudTipo, row.after)
        : contratoSentence(row.action, cotizacionNumero, row.after),
  }))
}

function contratoSentence(action: string, cotizacionNumero: number | null, after: unknown): string {
  if (action === 'completar') {
    // Logistics carried out one of its requests: its items changed, and a cierre ended it.
    return (after as { estado?: unknown } | null)?.estado === 'terminado'
      ? 'Contrato terminado por logística'
      : 'Activos del contrato actualizados por logística'
  }
  if (action === 'crear') {
    return cotizacionNumero == null
      ? 'Contrato creado'
      : `Contrato creado desde ${folioDe('COT', cotizacionNumero)}`
  }
  // The contract's only edit is of its billing terms (update-condiciones-cobro.ts).
  if (action === 'editar') return 'Condiciones de cobro modificadas'
  return action === 'eliminar' ? 'Contrato eliminado' : 'Contrato modificado'
}

function solicitudSentence(
  action: string,
  numero: number | null,
  tipo: string | null,
  after: unknown,
): string {
  const solicitud = numero == null ? 'Solicitud' : `Solicitud ${folioDe('SOL', numero)}`
  switch (action) {
    case 'crear': {
      const label =
        tipo && tipo in TIPO_SOLICITUD_LABEL ? TIPO_SOLICITUD_LABEL[tipo as TipoSolicitud] : null
      return label ? `${solicitud} de ${label.toLowerCase()} creada` : `${solicitud} creada`
    }
    case 'aprobar':
      return `${solicitud} aprobada`
    case 'completar':
      return `${solicitud} completada por logística`
    case 'rechazar': {
      const motivo = (after as { motivoRechazo?: unknown } | null)?.motivoRechazo
      return typeof motivo === 'string' && motivo
        ? `${solicitud} rechazada: ${motivo}`
        : `${solicitud} rechazada`
    }
    case 'eliminar':
      return `${solicitud} eliminada`
    default:
      return `${solicitud} editada`
  }
}
