// A tipo's detail links to the asset list with `f.tipoActivoId=…`: the Tipo column's select must
// show that tipo chosen, and choosing another in the select must reach the URL (and so the API)
// under `tipoActivoId`, not under the column's id, which the API does not know.
import type { DataTableColumn } from '@cordillera/ui/components/data-table/data-table'
import { describe, expect, it, vi } from 'vitest'
import { filtersByColumn, withSelectFilters } from './column-filters.ts'

const names = { tipoActivo: 'tipoActivoId', marca: 'marcaId' }
const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
const OTRO = '0b6f2d1e-5a4c-4e8b-9f3a-2c1d7e6b5a40'

describe('filtersByColumn', () => {
  it('shows a URL filter under its column and keeps filters the columns do not rename', () => {
    const filters: Record<string, string> = { tipoActivoId: TIPO, estado: 'en-obra' }
    const table = { state: { page: 1, filters }, onStateChange: vi.fn() }
    expect(filtersByColumn(table, names).state.filters).toEqual({
      tipoActivo: TIPO,
      estado: 'en-obra',
    })
  })

  it("sends a change back under the route's filter names", () => {
    const filters: Record<string, string> = { tipoActivoId: TIPO }
    const table = { state: { page: 3, filters }, onStateChange: vi.fn() }
    const { state, onStateChange } = filtersByColumn(table, names)
    onStateChange({ ...state, page: 1, filters: { tipoActivo: OTRO, marca: TIPO } })
    expect(table.onStateChange).toHaveBeenCalledWith({
      page: 1,
      filters: { tipoActivoId: OTRO, marcaId: TIPO },
    })
  })
})

describe('withSelectFilters', () => {
  it('gives the named columns a select of the options and leaves the others alone', () => {
    type Row = { tipo: string; modelo: string }
    const columns: DataTableColumn<Row>[] = [
      { id: 'tipoActivo', header: 'Tipo', value: (row) => row.tipo },
      { id: 'modelo', header: 'Modelo', value: (row) => row.modelo },
    ]
    const options = [{ value: TIPO, label: 'Excavadora' }]
    const [tipo, modelo] = withSelectFilters(columns, { tipoActivo: options })
    expect(tipo?.filter).toEqual({ type: 'select', options })
    expect(modelo?.filter).toBeUndefined()
  })
})
