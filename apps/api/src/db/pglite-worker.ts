// The embedded database's own thread: PGlite runs PostgreSQL compiled to WebAssembly, and a
// statement runs synchronously until it ends, so in the API's thread one heavy statement would
// stop every other request, /health included. Here it blocks only this thread. The API talks to it
// through pglite-thread.ts; messages are answered one at a time, in the order they came.
// Plain JavaScript-compatible TypeScript (types are stripped as Node loads it, no build step).
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { installDrizzleParsers } from './pglite-parsers.ts'

export type WorkerInit = {
  /** A folder, or undefined for a database in memory. */
  dataDir: string | undefined
  /** A data folder's tarball (PGlite's dumpDataDir) to start from: the tests' template. */
  loadDataDir: Uint8Array | undefined
}

export type WorkerRequest =
  | {
      id: number
      op: 'query'
      text: string
      params: unknown[] | undefined
      rowMode?: 'array' | 'object'
    }
  | { id: number; op: 'exec'; text: string; rowMode?: 'array' | 'object' }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

/** An error crosses the thread as its own fields (structured clone drops an Error's extras). */
export type WorkerError = { message: string; fields: Record<string, unknown> }

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: WorkerError }

function describe(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value
    }
  }
  return { message: error.message, fields: { ...fields, name: error.name } }
}

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread')
const init = workerData as WorkerInit

let client: PGlite
try {
  client = await PGlite.create({
    dataDir: init.dataDir,
    // pg_trgm: the lists' search indexes (migration 0001); PostgreSQL has it in contrib.
    extensions: { pg_trgm },
    ...(init.loadDataDir && {
      loadDataDir: new Blob([init.loadDataDir as Uint8Array<ArrayBuffer>]),
    }),
  })
  installDrizzleParsers(client)
  port.postMessage({ id: 0, ready: true } satisfies WorkerReply)
} catch (error) {
  port.postMessage({ id: 0, ready: false, error: describe(error) } satisfies WorkerReply)
  process.exit(1)
}

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await client.query(request.text, request.params, {
        rowMode: request.rowMode ?? 'object',
      })
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }
    }
    case 'exec': {
      const results = await client.exec(request.text, { rowMode: request.rowMode ?? 'object' })
      return results.map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }))
    }
    case 'dump': {
      const file = await client.dumpDataDir('none')
      return new Uint8Array(await file.arrayBuffer())
    }
    case 'close':
      await client.close()
      return null
  }
}

port.on('message', (request: WorkerRequest) => {
  answer(request).then(
    (value) => {
      const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : []
      port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply, transfer)
      if (request.op === 'close') port.close()
    },
    (error: unknown) => {
      port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies WorkerReply)
    },
  )
})
