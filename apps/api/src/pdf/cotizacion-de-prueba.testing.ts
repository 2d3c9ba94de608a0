// A quotation as the cotizaciones module will hand it to the writer: every value already written
// the way a person reads it (docs/domain.md), with accents, ñ, ¿ and ¡ on purpose. The writer's
// tests and its benchmark render it with their own rows and totals.
import type { DocumentoPdf } from './documento-pdf.ts'

export const COLUMNAS_COTIZACION = [
  'Ítem',
  'Descripción',
  'Cantidad',
  'Unidad',
  'Tarifa',
  'Subtotal',
]

export function cotizacionDePrueba(
  filas: string[][],
  totales: DocumentoPdf['totales'],
): DocumentoPdf {
  return {
    titulo: 'Cotización',
    folio: 'COT-000123',
    fecha: '14-05-2026',
    cliente: {
      razonSocial: 'Constructora Peñalolén Año Nuevo SpA',
      rut: '76.086.428-5',
      obra: 'Edificio Ñuñoa — Etapa 2',
      direccion: 'Av. Irarrázaval 3120, Ñuñoa',
    },
    secciones: [
      {
        titulo: 'Ítems',
        columnas: [
          { titulo: 'Ítem', ancho: 1, alineacion: 'derecha' },
          { titulo: 'Descripción', ancho: 6 },
          { titulo: 'Cantidad', ancho: 2, alineacion: 'derecha' },
          { titulo: 'Unidad', ancho: 2 },
          { titulo: 'Tarifa', ancho: 3, alineacion: 'derecha' },
          { titulo: 'Subtotal', ancho: 3, alineacion: 'derecha' },
        ],
        filas,
      },
    ],
    totales,
    condiciones: [
      '¿Incluye flete? Sí: flete de ida y vuelta a la obra, según la dirección indicada.',
      '¡Importante! La tarifa no incluye combustible ni reparación de daños por mal uso.',
    ],
    validez: 'Esta cotización es válida hasta el 13-06-2026.',
    creadoEn: new Date('2026-05-14T13:30:00Z'),
  }
}
