// GET /v1/grupos-cliente/exportar: every grupo cliente that matches, as a streamed CSV.
import type { GrupoClienteRow } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { type CsvColumn, csvFechaHora, csvResponse } from '../../http/csv.ts'
import { type GrupoClienteListQuery, grupoClienteSource } from './grupo-cliente-rows.ts'

const columns: CsvColumn<GrupoClienteRow>[] = [
  { header: 'Nombre', value: (row) => row.nombre },
  { header: 'Descripción', value: (row) => row.descripcion },
  { header: 'Razones sociales', value: (row) => row.razonesSocialesCount },
  { header: 'Creado', value: (row) => csvFechaHora(row.creadoEn) },
  { header: 'Actualizado', value: (row) => csvFechaHora(row.actualizadoEn) },
]

export function exportGruposCliente(c: Context, db: Db, query: GrupoClienteListQuery): Response {
  return csvResponse(c, 'grupos-cliente', columns, allRows(db, grupoClienteSource(db, query)))
}
