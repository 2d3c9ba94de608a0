// Where a contract's EDPs are listed: edp-generados narrowed to the contract (`f.contratoId`), the
// link of the contract's detail and of the crear screen's refusal alike.
import type { listEdpRoute } from '@cordillera/contracts'
import { href } from '@cordillera/permissions'
import { listFilterQuery } from '@cordillera/portal/screens'

export const edpDelContratoHref = (contratoId: string) =>
  href('edp-generados', {}, listFilterQuery<typeof listEdpRoute>({ contratoId }))
