// How incidents are written (records/records-of.ts): audited, 404 when gone or another lessor's;
// a photo's file named twice is a 409 on `fotos`. Their photos' files are checked as documents'
// (records/documentos/documento-archivo.ts), kept under `incidentes/<proveedor id>/<uuid>`.
import { ARCHIVO_OCUPADO_MESSAGE } from '@cordillera/contracts'
import { incidentes } from '../../db/schema/index.ts'
import type { ArchivoOwner } from '../../records/documentos/documento-archivo.ts'
import { recordsOf } from '../../records/records-of.ts'

export const incidenteRecords = recordsOf(incidentes, {
  entity: 'incidente',
  notFound: 'No encontramos el incidente.',
  uniques: { fotos_incidente_archivo_uq: ['fotos', ARCHIVO_OCUPADO_MESSAGE] },
})

/** Where a lessor's incident photos are kept: uploaded before the incident exists. */
export const FOTOS_OWNER: ArchivoOwner = { prefix: 'incidentes', nombre: 'sus incidentes' }
