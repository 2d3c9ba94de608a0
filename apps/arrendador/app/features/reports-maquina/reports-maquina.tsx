// arrendador/reports-arrendador-maquina: the signed daily reports of the lessor's machines,
// read-only — filtered by asset and period, paged by the API, exported as CSV or Excel.
import { type ReportMaquinaRow, reportMaquinaColumns } from '@cordillera/contracts'
import { arrendadorApi, arrendadorQueries } from '@cordillera/data-client/arrendador'
import { ListScreen, tableColumns, useApi } from '@cordillera/portal/screens'
import { EstadoBadge } from '@cordillera/ui/components/badge'

const columns = tableColumns(reportMaquinaColumns, {
  estado: (row: ReportMaquinaRow) => <EstadoBadge estado={row.estado} />,
})

export default function ReportsMaquina() {
  const api = useApi()
  return (
    <ListScreen
      queries={arrendadorQueries(api).reportsMaquina}
      defaults={{ sort: { id: 'fecha', desc: true } }}
      title="Reports de mis máquinas"
      description="Los partes diarios firmados de sus equipos en las obras: horas trabajadas, detenidas y actividades."
      columns={columns}
      rowLabel={(row) => row.folio}
      searchPlaceholder="Buscar"
      export={{ call: arrendadorApi(api).reportsMaquina.export }}
    />
  )
}
