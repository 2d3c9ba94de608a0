// @cordillera/data-client/edp-externos: the external EDPs (what the company owes a lessor;
// decision 064) and the lessor agreements, the calls of the backoffice's estado-de-pago-externos
// screens and of the proveedor's agreements section. A part of the commercial area declared on
// its own entry point, as edp-obra.ts is: no other cached page of the area shows these rows, so
// its writes invalidate only its own entities.
import {
  acceptSolicitudAjusteRoute,
  createAcuerdoArriendoRoute,
  createEdpExternoRoute,
  deleteAcuerdoArriendoRoute,
  emitEdpExternoRoute,
  exportEdpExternoPdfRoute,
  exportEdpExternosRoute,
  exportEdpExternoXlsxRoute,
  getEdpExternoRoute,
  listAcuerdosArriendoRoute,
  listEdpExternosRoute,
  previewEdpExternoRoute,
  rejectSolicitudAjusteRoute,
  updateAcuerdoArriendoRoute,
  updateEdpExternoRoute,
} from '@cordillera/contracts'
import { type CallBuilders, defineArea, type QueryBuilders } from '../define-area.ts'
import type { QueryInput } from '../resource.ts'

function calls({
  list,
  get,
  create,
  update,
  read,
  listIn,
  createIn,
  updateIn,
  deleteIn,
  file,
  export: exportOf,
}: CallBuilders) {
  return {
    edpExternos: {
      /** A page by estado, obra, proveedor and period. */
      list: list(listEdpExternosRoute),
      /** The whole list (its filters and sort) as a CSV or XLSX file. */
      export: exportOf(exportEdpExternosRoute),
      /** The draft of an obra, a lessor and dates: lines, evidence, problems, totals; not saved. */
      preview: read(previewEdpExternoRoute),
      get: get(getEdpExternoRoute),
      /** 201 with the detail; 409 when the period meets another or a problem blocks it. */
      create: create(createEdpExternoRoute),
      /** borrador only, with the version read: the manual lines; recomputed. */
      update: update(updateEdpExternoRoute),
      /** borrador → emitido. */
      emit: update(emitEdpExternoRoute),
      /** Accepts a lessor's adjustment request: a new revision, the previous kept read-only. */
      acceptSolicitud: updateIn(acceptSolicitudAjusteRoute, 'solicitudId'),
      /** Rejects one with its reason. */
      rejectSolicitud: updateIn(rejectSolicitudAjusteRoute, 'solicitudId'),
      /** The stored EDP as a file (`EDPE-000012.pdf`, `.xlsx`). */
      exportPdf: file(exportEdpExternoPdfRoute),
      exportXlsx: file(exportEdpExternoXlsxRoute),
    },
    acuerdosArriendo: {
      /** A proveedor's agreements and the assets it owns. */
      list: listIn(listAcuerdosArriendoRoute),
      create: createIn(createAcuerdoArriendoRoute),
      update: updateIn(updateAcuerdoArriendoRoute, 'acuerdoId'),
      delete: deleteIn(deleteAcuerdoArriendoRoute, 'acuerdoId'),
    },
  }
}

function queries(own: EdpExternosApi, { entity, read, view, writes }: QueryBuilders<Entity>) {
  return {
    edpExternos: {
      ...entity('edp-externos', own.edpExternos, { nameOf: (detail) => detail.folio }),
      /** The draft of an obra, a lessor and dates: stale on any external EDP or agreement write. */
      preview: read('edp-externos', 'previsualizacion', own.edpExternos.preview, {
        keepPrevious: true,
      }),
    },
    acuerdosArriendo: {
      ...writes('acuerdos-arriendo'),
      /** `[comercial, acuerdos-arriendo, proveedor, id]`. */
      list: view('acuerdos-arriendo', 'proveedor', (signal, proveedorId: string) =>
        own.acuerdosArriendo.list(proveedorId, signal),
      ),
    },
  }
}

type Entity = 'edp-externos' | 'acuerdos-arriendo'

const edpExternos = defineArea({
  area: 'comercial',
  // An agreement changes what a draft computes; an EDP's rows show nowhere else.
  affects: { 'edp-externos': [], 'acuerdos-arriendo': ['edp-externos'] },
  calls,
  queries,
})

export type EdpExternosApi = ReturnType<typeof calls>
export type EdpExternosListQuery = QueryInput<typeof listEdpExternosRoute>

/** `edpExternosApi(api).edpExternos.create(body)`: the calls, built once per connection. */
export const edpExternosApi = edpExternos.client

/** `edpExternosQueries(api).edpExternos.list(query)`: list, detail, preview and invalidation. */
export const edpExternosQueries = edpExternos.queries
