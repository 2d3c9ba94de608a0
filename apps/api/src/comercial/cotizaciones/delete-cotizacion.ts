// DELETE /v1/cotizaciones/{id}?version=: soft delete (eliminado_en), audited; its number is never
// given again. A quotation that became a contract is kept (409): the contract points at it.
import { conflict } from '../../http/api-error.ts'
import { cotizacionRecords } from './cotizacion-records.ts'
import { contratoFolioDe } from './cotizacion-writes.ts'

export const deleteCotizacion = cotizacionRecords.deletes(async (tx, cotizacion) => {
  if (cotizacion.estado !== 'contratada') return
  const folio = await contratoFolioDe(tx, cotizacion.id)
  throw conflict(`La cotización pasó a contrato${folio ? ` ${folio}` : ''}: no se elimina.`)
})
