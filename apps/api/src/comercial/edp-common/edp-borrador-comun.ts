// What both estados de pago (the client's, decision 061, and the lessor's, decision 064) do with a
// computed draft before they store it: refuse it while a blocking problem remains (409 listing
// them), and the columns they keep of it (totals, valor UF, what the computation found besides its
// lines).
import type { EdpCalculo } from '@cordillera/contracts'
import { conflict } from '../../http/api-error.ts'

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
