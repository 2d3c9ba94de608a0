// The disk adapter's file routes: `PUT /v1/archivos/{token}` receives one file's bytes (once per
// token, decision 036) and `GET /v1/archivos/{token}` answers them. They carry no Authorization
// header (a browser follows the URL as S3's presigned ones are followed): the token's signature is
// the authority, and tokens are issued only by routes that checked the caller's key (decision
// 018). With the S3 adapter they are not mounted: browsers talk to the bucket.
import { defineRoute } from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import type { AppEnv } from '../app-env.ts'
import { ApiHttpError } from '../http/api-error.ts'
import { registerRoute } from '../http/register-route.ts'
import { attachmentDisposition } from './content-disposition.ts'
import {
  type DiskStorage,
  FILE_ROUTE_PREFIX,
  UploadSizeError,
  UploadUsedError,
} from './disk-storage.ts'
import type { FileStorage } from './file-storage.ts'

export const storageMessages = {
  enlaceNoValido: 'El enlace expiró o no es válido.',
  tipoDistinto: (expected: string) =>
    `El archivo debe enviarse con el tipo ${expected}, el mismo del enlace.`,
  demasiadosBytes: (bytes: number) =>
    `El archivo supera el tamaño informado al pedir el enlace (${bytes} bytes).`,
  faltanBytes: (bytes: number) =>
    `El archivo llegó incompleto: se esperaban ${bytes} bytes. Intente subirlo nuevamente.`,
  archivoNoExiste: 'El archivo no existe o fue eliminado.',
  enlaceUsado:
    'Este enlace ya se usó para subir un archivo. Vuelve a elegir el archivo para subirlo de nuevo.',
} as const

const tokenParams = z.object({ token: z.string().min(1).max(4096) })

const putFileRoute = defineRoute({
  method: 'put',
  path: '/v1/archivos/{token}',
  summary: 'Recibir un archivo por su enlace firmado (almacenamiento en disco)',
  tags: ['archivos'],
  // Public to the guard: the signed token in the path is the permission (decision 018).
  permission: null,
  params: tokenParams,
  responses: { 204: { description: 'Archivo guardado' } },
})

const getFileRoute = defineRoute({
  method: 'get',
  path: '/v1/archivos/{token}',
  summary: 'Descargar un archivo por su enlace firmado (almacenamiento en disco)',
  tags: ['archivos'],
  permission: null,
  params: tokenParams,
  responses: { 200: { description: 'Los bytes del archivo, como adjunto con su nombre original' } },
})

const refused = () => new ApiHttpError(403, 'prohibido', storageMessages.enlaceNoValido)

/** The media type without parameters, lower case: `Image/PNG; x=1` → `image/png`. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? ''

const isDiskStorage = (storage: FileStorage): storage is DiskStorage => storage.kind === 'disco'

/** True for the paths of these routes (they take file bodies, not the 1 MB JSON ones). */
export const isFileRoutePath = (path: string) => path.startsWith(FILE_ROUTE_PREFIX)

/** Mounts the file routes when `storage` is the disk adapter; S3 needs none. */
export function registerStorageRoutes(app: OpenAPIHono<AppEnv>, storage: FileStorage): void {
  if (!isDiskStorage(storage)) return

  registerRoute(app, putFileRoute, async (c) => {
    const ticket = storage.verifyPut(c.req.valid('param').token)
    if (!ticket) throw refused()
    if (mediaType(c.req.header('content-type')) !== ticket.contentType.toLowerCase()) {
      throw new ApiHttpError(
        400,
        'entrada_invalida',
        storageMessages.tipoDistinto(ticket.contentType),
      )
    }
    const declared = c.req.header('content-length')
    if (declared !== undefined && Number(declared) !== ticket.bytes) {
      throw sizeRefusal(Number(declared) > ticket.bytes ? 'more' : 'fewer', ticket.bytes)
    }
    const body = c.req.raw.body ?? new Blob([]).stream()
    try {
      await storage.receive(ticket, body)
    } catch (error) {
      if (error instanceof UploadSizeError) throw sizeRefusal(error.direction, ticket.bytes)
      if (error instanceof UploadUsedError) {
        throw new ApiHttpError(409, 'conflicto', storageMessages.enlaceUsado)
      }
      throw error
    }
    return c.body(null, 204)
  })

  registerRoute(app, getFileRoute, async (c) => {
    const ticket = storage.verifyGet(c.req.valid('param').token)
    if (!ticket) throw refused()
    const file = await storage.open(ticket.key)
    if (!file) throw new ApiHttpError(404, 'no_encontrado', storageMessages.archivoNoExiste)
    return c.body(file.stream, 200, {
      'content-type': ticket.contentType,
      'content-length': String(file.bytes),
      'content-disposition': attachmentDisposition(ticket.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      // The API's answers are same-origin only for no-cors loads; a document's file is shown by
      // the portals (a report's signature as an <img> of the backoffice) and the short-lived
      // signed token is its permission, as an S3 presigned URL is.
      'cross-origin-resource-policy': 'cross-origin',
    })
  })
}

function sizeRefusal(direction: 'more' | 'fewer', bytes: number): ApiHttpError {
  return direction === 'more'
    ? new ApiHttpError(413, 'entrada_invalida', storageMessages.demasiadosBytes(bytes))
    : new ApiHttpError(400, 'entrada_invalida', storageMessages.faltanBytes(bytes))
}
