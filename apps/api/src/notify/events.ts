// Which events notify whom (decision 071), each one call from the operation that makes it, in its
// transaction: the recipients, the words and the path to open are decided here, so an area only
// says what happened. Paths are the catalogue's routes in the recipient's portal (`href`).
import { fechaText, folioDe, folioEdp } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { and, eq, isNull } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { obras } from '../db/schema/comercial.ts'
import { usuarioObras, usuarios } from '../db/schema/usuarios.ts'
import { notify } from './notify.ts'

/**
 * An EDP sent (or sent again) to its obra, now in revisión obra: every site-client user of the
 * obra is asked to approve or observe it (its detail in the operador portal).
 */
export async function notifyEdpEnObra(
  tx: Tx,
  edp: { id: string; numero: number; obraId: string; revision: number },
): Promise<number> {
  const [obra] = await tx
    .select({ nombre: obras.nombre })
    .from(obras)
    .where(eq(obras.id, edp.obraId))
  const clientes = await tx
    .select({ id: usuarioObras.usuarioId })
    .from(usuarioObras)
    .where(eq(usuarioObras.obraId, edp.obraId))
  const folio = folioEdp(edp.numero)
  const cual =
    edp.revision > 1 ? `La revisión ${edp.revision} del estado de pago` : 'El estado de pago'
  return notify(tx, {
    usuarioIds: clientes.map((cliente) => cliente.id),
    tipo: 'edp-en-obra',
    titulo: `${folio} espera tu revisión`,
    cuerpo: `${cual} ${folio} de la obra ${obra?.nombre ?? ''} llegó a tu obra: revísalo y apruébalo u obsérvalo.`,
    enlace: href('edp-obra-detalle', { id: edp.id }),
  })
}

/** A signed report put en-observacion by HR: its operator is asked to correct and sign it again. */
export async function notifyReportObservado(
  tx: Tx,
  report: {
    id: string
    numero: number
    operadorId: string
    fecha: string
    observacion: string | null
  },
): Promise<number> {
  const operadores = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.operadorId, report.operadorId), isNull(usuarios.eliminadoEn)))
  const folio = folioDe('RPT', report.numero)
  // HR's words as written, closed with a period unless they end their own sentence.
  const observacion = report.observacion?.trim()
  const motivo = observacion ? ` "${observacion}"${/[.!?…]$/.test(observacion) ? '' : '.'}` : ''
  return notify(tx, {
    usuarioIds: operadores.map((operador) => operador.id),
    tipo: 'report-observado',
    titulo: `Report ${folio} observado`,
    cuerpo: `RR.HH. observó tu report del ${fechaText(report.fecha)}:${motivo} Corrígelo y fírmalo de nuevo.`,
    enlace: href('operador-reports-editar', { id: report.id }),
  })
}
