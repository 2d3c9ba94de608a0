// GET /v1/constructoras/exportar: every constructora that matches, as a streamed CSV.
import { type ConstructoraRow, formatRut } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { type CsvColumn, csvFechaHora, csvResponse } from '../../http/csv.ts'
import { type ConstructoraListQuery, constructoraSource } from './constructora-rows.ts'

const columns: CsvColumn<ConstructoraRow>[] = [
  { header: 'RUT', value: (row) => formatRut(row.rut) },
  { header: 'Constructora', value: (row) => row.nombre },
  { header: 'Contacto', value: (row) => row.contacto },
  { header: 'Teléfono', value: (row) => row.telefono },
  { header: 'Correo', value: (row) => row.email },
  { header: 'Obras', value: (row) => row.obrasCount },
  { header: 'Activa', value: (row) => row.activo },
  { header: 'Actualizada', value: (row) => csvFechaHora(row.actualizadoEn) },
]

export function exportConstructoras(c: Context, db: Db, query: ConstructoraListQuery): Response {
  return csvResponse(c, 'constructoras', columns, allRows(db, constructoraSource(db, query)))
}
