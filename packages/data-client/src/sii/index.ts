// The SII's settings (issue 25; decision 087), for su's screens: the company's tax settings, its
// signing certificate and its CAFs; and the documents issued (decision 088): Emitir factura from
// an approved EDP, Emitir guía de despacho from a despacho or retiro, the EnvioDTE's XML and the PDF. Its own entry point: only the screens that use it load it.
import {
  createCafRoute,
  emitirFacturaRoute,
  emitirGuiaRoute,
  exportDocumentosTributariosRoute,
  getCafRoute,
  getCertificadoRoute,
  getConfiguracionTributariaRoute,
  getDtePdfRoute,
  getDteXmlRoute,
  listCafsRoute,
  listDocumentosTributariosRoute,
  putConfiguracionTributariaRoute,
  uploadCertificadoRoute,
} from '@cordillera/contracts'
import { defineArea } from '../define-area.ts'

const sii = defineArea({
  area: 'sii',
  // The settings' threshold decides the CAFs' warning: saving them makes the CAFs stale too.
  // An issue takes a folio: the CAFs' use changes; a factura shows on its EDP's rows and detail;
  // a guía's folio becomes its movement's guía.
  affects: {
    configuracion: [['sii', 'cafs']],
    certificado: [],
    cafs: [],
    documentos: [
      ['sii', 'cafs'],
      ['comercial', 'edp'],
      ['operaciones', 'movimientos'],
    ],
  },
  calls: ({ fetch, create, get, update, file, list, export: exportOf }) => ({
    configuracion: {
      /** The settings (404 until saved). */
      get: fetch(getConfiguracionTributariaRoute),
      /** Saves them: `version` 0 the first time, then the one read. */
      save: create(putConfiguracionTributariaRoute),
    },
    certificado: {
      /** Its RUT, name and validity (404 until loaded). */
      get: fetch(getCertificadoRoute),
      /** Loads or replaces it: the .p12/.pfx in base64 with its password and the version read. */
      upload: create(uploadCertificadoRoute),
    },
    cafs: {
      list: fetch(listCafsRoute),
      get: get(getCafRoute),
      /** Loads a CAF: its XML file in base64. */
      create: create(createCafRoute),
    },
    documentos: {
      /** documentos-tributarios: the issued documents, newest first (guías only with logistics' key). */
      list: list(listDocumentosTributariosRoute),
      /** The list (its filters and sort) as a CSV or XLSX file. */
      export: exportOf(exportDocumentosTributariosRoute),
      /** Emitir factura of an EDP approved by its obra, at the EDP's version read (201). */
      emitirFactura: update(emitirFacturaRoute),
      /** Emitir guía de despacho of a despacho or retiro, with the transport it lacks (201). */
      emitirGuia: update(emitirGuiaRoute),
      /** The signed EnvioDTE as a file (`DTE-33-F000001.xml`, ISO-8859-1); the tipo's key decides. */
      xml: file(getDteXmlRoute),
      /** Its printed representation with the timbre (`DTE-33-F000001.pdf`). */
      pdf: file(getDtePdfRoute),
    },
  }),
  queries: (calls, { view, writes, list }) => ({
    configuracion: {
      ...writes('configuracion'),
      get: view('configuracion', 'actual', (signal) => calls.configuracion.get(signal), {
        missingIsFinal: true,
      }),
    },
    certificado: {
      ...writes('certificado'),
      get: view('certificado', 'actual', (signal) => calls.certificado.get(signal), {
        missingIsFinal: true,
      }),
    },
    cafs: {
      ...writes('cafs'),
      list: view('cafs', 'todos', (signal) => calls.cafs.list(signal)),
    },
    /** The issued documents' list; issuing a factura or a guía makes it stale. */
    documentos: list('documentos', 'todos', calls.documentos.list),
  }),
})

/** `siiApi(api).cafs.create({ archivo })`: the calls, built once per connection. */
export const siiApi = sii.client
export type SiiApi = ReturnType<typeof siiApi>

/** `siiQueries(api).cafs.list()`, `.configuracion.get()`, and what each write makes stale. */
export const siiQueries = sii.queries
export type SiiQueries = ReturnType<typeof siiQueries>
