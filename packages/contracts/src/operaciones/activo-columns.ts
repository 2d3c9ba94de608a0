// The columns of the asset list and its export (docs/modules.md, "Lists").
import {
  codigoColumn,
  creadoColumn,
  defineColumns,
  estadoActivoColumn,
  modificadoColumn,
  selectFilter,
} from '../common/columns.ts'
import type { ActivoRow, ListActivosQuery } from './activo.ts'
import { FILTRO_DOCUMENTOS_ACTIVO_LABEL, FILTROS_DOCUMENTOS_ACTIVO } from './activo.ts'
import { formatPatente } from './patente.ts'

/** How an asset's document flags read: `Vencidos`, `Por vencer`, both, or nothing. */
export function alertaDocumentosText(documentos: ActivoRow['documentos']): string | null {
  const parts = [documentos.vencidos && 'Vencidos', documentos.porVencer && 'Por vencer']
  const text = parts.filter(Boolean).join(' y ')
  return text === '' ? null : text
}

export const activoColumns = defineColumns<ActivoRow, ListActivosQuery>()([
  codigoColumn(),
  { id: 'tipoActivo', header: 'Tipo', value: (row) => row.tipoActivo.nombre },
  { id: 'marca', header: 'Marca', value: (row) => row.marca.nombre },
  { id: 'modelo', header: 'Modelo', value: (row) => row.modelo, sortable: true },
  { id: 'anio', header: 'Año', value: (row) => row.anio, sortable: true, align: 'end' },
  {
    id: 'patente',
    header: 'Patente',
    value: (row) => (row.patente === null ? null : formatPatente(row.patente)),
  },
  {
    id: 'numeroSerie',
    header: 'N° de serie',
    value: (row) => row.numeroSerie,
    defaultHidden: true,
  },
  {
    id: 'horometro',
    header: 'Horómetro (h)',
    value: (row) => row.horometro,
    sortable: true,
    align: 'end',
  },
  estadoActivoColumn(),
  // Beside the estado, so an expiring document shows without scrolling the table sideways.
  {
    id: 'documentos',
    header: 'Documentos',
    value: (row) => alertaDocumentosText(row.documentos),
    filter: selectFilter(FILTROS_DOCUMENTOS_ACTIVO, FILTRO_DOCUMENTOS_ACTIVO_LABEL),
  },
  {
    id: 'obraActual',
    header: 'Obra',
    value: (row) =>
      row.obraActual === null ? null : `${row.obraActual.codigo} ${row.obraActual.nombre}`,
    defaultHidden: true,
  },
  { id: 'flota', header: 'Flota', value: (row) => row.flota?.nombre ?? null },
  {
    id: 'propietario',
    header: 'Propietario',
    value: (row) => row.propietario?.razonSocial ?? 'Propio',
  },
  creadoColumn(),
  modificadoColumn(),
])
