// How the lessor writes its external EDPs (records/records-of.ts): the moves it makes on the EDP
// (aceptar, and en-ajuste when it raises a request) and its adjustment requests, audited with the
// lessor as author. Its 404s name the lessor's words ("estado de pago"); another lessor's EDP or
// request is not found, as a missing one. The requests' attachments are kept under
// `solicitudes-ajuste/<proveedor id>/<uuid>`, uploaded before the request exists.
import { ARCHIVO_OCUPADO_MESSAGE } from '@cordillera/contracts'
import { edpsExternos, solicitudesAjuste } from '../../db/schema/index.ts'
import type { ArchivoOwner } from '../../records/documentos/documento-archivo.ts'
import { recordsOf } from '../../records/records-of.ts'

export const estadoDePagoRecords = recordsOf(edpsExternos, {
  entity: 'edp-externo',
  notFound: 'No encontramos el estado de pago.',
})

export const solicitudAjusteArrendadorRecords = recordsOf(solicitudesAjuste, {
  entity: 'solicitud-ajuste',
  notFound: 'No encontramos la solicitud de ajuste.',
  uniques: {
    solicitudes_ajuste_archivo_uq: ['archivo', ARCHIVO_OCUPADO_MESSAGE],
  },
})

/** Where a lessor's adjustment files are kept. */
export const ARCHIVOS_AJUSTE_OWNER: ArchivoOwner = {
  prefix: 'solicitudes-ajuste',
  nombre: 'sus solicitudes de ajuste',
}
