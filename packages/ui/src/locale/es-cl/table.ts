// Spanish (es-CL) words of the lists: the DataTable, its toolbar, pagination, empty states and
// exports. The four labels of docs/portals.md, constants are here verbatim; counts use es-CL digit grouping.

import { formatNumber } from '../../lib/format/numbers.ts'

/** A count as a Chilean reader writes it: 1234 → "1.234". */
export const formatCount = (value: number): string => formatNumber(value, { maxDecimals: 0 })

export const table = {
  // docs/portals.md, constants: these four verbatim.
  rowsPerPage: 'Filas por página',
  allRows: 'Todas',
  empty: 'Sin datos disponibles',
  noMatch: 'No se han encontrado resultados',

  loading: 'Cargando…',
  search: 'Buscar',
  searchPlaceholder: 'Buscar…',
  filterAll: 'Todos',
  filterBy: (column: string) => `Filtrar por ${column}`,
  columns: 'Columnas',
  columnsMenu: 'Mostrar u ocultar columnas',
  clearQuery: 'Limpiar búsqueda y filtros',
  sortBy: 'Ordenar por',
  noSort: 'Sin ordenar',
  sortOption: (column: string, desc: boolean) =>
    `${column}: ${desc ? 'descendente' : 'ascendente'}`,

  /** "1–25 de 1.234"; an empty list says "0 de 0". */
  range: (from: number, to: number, total: number) =>
    total === 0
      ? `0 de ${formatCount(total)}`
      : `${formatCount(from)}–${formatCount(to)} de ${formatCount(total)}`,

  pagination: 'Paginación',
  pageOf: (page: number, pageCount: number) =>
    `Página ${formatCount(page)} de ${formatCount(pageCount)}`,
  firstPage: 'Primera página',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  lastPage: 'Última página',

  selectAll: 'Seleccionar todas las filas de la página',
  selectRow: (row: string) => `Seleccionar ${row}`,
  selectedCount: (n: number) =>
    n === 1 ? '1 fila seleccionada' : `${formatCount(n)} filas seleccionadas`,
  rowFallback: 'fila',

  actionsColumn: 'Acciones',
  rowActions: (row: string) => `Acciones de ${row}`,

  exportCsv: 'Exportar CSV',
  exportXlsx: 'Exportar Excel',
  exporting: 'Exportando…',
  exportFailed: 'No se pudo exportar la lista. Intenta de nuevo.',
  exportSheet: 'Datos',
  yes: 'Sí',
  no: 'No',
} as const
