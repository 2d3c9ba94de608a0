// The transport port (decision 088): where an issued DTE's EnvioDTE goes to the SII, and where
// its status is asked. The real upload (the SII's authentication by seed and token, then the
// EnvioDTE posted to its DTEUpload service, and QueryEstUp for the status) needs the internet and
// is out of scope: the default implementation sends nothing and leaves the document recorded as
// `listo-para-enviar`, its signed EnvioDTE stored (and downloadable) for whoever uploads it. A
// real transport implements this same interface; `enviarDte` and `consultarEnvioDte` write what
// it answers on the stored document.
import type { DteEmitido, EstadoEnvioDte } from '@cordillera/contracts'
import type { Db } from '../db/database.ts'
import type { dteEmitidos } from '../db/schema/index.ts'
import type { Actor } from '../records/actor.ts'
import { dteRecords, toDteEmitido } from './dte-records.ts'

/** What the transport says of an EnvioDTE: the SII's track id once it has one, and its estado. */
export type RespuestaTransporte = {
  trackId: string | null
  estado: EstadoEnvioDte
  mensaje?: string | null
}

/** The EnvioDTE handed to the transport: the issued document's id, tipo, folio and bytes. */
export type EnvioParaTransporte = {
  id: string
  tipoDte: number
  folio: number
  /** The signed EnvioDTE, ISO-8859-1, as it is uploaded. */
  bytes: Buffer
}

export interface TransporteSii {
  enviar(envio: EnvioParaTransporte): Promise<RespuestaTransporte>
  estado(trackId: string): Promise<RespuestaTransporte>
}

/** No network: the EnvioDTE stays recorded as listo para enviar (the real upload is not built). */
export const transporteSinEnvio: TransporteSii = {
  enviar: async () => ({ trackId: null, estado: 'listo-para-enviar' }),
  estado: async (trackId) => ({
    trackId,
    estado: 'listo-para-enviar',
    mensaje: 'Este ambiente no se conecta con el SII.',
  }),
}

/** Writes what the transport answered on the stored document, when it changed anything. */
async function registrar(
  db: Db,
  actor: Actor,
  record: typeof dteEmitidos.$inferSelect,
  respuesta: RespuestaTransporte,
): Promise<DteEmitido> {
  const patch = {
    estadoEnvio: respuesta.estado,
    trackId: respuesta.trackId,
    mensajeEnvio: respuesta.mensaje ?? null,
  }
  if (
    patch.estadoEnvio === record.estadoEnvio &&
    patch.trackId === record.trackId &&
    patch.mensajeEnvio === record.mensajeEnvio
  ) {
    return toDteEmitido(record)
  }
  return dteRecords.update(
    db,
    actor,
    { id: record.id, version: record.version },
    { patch, answer: (_tx, row) => toDteEmitido(row) },
  )
}

type Pregunta = (
  transporte: TransporteSii,
  record: typeof dteEmitidos.$inferSelect,
) => Promise<RespuestaTransporte> | null

/** Asks the transport what `pregunta` says of a stored document and records its answer. */
const alTransporte =
  (pregunta: Pregunta) =>
  async (db: Db, transporte: TransporteSii, actor: Actor, id: string): Promise<DteEmitido> => {
    const { record } = await dteRecords.detail(db, id, {})
    const respuesta = pregunta(transporte, record)
    return respuesta ? registrar(db, actor, record, await respuesta) : toDteEmitido(record)
  }

/** Hands a stored document's EnvioDTE to the transport and records its answer. */
export const enviarDte = alTransporte((transporte, record) =>
  transporte.enviar({
    id: record.id,
    tipoDte: record.tipoDte,
    folio: record.folio,
    bytes: Buffer.from(record.envioXml, 'latin1'),
  }),
)

/** Asks the transport where a sent document stands and records it (unsent: as it is). */
export const consultarEnvioDte = alTransporte((transporte, record) =>
  record.trackId ? transporte.estado(record.trackId) : null,
)
