// POST /v1/movimientos/{id}/guia, "Emitir guía de despacho" (decision 088): the guía de despacho
// electrónica (52) of a despacho or a retiro, issued the way every DTE is (emitir-dte.ts). What is
// the guía's own is here: the movement locked and checked (one guía each), its Documento built
// with @cordillera/sii-dte — IndTraslado 6 (rented equipment: a transfer that is not a sale), the
// asset as the one item at $0, the receptor (the obra's razón social for a despacho, the company
// itself for a retiro), the destination's address (the obra's, or the company's yard) and the
// transport — and the guía's folio written as the movement's guía, audited with it.
//
// Recording a despacho or retiro with its guía electrónica (POST /v1/activos/{id}/movimientos with
// `guiaElectronica`, decision 091) is the same issue whose origin is the movement recorded in the
// issue's own transaction (records/record-movimiento.ts, without a folio until the issue writes
// it): a refusal of either records nothing and takes no folio; the transport comes after commit.
import {
  type createMovimientoSchema,
  type emitirGuiaSchema,
  type MovimientoCreado,
  TIPO_MOVIMIENTO_LABEL,
  TIPOS_MOVIMIENTO_CON_GUIA_ELECTRONICA,
  type TipoMovimiento,
} from '@cordillera/contracts'
import { buildGuiaDespacho, type Receptor } from '@cordillera/sii-dte/documento'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import {
  activos,
  dteEmitidos,
  marcas,
  movimientos,
  obras,
  razonesSociales,
  tiposActivo,
} from '../db/schema/index.ts'
import { writeAudit } from '../db/write-audit.ts'
import { conflict, notFound } from '../http/api-error.ts'
import type { Actor } from '../records/actor.ts'
import {
  movimientoCreado,
  type RegistrarConGuiaElectronica,
  recordMovimiento,
  rethrowGuiaUsada,
} from '../records/record-movimiento.ts'
import { type CifradoSii, cifradoSii, siiCertKey } from './cifrado.ts'
import {
  construirConNucleo,
  type EmisionDte,
  emisionDe,
  emitirDteWith,
  nombreComuna,
} from './emitir-dte.ts'
import { type TransporteSii, transporteSinEnvio } from './transporte.ts'

/** NmbItem holds 80 characters. */
const NMB_ITEM = 80

/** The movements a guía de despacho electrónica carries. */
const CON_GUIA_ELECTRONICA: readonly TipoMovimiento[] = TIPOS_MOVIMIENTO_CON_GUIA_ELECTRONICA

/** The movement locked for the issue: 404 when missing, 409 with a guía already or another tipo. */
async function movimientoConGuia(tx: Tx, id: string) {
  const [movimiento] = await tx
    .select()
    .from(movimientos)
    .where(eq(movimientos.id, id))
    .for('update')
  if (!movimiento) throw notFound('El movimiento no existe.')
  const [emitida] = await tx
    .select({ folio: dteEmitidos.folio })
    .from(dteEmitidos)
    .where(and(eq(dteEmitidos.movimientoId, id), eq(dteEmitidos.tipoDte, 52), vigente(dteEmitidos)))
  if (emitida) {
    throw conflict(
      `El movimiento ya tiene su guía de despacho electrónica: folio ${emitida.folio}.`,
    )
  }
  const tipo = movimiento.tipo as TipoMovimiento
  if (!CON_GUIA_ELECTRONICA.includes(tipo)) {
    throw conflict(
      `Solo un despacho o un retiro lleva guía de despacho electrónica; este movimiento es ${TIPO_MOVIMIENTO_LABEL[tipo].toLowerCase()}.`,
    )
  }
  const [activo] = await tx
    .select({
      codigo: activos.codigo,
      tipo: tiposActivo.nombre,
      marca: marcas.nombre,
      modelo: activos.modelo,
      patente: activos.patente,
    })
    .from(activos)
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .where(eq(activos.id, movimiento.activoId))
  if (!activo) throw new Error(`Movimiento ${id}: its asset is missing`)
  // A despacho takes the asset to its obra; a retiro brings it back from one.
  const obraId = tipo === 'despacho' ? movimiento.hastaObraId : movimiento.desdeObraId
  const [obra] = obraId
    ? await tx
        .select({ obra: obras, razonSocial: razonesSociales })
        .from(obras)
        .innerJoin(razonesSociales, eq(razonesSociales.id, obras.razonSocialId))
        .where(eq(obras.id, obraId))
    : []
  if (tipo === 'despacho' && !obra) throw new Error(`Despacho ${id}: its obra is missing`)
  return { movimiento, tipo, activo, obra }
}

type MovimientoParaGuia = Awaited<ReturnType<typeof movimientoConGuia>>

/**
 * The guía's issue of the movement `origen` reads (and locks) in the transaction, with the
 * transport `input` gives; `alFinal` is what else the caller writes once the movement has its guía.
 */
function guiaDe(
  origen: (tx: Tx) => Promise<MovimientoParaGuia>,
  input: z.output<typeof emitirGuiaSchema>,
  actor: Actor,
  alFinal?: (tx: Tx, movimientoId: string) => Promise<void>,
): EmisionDte<MovimientoParaGuia> {
  // The emisor's RUT, from the settings the issue read: the movement's guía is the company's.
  let rutEmisor = ''
  return {
    tipo: 52,
    nombre: 'La guía de despacho',
    documentos: 'guías de despacho',
    origen,
    construir: ({ movimiento, tipo, activo, obra }, contexto) => {
      const { configuracion, emisor, folio, caf, fechaEmision, timestamp } = contexto
      rutEmisor = configuracion.rutEmisor
      const despacho = tipo === 'despacho' && obra
      const receptor: Receptor = despacho
        ? {
            rut: obra.razonSocial.rut,
            razonSocial: obra.razonSocial.razonSocial,
            giro: obra.razonSocial.giro,
            direccion: obra.razonSocial.direccion,
            comuna: nombreComuna(obra.razonSocial.comuna),
          }
        : emisor
      const destino = despacho
        ? { direccion: obra.obra.direccion, comuna: obra.obra.comuna }
        : { direccion: configuracion.direccion, comuna: configuracion.comuna }
      const documento = construirConNucleo('La guía de despacho', () =>
        buildGuiaDespacho(
          {
            folio,
            fechaEmision,
            emisor,
            receptor,
            activo: {
              nombre: [activo.codigo, activo.tipo, activo.marca, activo.modelo]
                .join(' ')
                .slice(0, NMB_ITEM),
            },
            transporte: {
              patente: input.patente ?? activo.patente ?? undefined,
              rutTransportista: input.transportista?.rut,
              chofer: input.chofer,
              direccionDestino: destino.direccion,
              comunaDestino: nombreComuna(destino.comuna),
            },
            timestamp,
          },
          caf,
        ),
      )
      return {
        documento,
        registro: {
          rutReceptor: receptor.rut,
          razonSocialReceptor: receptor.razonSocial,
          neto: 0,
          iva: 0,
          total: documento.montoTotal,
          edpId: null,
          movimientoId: movimiento.id,
        },
      }
    },
    despues: async (tx, row, { movimiento }) => {
      // A guía typed by hand on another movement may have taken this folio already.
      const [tomada] = await tx
        .select({ id: movimientos.id })
        .from(movimientos)
        .where(
          and(
            eq(movimientos.guiaEmisor, rutEmisor),
            eq(movimientos.guiaDespacho, row.folio),
            ne(movimientos.id, movimiento.id),
          ),
        )
      if (tomada) {
        throw conflict(
          `El folio ${row.folio} ya figura como guía de otro movimiento: revise las guías escritas a mano antes de emitir.`,
        )
      }
      const [after] = await tx
        .update(movimientos)
        .set({ guiaDespacho: row.folio, guiaEmisor: rutEmisor })
        .where(eq(movimientos.id, movimiento.id))
        .returning()
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'movimiento',
        entityId: movimiento.id,
        action: 'emitir',
        before: movimiento,
        after,
      })
      await alFinal?.(tx, movimiento.id)
    },
  }
}

/** The operation, with the app's cipher and transport. */
export const emitirGuiaWith = emisionDe(
  (movimientoId: string, input: z.output<typeof emitirGuiaSchema>, actor: Actor) =>
    guiaDe((tx) => movimientoConGuia(tx, movimientoId), input, actor),
)

type MovimientoConGuiaInput = z.output<typeof createMovimientoSchema> & {
  guiaElectronica: z.output<typeof emitirGuiaSchema>
}

/**
 * POST /v1/activos/{id}/movimientos with `guiaElectronica` (decision 091): the movement recorded
 * and its guía issued in one transaction — recorded first (its own 400/404/409 before any folio),
 * then the guía, whose folio becomes its guía. The answer is the movement as recorded, its guía
 * with it; the EnvioDTE goes to the transport after commit.
 */
export const registrarConGuiaWith = (
  cifrado: CifradoSii,
  transporte: TransporteSii,
  clock: () => Date = () => new Date(),
) => {
  const emitir = emitirDteWith(cifrado, transporte, clock)
  return async (
    db: Db,
    actor: Actor,
    activoId: string,
    input: MovimientoConGuiaInput,
  ): Promise<MovimientoCreado> => {
    const { guiaElectronica, ...datos } = input
    let activo: Parameters<typeof movimientoCreado>[2] | undefined
    let creado: MovimientoCreado | undefined
    const emision = guiaDe(
      async (tx) => {
        const registrado = await recordMovimiento(tx, actor, activoId, {
          ...datos,
          guiaDespacho: null,
          // The guía's transportista names the movement's when the form left it empty.
          transportista: datos.transportista ?? guiaElectronica.transportista?.nombre ?? null,
        })
        activo = registrado.activo
        return movimientoConGuia(tx, registrado.movimiento.id)
      },
      guiaElectronica,
      actor,
      async (tx, movimientoId) => {
        if (!activo) throw new Error('registrarConGuia: the asset was not moved')
        creado = await movimientoCreado(tx, movimientoId, activo)
      },
    )
    try {
      await emitir(db, actor, emision)
    } catch (error) {
      rethrowGuiaUsada(error, null)
    }
    if (!creado) throw new Error('registrarConGuia: nothing answered')
    return creado
  }
}

/**
 * The app's "record with a guía electrónica", with the cipher of `SII_CERT_KEY` (the SII's routes
 * build theirs the same way: sii-routes.ts) and the transport the issued documents go to.
 */
export const registrarConGuiaElectronica = (
  env: { SII_CERT_KEY?: string; NODE_ENV?: string },
  transporte: TransporteSii = transporteSinEnvio,
): RegistrarConGuiaElectronica =>
  registrarConGuiaWith(
    cifradoSii(siiCertKey(env.SII_CERT_KEY, env.NODE_ENV === 'production')),
    transporte,
  )
