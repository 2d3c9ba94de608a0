// PATCH /v1/edp/{id}: only in revision-comercial-1 and -2 (409 saying where it stands; aprobado-obra
// is closed), at the version read. The client's references, and the whole list of manual lines
// when given (else the stored ones are kept); every edit recomputes the lines from the evidence as
// it is now and the totals, and is refused while a blocking problem remains. History and audit.
import {
  type EdpDetail,
  ESTADOS_EDP_EDITABLES,
  type EstadoEdp,
  type Moneda,
  type UpdateEdpInput,
} from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { anotar, editado } from '../../records/edp/edp-historial.ts'
import { editableEn } from '../edp-common/edp-borrador-comun.ts'
import { lineasManualesGuardadas } from '../edp-common/edp-lineas-comun.ts'
import { columnasDelCalculo, contratoDe, refuseBlocked, replaceLineas } from './edp-draft.ts'
import { calcularEdpDe, lineasManualesDe } from './edp-evidencia.ts'
import { edpRecords } from './edp-records.ts'
import { ESTADO_EDP_AHORA } from './edp-workflow.ts'
import { getEdp, lineasOf } from './get-edp.ts'

export function updateEdp(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateEdpInput & { version: number },
): Promise<EdpDetail> {
  return edpRecords.transaction(db, async (tx) => {
    const before = await edpRecords.lock(
      tx,
      { id, version: input.version },
      editableEn(
        ESTADOS_EDP_EDITABLES,
        (estado) =>
          `Solo se edita un EDP en revisión comercial; este está ${ESTADO_EDP_AHORA[estado as EstadoEdp]}.`,
      ),
    )
    const contrato = await contratoDe(tx, before.contratoId)
    const moneda = before.moneda as Moneda
    const guardadas = lineasManualesGuardadas(await lineasOf(tx, id))
    const calculo = await calcularEdpDe(
      tx,
      contrato,
      { desde: before.periodoDesde, hasta: before.periodoHasta },
      (valorUf) =>
        input.lineasManuales === undefined
          ? guardadas
          : lineasManualesDe(input.lineasManuales, moneda, valorUf),
    )
    refuseBlocked(calculo)
    const set = {
      ...columnasDelCalculo(calculo),
      ...(input.ordenCompra !== undefined ? { ordenCompra: input.ordenCompra } : {}),
      ...(input.hes !== undefined ? { hes: input.hes } : {}),
    }
    await edpRecords.write(tx, actor, before, set, 'editar', (tx) =>
      replaceLineas(tx, id, calculo.lineas),
    )
    await anotar(tx, actor, { edpId: id }, { ...editado(before), origen: 'comercial' })
    return getEdp(tx, id)
  })
}
