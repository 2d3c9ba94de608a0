// GET /v1/razones-sociales/exportar: every razón social that matches, as a streamed CSV, with
// RUTs formatted and comunas and regions by name.
import {
  comunaPorCodigo,
  formatRut,
  type RazonSocialRow,
  regionPorCodigo,
} from '@cordillera/contracts'
import type { Context } from 'hono'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { type CsvColumn, csvFechaHora, csvResponse } from '../../http/csv.ts'
import { type RazonSocialListQuery, razonSocialSource } from './razon-social-rows.ts'

const columns: CsvColumn<RazonSocialRow>[] = [
  { header: 'RUT', value: (row) => formatRut(row.rut) },
  { header: 'Razón social', value: (row) => row.razonSocial },
  { header: 'Nombre de fantasía', value: (row) => row.nombreFantasia },
  { header: 'Giro', value: (row) => row.giro },
  { header: 'Dirección', value: (row) => row.direccion },
  { header: 'Comuna', value: (row) => comunaPorCodigo(row.comuna)?.nombre ?? row.comuna },
  { header: 'Región', value: (row) => regionPorCodigo(row.region)?.nombre ?? row.region },
  { header: 'Teléfono', value: (row) => row.telefono },
  { header: 'Correo', value: (row) => row.email },
  { header: 'Grupo cliente', value: (row) => row.grupoCliente?.nombre },
  { header: 'Activa', value: (row) => row.activo },
  { header: 'Creada', value: (row) => csvFechaHora(row.creadoEn) },
  { header: 'Actualizada', value: (row) => csvFechaHora(row.actualizadoEn) },
]

export function exportRazonesSociales(c: Context, db: Db, query: RazonSocialListQuery): Response {
  return csvResponse(c, 'razones-sociales', columns, allRows(db, razonSocialSource(db, query)))
}
