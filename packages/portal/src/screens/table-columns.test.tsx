// A list screen's columns and exports: the table shows the values of the list's one column
// definition (what the export writes), the screen only draws some cells; the export buttons ask
// the list's export route for the table's query, the format and the visible columns.
import { type ObraRow, obraColumns } from '@cordillera/contracts'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { activoCell, exportWith, linkCell, tableColumns } from './table-columns.tsx'

const obra = {
  id: '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b22',
  codigo: 'OB-0001',
  nombre: 'Edificio Parque Alcántara',
  direccion: 'Alcántara 455',
  comuna: '13114',
  region: '13',
  constructora: { id: '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b23', nombre: 'Constructora Los Andes' },
  razonSocial: {
    id: '3f0c1e1a-2b7d-4c1e-9a55-0d8f6f7a1b24',
    rut: '77889012-7',
    razonSocial: 'Inmobiliaria Andina',
  },
  administrador: { nombre: null, email: null, telefono: null },
  fechaInicio: '2025-09-01',
  fechaTermino: null,
  activa: true,
  version: 1,
  creadoEn: '2026-01-31T12:30:00.000Z',
  actualizadoEn: '2026-01-31T12:30:00.000Z',
} as unknown as ObraRow

describe('tableColumns', () => {
  const columns = tableColumns(obraColumns, {
    nombre: linkCell(
      (row: ObraRow) => row.nombre,
      (row) => `/obras/${row.id}`,
    ),
    activa: activoCell((row: ObraRow) => row.activa, { femenino: true }),
  })
  const byId = new Map(columns.map((column) => [column.id, column]))
  const html = (id: string) =>
    renderToStaticMarkup(<MemoryRouter>{byId.get(id)?.cell?.(obra)}</MemoryRouter>)

  it('keeps every column of the definition, in order, with the values the export writes', () => {
    expect(columns.map((column) => column.id)).toEqual(obraColumns.map((column) => column.id))
    expect(byId.get('comuna')?.value(obra)).toBe('Las Condes')
    expect(byId.get('fechaInicio')?.value(obra)).toBe('01-09-2025')
    expect(byId.get('activa')?.value(obra)).toBe('Activa')
  })

  it('draws the cells the screen names, and keeps codes and dates on one line', () => {
    expect(html('nombre')).toContain(`href="/obras/${obra.id}"`)
    expect(html('activa')).toContain('Activa')
    expect(html('codigo')).toContain('whitespace-nowrap')
    expect(byId.get('comuna')?.cell).toBeUndefined()
  })

  it('refuses, at typecheck and at run time, a cell for a column the list does not have', () => {
    // @ts-expect-error obras have no column 'sueldo'
    expect(() => tableColumns(obraColumns, { sueldo: () => null })).toThrow('sueldo')
  })
})

describe('exportWith', () => {
  it("asks the export route for the table's query, the format and the visible columns", async () => {
    const file = { blob: new Blob(['x']), fileName: 'obras-2026-05-14.xlsx' }
    const route = vi.fn(async (_query: object) => file)
    const exportFile = exportWith(route, {
      q: 'andes',
      sort: 'nombre',
      dir: 'desc',
      activa: 'true',
    })
    const columns = [{ id: 'codigo' }, { id: 'nombre' }]
    expect(await exportFile({ format: 'xlsx', columns })).toBe(file)
    expect(route).toHaveBeenCalledWith({
      q: 'andes',
      sort: 'nombre',
      dir: 'desc',
      activa: 'true',
      format: 'xlsx',
      columns: 'codigo,nombre',
    })
  })
})
