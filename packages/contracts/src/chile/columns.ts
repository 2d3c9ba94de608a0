// A comuna or a region as a list's cell and its export's cell say it (by name), and the region
// column of lists with an address. Here, not in common/columns.ts, so the comunas travel only
// with the lists that show them (decision 059).
import { comunaPorCodigo, regiones, regionPorCodigo } from './index.ts'

export const comunaText = (codigo: string): string => comunaPorCodigo(codigo)?.nombre ?? codigo
export const regionText = (codigo: string): string => regionPorCodigo(codigo)?.nombre ?? codigo

/** The region by name, filtered by its code; hidden until shown. */
export function regionColumn<Row extends { region: string }>() {
  return {
    id: 'region',
    header: 'Región',
    value: (row: Row) => regionText(row.region),
    defaultHidden: true,
    filter: {
      type: 'select',
      options: regiones.map((region) => ({ value: region.codigo, label: region.nombre })),
    },
  } as const
}
