// The issued documents as the API lists them, for the screens' tests: a factura of an EDP and a
// guía de despacho of a movement, parsed by the list route's own schema through the data client.
import type { DocumentoTributarioRow } from '@cordillera/contracts'

export const FACTURA = '0f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a70'
export const GUIA = '1f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a71'
export const EDP = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b'
const ACTIVO = '2a1b0c9d-8e7f-4a6b-9c5d-4e3f2a1b0c9d'

const tracking = {
  version: 1,
  creadoEn: '2026-11-28T15:00:00.000Z',
  actualizadoEn: '2026-11-28T15:00:00.000Z',
}

export const factura: DocumentoTributarioRow = {
  id: FACTURA,
  tipoDte: 33,
  folio: 123,
  fechaEmision: '2026-11-28',
  rutReceptor: '76111222-3',
  razonSocialReceptor: 'Constructora Andes SpA',
  neto: 5_793_480,
  iva: 1_100_761,
  total: 6_894_241,
  edpId: EDP,
  movimientoId: null,
  estadoEnvio: 'listo-para-enviar',
  trackId: null,
  mensajeEnvio: null,
  edp: { id: EDP, folio: 'EDP-000007' },
  movimiento: null,
  ...tracking,
}

export const guia: DocumentoTributarioRow = {
  ...factura,
  id: GUIA,
  tipoDte: 52,
  folio: 8,
  neto: 0,
  iva: 0,
  total: 0,
  edpId: null,
  movimientoId: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
  estadoEnvio: 'aceptado',
  edp: null,
  movimiento: {
    id: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
    activo: { id: ACTIVO, codigo: 'EX-01' },
  },
}

export const pagina = (items: DocumentoTributarioRow[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
})
