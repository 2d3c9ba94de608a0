// What happens when many ask at once: twenty simultaneous creations of one contract and period
// make exactly one EDP (the creation locks the contract's row; the others find it and get a 409),
// and twenty simultaneous approvals of one EDP make exactly one transition (the move locks the
// EDP's row; the others find it approved and get a 409). On PostgreSQL the requests truly overlap.
import type { EdpDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { edpHistorial, edps } from '../../db/schema/index.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { contratoEjemplo, EJEMPLO } from './edp-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const VECES = 20

describe('twenty at once', () => {
  it('creations of one contract and period make one EDP', async () => {
    const { contratoId } = await contratoEjemplo(t.database.db)
    const body = { contratoId, periodoDesde: EJEMPLO.desde, periodoHasta: EJEMPLO.hasta }
    const answers = await Promise.all(
      Array.from({ length: VECES }, () => t.call('POST', '/v1/edp', { body })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(VECES - 1).fill(409)])
    const stored = await t.database.db
      .select({ id: edps.id })
      .from(edps)
      .where(eq(edps.contratoId, contratoId))
    expect(stored).toHaveLength(1)
  }, 60_000)

  it('approvals of one EDP make one transition', async () => {
    const { contratoId } = await contratoEjemplo(t.database.db)
    const created = await t.call<EdpDetail>('POST', '/v1/edp', {
      body: { contratoId, periodoDesde: EJEMPLO.desde, periodoHasta: EJEMPLO.hasta },
    })
    const sent = await t.call<EdpDetail>('POST', `/v1/edp/${created.body.id}/enviar-a-obra`, {
      body: { version: created.body.version },
    })
    expect(sent.status).toBe(200)
    const { id, version } = sent.body
    const answers = await Promise.all(
      Array.from({ length: VECES }, () =>
        t.call('POST', `/v1/edp/${id}/aprobar`, { body: { version } }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, ...Array(VECES - 1).fill(409)])
    const aprobaciones = await t.database.db
      .select({ accion: edpHistorial.accion })
      .from(edpHistorial)
      .where(eq(edpHistorial.edpId, id))
    expect(aprobaciones.filter((entry) => entry.accion === 'aprobar')).toHaveLength(1)
    expect((await t.auditOf(id)).filter((entry) => entry.action === 'aprobar')).toHaveLength(1)
  }, 60_000)
})
