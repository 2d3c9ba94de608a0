// viajes-arrendador: the trips the lessors enter for their trucks (decision 065), every lessor's,
// newest first, with whose truck it was; searched by origen, destino or carga and exported as the
// list shows it. Read-only: a trip is its lessor's to correct.
import { type ViajeArrendadorRow, viajeArrendadorColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { href } from '@cordillera/permissions'
import { ListScreen, linkCell, tableColumns, useApi, useCan } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { useMemo } from 'react'

function columnsFor(canOpenActivo: boolean) {
  return tableColumns(viajeArrendadorColumns, {
    activo: linkCell(
      (row: ViajeArrendadorRow) => `${row.activo.codigo} ${row.activo.modelo}`,
      (row) => (canOpenActivo ? href('activos-detalle', { id: row.activo.id }) : null),
    ),
    km: (row: ViajeArrendadorRow) => <span className="tabular-nums">{formatNumber(row.km)}</span>,
  })
}

export default function ViajesArrendador() {
  const api = useApi()
  const can = useCan()
  const canOpenActivo = can('operaciones/detalle-activo')
  const columns = useMemo(() => columnsFor(canOpenActivo), [canOpenActivo])
  return (
    <ListScreen
      queries={arrendadorQueries(api).viajesArrendador}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Viajes de arrendadores"
      description="Los viajes que los arrendadores registran para sus camiones: origen, destino, kilómetros, carga y guía."
      columns={columns}
      rowLabel={(row) => `${row.proveedor.razonSocial} ${row.fecha}`}
      searchPlaceholder="Buscar por origen, destino o carga"
    />
  )
}
