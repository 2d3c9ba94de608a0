// What both estados de pago (the client's, decision 061, and the lessor's, decision 064) do with a
// computed draft before they store it (and with one no longer edited): refuse a manual line about an item the EDP does not bill,
// refuse it while a blocking problem remains (409 listing them), and the columns they keep of it
// (totals, valor UF, what the computation found besides its lines).
import type { EdpCalculo, EdpLinea } from '@cordillera/contracts'
import { conflict } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'

/**
 * A manual line about an item names one of the items the EDP bills (`ids`): another is refused on
 * its field (`lineasManuales.<n>.itemId`) with `mensaje`.
 */
export function refuseForeignItems(
  lineas: readonly EdpLinea[],
  ids: ReadonlySet<string>,
  mensaje: string,
) {
  const fields: Record<string, string> = {}
  lineas.forEach((linea, index) => {
    if (linea.itemId !== null && !ids.has(linea.itemId)) {
      fields[`lineasManuales.${index}.itemId`] = mensaje
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}

/**
 * The lock's refusal of an EDP no longer edited (its estado not among `estados`): 409 with
 * `mensaje`, which says where it stands.
 */
export const editableEn = (estados: readonly string[], mensaje: (estado: string) => string) => ({
  refuse: (found: { estado: string } | undefined) => {
    if (found && !estados.includes(found.estado)) throw conflict(mensaje(found.estado))
  },
})

/** 409 listing the blocking problems: a draft with any of them is not saved. */
export function refuseBlocked(calculo: EdpCalculo): asserts calculo is EdpCalculo & {
  totales: NonNullable<EdpCalculo['totales']>
} {
  const bloqueantes = calculo.problemas.filter((problema) => problema.bloqueante)
  if (calculo.bloqueado || calculo.totales === null || bloqueantes.length > 0) {
    const lista = bloqueantes.map((problema) => problema.mensaje).join(' ')
    throw conflict(
      `El EDP no se puede guardar mientras haya problemas que lo bloquean. ${lista}`.trim(),
    )
  }
}

/** The columns an EDP keeps of its computation. */
export function columnasDelCalculo(
  calculo: EdpCalculo & { totales: NonNullable<EdpCalculo['totales']> },
) {
  return {
    neto: calculo.totales.neto,
    iva: calculo.totales.iva,
    total: calculo.totales.total,
    valorUf: calculo.valorUf?.valor ?? null,
    valorUfFecha: calculo.valorUf?.fecha ?? null,
    calculo: {
      items: calculo.items,
      problemas: calculo.problemas.filter((problema) => !problema.bloqueante),
    },
  }
}
