// What the EDP lists' filters and the external EDP's draft share beyond the portal's searched
// filter (FiltroBuscado): the obras to search among, and the period a list is narrowed to.
import type { Connection } from '@cordillera/data-client'
import { comercialApi } from '@cordillera/data-client/comercial'
import { filtrar, PeriodoPicker, type TablaFiltrable } from '@cordillera/portal/screens'
import type { LoadOptions } from '@cordillera/ui/components/combobox'

const OPTIONS_MAX = 20

/** The obras to choose from: "<código> <nombre>". */
export const obraOptions =
  (api: Connection): LoadOptions =>
  async (q, signal) =>
    (await comercialApi(api).obras.list({ q, pageSize: OPTIONS_MAX }, signal)).items.map(
      (obra) => ({ value: obra.id, label: `${obra.codigo} ${obra.nombre}` }),
    )

/** The list's period (`f.desde`, `f.hasta`): a chosen one sets both, a cleared one neither. */
export function PeriodoFiltro({ table }: { table: TablaFiltrable }) {
  const { filters } = table.state
  return (
    <PeriodoPicker
      clearable
      label="Período"
      value={{ desde: filters.desde ?? null, hasta: filters.hasta ?? null }}
      onChange={(periodo) =>
        filtrar(table, { desde: periodo?.desde ?? null, hasta: periodo?.hasta ?? null })
      }
    />
  )
}
