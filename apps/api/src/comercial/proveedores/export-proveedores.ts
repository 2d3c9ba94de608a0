// GET /v1/proveedores/exportar: every regular proveedor that matches, as a streamed CSV.
import { formatRut, type ProveedorRow } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { type CsvColumn, csvFechaHora, csvResponse } from '../../http/csv.ts'
import { type ProveedorListQuery, proveedorSource } from './proveedor-rows.ts'

const columns: CsvColumn<ProveedorRow>[] = [
  { header: 'RUT', value: (row) => formatRut(row.rut) },
  { header: 'Razón social', value: (row) => row.razonSocial },
  { header: 'Contacto', value: (row) => row.contacto },
  { header: 'Correo', value: (row) => row.email },
  { header: 'Teléfono', value: (row) => row.telefono },
  { header: 'Banco', value: (row) => row.banco },
  { header: 'Tipo de cuenta', value: (row) => row.tipoCuenta },
  { header: 'Número de cuenta', value: (row) => row.numeroCuenta },
  { header: 'Activo', value: (row) => row.activo },
  { header: 'Actualizado', value: (row) => csvFechaHora(row.actualizadoEn) },
]

export function exportProveedores(c: Context, db: Db, query: ProveedorListQuery): Response {
  return csvResponse(c, 'proveedores', columns, allRows(db, proveedorSource(db, query, false)))
}
