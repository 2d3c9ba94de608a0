// The lessor side of the demo's estados de pago (decision 064): an agreement for every lessor that
// owns assets (its general one, listing each of its assets with a tariff — by day, by hour with a
// minimum, or by month in UF — in force from two years back), and, for the lessors with a portal
// user, their external EDPs of the last three months at each obra their machines were at, computed
// by the same `calcularEdpExterno` from the seeded movements, reports and incidents (a month the
// evidence blocks — an unsigned report, a missing valor UF — is skipped, never guessed), in every
// estado: the oldest aceptado, the next emitido, the last borrador; one emitido after an accepted
// adjustment (revision 2, the first kept), one after a rejected one, and one en ajuste with its
// request pending.
//
// Seeded once per database (while no seeded agreement, one without author, exists), after the
// lessors' incidents; like the other demo data, past the records mechanism: no author, no audit.
import {
  calcularEdpExterno,
  type EdpCalculo,
  type EdpLinea,
  type EstadoEdpExterno,
  fechaEnSantiago,
  type Periodo,
  totalesDeLineas,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { evidenciaExterna } from '../comercial/edp-externos/edp-externo-evidencia.ts'
import type { Tx } from '../db/database.ts'
import {
  activos,
  acuerdoArriendoActivos,
  acuerdosArriendo,
  edpExternoHistorial,
  edpExternoLineas,
  edpExternoRevisiones,
  edpsExternos,
  movimientos,
  solicitudesAjuste,
  usuarios,
} from '../db/schema/index.ts'
import { mesesAnteriores, momentosDesde } from './demo-edp-comun.ts'

type Tarifa = Pick<
  typeof acuerdoArriendoActivos.$inferInsert,
  'tarifa' | 'unidadCobro' | 'minimoHoras' | 'minimoPor' | 'moneda'
>

/** The i-th asset's tariff: by day in pesos, by hour with a daily minimum, by month in UF. */
function tarifaDel(i: number): Tarifa {
  if (i % 3 === 0) {
    return { tarifa: 95_000 + (i % 7) * 5_000, unidadCobro: 'dia', moneda: 'CLP' }
  }
  if (i % 3 === 1) {
    return {
      tarifa: 28_000 + (i % 5) * 2_000,
      unidadCobro: 'hora',
      minimoHoras: 8,
      minimoPor: 'dia',
      moneda: 'CLP',
    }
  }
  return { tarifa: 40 + (i % 4) * 5, unidadCobro: 'mes', moneda: 'UF' }
}

type Paso = { accion: string; desde: EstadoEdpExterno | null; hacia: EstadoEdpExterno }

const PASOS: Record<EstadoEdpExterno, Paso[]> = {
  borrador: [{ accion: 'crear', desde: null, hacia: 'borrador' }],
  emitido: [
    { accion: 'crear', desde: null, hacia: 'borrador' },
    { accion: 'emitir', desde: 'borrador', hacia: 'emitido' },
  ],
  'en-ajuste': [
    { accion: 'crear', desde: null, hacia: 'borrador' },
    { accion: 'emitir', desde: 'borrador', hacia: 'emitido' },
    { accion: 'solicitar-ajuste', desde: 'emitido', hacia: 'en-ajuste' },
  ],
  aceptado: [
    { accion: 'crear', desde: null, hacia: 'borrador' },
    { accion: 'emitir', desde: 'borrador', hacia: 'emitido' },
    { accion: 'aceptar', desde: 'emitido', hacia: 'aceptado' },
  ],
}

type Ajuste = 'aceptado' | 'rechazado' | 'pendiente' | null

const contadores = () => ({
  acuerdos_arriendo: 0,
  acuerdo_arriendo_activos: 0,
  edps_externos: 0,
  edp_externo_lineas: 0,
  edp_externo_historial: 0,
  edp_externo_revisiones: 0,
  solicitudes_ajuste: 0,
})

export async function seedDemoEdpExternos(
  tx: Tx,
  now = new Date(),
): Promise<Record<string, number>> {
  const counts = contadores()
  const [sembrado] = await tx
    .select({ id: acuerdosArriendo.id })
    .from(acuerdosArriendo)
    .where(isNull(acuerdosArriendo.createdBy))
    .limit(1)
  if (sembrado) return counts

  const hoy = fechaEnSantiago(now)
  const desde = `${Number(hoy.slice(0, 4)) - 2}${hoy.slice(4, 8)}01`
  const delArrendador = await tx
    .select({ id: activos.id, proveedorId: activos.proveedorId })
    .from(activos)
    .where(and(isNotNull(activos.proveedorId), isNull(activos.eliminadoEn)))
    .orderBy(asc(activos.codigo))
  const porProveedor = new Map<string, string[]>()
  for (const activo of delArrendador) {
    if (!activo.proveedorId) continue
    porProveedor.set(activo.proveedorId, [
      ...(porProveedor.get(activo.proveedorId) ?? []),
      activo.id,
    ])
  }
  for (const [proveedorId, ids] of porProveedor) {
    const [acuerdo] = await tx
      .insert(acuerdosArriendo)
      .values({ proveedorId, observaciones: 'Acuerdo general del arrendador.' })
      .returning({ id: acuerdosArriendo.id })
    if (!acuerdo) throw new Error('seed: no acuerdo')
    counts.acuerdos_arriendo++
    await tx.insert(acuerdoArriendoActivos).values(
      ids.map((activoId, posicion) => ({
        acuerdoId: acuerdo.id,
        activoId,
        posicion,
        vigenciaDesde: desde,
        ...tarifaDel(posicion),
      })),
    )
    counts.acuerdo_arriendo_activos += ids.length
  }

  // The lessors with a portal user: their EDPs, at each obra their machines went to.
  // One user per lessor (its first) acts in its EDPs' history, however many it has.
  const usuariosDeArrendador = await tx
    .select({ proveedorId: usuarios.proveedorId, id: usuarios.id })
    .from(usuarios)
    .where(isNotNull(usuarios.proveedorId))
    .orderBy(asc(usuarios.createdAt), asc(usuarios.email))
  const conPortal = new Map<string, string>()
  for (const { proveedorId, id } of usuariosDeArrendador) {
    if (proveedorId && !conPortal.has(proveedorId)) conPortal.set(proveedorId, id)
  }
  const [staff] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'comercial@cordillera.cl'))
  const meses = mesesAnteriores(hoy)
  let ajustes = 0
  const siguienteAjuste = (): Ajuste => {
    const orden: Ajuste[] = ['aceptado', 'rechazado', 'pendiente']
    return orden[ajustes++] ?? null
  }
  for (const [proveedorId, arrendadorId] of conPortal) {
    const ids = porProveedor.get(proveedorId) ?? []
    if (ids.length === 0) continue
    const obras = await tx
      .selectDistinct({
        obraId: sql<string>`coalesce(${movimientos.hastaObraId}, ${movimientos.desdeObraId})`,
      })
      .from(movimientos)
      .where(
        and(
          inArray(movimientos.activoId, ids),
          or(isNotNull(movimientos.hastaObraId), isNotNull(movimientos.desdeObraId)),
        ),
      )
    for (const { obraId } of obras) {
      for (const [indice, mes] of meses.entries()) {
        const evidencia = await evidenciaExterna(tx, obraId, proveedorId, mes)
        const calculo = calcularEdpExterno(evidencia)
        if (calculo.bloqueado || calculo.totales === null || calculo.lineas.length === 0) continue
        // The last month waits in borrador; the one before was emitted (and adjusted); the oldest accepted.
        const ajuste = indice === meses.length - 2 ? siguienteAjuste() : null
        const estado: EstadoEdpExterno =
          indice === meses.length - 1
            ? 'borrador'
            : indice === meses.length - 2
              ? ajuste === 'pendiente'
                ? 'en-ajuste'
                : 'emitido'
              : 'aceptado'
        await insertar(
          tx,
          {
            obraId,
            proveedorId,
            mes,
            calculo,
            estado,
            ajuste,
            staff: staff?.id ?? null,
            arrendadorId,
          },
          counts,
        )
      }
    }
  }
  return counts
}

async function insertar(
  tx: Tx,
  e: {
    obraId: string
    proveedorId: string
    mes: Periodo
    calculo: EdpCalculo
    estado: EstadoEdpExterno
    ajuste: Ajuste
    staff: string | null
    arrendadorId: string
  },
  counts: ReturnType<typeof contadores>,
) {
  const totales = e.calculo.totales
  if (!totales) return
  const momento = momentosDesde(e.mes.hasta)
  const pasos = [...PASOS[e.estado]]
  const [edp] = await tx
    .insert(edpsExternos)
    .values({
      obraId: e.obraId,
      proveedorId: e.proveedorId,
      fechaInicio: e.mes.desde,
      fechaFin: e.mes.hasta,
      estado: e.estado,
      estadoDesde: momento(pasos.length - 1),
      neto: totales.neto,
      iva: totales.iva,
      total: totales.total,
      valorUf: e.calculo.valorUf?.valor ?? null,
      valorUfFecha: e.calculo.valorUf?.fecha ?? null,
      calculo: {
        items: e.calculo.items,
        problemas: e.calculo.problemas.filter((problema) => !problema.bloqueante),
      },
      createdAt: momento(0),
      updatedAt: momento(pasos.length - 1),
    })
    .returning()
  if (!edp) throw new Error('seed: no edp externo')
  counts.edps_externos++
  const fila = (linea: EdpLinea, posicion: number) => ({
    edpExternoId: edp.id,
    posicion,
    origen: 'calculada',
    tipo: linea.tipo,
    activoId: linea.activo?.id ?? null,
    descripcion: linea.descripcion,
    monto: linea.monto ?? 0,
    motivo: linea.motivo,
    linea,
  })
  let lineas = e.calculo.lineas
  await tx.insert(edpExternoLineas).values(lineas.map(fila))
  counts.edp_externo_lineas += lineas.length
  const historial = pasos.map((paso, i) => ({
    edpExternoId: edp.id,
    revision: 1,
    accion: paso.accion,
    desde: paso.desde,
    hacia: paso.hacia,
    usuarioId:
      paso.accion === 'aceptar' || paso.accion === 'solicitar-ajuste' ? e.arrendadorId : e.staff,
    origen:
      paso.accion === 'aceptar' || paso.accion === 'solicitar-ajuste' ? 'arrendador' : 'personal',
    en: momento(i),
    comentario: null as string | null,
    solicitudAjusteId: null as string | null,
  }))
  if (e.ajuste) {
    const [primera] = lineas
    if (primera?.monto != null) {
      const pedido = Math.round((primera.monto * 1.05) / 1000) * 1000
      const respondida = e.ajuste !== 'pendiente'
      const [solicitud] = await tx
        .insert(solicitudesAjuste)
        .values({
          proveedorId: e.proveedorId,
          edpExternoId: edp.id,
          revision: 1,
          lineaId: primera.id,
          lineaDescripcion: primera.descripcion,
          lineaMonto: primera.monto,
          motivo: 'El equipo trabajó el sábado del cierre y no está en el EDP.',
          montoSolicitado: pedido,
          estado:
            e.ajuste === 'aceptado'
              ? 'aceptada'
              : e.ajuste === 'rechazado'
                ? 'rechazada'
                : 'pendiente',
          respuesta:
            e.ajuste === 'aceptado'
              ? 'Revisado con el report del sábado.'
              : e.ajuste === 'rechazado'
                ? 'El sábado no tuvo report firmado: no se paga.'
                : null,
          respondidaPor: respondida ? e.staff : null,
          createdAt: momento(pasos.length),
        })
        .returning({ id: solicitudesAjuste.id, numero: solicitudesAjuste.numero })
      if (!solicitud) throw new Error('seed: no solicitud')
      counts.solicitudes_ajuste++
      const folio = `AJU-${String(solicitud.numero).padStart(6, '0')}`
      if (respondida) {
        historial.push(
          {
            ...historial[0],
            accion: 'solicitar-ajuste',
            desde: 'emitido',
            hacia: 'en-ajuste',
            usuarioId: e.arrendadorId,
            origen: 'arrendador',
            en: momento(pasos.length),
            solicitudAjusteId: solicitud.id,
          } as (typeof historial)[number],
          {
            ...historial[0],
            revision: e.ajuste === 'aceptado' ? 2 : 1,
            accion: e.ajuste === 'aceptado' ? 'aceptar-ajuste' : 'rechazar-ajuste',
            desde: 'en-ajuste',
            hacia: 'emitido',
            usuarioId: e.staff,
            origen: 'personal',
            en: momento(pasos.length + 1),
            comentario: folio,
            solicitudAjusteId: solicitud.id,
          } as (typeof historial)[number],
        )
      } else {
        const ultimo = historial[historial.length - 1]
        if (ultimo) ultimo.solicitudAjusteId = solicitud.id
      }
      if (e.ajuste === 'aceptado') {
        await tx.insert(edpExternoRevisiones).values({
          edpExternoId: edp.id,
          revision: 1,
          neto: totales.neto,
          iva: totales.iva,
          total: totales.total,
          lineas: lineas.map((linea, posicion) => ({ ...linea, posicion, origen: 'calculada' })),
          motivo: `${folio}: El equipo trabajó el sábado del cierre y no está en el EDP.`,
          cerradaEn: momento(pasos.length + 1),
        })
        counts.edp_externo_revisiones++
        lineas = lineas.map((linea, i) =>
          i === 0
            ? {
                ...linea,
                bruto: pedido,
                descuento: 0,
                monto: pedido,
                evidencia: {
                  ...linea.evidencia,
                  notas: [
                    ...linea.evidencia.notas,
                    `Ajustada por la solicitud ${folio} del arrendador (revisión 1).`,
                  ],
                },
              }
            : linea,
        )
        const nuevos = totalesDeLineas(lineas)
        if (nuevos) {
          await tx.delete(edpExternoLineas).where(eq(edpExternoLineas.edpExternoId, edp.id))
          await tx.insert(edpExternoLineas).values(lineas.map(fila))
          await tx
            .update(edpsExternos)
            .set({ revision: 2, ...nuevos })
            .where(eq(edpsExternos.id, edp.id))
        }
      }
    }
  }
  await tx.insert(edpExternoHistorial).values(historial)
  counts.edp_externo_historial += historial.length
}
