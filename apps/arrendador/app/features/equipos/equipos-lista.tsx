// The lessor's assets: where each is and since when, its last hour-meter reading and the hours its
// signed reports add up this month. Each código opens the asset (`?id=`).
import { type EquipoRow, equipoColumns } from '@cordillera/contracts'
import { arrendadorQueries } from '@cordillera/data-client/arrendador'
import { ListScreen, linkCell, tableColumns, useApi } from '@cordillera/portal/screens'
import { formatNumber } from '@cordillera/ui/format'
import { equiposHref } from './equipos-href.ts'

const columns = tableColumns(equipoColumns, {
  codigo: linkCell(
    (row: EquipoRow) => row.codigo,
    (row) => equiposHref.detalle(row.id),
  ),
  horometro: (row: EquipoRow) => (
    <span className="tabular-nums">{formatNumber(row.horometro)}</span>
  ),
  horasMes: (row: EquipoRow) => <span className="tabular-nums">{formatNumber(row.horasMes)}</span>,
})

export function EquiposLista() {
  const api = useApi()
  return (
    <ListScreen
      queries={arrendadorQueries(api).equipos}
      defaults={{ sort: { id: 'codigo', desc: false } }}
      title="Mis equipos"
      description="Sus equipos arrendados a Cordillera: dónde está cada uno, su horómetro y las horas del mes."
      columns={columns}
      rowLabel={(row) => `${row.codigo} ${row.modelo}`}
      searchPlaceholder="Buscar por código, serie, patente o modelo"
    />
  )
}
