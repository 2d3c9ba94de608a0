// POST /v1/edp-externos: a lessor's EDP at an obra over a period, computed from the evidence with
// the manual lines given, in borrador, with the next folio. In one transaction under the
// proveedor's row lock: a period that meets another EDP of that lessor at that obra is a 409
// (twenty simultaneous creations make one EDP, the others find it), a draft with blocking problems
// is a 409 listing them; then its lines, the history's first entry and the audit entry.
import type { CreateEdpExternoInput, EdpExternoDetail, EdpLinea } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { anotar, creado } from '../../records/edp/edp-historial.ts'
import { columnasDelCalculo, refuseBlocked } from '../edp-common/edp-borrador-comun.ts'
import {
  insertLineasExternas,
  obraDe,
  proveedorDe,
  refuseOverlapExterno,
} from './edp-externo-draft.ts'
import { calcularEdpExternoDe, lineasManualesExternasDe } from './edp-externo-evidencia.ts'
import { edpExternoRecords } from './edp-externo-records.ts'
import { getEdpExterno } from './get-edp-externo.ts'

export function createEdpExterno(
  db: Db,
  actor: Actor,
  input: CreateEdpExternoInput,
): Promise<EdpExternoDetail> {
  let lineas: readonly EdpLinea[] = []
  return edpExternoRecords.create(
    db,
    actor,
    async (tx) => {
      const proveedor = await proveedorDe(tx, input.proveedorId, { lock: true })
      const obra = await obraDe(tx, input.obraId)
      const periodo = { desde: input.fechaInicio, hasta: input.fechaFin }
      await refuseOverlapExterno(tx, obra.id, proveedor.id, periodo)
      const calculo = await calcularEdpExternoDe(
        tx,
        obra.id,
        proveedor.id,
        periodo,
        lineasManualesExternasDe(input.lineasManuales ?? []),
      )
      refuseBlocked(calculo)
      lineas = calculo.lineas
      return {
        obraId: obra.id,
        proveedorId: proveedor.id,
        fechaInicio: periodo.desde,
        fechaFin: periodo.hasta,
        ...columnasDelCalculo(calculo),
      }
    },
    async (tx, row) => {
      await anotar(tx, actor, { edpExternoId: row.id }, { ...creado(row), origen: 'personal' })
      return getEdpExterno(tx, row.id)
    },
    (tx, row) => insertLineasExternas(tx, row.id, lineas),
  )
}
