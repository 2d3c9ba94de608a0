// What both EDPs (the client's, comercial/edp.ts, and the external one, edp-externo-lectura.ts)
// read alike of their past: each history entry is a move between the EDP's estados, by whom and
// from where, with its comment; each previous revision its amounts and lines as they were closed.
// Each EDP names its own actions, estados, origins and lines, and adds what only it records.
import { z } from 'zod'
import { usuarioRefSchema } from './tracking.ts'

type Valores = readonly [string, ...string[]]

/** An EDP's closed lists its history names: its actions, its estados and who may act. */
type Listas<A extends Valores, E extends Valores, O extends Valores> = {
  acciones: A
  estados: E
  origenes: O
}

/** An EDP's amounts: neto, IVA and total, whole pesos. */
export const montosShape = {
  neto: z.number().int(),
  iva: z.number().int(),
  total: z.number().int(),
}

/** One entry of an EDP's history, over its own actions, estados and origins. */
export const historialEdpSchema = <A extends Valores, E extends Valores, O extends Valores>({
  acciones,
  estados,
  origenes,
}: Listas<A, E, O>) =>
  z.object({
    id: z.uuid(),
    revision: z.number().int(),
    accion: z.enum(acciones),
    desde: z.enum(estados).nullable(),
    hacia: z.enum(estados),
    usuario: usuarioRefSchema.nullable(),
    /** Who: the site or the lessor from its portal, or Cordillera's staff. */
    origen: z.enum(origenes),
    en: z.string(),
    comentario: z.string().nullable(),
  })

/** A previous revision, read-only: its amounts, its `linea`s and what closed it (`cierre`). */
export const revisionEdpSchema = <L extends z.ZodType, S extends z.ZodRawShape>(
  linea: L,
  cierre: S,
) =>
  z.object({
    revision: z.number().int(),
    ...montosShape,
    lineas: z.array(linea),
    ...cierre,
    cerradaEn: z.string(),
  })
