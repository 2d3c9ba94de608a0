// POST /v1/cotizaciones: a new quotation in borrador with its items and stored amounts, audited
// (items included) in the same transaction. Its number is the sequence's next one (the column's
// default): concurrent creates never share one and a rolled-back one leaves a gap, never a repeat.
import type { createCotizacionSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { cotizacionRecords } from './cotizacion-records.ts'
import { checkCabecera, checkTiposActivo, totalsOf, writeItems } from './cotizacion-writes.ts'
import { getCotizacion } from './get-cotizacion.ts'

export const createCotizacion = cotizacionRecords.creates(
  async ({ items, ...cabecera }: z.output<typeof createCotizacionSchema>, tx) => {
    await checkCabecera(tx, cabecera)
    await checkTiposActivo(tx, items)
    return {
      ...cabecera,
      estado: 'borrador',
      ...totalsOf(items, cabecera.moneda),
    }
  },
  (tx, row) => getCotizacion(tx, row.id),
  (tx, row, input) => writeItems(tx, row.id, input.items),
)
