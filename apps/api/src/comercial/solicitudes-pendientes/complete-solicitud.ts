// POST /v1/solicitudes-pendientes/{id}/completar: logistics carries out an approved request. In
// one transaction it records the request's movements (through the one movement mechanism,
// `records/record-movimiento.ts`) and changes the contract accordingly, so the
// contract's items, the assets' estado and the history always agree:
// - adición: a despacho of each chosen asset to the contract's obra; one new item per asset, with
//   the request's tarifa and unidad, delivered that day;
// - retiro parcial: a retiro of each asset at the obra; its item withdrawn that day;
// - cambio: the old asset's retiro and the new one's despacho; the old item withdrawn and a new
//   item for the new asset, on the old one's terms, delivered that day;
// - cierre: a retiro of every asset at the obra, every item withdrawn, and the contract terminado
//   that day — refused while any item of the contract would stay on rent.
// An asset that is not at the obra (never dispatched, or already at the workshop) is not moved:
// its item just ends that day. The request becomes `completada`.
//
// Locks (decision 025's order: anything else first, the assets last): the request (its version,
// 409 when stale or already completed), its contract, then each asset in id order inside
// `recordMovimiento`. Two completions racing for one free asset: one gets it, the other is
// told where it is (409).
import {
  type completarSolicitudSchema,
  ESTADO_SOLICITUD_LABEL,
  ESTADOS_SOLICITUD_PENDIENTE,
  type EstadoContrato,
  type EstadoSolicitud,
  fechaEnSantiago,
  fechaText,
  folioDe,
  type SolicitudCompletada,
  type TipoMovimiento,
} from '@cordillera/contracts'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  type contratos,
  solicitudItems,
  tiposActivo,
} from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import {
  type MovimientoInput,
  recordMovimiento,
  rethrowGuiaUsada,
} from '../../records/record-movimiento.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { commitmentsOf } from '../contratos/asset-commitments.ts'
import { contratoRecords } from '../contratos/contrato-records.ts'
import { getSolicitud } from '../solicitudes/get-solicitud.ts'
import { type SolicitudRecord, solicitudRecords } from '../solicitudes/solicitud-records.ts'

type CompletarInput = z.output<typeof completarSolicitudSchema>
type Linea = CompletarInput['lineas'][number]
type ContratoRecord = typeof contratos.$inferSelect
type SolicitudItemRecord = typeof solicitudItems.$inferSelect

/** One movement to record: which asset, and which line of the input asked for it. */
type Movimiento = { activoId: string; tipo: TipoMovimiento; guia: number; linea: number }

export async function completeSolicitud(
  db: Db,
  actor: Actor,
  id: string,
  input: CompletarInput,
): Promise<SolicitudCompletada> {
  try {
    return await db.transaction((tx) => completar(tx, actor, id, input))
  } catch (error) {
    rethrowGuiaUsada(error, null)
  }
}

function soloPendienteDeLogistica(found: SolicitudRecord | undefined) {
  if (!found) return
  if (found.tipo === 'arriendo') {
    throw conflict(
      'Una solicitud de arriendo se atiende con una cotización y su contrato: logística no la completa.',
    )
  }
  if (!(ESTADOS_SOLICITUD_PENDIENTE as readonly string[]).includes(found.estado)) {
    const estado = ESTADO_SOLICITUD_LABEL[found.estado as EstadoSolicitud].toLowerCase()
    throw conflict(`Solo se completa una solicitud aprobada; esta está ${estado}.`)
  }
}

async function completar(
  tx: Tx,
  actor: Actor,
  id: string,
  input: CompletarInput,
): Promise<SolicitudCompletada> {
  const solicitud = await solicitudRecords.lock(
    tx,
    { id, version: input.version },
    { refuse: soloPendienteDeLogistica },
  )
  if (!solicitud.contratoId) throw solicitudRecords.missing()
  const contrato = await contratoRecords.find(tx, solicitud.contratoId, { forUpdate: true })
  if (!contrato) throw contratoRecords.missing()
  const contratoFolio = folioDe('CON', contrato.numero)
  if (contrato.estado !== 'vigente') {
    throw conflict(`El contrato ${contratoFolio} está terminado: ya no cambia.`)
  }

  const dia = fechaEnSantiago(new Date(input.fecha))
  if (dia < contrato.fechaInicio) {
    throw invalidFields({
      fecha: `El contrato ${contratoFolio} empieza el ${fechaText(contrato.fechaInicio)}: la fecha no puede ser anterior.`,
    })
  }
  if (contrato.fechaTermino !== null && dia > contrato.fechaTermino) {
    throw invalidFields({
      fecha: `El contrato ${contratoFolio} termina el ${fechaText(contrato.fechaTermino)}: la fecha no puede ser posterior.`,
    })
  }

  const items = await tx
    .select()
    .from(solicitudItems)
    .where(eq(solicitudItems.solicitudId, id))
    .orderBy(solicitudItems.posicion)
  const plan = await planOf(tx, solicitud, contrato, items, input, dia)

  // Every asset under its lock, in id order; each movement checked by the machine from there.
  const movimientos = [...plan.movimientos].sort((a, b) => a.activoId.localeCompare(b.activoId))
  const registrados: SolicitudCompletada['movimientos'] = []
  for (const mov of movimientos) {
    const movInput: MovimientoInput = {
      tipo: mov.tipo,
      fecha: input.fecha,
      hastaObraId: mov.tipo === 'despacho' ? contrato.obraId : null,
      guiaDespacho: mov.guia,
      transportista: input.transportista ?? null,
      responsable: input.responsable,
      observaciones: input.observaciones ?? null,
      solicitudId: id,
    }
    const { movimiento } = await recordMovimiento(tx, actor, mov.activoId, movInput, {
      field: (name) => `lineas.${mov.linea}.${name === 'fecha' ? 'activoId' : name}`,
    })
    registrados.push({ id: movimiento.id, activoId: mov.activoId, tipo: mov.tipo })
  }

  const cierre = solicitud.tipo === 'cierre'
  const contratoAfter = await contratoRecords.write(
    tx,
    actor,
    contrato,
    cierre ? { estado: 'terminado', fechaTermino: dia } : {},
    'completar',
    async (tx) => {
      if (plan.retirados.length > 0) {
        await tx
          .update(contratoItems)
          .set({
            fechaRetiro: dia,
            updatedBy: actor.id,
            version: sql`${contratoItems.version} + 1`,
          })
          .where(inArray(contratoItems.id, plan.retirados))
      }
      if (plan.nuevos.length > 0) {
        await tx.insert(contratoItems).values(
          plan.nuevos.map((nuevo) => ({
            ...nuevo,
            contratoId: contrato.id,
            fechaEntrega: dia,
            createdBy: actor.id,
            updatedBy: actor.id,
          })),
        )
      }
      if (cierre) await refuseWhileOnRent(tx, contrato.id, contratoFolio)
    },
  )
  await solicitudRecords.write(
    tx,
    actor,
    solicitud,
    { estado: 'completada', estadoDesde: new Date(input.fecha) },
    'completar',
  )
  return {
    solicitud: await getSolicitud(tx, id),
    contrato: {
      id: contratoAfter.id,
      folio: contratoFolio,
      estado: contratoAfter.estado as EstadoContrato,
    },
    movimientos: registrados,
  }
}

type NuevoItem = Omit<
  typeof contratoItems.$inferInsert,
  'contratoId' | 'fechaEntrega' | 'createdBy' | 'updatedBy'
>

type Plan = {
  movimientos: Movimiento[]
  /** Contract items withdrawn that day. */
  retirados: string[]
  /** Contract items delivered that day. */
  nuevos: NuevoItem[]
}

/**
 * What the completion does, checked against the request, the contract and the assets: 400 per
 * line when the lines do not match what the request asks, 409 when an asset is taken or an item
 * already withdrawn. Nothing is written here.
 */
async function planOf(
  tx: Tx,
  solicitud: SolicitudRecord,
  contrato: ContratoRecord,
  items: SolicitudItemRecord[],
  input: CompletarInput,
  dia: string,
): Promise<Plan> {
  const fields: Record<string, string> = {}
  const itemById = new Map(items.map((item) => [item.id, item]))
  const lineasPorItem = new Map<string, number[]>()
  input.lineas.forEach((linea, index) => {
    if (!itemById.has(linea.solicitudItemId)) {
      fields[`lineas.${index}.solicitudItemId`] = 'Ese ítem no es de esta solicitud.'
      return
    }
    lineasPorItem.set(linea.solicitudItemId, [
      ...(lineasPorItem.get(linea.solicitudItemId) ?? []),
      index,
    ])
  })

  // The contract items the request names, with their assets (where they are now).
  const contratoItemIds = items.flatMap((item) =>
    item.contratoItemId ? [item.contratoItemId] : [],
  )
  const enContrato = new Map(
    (contratoItemIds.length === 0
      ? []
      : await tx
          .select({
            item: contratoItems,
            codigo: activos.codigo,
            tipoActivoId: activos.tipoActivoId,
            estado: activos.estado,
            obraActualId: activos.obraActualId,
          })
          .from(contratoItems)
          .innerJoin(activos, eq(activos.id, contratoItems.activoId))
          .where(
            and(
              inArray(contratoItems.id, contratoItemIds),
              eq(contratoItems.contratoId, contrato.id),
              vigente(contratoItems),
            ),
          )
    ).map((row) => [row.item.id, row]),
  )

  // The assets that go to the obra, as chosen.
  const elegidos = input.lineas.flatMap((linea) => (linea.activoId ? [linea.activoId] : []))
  const activosElegidos = new Map(
    (elegidos.length === 0
      ? []
      : await tx
          .select({
            id: activos.id,
            codigo: activos.codigo,
            tipoActivoId: activos.tipoActivoId,
            tipoNombre: tiposActivo.nombre,
          })
          .from(activos)
          .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
          .where(and(inArray(activos.id, elegidos), vigente(activos)))
    ).map((row) => [row.id, row]),
  )
  const tipoNames = new Map(
    (
      await tx
        .select({
          id: tiposActivo.id,
          nombre: tiposActivo.nombre,
          unidad: tiposActivo.unidadCobroDefault,
        })
        .from(tiposActivo)
    ).map((row) => [row.id, row]),
  )

  const plan: Plan = { movimientos: [], retirados: [], nuevos: [] }
  const vistos = new Set<string>()
  const guias = new Set<number>()
  /** Each guía goes with one movement: a folio typed twice is refused where it repeats. */
  const usaGuia = (folio: number, index: number, field: 'guiaDespacho' | 'guiaRetiro') => {
    if (guias.has(folio)) {
      fields[`lineas.${index}.${field}`] =
        `El folio ${folio} se repite: cada guía se emite una vez.`
    }
    guias.add(folio)
  }

  const despachar = (linea: Linea, index: number, tipoId: string | null, antiguo?: string) => {
    if (!linea.activoId) {
      fields[`lineas.${index}.activoId`] = 'Elija el activo que se despacha.'
      return false
    }
    const activo = activosElegidos.get(linea.activoId)
    if (!activo) {
      fields[`lineas.${index}.activoId`] = 'El activo elegido no existe.'
      return false
    }
    if (vistos.has(activo.id) || activo.id === antiguo) {
      fields[`lineas.${index}.activoId`] = `${activo.codigo} está elegido dos veces.`
      return false
    }
    vistos.add(activo.id)
    if (tipoId && activo.tipoActivoId !== tipoId) {
      const pedido = tipoNames.get(tipoId)?.nombre ?? 'otro tipo'
      fields[`lineas.${index}.activoId`] =
        `${activo.codigo} es ${activo.tipoNombre.toLowerCase()}: se pidió ${pedido.toLowerCase()}.`
      return false
    }
    if (linea.guiaDespacho == null) {
      fields[`lineas.${index}.guiaDespacho`] = 'Ingrese el folio de la guía de despacho.'
      return false
    }
    usaGuia(linea.guiaDespacho, index, 'guiaDespacho')
    plan.movimientos.push({
      activoId: activo.id,
      tipo: 'despacho',
      guia: linea.guiaDespacho,
      linea: index,
    })
    return true
  }

  const retirar = (linea: Linea, index: number, item: SolicitudItemRecord) => {
    const actual = item.contratoItemId ? enContrato.get(item.contratoItemId) : undefined
    if (!actual) {
      fields[`lineas.${index}.solicitudItemId`] = 'El activo ya no está en este contrato.'
      return undefined
    }
    if (actual.item.fechaRetiro !== null) {
      throw conflict(
        `${actual.codigo} ya fue retirado del contrato el ${fechaText(actual.item.fechaRetiro)}.`,
      )
    }
    if (dia < actual.item.fechaEntrega) {
      fields.fecha = `${actual.codigo} se entregó el ${fechaText(actual.item.fechaEntrega)}: no se retira antes.`
      return undefined
    }
    plan.retirados.push(actual.item.id)
    const enObra = actual.estado === 'en-obra' && actual.obraActualId === contrato.obraId
    if (enObra) {
      if (linea.guiaRetiro == null) {
        fields[`lineas.${index}.guiaRetiro`] = 'Ingrese el folio de la guía del retiro.'
      } else {
        usaGuia(linea.guiaRetiro, index, 'guiaRetiro')
        plan.movimientos.push({
          activoId: actual.item.activoId,
          tipo: 'retiro',
          guia: linea.guiaRetiro,
          linea: index,
        })
      }
    }
    return actual
  }

  for (const item of items) {
    const lineas = lineasPorItem.get(item.id) ?? []
    const que = describe(item, enContrato, tipoNames)
    if (solicitud.tipo === 'adicion') {
      const cantidad = item.cantidad ?? 1
      if (lineas.length !== cantidad) {
        fields.lineas = `${que}: se piden ${cantidad} y se eligieron ${lineas.length}.`
        continue
      }
      for (const index of lineas) {
        const linea = input.lineas[index] as Linea
        if (!despachar(linea, index, item.tipoActivoId)) continue
        plan.nuevos.push({
          activoId: linea.activoId as string,
          tarifa: item.tarifa ?? 0,
          unidadCobro: item.unidadCobro ?? tipoNames.get(item.tipoActivoId ?? '')?.unidad ?? 'dia',
          conOperador: item.conOperador,
        })
      }
      continue
    }
    if (lineas.length !== 1) {
      fields.lineas = lineas.length === 0 ? `Falta ${que}.` : `${que} va en una sola línea.`
      continue
    }
    const index = lineas[0] as number
    const linea = input.lineas[index] as Linea
    if (solicitud.tipo === 'cambio') {
      const actual = retirar(linea, index, item)
      if (!actual) continue
      const tipoId = item.tipoActivoId ?? actual.tipoActivoId
      if (!despachar(linea, index, tipoId, actual.item.activoId)) continue
      const { item: anterior } = actual
      plan.nuevos.push({
        activoId: linea.activoId as string,
        tarifa: anterior.tarifa,
        unidadCobro: anterior.unidadCobro,
        minimoHoras: anterior.minimoHoras,
        minimoPor: anterior.minimoPor,
        tarifaStandBy: anterior.tarifaStandBy,
        conOperador: anterior.conOperador,
      })
      continue
    }
    if (linea.activoId) {
      fields[`lineas.${index}.activoId`] = 'Un retiro no despacha activos.'
      continue
    }
    retirar(linea, index, item)
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)

  // The assets going out must be free of every other contract from that day on (decision 025).
  const despachados = plan.movimientos.filter((mov) => mov.tipo === 'despacho')
  if (despachados.length > 0) {
    const [tomado] = await commitmentsOf(
      tx,
      despachados.map((mov) => mov.activoId),
      dia,
      contrato.fechaTermino,
    )
    if (tomado) {
      const codigo = activosElegidos.get(tomado.activoId)?.codigo ?? 'El activo'
      throw conflict(
        `${codigo} está comprometido en el contrato ${folioDe('CON', tomado.contratoNumero)} en esas fechas: elija otro.`,
      )
    }
  }
  return plan
}

/** How a refusal names an item: "Excavadora (2)", "CA-003". */
function describe(
  item: SolicitudItemRecord,
  enContrato: Map<string, { codigo: string }>,
  tipos: Map<string, { nombre: string }>,
): string {
  if (item.contratoItemId) return enContrato.get(item.contratoItemId)?.codigo ?? 'un activo'
  return tipos.get(item.tipoActivoId ?? '')?.nombre ?? 'un ítem'
}

/** A cierre ends the contract only once none of its items is still on rent. */
async function refuseWhileOnRent(tx: Tx, contratoId: string, folio: string) {
  const quedan = await tx
    .select({ codigo: activos.codigo })
    .from(contratoItems)
    .innerJoin(activos, eq(activos.id, contratoItems.activoId))
    .where(
      and(
        eq(contratoItems.contratoId, contratoId),
        vigente(contratoItems),
        isNull(contratoItems.fechaRetiro),
      ),
    )
  if (quedan.length > 0) {
    throw conflict(
      `El contrato ${folio} aún tiene en arriendo ${quedan.map((row) => row.codigo).join(', ')}: retírelos antes de cerrarlo.`,
    )
  }
}
