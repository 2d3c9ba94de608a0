// PATCH /v1/edp-externos/{id}: only in borrador (409 saying where it stands), at the version read.
// The whole list of manual lines when given (else the stored ones are kept); every edit recomputes
// the lines from the evidence as it is now and the totals, and is refused while a blocking
// problem remains. History and audit.
import type { EdpExternoDetail, UpdateEdpExternoInput } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { lineasExternasOf } from '../../records/edp/edp-externo-filas.ts'
import { anotar, editado } from '../../records/edp/edp-historial.ts'
import { columnasDelCalculo, editableEn, refuseBlocked } from '../edp-common/edp-borrador-comun.ts'
import { lineasManualesGuardadas } from '../edp-common/edp-lineas-comun.ts'
import { replaceLineasExternas } from './edp-externo-draft.ts'
import { calcularEdpExternoDe, lineasManualesExternasDe } from './edp-externo-evidencia.ts'
import { edpExternoRecords } from './edp-externo-records.ts'
import { estadoAhora } from './edp-externo-workflow.ts'
import { getEdpExterno } from './get-edp-externo.ts'

export function updateEdpExterno(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateEdpExternoInput,
): Promise<EdpExternoDetail> {
  return edpExternoRecords.transaction(db, async (tx) => {
    const before = await edpExternoRecords.lock(
      tx,
      { id, version: input.version },
      editableEn(
        ['borrador'],
        (estado) => `Solo se edita un EDP externo en borrador; este está ${estadoAhora(estado)}.`,
      ),
    )
    const guardadas = lineasManualesGuardadas(await lineasExternasOf(tx, id))
    const calculo = await calcularEdpExternoDe(
      tx,
      before.obraId,
      before.proveedorId,
      { desde: before.fechaInicio, hasta: before.fechaFin },
      input.lineasManuales === undefined
        ? guardadas
        : lineasManualesExternasDe(input.lineasManuales),
    )
    refuseBlocked(calculo)
    await edpExternoRecords.write(tx, actor, before, columnasDelCalculo(calculo), 'editar', (tx) =>
      replaceLineasExternas(tx, id, calculo.lineas),
    )
    await anotar(tx, actor, { edpExternoId: id }, { ...editado(before), origen: 'personal' })
    return getEdpExterno(tx, id)
  })
}
