// The lessor's external EDPs (arrendador portal; decision 064, "The lessor's side"): its list and
// one EDP, the PDF, accepting it (emitido → aceptado) and raising an adjustment request on a line
// (→ en-ajuste), with the attachment's upload ticket and its download link; its requests' list.
// Every call is scoped by the signed-in user's proveedor: another lessor's EDP or request, or a
// borrador, is not found. Each write is one transaction with the EDP locked at the version read
// (409 when stale or in another estado), its audit entries and an entry of the EDP's history with
// origen `arrendador`. Staff answer the requests (comercial/edp-externos), which this reads back.
import {
  type AceptarEstadoDePagoInput,
  type DescargaDocumento,
  ESTADO_EDP_EXTERNO_LABEL,
  ESTADOS_EDP_AJUSTABLES,
  type EstadoDePagoArrendadorDetail,
  type EstadoEdpExterno,
  folioSolicitudAjuste,
  formatClp,
  type LineaEdpArrendador,
  type SolicitarAjusteInput,
} from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import {
  edpExternoHistorial,
  type edpsExternos,
  obras,
  proveedores,
  solicitudesAjuste,
} from '../../db/schema/index.ts'
import { conflict, notFound } from '../../http/api-error.ts'
import { type ArchivoEdp, pdfDe } from '../../pdf/edp-archivos.ts'
import { fuenteEdpExterno } from '../../pdf/edp-externo-documento.ts'
import type { Actor } from '../../records/actor.ts'
import {
  type ArchivoColumns,
  checkArchivo,
  descargaDe,
  subidaDe,
} from '../../records/documentos/documento-archivo.ts'
import { moverEdpExterno } from '../../records/edp/edp-externo-movida.ts'
import { invalidFields } from '../../records/write-errors.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { listOfProveedor } from '../proveedor-of.ts'
import {
  ARCHIVOS_AJUSTE_OWNER,
  estadoDePagoRecords,
  solicitudAjusteArrendadorRecords,
} from './estado-de-pago-records.ts'
import {
  delProveedor,
  estadoDePagoDetail,
  estadoDePagoSource,
  lineasDe,
  solicitudAjusteSource,
  solicitudesDelProveedor,
} from './estado-de-pago-rows.ts'

type EdpRecord = typeof edpsExternos.$inferSelect

/** Where an EDP stands, as a refusal says it: "este está aceptado". */
const estadoAhora = (estado: string) =>
  (ESTADO_EDP_EXTERNO_LABEL[estado as EstadoEdpExterno] ?? estado).toLowerCase()

export const listEstadosDePago = listOfProveedor(estadoDePagoSource)

export const getEstadoDePago = (db: Db, proveedorId: string, id: string) =>
  estadoDePagoDetail(db, proveedorId, id)

/** POST …/{id}/aceptar: the lessor accepts the EDP as emitted (its last revision). */
export function acceptEstadoDePago(
  db: Db,
  actor: Actor,
  proveedorId: string,
  id: string,
  input: AceptarEstadoDePagoInput & { version: number },
): Promise<EstadoDePagoArrendadorDetail> {
  return moverEdpExterno(
    estadoDePagoRecords,
    db,
    actor,
    { id, version: input.version, scope: delProveedor(proveedorId) },
    {
      from: ['emitido'],
      to: 'aceptado',
      refused: (_tx, found) =>
        found.estado === 'en-ajuste'
          ? 'Sus solicitudes de ajuste aún esperan la respuesta de Cordillera: podrá aceptarlo cuando las respondan.'
          : `Solo se acepta un estado de pago emitido; este está ${estadoAhora(found.estado)}.`,
      action: 'aceptar',
    },
    { origen: 'arrendador', comentario: input.comentario ?? null },
    (tx) => estadoDePagoDetail(tx, proveedorId, id),
  )
}

/** The EDP's history entry of the lessor's move, in the move's transaction. */
async function historial(
  tx: Tx,
  actor: Actor,
  entry: {
    edpExternoId: string
    revision: number
    accion: 'solicitar-ajuste'
    desde: EstadoEdpExterno
    hacia: EstadoEdpExterno
    comentario: string | null
    solicitudAjusteId?: string
  },
) {
  await tx
    .insert(edpExternoHistorial)
    .values({ ...entry, usuarioId: actor.id, origen: 'arrendador' })
}

/** POST …/solicitudes-ajuste/subidas: where to send the attachment, under this lessor's keys. */
export const createSubidaArchivoAjuste = subidaDe(ARCHIVOS_AJUSTE_OWNER)

/**
 * POST …/{id}/solicitudes-ajuste: a request to adjust one line of the revision the lessor read
 * (emitido or already en ajuste), with its file checked by its bytes first (outside the
 * transaction: the storage is not the database's). The EDP goes en ajuste until staff answer.
 */
export async function createSolicitudAjuste(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  proveedorId: string,
  id: string,
  { archivo, version, ...input }: SolicitarAjusteInput & { version: number },
): Promise<EstadoDePagoArrendadorDetail> {
  const columnas: ArchivoColumns | null = archivo
    ? await checkArchivo(
        db,
        storage,
        { table: solicitudesAjuste, owner: ARCHIVOS_AJUSTE_OWNER, ownerId: proveedorId },
        archivo,
      )
    : null
  let before: EdpRecord | undefined
  let linea: LineaEdpArrendador | undefined
  return solicitudAjusteArrendadorRecords.create(
    db,
    actor,
    async (tx) => {
      before = await estadoDePagoRecords.lock(
        tx,
        { id, version, scope: delProveedor(proveedorId) },
        {
          refuse: (found) => {
            if (found && !(ESTADOS_EDP_AJUSTABLES as readonly string[]).includes(found.estado)) {
              throw conflict(
                `Solo se pide un ajuste de un estado de pago emitido; este está ${estadoAhora(found.estado)}.`,
              )
            }
          },
        },
      )
      linea = (await lineasDe(tx, id)).find((l) => l.lineaId === input.lineaId)
      if (!linea) throw invalidFields({ lineaId: 'Elija una línea de este estado de pago.' })
      return {
        proveedorId,
        edpExternoId: id,
        revision: before.revision,
        lineaId: linea.id,
        lineaDescripcion: linea.descripcion,
        lineaMonto: linea.monto ?? 0,
        motivo: input.motivo,
        montoSolicitado: input.montoSolicitado,
        ...columnas,
      }
    },
    async (tx, solicitud) => {
      if (!before || !linea) throw new Error('solicitud-ajuste: the EDP was not locked')
      const after = await estadoDePagoRecords.write(
        tx,
        actor,
        before,
        before.estado === 'en-ajuste' ? {} : { estado: 'en-ajuste', estadoDesde: new Date() },
        'solicitar-ajuste',
      )
      const folio = folioSolicitudAjuste(solicitud.numero)
      await historial(tx, actor, {
        edpExternoId: id,
        revision: after.revision,
        accion: 'solicitar-ajuste',
        desde: before.estado as EstadoEdpExterno,
        hacia: 'en-ajuste',
        comentario: `${folio}: ${linea.descripcion}: ${formatClp(linea.monto ?? 0)} → ${formatClp(input.montoSolicitado)}. ${input.motivo}`,
        solicitudAjusteId: solicitud.id,
      })
      return estadoDePagoDetail(tx, proveedorId, id)
    },
  )
}

export const listSolicitudesAjuste = listOfProveedor(solicitudAjusteSource)

/** The attachment's short-lived link, when the request is the lessor's and has one (404). */
export async function descargaArchivoAjuste(
  db: Db,
  storage: FileStorage,
  proveedorId: string,
  { id }: { id: string },
): Promise<DescargaDocumento> {
  const [found] = await db
    .select({
      clave: solicitudesAjuste.archivoClave,
      nombre: solicitudesAjuste.archivoNombre,
      tipo: solicitudesAjuste.archivoTipo,
    })
    .from(solicitudesAjuste)
    .where(and(eq(solicitudesAjuste.id, id), solicitudesDelProveedor(proveedorId)))
  if (!found?.clave || !found.nombre || !found.tipo) {
    throw notFound('No encontramos el archivo de la solicitud.')
  }
  return descargaDe(storage, { clave: found.clave, nombre: found.nombre, tipo: found.tipo })
}

/** GET …/{id}/pdf: the EDP as staff's documents print it, its history naming no one of staff. */
export async function estadoDePagoPdf(
  db: Db,
  proveedorId: string,
  id: string,
): Promise<ArchivoEdp> {
  const edp = await estadoDePagoDetail(db, proveedorId, id)
  const [parte] = await db
    .select({
      razonSocial: proveedores.razonSocial,
      rut: proveedores.rut,
      direccion: obras.direccion,
      comuna: obras.comuna,
    })
    .from(proveedores)
    .innerJoin(obras, eq(obras.id, edp.obra.id))
    .where(eq(proveedores.id, proveedorId))
  if (!parte) throw estadoDePagoRecords.missing()
  // The lessor's lines carry no origen (how staff made them): a line with a motivo was written by
  // hand. Its history names no one of staff.
  const lineas = edp.lineas.map((linea) => ({
    ...linea,
    origen: linea.motivo === null ? ('calculada' as const) : ('manual' as const),
  }))
  const fuente = fuenteEdpExterno({ ...edp, lineas, items: [], problemas: [] }, parte, (entrada) =>
    entrada.origen === 'arrendador' ? parte.razonSocial : 'Cordillera',
  )
  return pdfDe(fuente, { direccion: parte.direccion, comuna: parte.comuna })
}
