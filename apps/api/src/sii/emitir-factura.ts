// POST /v1/edp/{id}/factura, "Emitir factura" (decision 088): the factura electrónica (33) of an
// EDP approved by its obra, issued the way every DTE is (emitir-dte.ts). What is the factura's own
// is here: the EDP locked and checked, and its Documento built from the EDP with
// @cordillera/sii-dte (Detalle per line in whole pesos, Referencia to the OC and HES, Totales the
// EDP's).
import type { EstadoEdp, emitirFacturaSchema } from '@cordillera/contracts'
import { buildFactura, type FacturaInput } from '@cordillera/sii-dte/documento'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { edpRecords } from '../comercial/edp/edp-records.ts'
import { ESTADO_EDP_AHORA } from '../comercial/edp/edp-workflow.ts'
import type { Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { dteEmitidos, edpLineas, edps, razonesSociales } from '../db/schema/index.ts'
import { conflict, messages } from '../http/api-error.ts'
import { construirConNucleo, emisionDe, nombreComuna } from './emitir-dte.ts'

/** NmbItem holds 80 characters. */
const NMB_ITEM = 80

/** The EDP locked for the issue: 404 when missing, 409 unless approved and at the version read. */
async function edpAprobado(tx: Tx, id: string, version: number) {
  const [edp] = await tx
    .select()
    .from(edps)
    .where(and(eq(edps.id, id), vigente(edps)))
    .for('update')
  if (!edp) throw edpRecords.missing()
  const [emitida] = await tx
    .select({ folio: dteEmitidos.folio })
    .from(dteEmitidos)
    .where(and(eq(dteEmitidos.edpId, id), vigente(dteEmitidos)))
  if (emitida) throw conflict(`El EDP ya tiene su factura electrónica: folio ${emitida.folio}.`)
  if (edp.estado !== 'aprobado-obra') {
    const estado = ESTADO_EDP_AHORA[edp.estado as EstadoEdp]
    throw conflict(`Solo se factura un EDP aprobado por obra; este está ${estado}.`)
  }
  if (edp.version !== version) throw conflict(messages.conflicto)
  return edp
}

/** The EDP with its razón social and its lines in order. */
async function edpAFacturar(tx: Tx, id: string, version: number) {
  const edp = await edpAprobado(tx, id, version)
  const [receptor] = await tx
    .select()
    .from(razonesSociales)
    .where(eq(razonesSociales.id, edp.razonSocialId))
  const lineas = await tx
    .select({ descripcion: edpLineas.descripcion, monto: edpLineas.monto })
    .from(edpLineas)
    .where(eq(edpLineas.edpId, edp.id))
    .orderBy(asc(edpLineas.posicion))
  if (!receptor) throw new Error(`EDP ${edp.id}: its razón social is missing`)
  return { edp, receptor, lineas }
}

/** The operation, with the app's cipher and transport. */
export const emitirFacturaWith = emisionDe(
  (edpId: string, input: z.output<typeof emitirFacturaSchema>) => ({
    tipo: 33,
    nombre: 'La factura',
    documentos: 'facturas',
    origen: (tx) => edpAFacturar(tx, edpId, input.version),
    construir: ({ edp, receptor, lineas }, { emisor, folio, caf, fechaEmision, timestamp }) => {
      // The OC's and HES's own dates are not recorded: the EDP's closing day stands for them.
      const referencia = (numero: string | null) =>
        numero ? { folio: numero, fecha: edp.periodoHasta } : undefined
      const factura: FacturaInput = {
        folio,
        fechaEmision,
        periodoDesde: edp.periodoDesde,
        periodoHasta: edp.periodoHasta,
        emisor,
        receptor: {
          rut: receptor.rut,
          razonSocial: receptor.razonSocial,
          giro: receptor.giro,
          direccion: receptor.direccion,
          comuna: nombreComuna(receptor.comuna),
        },
        // Each line's monto is already whole pesos (a UF line converted at the EDP's valor UF).
        lineas: lineas.map((linea) => ({
          nombre: linea.descripcion.slice(0, NMB_ITEM),
          cantidad: 1,
          precio: linea.monto,
          monto: linea.monto,
        })),
        ordenCompra: referencia(edp.ordenCompra),
        hes: referencia(edp.hes),
        timestamp,
      }
      const documento = construirConNucleo('La factura', () => buildFactura(factura, caf))
      if (documento.montoTotal !== edp.total) {
        throw conflict(
          `Las líneas del EDP no suman su total (${edp.total}): la factura daría ${documento.montoTotal}. Revise el EDP.`,
        )
      }
      return {
        documento,
        registro: {
          rutReceptor: receptor.rut,
          razonSocialReceptor: receptor.razonSocial,
          neto: edp.neto,
          iva: edp.iva,
          total: edp.total,
          edpId: edp.id,
          movimientoId: null,
        },
      }
    },
  }),
)
