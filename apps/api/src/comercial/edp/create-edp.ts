// POST /v1/edp: the EDP of a contract for a period (the previous calendar month by default),
// computed from the evidence with the manual lines given, in revision-comercial-1, with the next
// folio. In one transaction under the contract's row lock: a period that meets another EDP of the
// contract is a 409 (twenty simultaneous creations make one EDP, the others find it), a draft
// with blocking problems is a 409 listing them; then its lines, the history's first entry and
// the audit entry.
import type { CreateEdpInput, EdpDetail, EdpLinea, Moneda } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { anotar, creado } from '../../records/edp/edp-historial.ts'
import {
  columnasDelCalculo,
  contratoDe,
  insertLineas,
  periodoDelEdp,
  refuseBlocked,
  refuseOverlap,
} from './edp-draft.ts'
import { calcularEdpDe, lineasManualesDe } from './edp-evidencia.ts'
import { edpRecords } from './edp-records.ts'
import { getEdp } from './get-edp.ts'

export function createEdp(
  db: Db,
  actor: Actor,
  input: CreateEdpInput & { contratoId: string },
  now = new Date(),
): Promise<EdpDetail> {
  let lineas: readonly EdpLinea[] = []
  return edpRecords.create(
    db,
    actor,
    async (tx) => {
      const contrato = await contratoDe(tx, input.contratoId, { lock: true })
      const periodo = periodoDelEdp(contrato, input, now)
      await refuseOverlap(tx, contrato.id, periodo)
      const moneda = contrato.moneda as Moneda
      const calculo = await calcularEdpDe(tx, contrato, periodo, (valorUf) =>
        lineasManualesDe(input.lineasManuales ?? [], moneda, valorUf),
      )
      refuseBlocked(calculo)
      lineas = calculo.lineas
      return {
        contratoId: contrato.id,
        obraId: contrato.obraId,
        razonSocialId: contrato.razonSocialId,
        periodoDesde: periodo.desde,
        periodoHasta: periodo.hasta,
        moneda,
        ordenCompra: input.ordenCompra ?? contrato.ordenCompra ?? null,
        hes: input.hes ?? null,
        ...columnasDelCalculo(calculo),
      }
    },
    async (tx, row) => {
      await anotar(tx, actor, { edpId: row.id }, { ...creado(row), origen: 'comercial' })
      return getEdp(tx, row.id)
    },
    (tx, row) => insertLineas(tx, row.id, lineas),
  )
}
