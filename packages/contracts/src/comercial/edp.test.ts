// The EDP's own schemas, as the API and the screens share them: the workflow's moves, the period
// rule with its Spanish messages, the bodies' refusals, and the list's columns as the export
// writes them.
import { describe, expect, it } from 'vitest'
import {
  createEdpSchema,
  type EdpRow,
  ESTADOS_EDP,
  ESTADOS_EDP_CLIENTE,
  ESTADOS_EDP_EDITABLES,
  folioEdp,
  observarEdpSchema,
  problemaDelPeriodoEdp,
  TRANSICIONES_EDP,
  transicionEdpSchema,
  updateEdpSchema,
} from './edp.ts'
import { edpColumns } from './edp-columns.ts'

const ID = '5b8e2a5e-4c7a-4b8a-9f1e-0a1b2c3d4e5f'
const fields = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('the workflow', () => {
  it('reaches every estado from the first, and leaves aprobado-obra by no move', () => {
    const reached = new Set<string>(['revision-comercial-1'])
    for (let round = 0; round < ESTADOS_EDP.length; round++) {
      for (const { from, to } of Object.values(TRANSICIONES_EDP)) {
        if (from.some((estado) => reached.has(estado))) reached.add(to)
      }
    }
    expect([...reached].sort()).toEqual([...ESTADOS_EDP].sort())
    const leaving = Object.values(TRANSICIONES_EDP).flatMap(({ from }) => [...from])
    expect(leaving).not.toContain('aprobado-obra')
  })

  it('is edited only in revisión comercial, and shown to the site once sent', () => {
    expect(ESTADOS_EDP_EDITABLES).toEqual(['revision-comercial-1', 'revision-comercial-2'])
    expect(ESTADOS_EDP_CLIENTE).not.toContain('revision-comercial-1')
  })

  it('names its folio EDP-000001', () => {
    expect(folioEdp(1)).toBe('EDP-000001')
    expect(folioEdp(123_456)).toBe('EDP-123456')
  })
})

describe('the period asked for', () => {
  it('is both ends or neither', () => {
    expect(problemaDelPeriodoEdp({})).toBeNull()
    expect(problemaDelPeriodoEdp({ periodoDesde: '2026-01-01' })).toEqual({
      campo: 'periodoHasta',
      mensaje: 'Indique las dos fechas del período, o ninguna para el mes anterior.',
    })
    expect(problemaDelPeriodoEdp({ periodoHasta: '2026-01-31' })?.campo).toBe('periodoDesde')
  })

  it('is in order and at most 31 days', () => {
    expect(
      problemaDelPeriodoEdp({ periodoDesde: '2026-01-31', periodoHasta: '2026-01-01' }),
    ).toEqual({
      campo: 'periodoHasta',
      mensaje: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(
      problemaDelPeriodoEdp({ periodoDesde: '2026-01-01', periodoHasta: '2026-02-01' }),
    ).toEqual({ campo: 'periodoHasta', mensaje: 'El periodo abarca 32 días: elija hasta 31.' })
    expect(
      problemaDelPeriodoEdp({ periodoDesde: '2026-01-01', periodoHasta: '2026-01-31' }),
    ).toBeNull()
  })
})

describe('the bodies', () => {
  it('crear: a contract from the list, the period checked, manual lines with their reason', () => {
    expect(createEdpSchema.safeParse({ contratoId: ID }).success).toBe(true)
    expect(
      fields(
        createEdpSchema.safeParse({
          contratoId: ID,
          periodoDesde: '2026-03-01',
          lineasManuales: [{ descripcion: 'Daño', cantidad: 1, unidad: 'unidad', tarifa: 10 }],
        }),
      ),
    ).toEqual({
      'lineasManuales.0.motivo': 'Ingrese el motivo de la línea manual.',
    })
    expect(
      fields(createEdpSchema.safeParse({ contratoId: ID, periodoDesde: '2026-03-01' })),
    ).toEqual({
      periodoHasta: 'Indique las dos fechas del período, o ninguna para el mes anterior.',
    })
    expect(fields(createEdpSchema.safeParse({ contratoId: 'x' }))).toEqual({
      contratoId: 'Elija el contrato de la lista.',
    })
  })

  it('editar: the version read; an empty reference clears it', () => {
    expect(fields(updateEdpSchema.safeParse({ hes: 'HES-1' })).version).toBeDefined()
    expect(updateEdpSchema.parse({ version: 3, ordenCompra: '' })).toEqual({
      version: 3,
      ordenCompra: null,
    })
  })

  it('observar: a comment is required, per-line comments optional', () => {
    expect(fields(observarEdpSchema.safeParse({ version: 1 })).comentario).toMatch(/comentario/)
    expect(
      observarEdpSchema.safeParse({
        version: 1,
        comentario: 'Revisar',
        lineas: [{ lineaId: ID, comentario: 'El 31 no trabajamos.' }],
      }).success,
    ).toBe(true)
    expect(
      fields(
        observarEdpSchema.safeParse({
          version: 1,
          comentario: 'Revisar',
          lineas: [{ lineaId: 'x', comentario: '' }],
        }),
      ),
    ).toEqual({
      'lineas.0.lineaId': 'Elija la línea observada de la lista.',
      'lineas.0.comentario': expect.stringMatching(/comentario de la línea/),
    })
  })

  it('the other moves: an optional comment', () => {
    expect(transicionEdpSchema.parse({ version: 2 })).toEqual({ version: 2 })
  })
})

describe('the columns', () => {
  it('write a row as a person reads it', () => {
    const row = {
      id: ID,
      numero: 7,
      folio: 'EDP-000007',
      contrato: { id: ID, folio: 'CON-000003' },
      obra: { id: ID, codigo: 'OB-0001', nombre: 'Edificio Central' },
      razonSocial: { id: ID, rut: '76543210-3', razonSocial: 'Constructora Andes SpA' },
      periodoDesde: '2026-01-01',
      periodoHasta: '2026-01-31',
      estado: 'revision-obra',
      estadoDesde: '2026-02-02T13:00:00.000Z',
      revision: 2,
      moneda: 'UF',
      neto: 5_793_480,
      iva: 1_100_761,
      total: 6_894_241,
      ordenCompra: null,
      hes: null,
      factura: null,
      version: 3,
      creadoEn: '2026-02-01T13:00:00.000Z',
      actualizadoEn: '2026-02-02T13:00:00.000Z',
    } satisfies EdpRow
    const values = Object.fromEntries(edpColumns.map((column) => [column.id, column.value(row)]))
    expect(values).toMatchObject({
      numero: 'EDP-000007',
      contrato: 'CON-000003',
      razonSocial: 'Constructora Andes SpA',
      obra: 'OB-0001 Edificio Central',
      periodoDesde: '01-01-2026 – 31-01-2026',
      total: 6_894_241,
      estado: 'Revisión obra',
    })
  })
})
