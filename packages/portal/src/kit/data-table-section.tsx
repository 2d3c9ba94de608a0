// The kit page's DataTable (components/data-table, built by the table module): a page of obras
// with search, sort, filters, column menu, row actions, selection, export and the loading and
// empty states. Here the "server" is an array filtered in the page.
import { EstadoBadge, estadoLabel } from '@cordillera/ui/components/badge'
import { Button } from '@cordillera/ui/components/button'
import {
  DataTable,
  type DataTableColumn,
  type DataTableState,
  defaultTableState,
  type RowAction,
} from '@cordillera/ui/components/data-table/data-table'
import { Label } from '@cordillera/ui/components/label'
import { Switch } from '@cordillera/ui/components/switch'
import { notify } from '@cordillera/ui/components/toaster'
import { toCsvBlob } from '@cordillera/ui/lib/export/csv'
import { exportFileName } from '@cordillera/ui/lib/export/file-name'
import { useMemo, useState } from 'react'
import { KitSection } from './kit-section.tsx'

type Activo = {
  id: string
  codigo: string
  tipo: string
  obra: string
  horometro: number
  estado: string
}

const activos: Activo[] = [
  ['EX-012', 'Excavadora', 'Costanera Norte', 1213, 'en-obra'],
  ['EX-015', 'Excavadora', '—', 842.5, 'disponible'],
  ['RT-004', 'Retroexcavadora', 'Hospital Maipú', 3310, 'en-obra'],
  ['MC-021', 'Minicargador', 'Taller central', 1990, 'en-taller'],
  ['GH-002', 'Grúa horquilla', 'Parque Industrial Quilicura', 640, 'en-traslado'],
  ['RD-007', 'Rodillo', '—', 2875, 'reservado'],
  ['CT-003', 'Camión tolva', '—', 15420, 'de-baja'],
].map(([codigo, tipo, obra, horometro, estado]) => ({
  id: String(codigo),
  codigo: String(codigo),
  tipo: String(tipo),
  obra: String(obra),
  horometro: Number(horometro),
  estado: String(estado),
}))

const estados = ['disponible', 'reservado', 'en-obra', 'en-traslado', 'en-taller', 'de-baja']

const columns: DataTableColumn<Activo>[] = [
  { id: 'codigo', header: 'Código', value: (row) => row.codigo, sortable: true, hideable: false },
  {
    id: 'tipo',
    header: 'Tipo',
    value: (row) => row.tipo,
    sortable: true,
    filter: { type: 'text' },
  },
  { id: 'obra', header: 'Obra actual', value: (row) => row.obra },
  {
    id: 'horometro',
    header: 'Horómetro (h)',
    value: (row) => row.horometro,
    sortable: true,
    align: 'end',
  },
  {
    id: 'estado',
    header: 'Estado',
    value: (row) => row.estado,
    cell: (row) => <EstadoBadge estado={row.estado} />,
    filter: {
      type: 'select',
      options: estados.map((estado) => ({ value: estado, label: estadoLabel(estado) })),
    },
  },
]

const rowActions: RowAction<Activo>[] = [
  {
    id: 'ver',
    label: 'Ver ficha',
    key: '',
    onSelect: (row) => notify.info(`Ficha de ${row.codigo}`),
  },
  {
    id: 'baja',
    label: 'Dar de baja',
    key: '',
    destructive: true,
    visible: (row) => row.estado !== 'de-baja',
    onSelect: (row) => notify.success(`${row.codigo} dado de baja (ejemplo).`),
  },
]

/** What the API would answer for the table's state: search, filters, sort and one page. */
function query(state: DataTableState): { rows: Activo[]; total: number } {
  const search = state.search.trim().toLowerCase()
  let rows = activos.filter((row) =>
    [row.codigo, row.tipo, row.obra].some((value) => value.toLowerCase().includes(search)),
  )
  for (const [id, value] of Object.entries(state.filters)) {
    if (!value) continue
    rows = rows.filter((row) => {
      const cell = String(row[id as keyof Activo]).toLowerCase()
      // Select filters (estado) match exactly; text filters match a part.
      return id === 'estado' ? cell === value : cell.includes(value.toLowerCase())
    })
  }
  if (state.sort) {
    const { id, desc } = state.sort
    rows = [...rows].sort((a, b) => {
      const x = a[id as keyof Activo]
      const y = b[id as keyof Activo]
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), 'es')
      return desc ? -order : order
    })
  }
  const size = state.pageSize === 'all' ? rows.length : state.pageSize
  const start = (state.page - 1) * size
  return { rows: rows.slice(start, start + size), total: rows.length }
}

export function DataTableSection() {
  const [state, setState] = useState<DataTableState>({ ...defaultTableState, pageSize: 10 })
  const [loading, setLoading] = useState(false)
  const [empty, setEmpty] = useState(false)
  const page = useMemo(() => query(state), [state])
  return (
    <KitSection
      id="tabla"
      title="Tabla de datos"
      description="Búsqueda, orden, filtros, columnas, acciones por fila, selección y exportación; en un teléfono las filas se muestran como tarjetas."
    >
      <div className="flex flex-wrap gap-6">
        <div className="flex items-center gap-2">
          <Switch id="kit-tabla-cargando" checked={loading} onCheckedChange={setLoading} />
          <Label htmlFor="kit-tabla-cargando">Cargando</Label>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="kit-tabla-vacia" checked={empty} onCheckedChange={setEmpty} />
          <Label htmlFor="kit-tabla-vacia">Sin datos</Label>
        </div>
      </div>
      <DataTable<Activo>
        label="Activos"
        columns={columns}
        rows={empty ? [] : page.rows}
        total={empty ? 0 : page.total}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.codigo}
        state={state}
        onStateChange={setState}
        isLoading={loading}
        rowActions={rowActions}
        selectable
        selectionActions={(rows) => (
          <Button size="sm" variant="outline" onClick={() => notify.info(`${rows.length} activos`)}>
            Asignar a flota
          </Button>
        )}
        // The demo rows live in the browser, so the kit writes their CSV here; list screens
        // download theirs from the API's export route.
        exportFormats={['csv']}
        exportFile={async ({ columns }) => ({
          blob: toCsvBlob(columns, query({ ...state, page: 1, pageSize: 'all' }).rows),
          fileName: exportFileName('Activos', 'csv'),
        })}
        emptyAction={<Button size="sm">Agregar activo</Button>}
        searchPlaceholder="Buscar por código, tipo u obra"
      />
    </KitSection>
  )
}
