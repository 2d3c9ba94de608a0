// The period a report over days is asked for (the fleet's availability, the dashboards, what is on
// rent for billing), with its defaults resolved on the server (today is Santiago's calendar day,
// computed once per request) and checked again by the contracts' rule before any SQL runs: an end
// left out may still make a period that rule refuses. A default is kept within 1950–2100 (30 days
// from 2100-12-20 ends on 2100-12-31), so only what the caller sent can be out of range.
import {
  fechaAcotada,
  type Periodo,
  problemaDeFecha,
  problemaDelPeriodo,
} from '@cordillera/contracts'
import { invalidFields } from '../records/write-errors.ts'

/**
 * The period of `query`, each end left out taken from `defaults` (which sees the given `desde`,
 * so "30 days from desde" works); 400 `entrada_invalida` naming the end to fix when the rule
 * refuses it (out of 1950–2100, hasta before desde, more than 366 days).
 */
export function periodoDe(
  query: { desde?: string | undefined; hasta?: string | undefined },
  defaults: (desde: string | undefined) => Periodo,
): Periodo {
  // The route's schema said it already; said again here so that no default is computed from a
  // year that is none of ours, whoever calls.
  for (const campo of ['desde', 'hasta'] as const) {
    const mensaje = query[campo] === undefined ? null : problemaDeFecha(query[campo])
    if (mensaje) throw invalidFields({ [campo]: mensaje })
  }
  const fallback = defaults(query.desde)
  const periodo = {
    desde: query.desde ?? fechaAcotada(fallback.desde),
    hasta: query.hasta ?? fechaAcotada(fallback.hasta),
  }
  const problema = problemaDelPeriodo(periodo)
  if (problema) throw invalidFields({ [problema.campo]: problema.mensaje })
  return periodo
}
