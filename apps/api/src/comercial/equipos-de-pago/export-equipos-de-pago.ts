// GET /v1/equipos-de-pago/exportar: every row the list's query matches in its period, as a
// streamed CSV or XLSX with the list's columns (contracts' `equipoDePagoColumns`).
import { equipoDePagoColumns } from '@cordillera/contracts'
import { listExportOf } from '../../http/export/list-export.ts'
import { type EquiposDePagoListQuery, equipoDePagoSource } from './equipo-de-pago-rows.ts'
import { periodoDePago } from './list-equipos-de-pago.ts'

export const exportEquiposDePago = listExportOf({
  name: 'equipos-de-pago',
  title: 'Equipos de pago',
  columns: equipoDePagoColumns,
  source: (db, query: EquiposDePagoListQuery) =>
    equipoDePagoSource(db, { ...query, ...periodoDePago(query) }),
})
