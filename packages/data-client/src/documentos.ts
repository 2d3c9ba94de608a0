// The calls of one owner's documents (an asset's, a worker's), built from that owner's six routes
// (list, upload ticket, create, edit, delete, download URL; contracts' common/documento.ts), each
// taking the owner's id first: `operacionesApi(api).documentosActivo.create(activoId, body)`. The file
// goes up by ticket (`upload`), then the document names what it answered as its `archivo`.
import {
  type ApiRouteDefinition,
  TIPOS_ARCHIVO_DOCUMENTO,
  type TipoArchivoDocumento,
} from '@cordillera/contracts'
import type { RouteOutput } from './request.ts'
import type { BodyInput, Request } from './resource.ts'
import type { OnUploadProgress, Upload, UploadTarget } from './upload.ts'

/** The routes of one owner's documents, under `…/{id}/documentos`. */
export type DocumentosRoutes = {
  list: ApiRouteDefinition
  createSubida: ApiRouteDefinition
  create: ApiRouteDefinition
  update: ApiRouteDefinition
  delete: ApiRouteDefinition
  descarga: ApiRouteDefinition
}

const TYPE_BY_EXTENSION: Readonly<Record<string, TipoArchivoDocumento>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * The type the browser gives the file, or the one its extension names when the browser gives
 * none (some systems know no type for .webp). Only a first filter: the API reads the bytes.
 */
export function declaredType(file: File): TipoArchivoDocumento {
  const allowed: readonly string[] = TIPOS_ARCHIVO_DOCUMENTO
  if (allowed.includes(file.type)) return file.type as TipoArchivoDocumento
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  // An unknown type goes as it is, for the API to refuse with its message.
  return TYPE_BY_EXTENSION[extension] ?? (file.type as TipoArchivoDocumento)
}

export function documentosClient<R extends DocumentosRoutes>(
  request: Request,
  upload: Upload,
  routes: R,
) {
  return {
    list: (ownerId: string, signal?: AbortSignal): Promise<RouteOutput<R['list']>> =>
      request<R['list']>(routes.list, { params: { id: ownerId }, signal }),
    /** Where to send a file's bytes; `upload` below asks it and sends them. */
    createUpload: (
      ownerId: string,
      body: BodyInput<R['createSubida']>,
      signal?: AbortSignal,
    ): Promise<RouteOutput<R['createSubida']>> =>
      request<R['createSubida']>(routes.createSubida, { params: { id: ownerId }, body, signal }),
    /**
     * Asks an upload ticket for `file` and sends its bytes with progress: what `create` or
     * `update` then name as the document's `archivo`.
     */
    upload: async (
      ownerId: string,
      file: File,
      onProgress?: OnUploadProgress,
      signal?: AbortSignal,
    ): Promise<{ clave: string; nombre: string }> => {
      const body = { nombre: file.name, bytes: file.size, tipo: declaredType(file) }
      const ticket = (await request<R['createSubida']>(routes.createSubida, {
        params: { id: ownerId },
        body,
        signal,
      })) as unknown as UploadTarget & { clave: string }
      await upload(ticket, file, onProgress, signal)
      return { clave: ticket.clave, nombre: file.name }
    },
    create: (ownerId: string, body: BodyInput<R['create']>): Promise<RouteOutput<R['create']>> =>
      request<R['create']>(routes.create, { params: { id: ownerId }, body }),
    update: (
      ownerId: string,
      documentoId: string,
      body: BodyInput<R['update']>,
    ): Promise<RouteOutput<R['update']>> =>
      request<R['update']>(routes.update, { params: { id: ownerId, documentoId }, body }),
    delete: (ownerId: string, documentoId: string, version: number): Promise<void> =>
      request<R['delete']>(routes.delete, {
        params: { id: ownerId, documentoId },
        query: { version },
      }).then(() => undefined),
    /** A short-lived URL that serves the file as an attachment with its original name. */
    downloadUrl: async (
      ownerId: string,
      documentoId: string,
      signal?: AbortSignal,
    ): Promise<RouteOutput<R['descarga']>> => {
      const params = { id: ownerId, documentoId }
      const ticket = (await request<R['descarga']>(routes.descarga, {
        params,
        signal,
      })) as RouteOutput<R['descarga']> & { url: string }
      // The disk adapter's URL is the API's own, relative: the browser follows it absolute.
      return { ...ticket, url: upload.resolveUrl(ticket.url) }
    },
  }
}

export type DocumentosClient<R extends DocumentosRoutes> = ReturnType<typeof documentosClient<R>>
