// The demo's lessor agreements and external EDPs, as seeded into the test template: every asset a
// lessor owns has its tariff in its lessor's general agreement; every seeded EDP is what the
// computation gives (its neto the sum of its lines, IVA 19 % of it), its history ends in its
// estado, an accepted adjustment left revision 2 with the first kept; seeding again adds nothing.
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activos,
  acuerdoArriendoActivos,
  acuerdosArriendo,
  edpExternoHistorial,
  edpExternoLineas,
  edpExternoRevisiones,
  edpsExternos,
  solicitudesAjuste,
} from '../db/schema/index.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { seedDemoEdpExternos } from './demo-edp-externos.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

describe('the demo lessor agreements and external EDPs', () => {
  it("give every lessor-owned asset its tariff in its lessor's general agreement", async () => {
    const { db } = t.database
    const suyos = await db
      .select({ id: activos.id, proveedorId: activos.proveedorId })
      .from(activos)
      .where(and(isNotNull(activos.proveedorId), isNull(activos.eliminadoEn)))
    expect(suyos.length).toBeGreaterThan(0)
    const lineas = await db
      .select({
        activoId: acuerdoArriendoActivos.activoId,
        proveedorId: acuerdosArriendo.proveedorId,
        obraId: acuerdosArriendo.obraId,
      })
      .from(acuerdoArriendoActivos)
      .innerJoin(acuerdosArriendo, eq(acuerdosArriendo.id, acuerdoArriendoActivos.acuerdoId))
    for (const activo of suyos) {
      expect(lineas.filter((l) => l.activoId === activo.id)).toEqual([
        { activoId: activo.id, proveedorId: activo.proveedorId, obraId: null },
      ])
    }
  })

  it('are what the computation gives, each history ending in its estado', async () => {
    const { db } = t.database
    const edps = await db.select().from(edpsExternos)
    for (const edp of edps) {
      const lineas = await db
        .select({ monto: edpExternoLineas.monto })
        .from(edpExternoLineas)
        .where(eq(edpExternoLineas.edpExternoId, edp.id))
      expect(lineas.reduce((sum, l) => sum + l.monto, 0)).toBe(edp.neto)
      expect(edp.iva).toBe(Math.round((edp.neto * 19) / 100))
      const historial = await db
        .select({ hacia: edpExternoHistorial.hacia, en: edpExternoHistorial.en })
        .from(edpExternoHistorial)
        .where(eq(edpExternoHistorial.edpExternoId, edp.id))
      const ultimo = historial.sort((a, b) => a.en.getTime() - b.en.getTime()).at(-1)
      expect(ultimo?.hacia).toBe(edp.estado)
      if (edp.revision === 2) {
        const kept = await db
          .select({ revision: edpExternoRevisiones.revision })
          .from(edpExternoRevisiones)
          .where(eq(edpExternoRevisiones.edpExternoId, edp.id))
        expect(kept).toEqual([{ revision: 1 }])
        const [aceptada] = await db
          .select({ estado: solicitudesAjuste.estado })
          .from(solicitudesAjuste)
          .where(eq(solicitudesAjuste.edpExternoId, edp.id))
        expect(aceptada?.estado).toBe('aceptada')
      }
      if (edp.estado === 'en-ajuste') {
        const pendientes = await db
          .select({ id: solicitudesAjuste.id })
          .from(solicitudesAjuste)
          .where(
            and(
              eq(solicitudesAjuste.edpExternoId, edp.id),
              eq(solicitudesAjuste.estado, 'pendiente'),
            ),
          )
        expect(pendientes).toHaveLength(1)
      }
    }
  })

  it('are seeded once', async () => {
    const again = await t.database.db.transaction((tx) => seedDemoEdpExternos(tx))
    expect(Object.values(again).every((count) => count === 0)).toBe(true)
  })
})
