// The demo workforce's documents: every operator's licence of his class with a real PDF, a few
// expired and some expiring on the day the seed runs, and a second run (or a deleted document)
// adds nothing.
import { rm } from 'node:fs/promises'
import { fechaEnSantiago, limiteAvisoVencimiento } from '@cordillera/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { documentosTrabajador, operadores } from '../db/schema/index.ts'
import { checkedFileType } from '../storage/file-content.ts'
import { createMemoryUserPool } from '../testing/memory-user-pool.ts'
import { openTestDatabase, silentLogger, testStorage } from '../testing/test-deps.ts'
import {
  DEMO_LICENCIAS_POR_VENCER,
  DEMO_LICENCIAS_VENCIDAS,
  generateDemoDocumentosTrabajador,
} from './demo-documentos-trabajador.ts'
import { DEMO_OPERADORES_TOTAL } from './demo-trabajadores.ts'
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

describe('demo workers’ documents', () => {
  it('gives every operator his licence, a few expired and some expiring, once', async () => {
    const first = await seed()
    expect(first.inserted.documentos_trabajador).toBe(generateDemoDocumentosTrabajador().length)

    const licencias = await database.db
      .select({
        trabajadorId: documentosTrabajador.trabajadorId,
        clase: documentosTrabajador.clase,
        licenciaClase: operadores.licenciaClase,
        vence: documentosTrabajador.vence,
      })
      .from(documentosTrabajador)
      .innerJoin(
        operadores,
        and(
          eq(operadores.trabajadorId, documentosTrabajador.trabajadorId),
          isNull(operadores.eliminadoEn),
        ),
      )
      .where(eq(documentosTrabajador.tipo, 'licencia-conducir'))
    expect(licencias).toHaveLength(DEMO_OPERADORES_TOTAL)
    expect(licencias.every((row) => row.clase === row.licenciaClase)).toBe(true)
    const hoy = fechaEnSantiago(new Date())
    const vence = licencias.map((row) => row.vence ?? '')
    expect(vence.filter((day) => day < hoy)).toHaveLength(DEMO_LICENCIAS_VENCIDAS)
    expect(vence.filter((day) => day >= hoy && day <= limiteAvisoVencimiento(hoy))).toHaveLength(
      DEMO_LICENCIAS_POR_VENCER,
    )

    const [sample] = await database.db.select().from(documentosTrabajador).limit(1)
    if (!sample) throw new Error('no documents')
    expect(sample.archivoClave).toMatch(new RegExp(`^trabajadores/${sample.trabajadorId}/`))
    expect(await storage.stat(sample.archivoClave)).toEqual({ bytes: sample.archivoBytes })
    // What a document's upload would have to pass: a whole PDF (decision 036).
    expect(await checkedFileType(await storage.read(sample.archivoClave))).toBe('application/pdf')

    await database.db
      .update(documentosTrabajador)
      .set({ eliminadoEn: new Date() })
      .where(eq(documentosTrabajador.id, sample.id))
    const second = await seed()
    expect(second.inserted.documentos_trabajador).toBe(0)
  }, 120_000)
})
