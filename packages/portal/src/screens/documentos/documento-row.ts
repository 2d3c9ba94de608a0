// What every owner's document row has that its screen shows (common/documento.ts's row shape).
import type { EstadoVencimiento } from '@cordillera/contracts'

export type DocumentoRowBase = {
  id: string
  tipo: string
  numero: string | null
  fechaEmision: string | null
  vence: string | null
  estadoVencimiento: EstadoVencimiento
  observaciones: string | null
  archivo: { nombre: string; tipo: string; bytes: number }
  version: number
}
