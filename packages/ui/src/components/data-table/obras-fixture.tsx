// Test fixture shared by the DataTable tests: a list of obras, its columns and a render helper
// that records every state change the table proposes.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { DataTableColumn } from './column.ts'
import { DataTable, type DataTableProps } from './data-table.tsx'
import { type DataTableState, defaultTableState } from './table-state.ts'

export type Obra = { id: string; nombre: string; rut: string; monto: number; estado: string }

export const obras: Obra[] = [
  { id: 'o1', nombre: 'Edificio Los Andes', rut: '76.123.456-7', monto: 1500000, estado: 'activa' },
  { id: 'o2', nombre: 'Puente Maipo', rut: '77.987.654-3', monto: 820000.5, estado: 'cerrada' },
  { id: 'o3', nombre: 'Bodega "Sur"; Lote 2', rut: '78.555.111-k', monto: 0, estado: 'activa' },
]

export const obraColumns: DataTableColumn<Obra>[] = [
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'rut', header: 'RUT', value: (row) => row.rut, filter: { type: 'text' } },
  { id: 'monto', header: 'Monto', value: (row) => row.monto, sortable: true, align: 'end' },
  {
    id: 'estado',
    header: 'Estado',
    value: (row) => row.estado,
    filter: {
      type: 'select',
      options: [
        { value: 'activa', label: 'Activa' },
        { value: 'cerrada', label: 'Cerrada' },
      ],
    },
  },
]

export type ObrasTableProps = Partial<Omit<DataTableProps<Obra>, 'state'>> & {
  state?: Partial<DataTableState> | undefined
}

/** The obras list with the fixture's defaults; any prop may be overridden. */
export function ObrasTable({ state, ...props }: ObrasTableProps) {
  return (
    <DataTable<Obra>
      label="Obras"
      columns={obraColumns}
      rows={obras}
      total={obras.length}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.nombre}
      onStateChange={() => {}}
      {...props}
      state={{ ...defaultTableState, ...state }}
    />
  )
}

/** Renders the list and records every state change the table proposes. */
export function renderObras(props: ObrasTableProps = {}) {
  const onStateChange = vi.fn<(next: DataTableState) => void>()
  const utils = render(<ObrasTable onStateChange={onStateChange} {...props} />)
  /** The last state the table proposed. */
  const lastState = () => onStateChange.mock.lastCall?.[0]
  return { ...utils, onStateChange, lastState }
}
