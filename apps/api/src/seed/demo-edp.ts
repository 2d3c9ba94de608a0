// The demo estados de pago (EDP): for every seeded contract, the EDPs of the last three calendar
// months that the evidence lets the computation produce (the contracts' items, the assets'
// movements and the operators' reports as seeded, the demo valores UF), computed by the same
// function the API calls (`calcularEdpDe`: the contracts' `calcularEdp` over the evidence as
// stored). A month the computation blocks (a report not yet signed, no valor UF) gets no EDP, as
// the API would refuse it. The oldest months are approved by the obra; last month's are spread
// over every stage; one EDP went through two rounds of observations before its approval (three
// revisions, the two observed kept read-only); the demo site client's obra (OB-0001) has one
// waiting in revisión obra when the evidence allows it. Each move is in the EDP's history: staff's
// by comercial@, the site's by cliente@ at OB-0001 and recorded by staff elsewhere.
//
// Seeded once per database (while no seeded EDP, one without author, exists); inserted like the
// other demo data, past the records mechanism (no author, no audit entry); folios come from the
// sequence, in contract and month order. In the tests' databases, whose reports stay unsigned (no
// file storage for the signatures), only the months without reports get an EDP.
import {
  type AccionEdp,
  type EdpObservacionLinea,
  type EstadoEdp,
  fechaEnSantiago,
  type OrigenEdp,
} from '@cordillera/contracts'
import { asc, eq, isNull } from 'drizzle-orm'
import { columnasDelCalculo, insertLineas } from '../comercial/edp/edp-draft.ts'
import { calcularEdpDe } from '../comercial/edp/edp-evidencia.ts'
import { lineasOf } from '../comercial/edp/get-edp.ts'
import type { Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import {
  contratos,
  edpHistorial,
  edpRevisiones,
  edps,
  obras,
  usuarios,
} from '../db/schema/index.ts'
import { mesesAnteriores, momentosDesde } from './demo-edp-comun.ts'

const ETAPAS_ULTIMO_MES: readonly EstadoEdp[] = [
  'revision-comercial-1',
  'revision-obra',
  'observado-obra',
  'revision-comercial-2',
  'aprobado-obra',
]

const OBSERVACIONES = [
  'Las horas del último día no coinciden con nuestro registro.',
  'Falta descontar el día de lluvia que acordamos.',
  'El flete de ida ya se pagó en el EDP anterior.',
]

type Paso = {
  accion: AccionEdp
  desde: EstadoEdp | null
  hacia: EstadoEdp
  porObra?: boolean
  comentario?: string
}

/** The moves that bring a new EDP to `estado`, `rondas` observations before the last stage. */
function pasosHasta(estado: EstadoEdp, rondas: number): Paso[] {
  const pasos: Paso[] = [{ accion: 'crear', desde: null, hacia: 'revision-comercial-1' }]
  if (estado === 'revision-comercial-1') return pasos
  pasos.push({
    accion: 'enviar-a-obra',
    desde: 'revision-comercial-1',
    hacia: 'revision-obra',
    comentario: 'Enviado al jefe de obra para su revisión.',
  })
  for (let ronda = 0; ronda < rondas; ronda++) {
    pasos.push(
      {
        accion: 'observar',
        desde: 'revision-obra',
        hacia: 'observado-obra',
        porObra: true,
        comentario: OBSERVACIONES[ronda % OBSERVACIONES.length],
      },
      { accion: 'tomar-observacion', desde: 'observado-obra', hacia: 'revision-comercial-2' },
      {
        accion: 'reenviar',
        desde: 'revision-comercial-2',
        hacia: 'revision-obra',
        comentario: 'Corregido según la observación.',
      },
    )
  }
  if (estado === 'revision-obra') return pasos
  pasos.push({
    accion: 'observar',
    desde: 'revision-obra',
    hacia: 'observado-obra',
    porObra: true,
    comentario: OBSERVACIONES[rondas % OBSERVACIONES.length],
  })
  if (estado === 'observado-obra') return pasos
  if (estado === 'revision-comercial-2') {
    pasos.push({
      accion: 'tomar-observacion',
      desde: 'observado-obra',
      hacia: 'revision-comercial-2',
    })
    return pasos
  }
  // aprobado-obra: the last observation is dropped, the site approves.
  pasos.pop()
  pasos.push({
    accion: 'aprobar',
    desde: 'revision-obra',
    hacia: 'aprobado-obra',
    porObra: true,
    comentario: 'Conforme.',
  })
  return pasos
}

async function usuarioId(tx: Tx, email: string): Promise<string | null> {
  const [row] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, email))
  return row?.id ?? null
}

export async function seedDemoEdps(tx: Tx, now = new Date()): Promise<Record<string, number>> {
  const none = { edps: 0, edp_lineas: 0, edp_historial: 0, edp_revisiones: 0 }
  const [sembrado] = await tx
    .select({ id: edps.id })
    .from(edps)
    .where(isNull(edps.createdBy))
    .limit(1)
  if (sembrado) return none

  const hoy = fechaEnSantiago(now)
  const meses = mesesAnteriores(hoy)
  const comercial = await usuarioId(tx, 'comercial@cordillera.cl')
  const cliente = await usuarioId(tx, 'cliente@cordillera.cl')
  const lista = await tx
    .select({ contrato: contratos, obraCodigo: obras.codigo })
    .from(contratos)
    .innerJoin(obras, eq(obras.id, contratos.obraId))
    .where(vigente(contratos))
    .orderBy(asc(contratos.numero))

  const counts = { ...none }
  let ultimoMes = 0
  let dosRondas = false
  let clienteEnRevision = false
  for (const [indiceMes, mes] of meses.entries()) {
    const esUltimo = indiceMes === meses.length - 1
    for (const { contrato, obraCodigo } of lista) {
      const desde = mes.desde < contrato.fechaInicio ? contrato.fechaInicio : mes.desde
      const hasta =
        contrato.fechaTermino !== null && contrato.fechaTermino < mes.hasta
          ? contrato.fechaTermino
          : mes.hasta
      if (hasta < desde) continue
      const calculo = await calcularEdpDe(tx, contrato, { desde, hasta })
      if (calculo.bloqueado || calculo.totales === null || calculo.lineas.length === 0) continue

      const delCliente = obraCodigo === 'OB-0001'
      let estado: EstadoEdp = 'aprobado-obra'
      let rondas = 0
      if (esUltimo) {
        estado =
          delCliente && !clienteEnRevision
            ? 'revision-obra'
            : (ETAPAS_ULTIMO_MES[ultimoMes++ % ETAPAS_ULTIMO_MES.length] as EstadoEdp)
        if (delCliente && estado === 'revision-obra') clienteEnRevision = true
      } else if (!dosRondas) {
        rondas = 2
        dosRondas = true
      } else {
        rondas = counts.edps % 4 === 0 ? 1 : 0
      }
      const pasos = pasosHasta(estado, rondas)
      const revision = 1 + pasos.filter((paso) => paso.accion === 'reenviar').length
      const momento = momentosDesde(hasta)
      const ultimo = momento(pasos.length - 1)
      if (ultimo > now) continue

      const [edp] = await tx
        .insert(edps)
        .values({
          contratoId: contrato.id,
          obraId: contrato.obraId,
          razonSocialId: contrato.razonSocialId,
          periodoDesde: desde,
          periodoHasta: hasta,
          moneda: contrato.moneda,
          ordenCompra: contrato.ordenCompra,
          estado,
          estadoDesde: ultimo,
          revision,
          version: pasos.length,
          createdAt: momento(0),
          updatedAt: ultimo,
          ...columnasDelCalculo({ ...calculo, totales: calculo.totales }),
        })
        .returning()
      if (!edp) throw new Error('seed: no EDP')
      await insertLineas(tx, edp.id, calculo.lineas)
      counts.edps++
      counts.edp_lineas += calculo.lineas.length

      let enRevision = 1
      for (const [i, paso] of pasos.entries()) {
        const origen: OrigenEdp = paso.porObra && delCliente ? 'cliente' : 'comercial'
        const usuario = origen === 'cliente' ? cliente : comercial
        let observaciones: EdpObservacionLinea[] | null = null
        if (paso.accion === 'observar') {
          const lineas = await lineasOf(tx, edp.id)
          const [primera] = lineas
          observaciones = primera
            ? [
                {
                  lineaId: primera.lineaId,
                  posicion: primera.posicion,
                  descripcion: primera.descripcion,
                  comentario: 'Revisar esta línea.',
                },
              ]
            : null
          // What the site observed is kept read-only, unless it is the current revision's.
          if (pasos.slice(i + 1).some((later) => later.accion === 'reenviar')) {
            await tx.insert(edpRevisiones).values({
              edpId: edp.id,
              revision: enRevision,
              neto: edp.neto,
              iva: edp.iva,
              total: edp.total,
              lineas,
              observacion: paso.comentario ?? null,
              observacionesLineas: observaciones ?? [],
              cerradaEn: momento(i),
            })
            counts.edp_revisiones++
          }
        }
        if (paso.accion === 'reenviar') enRevision++
        await tx.insert(edpHistorial).values({
          edpId: edp.id,
          revision: enRevision,
          accion: paso.accion,
          desde: paso.desde,
          hacia: paso.hacia,
          usuarioId: usuario,
          origen,
          en: momento(i),
          comentario: paso.comentario ?? null,
          observacionesLineas: observaciones,
        })
        counts.edp_historial++
      }
    }
  }
  return counts
}
