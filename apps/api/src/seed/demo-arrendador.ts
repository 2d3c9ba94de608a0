// The lessors' own rows in the demo (decision 065): for each demo lessor with a portal user
// (Arriendos Sur, Maquinarias del Norte), a few incidents on its assets — open, under review and
// closed by operations staff, a breakdown among them — and the trips of its assets over the last
// weeks. Assets on rent at an obra are preferred, so an incident names where it happened.
//
// Seeded once per database (while no seeded incident, one without author, exists), after the
// movements and reports; like the other demo data, past the records mechanism: no author, no
// audit entry. No photos: the demo's incidents are described in words.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import {
  activos,
  incidentes,
  proveedores,
  reportsArrendador,
  usuarios,
} from '../db/schema/index.ts'

type Plan = {
  dias: number
  tipo: 'falla' | 'siniestro' | 'otro'
  descripcion: string
  estado: 'abierto' | 'en-revision' | 'cerrado'
  comentario?: string
}

const INCIDENTES: readonly Plan[] = [
  {
    dias: 20,
    tipo: 'falla',
    descripcion: 'Pérdida de presión hidráulica en el brazo; el equipo quedó detenido en obra.',
    estado: 'cerrado',
    comentario: 'Se cambió la manguera del cilindro del brazo; equipo operativo desde el día 22.',
  },
  {
    dias: 6,
    tipo: 'siniestro',
    descripcion: 'Rayadura y abolladura en la puerta de la cabina por maniobra de un camión.',
    estado: 'en-revision',
  },
  {
    dias: 2,
    tipo: 'falla',
    descripcion: 'Alarma de temperatura de motor a la segunda hora de trabajo.',
    estado: 'abierto',
  },
  {
    dias: 1,
    tipo: 'otro',
    descripcion: 'La obra pide el manual del operador en español para la cabina.',
    estado: 'abierto',
  },
]

const RUTAS: readonly [string, string, number, string][] = [
  ['Bodega Lampa', 'Obra Parque Alcántara, Las Condes', 48.5, 'Excavadora sobre cama baja'],
  ['Obra Parque Alcántara, Las Condes', 'Planta Quilicura', 31.2, 'Escombros, 14 m³'],
  ['Planta Quilicura', 'Bodega Lampa', 22.8, 'Sin carga (retorno)'],
  ['Bodega Puerto Montt', 'Obra Costanera, Puerto Varas', 26.4, 'Áridos, 12 m³'],
  ['Obra Costanera, Puerto Varas', 'Bodega Puerto Montt', 26.4, 'Moldajes metálicos'],
  ['Bodega Temuco', 'Obra Ruta 5 km 672', 38.1, 'Tubos de hormigón, 8 unidades'],
]

/** What each lessor with a portal user gets: its incidents and its trips. */
export const DEMO_ARRENDADOR_POR_PROVEEDOR = {
  incidentes: INCIDENTES.length,
  viajes: RUTAS.length,
}

export async function seedDemoArrendador(
  tx: Tx,
  now = new Date(),
): Promise<Record<string, number>> {
  const none = { incidentes: 0, reports_arrendador: 0 }
  const [sembrado] = await tx
    .select({ id: incidentes.id })
    .from(incidentes)
    .where(isNull(incidentes.createdBy))
    .limit(1)
  if (sembrado) return none

  const hoy = fechaEnSantiago(now)
  // The lessors with a portal user (the demo users of tipo proveedor).
  const duenos = await tx
    .selectDistinct({ id: proveedores.id, rut: proveedores.rut })
    .from(proveedores)
    .innerJoin(usuarios, eq(usuarios.proveedorId, proveedores.id))
    .where(and(eq(usuarios.tipo, 'proveedor'), isNull(proveedores.eliminadoEn)))
    .orderBy(asc(proveedores.rut))
  // Who closes the closed ones: operations' demo user, when it is there.
  const [staff] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'operaciones@cordillera.cl'))
  const nuevosIncidentes: (typeof incidentes.$inferInsert)[] = []
  const viajes: (typeof reportsArrendador.$inferInsert)[] = []
  for (const dueno of duenos) {
    // Its assets, those at an obra first.
    const suyos = await tx
      .select({ id: activos.id, obraActualId: activos.obraActualId })
      .from(activos)
      .where(and(eq(activos.proveedorId, dueno.id), isNull(activos.eliminadoEn)))
      .orderBy(desc(sql`${activos.obraActualId} is not null`), asc(activos.codigo))
      .limit(INCIDENTES.length)
    if (suyos.length === 0) continue
    INCIDENTES.forEach((plan, i) => {
      const activo = suyos[i % suyos.length]
      if (!activo) return
      const fecha = sumarDias(hoy, -plan.dias)
      const cerrado = plan.estado === 'cerrado' && staff !== undefined
      nuevosIncidentes.push({
        proveedorId: dueno.id,
        activoId: activo.id,
        obraId: activo.obraActualId,
        fecha,
        tipo: plan.tipo,
        descripcion: plan.descripcion,
        estado: plan.estado === 'cerrado' && !cerrado ? 'en-revision' : plan.estado,
        comentarioCierre: cerrado ? (plan.comentario ?? null) : null,
        cerradoEn: cerrado ? new Date(`${sumarDias(fecha, 2)}T18:00:00-03:00`) : null,
        cerradoPor: cerrado ? staff.id : null,
      })
    })
    RUTAS.forEach(([origen, destino, km, carga], i) => {
      const activo = suyos[i % suyos.length]
      if (!activo) return
      viajes.push({
        proveedorId: dueno.id,
        tipo: 'viaje',
        activoId: activo.id,
        fecha: sumarDias(hoy, -(3 + i * 4)),
        origen,
        destino,
        km,
        carga,
        guiaDespacho: i % 2 === 0 ? 70_000 + i : null,
      })
    })
  }
  const added = nuevosIncidentes.length
    ? await tx.insert(incidentes).values(nuevosIncidentes).returning({ id: incidentes.id })
    : []
  const trips = viajes.length
    ? await tx.insert(reportsArrendador).values(viajes).returning({ id: reportsArrendador.id })
    : []
  return { incidentes: added.length, reports_arrendador: trips.length }
}
