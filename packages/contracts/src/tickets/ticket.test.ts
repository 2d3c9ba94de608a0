// What the tickets' contracts promise both sides: the folio, the reopening window, the moves
// support may make, and the Spanish a form shows for each mistake.
import { describe, expect, it } from 'vitest'
import {
  assignTicketSchema,
  changeTicketEstadoSchema,
  createComentarioTicketSchema,
  createTicketSchema,
  folioTicket,
  listTicketsQuerySchema,
  reabribleHasta,
} from './ticket.ts'
import { misTicketColumns, ticketColumns } from './ticket-columns.ts'
import { ESTADOS_TICKET, REAPERTURA_TICKET_DIAS, TRANSICIONES_TICKET } from './vocabulary.ts'

const fields = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  )

describe('a ticket', () => {
  it('is numbered TCK- and six digits', () => {
    expect(folioTicket(123)).toBe('TCK-000123')
    expect(folioTicket(1_234_567)).toBe('TCK-1234567')
  })

  it('may be reopened for REAPERTURA_TICKET_DIAS days after it was resolved', () => {
    expect(REAPERTURA_TICKET_DIAS).toBe(7)
    expect(reabribleHasta('2026-11-28T12:00:00.000Z')).toBe('2026-12-05T12:00:00.000Z')
  })

  it('never leaves cerrado, and no estado moves to itself', () => {
    expect(TRANSICIONES_TICKET.cerrado).toEqual([])
    for (const estado of ESTADOS_TICKET) {
      expect(TRANSICIONES_TICKET[estado]).not.toContain(estado)
    }
    expect(TRANSICIONES_TICKET.resuelto).not.toContain('abierto')
  })
})

describe('its forms', () => {
  it('opens one with asunto, what is needed and categoría; prioridad media unless given', () => {
    const parsed = createTicketSchema.parse({
      asunto: '  No carga la lista  ',
      descripcion: 'Queda en blanco.',
      categoria: 'error',
    })
    expect(parsed).toEqual({
      asunto: 'No carga la lista',
      descripcion: 'Queda en blanco.',
      categoria: 'error',
      prioridad: 'media',
      adjuntos: [],
    })
    expect(
      fields(createTicketSchema.safeParse({ asunto: ' ', categoria: 'x', prioridad: 'ya' })),
    ).toEqual({
      asunto: 'Ingrese el asunto.',
      descripcion: 'Ingrese qué necesita.',
      categoria: 'Elija la categoría.',
      prioridad: 'Elija la prioridad.',
    })
  })

  it('takes at most five files, each one uploaded first', () => {
    const archivo = (n: number) => ({ clave: `tickets/u/${n}`, nombre: `f${n}.png` })
    const many = createComentarioTicketSchema.safeParse({
      texto: 'Adjunto capturas.',
      adjuntos: [1, 2, 3, 4, 5, 6].map(archivo),
    })
    expect(fields(many)).toEqual({ adjuntos: 'Adjunte hasta 5 archivos.' })
    const missing = createComentarioTicketSchema.safeParse({
      texto: 'Adjunto.',
      adjuntos: [{ nombre: 'f.png' }],
    })
    expect(fields(missing)).toEqual({ 'adjuntos.0.clave': 'Primero sube el archivo.' })
  })

  it('moves and assigns with the version read; nobody is a valid assignee', () => {
    expect(fields(changeTicketEstadoSchema.safeParse({ estado: 'perdido' }))).toMatchObject({
      estado: 'Elija el nuevo estado.',
      version: expect.stringContaining('versión'),
    })
    expect(assignTicketSchema.parse({ version: 2, asignadoId: null })).toEqual({
      version: 2,
      asignadoId: null,
    })
  })

  it('filters support’s list by the kind of solicitante and who is on it', () => {
    const parsed = listTicketsQuerySchema.parse({ solicitanteTipo: 'arrendador' })
    expect(parsed).toMatchObject({ sort: 'numero', solicitanteTipo: 'arrendador' })
    expect(fields(listTicketsQuerySchema.safeParse({ asignadoId: 'x' }))).toEqual({
      asignadoId: 'El responsable no es válido.',
    })
  })
})

describe('its lists’ columns', () => {
  it('read a row as a person does', () => {
    const row = {
      id: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a60',
      numero: 7,
      folio: 'TCK-000007',
      asunto: 'No carga',
      categoria: 'estados-de-pago',
      prioridad: 'urgente',
      estado: 'en-progreso',
      estadoDesde: '2026-11-28T12:00:00.000Z',
      solicitante: { id: 'x', nombre: 'Ana Rojas', email: 'ana@sur.cl', tipo: 'arrendador' },
      asignado: null,
      comentariosCount: 2,
      ultimoComentarioEn: null,
      resueltoEn: null,
      reabribleHasta: null,
      cerradoEn: null,
      version: 3,
      creadoEn: '2026-11-28T12:00:00.000Z',
      actualizadoEn: '2026-11-28T12:00:00.000Z',
    } as const
    const values = Object.fromEntries(ticketColumns.map((column) => [column.id, column.value(row)]))
    expect(values).toMatchObject({
      numero: 'TCK-000007',
      estado: 'En progreso',
      prioridad: 'Urgente',
      categoria: 'Estados de pago y facturación',
      solicitanteTipo: 'Arrendador',
      asignado: 'Sin asignar',
    })
    expect(misTicketColumns.map((column) => column.id)).not.toContain('solicitante')
  })
})
