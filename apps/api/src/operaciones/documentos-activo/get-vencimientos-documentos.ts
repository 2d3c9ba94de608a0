// GET /v1/documentos-activo/vencimientos: how many documents of assets in service (not deleted)
// have expired or expire within DIAS_AVISO_VENCIMIENTO days, and how many assets carry one — the
// count the equipment dashboard shows. "Today" is Santiago's calendar day, as on the badges.
import { fechaEnSantiago, type VencimientosDocumentos } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import { countVencimientos } from '../common/vencimiento.ts'

export function getVencimientosDocumentos(
  db: Db,
  now = new Date(),
): Promise<VencimientosDocumentos> {
  return countVencimientos(db, fechaEnSantiago(now))
}
