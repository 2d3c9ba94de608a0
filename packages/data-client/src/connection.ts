// What every area's client is built on: the portal's request options (the API's URL, the
// session's token) turned once into the three ways of reaching the API — a JSON call, a file
// download and a file upload. A portal makes one connection and hands it to each area's entry
// point (`comercialApi(connection)`, `rrhhQueries(connection)`); an area's calls are built for it
// on first use, so a screen pays only for the areas it imports.
import { createDownload, type Download } from './download.ts'
import { type ApiClientOptions, createRequest } from './request.ts'
import type { Request } from './resource.ts'
import { createUpload, type Upload } from './upload.ts'

export type Connection = {
  readonly request: Request
  readonly download: Download
  readonly upload: Upload
}

export function createConnection(options: ApiClientOptions): Connection {
  return {
    request: createRequest(options),
    download: createDownload(options),
    upload: createUpload(options),
  }
}
