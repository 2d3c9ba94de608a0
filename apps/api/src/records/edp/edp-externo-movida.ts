// An external EDP moved from one estado to the next (records' move, decision 064) with its
// history's entry, in one transaction: staff's emitir and the lessor's aceptar, each saying who
// moved it (`origen`) and with what comment, then answering with its own reading of the EDP.
import type { OrigenEdpExterno } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import type { edpsExternos } from '../../db/schema/index.ts'
import type { Actor } from '../actor.ts'
import type { RecordTarget, recordsOf, Transition } from '../records-of.ts'
import { anotar } from './edp-historial.ts'

type EdpExterno = typeof edpsExternos
type Movida = Transition<EdpExterno, EdpExterno['$inferSelect']> & { from: readonly [string] }

export function moverEdpExterno<R>(
  records: ReturnType<typeof recordsOf<EdpExterno>>,
  db: Db,
  actor: Actor,
  target: RecordTarget,
  movida: Movida,
  entrada: { origen: OrigenEdpExterno; comentario: string | null },
  answer: (tx: Tx) => Promise<R>,
): Promise<R> {
  return records.transaction(db, async (tx) => {
    const after = await records.move(tx, actor, target, movida)
    await anotar(
      tx,
      actor,
      { edpExternoId: target.id },
      {
        revision: after.revision,
        accion: movida.action,
        desde: movida.from[0],
        hacia: movida.to,
        ...entrada,
      },
    )
    return answer(tx)
  })
}
