// The period a report over days is asked for (the fleet's availability, the dashboards), with its
// defaults resolved on the server (today is Santiago's calendar day, computed once per request) and
// checked again by the contracts' rule: an end left out may still make a period that rule refuses.
import { type Periodo, problemaDelPeriodo } from '@cordillera/contracts'
import { invalidFields } from '../records/write-errors.ts'

/**
 * The period of `query`, each end left out taken from `defaults` (which sees the given `desde`,
 * so "30 days from desde" works); 400 on `hasta` when the rule refuses it.
 */
export function periodoDe(
  query: { desde?: string | undefined; hasta?: string | undefined },
  defaults: (desde: string | undefined) => Periodo,
): Periodo {
  const fallback = defaults(query.desde)
  const periodo = { desde: query.desde ?? fallback.desde, hasta: query.hasta ?? fallback.hasta }
  const problema = problemaDelPeriodo(periodo)
  if (problema) throw invalidFields({ hasta: problema })
  return periodo
}
