// GET /v1/obras/exportar: every obra that matches, as a streamed CSV.
import { comunaPorCodigo, formatRut, type ObraRow, regionPorCodigo } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { type CsvColumn, csvFecha, csvFechaHora, csvResponse } from '../../http/csv.ts'
import { type ObraListQuery, obraSource } from './obra-rows.ts'

const columns: CsvColumn<ObraRow>[] = [
  { header: 'Código', value: (row) => row.codigo },
  { header: 'Obra', value: (row) => row.nombre },
  { header: 'Dirección', value: (row) => row.direccion },
  { header: 'Comuna', value: (row) => comunaPorCodigo(row.comuna)?.nombre ?? row.comuna },
  { header: 'Región', value: (row) => regionPorCodigo(row.region)?.nombre ?? row.region },
  { header: 'Constructora', value: (row) => row.constructora.nombre },
  { header: 'RUT razón social', value: (row) => formatRut(row.razonSocial.rut) },
  { header: 'Razón social', value: (row) => row.razonSocial.razonSocial },
  { header: 'Administrador', value: (row) => row.administrador.nombre },
  { header: 'Correo administrador', value: (row) => row.administrador.email },
  { header: 'Teléfono administrador', value: (row) => row.administrador.telefono },
  { header: 'Inicio', value: (row) => csvFecha(row.fechaInicio) },
  { header: 'Término', value: (row) => csvFecha(row.fechaTermino) },
  { header: 'Activa', value: (row) => row.activa },
  { header: 'Actualizada', value: (row) => csvFechaHora(row.actualizadoEn) },
]

export function exportObras(c: Context, db: Db, query: ObraListQuery): Response {
  return csvResponse(c, 'obras', columns, allRows(db, obraSource(db, query)))
}
