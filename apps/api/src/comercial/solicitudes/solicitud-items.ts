// What a request's items must be, checked the same way when it is created (from a contract or by a
// site client) and when staff edit it: the fields its tipo uses, tipos de activo that exist, the
// contract's assets still on rent, none of them in another open request, an adición's tarifa in
// the contract's moneda. docs/domain.md, "Solicitudes".
import {
  ESTADOS_SOLICITUD_ABIERTA,
  folioDe,
  hasAtMostDecimals,
  MONTO_DECIMALES,
  type Moneda,
  type TipoSolicitud,
  type UnidadCobro,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  contratos,
  solicitudes,
  solicitudItems,
  tiposActivo,
} from '../../db/schema/index.ts'
import { ApiHttpError, conflict, notFound } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'

/** A request's item as stored: what its tipo uses, null the rest. */
export type SolicitudItemValues = {
  tipoActivoId: string | null
  cantidad: number | null
  contratoItemId: string | null
  unidadCobro: UnidadCobro | null
  tarifa: number | null
  conOperador: boolean
  descripcion: string | null
}

/** Any item as the contracts' schemas give it (each tipo's create schema, or the edit's). */
export type SolicitudItemInput = {
  tipoActivoId?: string | null | undefined
  cantidad?: number | null | undefined
  contratoItemId?: string | null | undefined
  unidadCobro?: UnidadCobro | null | undefined
  tarifa?: number | null | undefined
  conOperador?: boolean | undefined
  descripcion?: string | null | undefined
}

/** The contract a request changes, locked while the request is written. */
export type ContratoDeSolicitud = {
  id: string
  numero: number
  obraId: string
  moneda: Moneda
  estado: string
}

/** The tipos whose items name an asset on the contract. */
const TIPOS_CON_ACTIVO: readonly TipoSolicitud[] = ['cambio', 'retiro-parcial', 'cierre']
const TIPOS_CON_TIPO_ACTIVO: readonly TipoSolicitud[] = ['arriendo', 'adicion']

const MONEDA_DECIMALES_MESSAGE: Record<Moneda, string> = {
  CLP: 'En pesos no lleva decimales.',
  UF: 'En UF lleva como máximo 4 decimales.',
}

/**
 * The items of a tipo as stored: the fields it uses (400 per missing one: `items.N.field`), and
 * nothing of the others, so an edit cannot leave a retiro with a tarifa.
 */
export function itemsDeTipo(
  tipo: TipoSolicitud,
  items: readonly SolicitudItemInput[],
): SolicitudItemValues[] {
  const fields: Record<string, string> = {}
  const values = items.map((item, index): SolicitudItemValues => {
    const missing = (field: string, message: string) => {
      fields[`items.${index}.${field}`] = message
    }
    const conTipo = TIPOS_CON_TIPO_ACTIVO.includes(tipo)
    if (conTipo && !item.tipoActivoId) missing('tipoActivoId', 'Elija el tipo de activo.')
    if (conTipo && item.cantidad == null) missing('cantidad', 'Ingrese la cantidad.')
    if (TIPOS_CON_ACTIVO.includes(tipo) && !item.contratoItemId) {
      missing('contratoItemId', 'Elija el activo del contrato.')
    }
    if (tipo === 'adicion' && !item.unidadCobro) {
      missing('unidadCobro', 'Elija la unidad de cobro: hora, día o mes.')
    }
    if (tipo === 'adicion' && item.tarifa == null) missing('tarifa', 'Ingrese la tarifa.')
    return {
      // A cambio may ask for another tipo instead of the asset it swaps.
      tipoActivoId: conTipo || tipo === 'cambio' ? (item.tipoActivoId ?? null) : null,
      cantidad: conTipo ? (item.cantidad ?? null) : null,
      contratoItemId: TIPOS_CON_ACTIVO.includes(tipo) ? (item.contratoItemId ?? null) : null,
      unidadCobro: tipo === 'adicion' ? (item.unidadCobro ?? null) : null,
      tarifa: tipo === 'adicion' ? (item.tarifa ?? null) : null,
      conOperador: tipo === 'adicion' ? (item.conOperador ?? false) : false,
      descripcion: item.descripcion ?? null,
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
  return values
}

/** An item of a contract still on rent: not deleted, not withdrawn. */
const enArriendo = (where: SQL | undefined) =>
  and(where, vigente(contratoItems), isNull(contratoItems.fechaRetiro))

/** `SELECT … FOR UPDATE` of the contract: requests of one contract are checked one at a time. */
export async function lockContrato(tx: Tx, id: string): Promise<ContratoDeSolicitud> {
  const [found] = await tx
    .select({
      id: contratos.id,
      numero: contratos.numero,
      obraId: contratos.obraId,
      moneda: contratos.moneda,
      estado: contratos.estado,
    })
    .from(contratos)
    .where(and(eq(contratos.id, id), vigente(contratos)))
    .for('update')
  if (!found) throw notFound('No encontramos el contrato.')
  if (found.estado !== 'vigente') {
    throw conflict(
      `El contrato ${folioDe('CON', found.numero)} está terminado: ya no admite solicitudes.`,
    )
  }
  return { ...found, moneda: found.moneda as Moneda }
}

/** A cierre's items: every asset of the contract still on rent (400 when there is none). */
export async function itemsEnArriendo(
  tx: Tx,
  contrato: ContratoDeSolicitud,
): Promise<SolicitudItemValues[]> {
  const rows = await tx
    .select({ id: contratoItems.id })
    .from(contratoItems)
    .where(enArriendo(eq(contratoItems.contratoId, contrato.id)))
    .orderBy(asc(contratoItems.fechaEntrega), asc(contratoItems.id))
  if (rows.length === 0) {
    throw new ApiHttpError(400, 'entrada_invalida', 'El contrato no tiene activos en arriendo.')
  }
  return rows.map((row) => ({
    tipoActivoId: null,
    cantidad: null,
    contratoItemId: row.id,
    unidadCobro: null,
    tarifa: null,
    conOperador: false,
    descripcion: null,
  }))
}

/**
 * The contract whose assets a site client names, all of one vigente contract of its obra and still
 * on rent (400 per item otherwise); read before the request is written, which checks them again.
 */
export async function contratoDeItems(
  db: Db,
  obraId: string,
  items: readonly SolicitudItemValues[],
): Promise<string> {
  const ids = items.flatMap((item) => (item.contratoItemId ? [item.contratoItemId] : []))
  const rows = await db
    .select({ id: contratoItems.id, contratoId: contratoItems.contratoId })
    .from(contratoItems)
    .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
    .where(
      and(
        enArriendo(inArray(contratoItems.id, ids)),
        vigente(contratos),
        eq(contratos.estado, 'vigente'),
        eq(contratos.obraId, obraId),
      ),
    )
  const contratoOf = new Map(rows.map((row) => [row.id, row.contratoId]))
  const fields: Record<string, string> = {}
  items.forEach((item, index) => {
    if (!item.contratoItemId || !contratoOf.has(item.contratoItemId)) {
      fields[`items.${index}.contratoItemId`] = 'Ese equipo no está en arriendo en esta obra.'
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
  const contratoIds = new Set(contratoOf.values())
  const [contratoId] = contratoIds
  if (contratoIds.size !== 1 || !contratoId) {
    throw invalidFields({
      items: 'Los equipos de una solicitud deben ser de un mismo contrato: haga una por contrato.',
    })
  }
  return contratoId
}

/**
 * The checks of a request's items that read the database (400 per field, then 409 for a conflict
 * with another open request). `solicitudId` is the request being edited, never its own conflict.
 */
export async function checkItems(
  tx: Tx,
  request: {
    tipo: TipoSolicitud
    contrato: ContratoDeSolicitud | null
    items: readonly SolicitudItemValues[]
    solicitudId?: string
  },
): Promise<void> {
  const { tipo, contrato, items } = request
  const fields: Record<string, string> = {}

  const tipoIds = [...new Set(items.flatMap((item) => item.tipoActivoId ?? []))]
  if (tipoIds.length > 0) {
    const found = await tx
      .select({ id: tiposActivo.id })
      .from(tiposActivo)
      .where(and(inArray(tiposActivo.id, tipoIds), vigente(tiposActivo)))
    const existing = new Set(found.map((row) => row.id))
    items.forEach((item, index) => {
      if (item.tipoActivoId && !existing.has(item.tipoActivoId)) {
        fields[`items.${index}.tipoActivoId`] = 'El tipo de activo elegido no existe.'
      }
    })
  }

  if (tipo === 'adicion' && contrato) {
    items.forEach((item, index) => {
      if (
        item.tarifa != null &&
        !hasAtMostDecimals(item.tarifa, MONTO_DECIMALES[contrato.moneda])
      ) {
        fields[`items.${index}.tarifa`] = MONEDA_DECIMALES_MESSAGE[contrato.moneda]
      }
    })
  }

  const activoIds = items.flatMap((item) => item.contratoItemId ?? [])
  if (TIPOS_CON_ACTIVO.includes(tipo) && contrato && activoIds.length > 0) {
    const found = await tx
      .select({ id: contratoItems.id })
      .from(contratoItems)
      .where(
        enArriendo(
          and(inArray(contratoItems.id, activoIds), eq(contratoItems.contratoId, contrato.id)),
        ),
      )
    const onRent = new Set(found.map((row) => row.id))
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const id = item.contratoItemId
      if (!id) return
      if (!onRent.has(id)) {
        fields[`items.${index}.contratoItemId`] = 'Ese activo no está en arriendo en este contrato.'
      } else if (seen.has(id)) {
        fields[`items.${index}.contratoItemId`] = 'Ese activo ya está en otro ítem de la solicitud.'
      }
      seen.add(id)
    })
  }

  if (Object.keys(fields).length > 0) throw invalidFields(fields)

  const otra = request.solicitudId ? ne(solicitudes.id, request.solicitudId) : undefined
  const abierta = and(
    vigente(solicitudes),
    inArray(solicitudes.estado, [...ESTADOS_SOLICITUD_ABIERTA]),
    otra,
  )
  // A contract being closed takes no other request: its assets are all leaving.
  if (contrato) {
    const [cierre] = await tx
      .select({ numero: solicitudes.numero })
      .from(solicitudes)
      .where(and(abierta, eq(solicitudes.contratoId, contrato.id), eq(solicitudes.tipo, 'cierre')))
      .limit(1)
    if (cierre) {
      const folio = folioDe('SOL', cierre.numero)
      throw conflict(
        tipo === 'cierre'
          ? `El contrato ya tiene una solicitud de cierre abierta (${folio}).`
          : `El contrato tiene una solicitud de cierre abierta (${folio}): no admite otras solicitudes mientras siga abierta.`,
      )
    }
  }
  if (TIPOS_CON_ACTIVO.includes(tipo) && activoIds.length > 0) {
    const [taken] = await tx
      .select({ numero: solicitudes.numero, codigo: activos.codigo })
      .from(solicitudItems)
      .innerJoin(solicitudes, eq(solicitudes.id, solicitudItems.solicitudId))
      .innerJoin(contratoItems, eq(contratoItems.id, solicitudItems.contratoItemId))
      .innerJoin(activos, eq(activos.id, contratoItems.activoId))
      .where(
        and(
          abierta,
          inArray(solicitudes.tipo, [...TIPOS_CON_ACTIVO]),
          inArray(solicitudItems.contratoItemId, activoIds),
        ),
      )
      .orderBy(asc(solicitudes.numero))
      .limit(1)
    if (taken) {
      throw conflict(
        `El activo ${taken.codigo} ya está en la solicitud ${folioDe('SOL', taken.numero)}, que sigue abierta: espere su cierre o edítela.`,
      )
    }
  }
}

/** Writes a request's items in order (posicion 0, 1, 2…). */
export async function insertItems(
  tx: Tx,
  solicitudId: string,
  items: readonly SolicitudItemValues[],
): Promise<void> {
  if (items.length === 0) return
  await tx
    .insert(solicitudItems)
    .values(items.map((item, posicion) => ({ ...item, solicitudId, posicion })))
}

/** Replaces a request's items (an edit gives the whole list as it should be). */
export async function replaceItems(
  tx: Tx,
  solicitudId: string,
  items: readonly SolicitudItemValues[],
): Promise<void> {
  await tx.delete(solicitudItems).where(eq(solicitudItems.solicitudId, solicitudId))
  await insertItems(tx, solicitudId, items)
}

/** The stored items as `SolicitudItemValues`, to tell whether an edit changes them. */
export async function storedItems(tx: Tx, solicitudId: string): Promise<SolicitudItemValues[]> {
  const rows = await tx
    .select()
    .from(solicitudItems)
    .where(eq(solicitudItems.solicitudId, solicitudId))
    .orderBy(asc(solicitudItems.posicion))
  return rows.map((row) => ({
    tipoActivoId: row.tipoActivoId,
    cantidad: row.cantidad,
    contratoItemId: row.contratoItemId,
    unidadCobro: row.unidadCobro as UnidadCobro | null,
    tarifa: row.tarifa,
    conOperador: row.conOperador,
    descripcion: row.descripcion,
  }))
}
