// The demo EDPs as the seed leaves them (the tests' database: reports unsigned, so only months
// without reports are billed): every stage of the workflow, one approved after two rounds of
// observations, each EDP's amounts exactly what the API's preview computes from the same
// evidence, its history consistent with its estado, and a second seeding adds nothing.
import type { EdpDetail, EdpPreview } from '@cordillera/contracts'
import { ESTADOS_EDP } from '@cordillera/contracts'
import { asc, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edps } from '../db/schema/index.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { seedDemoEdps } from './demo-edp.ts'

let t: TestApp
let seeded: (typeof edps.$inferSelect)[]
beforeAll(async () => {
  t = await startTestApp()
  seeded = await t.database.db
    .select()
    .from(edps)
    .where(isNull(edps.createdBy))
    .orderBy(asc(edps.numero))
}, 180_000)
afterAll(() => t?.close())

describe('the demo EDPs', () => {
  it('cover every stage, one approved after two observation rounds', () => {
    expect(new Set(seeded.map((edp) => edp.estado))).toEqual(new Set(ESTADOS_EDP))
    expect(seeded.some((edp) => edp.estado === 'aprobado-obra' && edp.revision === 3)).toBe(true)
  })

  it('amount to what the preview computes from the same evidence, to the peso', async () => {
    for (const edp of seeded.slice(0, 8)) {
      const query = new URLSearchParams({
        contratoId: edp.contratoId,
        periodoDesde: edp.periodoDesde,
        periodoHasta: edp.periodoHasta,
      })
      const preview = await t.call<EdpPreview>('GET', `/v1/edp/previsualizacion?${query}`)
      expect(preview.status).toBe(200)
      expect(preview.body.calculo.totales).toEqual({
        neto: edp.neto,
        iva: edp.iva,
        total: edp.total,
      })
    }
  })

  it('tell their story: the history ends where the EDP stands, the observed revisions kept', async () => {
    for (const row of seeded) {
      const edp = (await t.call<EdpDetail>('GET', `/v1/edp/${row.id}`)).body
      expect(edp.historial[0]?.accion).toBe('crear')
      expect(edp.historial.at(-1)?.hacia).toBe(edp.estado)
      expect(edp.historial.at(-1)?.revision).toBe(edp.revision)
      expect(edp.revisiones.map((revision) => revision.revision)).toEqual(
        Array.from({ length: edp.revision - 1 }, (_, i) => i + 1),
      )
      expect(edp.version).toBe(edp.historial.length)
    }
  })

  it('are seeded once', async () => {
    const again = await t.database.db.transaction((tx) => seedDemoEdps(tx))
    expect(Object.values(again).every((count) => count === 0)).toBe(true)
  })
})
