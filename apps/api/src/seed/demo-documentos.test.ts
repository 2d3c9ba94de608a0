// The demo fleet's documents: real PDFs in the storage, a handful expired and a dozen expiring on
// the day the seed runs, and a second run (or a deleted document) adds nothing.
import { rm } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { documentosActivo } from '../db/schema/index.ts'
import { getVencimientosDocumentos } from '../operaciones/documentos-activo/get-vencimientos-documentos.ts'
import { checkedFileType } from '../storage/file-content.ts'
import { fileTypeOf } from '../storage/file-type-of.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger, testStorage } from '../testing/test-deps.ts'
import {
  DEMO_DOCUMENTOS_ACTIVOS,
  DEMO_DOCUMENTOS_POR_VENCER,
  DEMO_DOCUMENTOS_VENCIDOS,
  generateDemoDocumentos,
  minimalPdf,
} from './demo-documentos.ts'
import { seedDemo } from './seed-demo.ts'

let database: Database
const storage = testStorage()
beforeAll(async () => {
  database = await openTestDatabase()
}, 180_000)
afterAll(async () => {
  await database?.close()
  await rm(storage.root, { recursive: true, force: true })
})

const seed = () =>
  seedDemo({ db: database.db, userPool: createMemoryUserPool(), logger: silentLogger, storage })

describe('demo documents', () => {
  it('writes a PDF any reader opens, its text included', () => {
    const pdf = minimalPdf(['Revisión técnica RT-1 (copia)'])
    const text = Buffer.from(pdf).toString('latin1')
    expect(fileTypeOf(pdf)).toBe('application/pdf')
    expect(text).toContain('(Revisión técnica RT-1 \\(copia\\)) Tj')
    // The cross-reference table points at each object's first byte.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`)
    })
  })

  it('seeds documents with files for 120 assets, 8 expired and 12 expiring, once', async () => {
    const first = await seed()
    expect(first.inserted.documentos_activo).toBe(generateDemoDocumentos().length)
    const rows = await database.db.select().from(documentosActivo)
    expect(new Set(rows.map((row) => row.activoId)).size).toBe(DEMO_DOCUMENTOS_ACTIVOS)
    expect(await getVencimientosDocumentos(database.db)).toEqual({
      vencidos: DEMO_DOCUMENTOS_VENCIDOS,
      porVencer: DEMO_DOCUMENTOS_POR_VENCER,
      activosAfectados: DEMO_DOCUMENTOS_VENCIDOS + DEMO_DOCUMENTOS_POR_VENCER,
    })
    const sample = rows[0]
    if (!sample) throw new Error('no documents')
    expect(await storage.stat(sample.archivoClave)).toEqual({ bytes: sample.archivoBytes })
    // What a document's upload would have to pass: a whole PDF (decision 036).
    expect(await checkedFileType(await storage.read(sample.archivoClave))).toBe('application/pdf')

    await database.db
      .update(documentosActivo)
      .set({ eliminadoEn: new Date() })
      .where(eq(documentosActivo.id, sample.id))
    const second = await seed()
    expect(second.inserted.documentos_activo).toBe(0)
  }, 60_000)
})
