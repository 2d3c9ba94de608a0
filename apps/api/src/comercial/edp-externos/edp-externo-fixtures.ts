// Test support: a lessor of its own (a new proveedor with a new machine, so no seeded agreement,
// movement or report touches them) whose machine went to OB-0001 on 20 February 2031 with its guía,
// its agreement ($100.000 a day from 1 January 2031) and a falla incident from 10 to 12 March 2031
// (closed that afternoon). Its March EDP, worked by hand: 31 days on rent, 3 out for the
// incident, 28 × $100.000 = $2.800.000, IVA $532.000, total $3.332.000. 2031 has no seeded
// valor UF, and the tariff is in pesos.
import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import {
  activos,
  acuerdoArriendoActivos,
  acuerdosArriendo,
  incidentes,
  marcas,
  movimientos,
  obras,
  proveedores,
  tiposActivo,
  usuarios,
} from '../../db/schema/index.ts'

export const MARZO_2031 = {
  fechaInicio: '2031-03-01',
  fechaFin: '2031-03-31',
  neto: 2_800_000,
  iva: 532_000,
  total: 3_332_000,
} as const

export type ArrendadorEjemplo = {
  proveedorId: string
  obraId: string
  activoId: string
  acuerdoId: string
  incidenteId: string
}

/** A valid Chilean RUT (`12345678-5`) from a number. */
export function rutDe(numero: number): string {
  let suma = 0
  let factor = 2
  for (const digito of String(numero).split('').reverse()) {
    suma += Number(digito) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const resto = 11 - (suma % 11)
  const dv = resto === 11 ? '0' : resto === 10 ? 'K' : String(resto)
  return `${numero}-${dv}`
}

/** A new asset of `proveedorId` (tipo and marca the first of the catalogue). */
export async function activoDe(db: Db, proveedorId: string): Promise<string> {
  const [tipo] = await db
    .select({ id: tiposActivo.id })
    .from(tiposActivo)
    .orderBy(asc(tiposActivo.nombre))
    .limit(1)
  const [marca] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .orderBy(asc(marcas.nombre))
    .limit(1)
  if (!tipo || !marca) throw new Error('fixture: demo data missing')
  const name = randomUUID().slice(0, 6).toUpperCase()
  const [activo] = await db
    .insert(activos)
    .values({
      codigo: `EXT-${name}`,
      tipoActivoId: tipo.id,
      marcaId: marca.id,
      modelo: 'PC200',
      anio: 2021,
      numeroSerie: `EXT-${name}`,
      proveedorId,
    })
    .returning({ id: activos.id })
  if (!activo) throw new Error('fixture: no activo')
  return activo.id
}

/** The despacho of `activoId` to `obraId` on that day, with a guía. */
export async function despachoA(db: Db, activoId: string, obraId: string, dia: string) {
  await db.insert(movimientos).values({
    activoId,
    tipo: 'despacho',
    fecha: new Date(`${dia}T12:00:00-03:00`),
    desdeLugar: 'bodega',
    hastaLugar: 'obra',
    hastaObraId: obraId,
    estadoResultante: 'en-obra',
    guiaDespacho: 1_900_000 + Math.floor(Math.random() * 1_000_000),
    guiaEmisor: '76482150-5',
    responsable: 'Logística de prueba',
  })
}

export async function arrendadorEjemplo(db: Db): Promise<ArrendadorEjemplo> {
  const [obra] = await db.select({ id: obras.id }).from(obras).where(eq(obras.codigo, 'OB-0001'))
  const [staff] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'operaciones@cordillera.cl'))
  if (!obra || !staff) throw new Error('fixture: demo data missing')
  const numero = 30_000_000 + Math.floor(Math.random() * 9_000_000)
  const [proveedor] = await db
    .insert(proveedores)
    .values({
      rut: rutDe(numero),
      razonSocial: `Arriendos de Prueba ${numero}`,
      banco: 'BancoEstado',
      tipoCuenta: 'corriente',
      numeroCuenta: '123456789',
    })
    .returning({ id: proveedores.id })
  if (!proveedor) throw new Error('fixture: no proveedor')
  const activoId = await activoDe(db, proveedor.id)
  await despachoA(db, activoId, obra.id, '2031-02-20')
  const [acuerdo] = await db
    .insert(acuerdosArriendo)
    .values({ proveedorId: proveedor.id })
    .returning({ id: acuerdosArriendo.id })
  if (!acuerdo) throw new Error('fixture: no acuerdo')
  await db.insert(acuerdoArriendoActivos).values({
    acuerdoId: acuerdo.id,
    activoId,
    posicion: 0,
    tarifa: 100_000,
    unidadCobro: 'dia',
    moneda: 'CLP',
    vigenciaDesde: '2031-01-01',
  })
  const [incidente] = await db
    .insert(incidentes)
    .values({
      proveedorId: proveedor.id,
      activoId,
      obraId: obra.id,
      fecha: '2031-03-10',
      tipo: 'falla',
      descripcion: 'Falla hidráulica del brazo',
      estado: 'cerrado',
      comentarioCierre: 'Reparado por el arrendador',
      cerradoPor: staff.id,
      cerradoEn: new Date('2031-03-12T15:00:00-03:00'),
    })
    .returning({ id: incidentes.id })
  if (!incidente) throw new Error('fixture: no incidente')
  return {
    proveedorId: proveedor.id,
    obraId: obra.id,
    activoId,
    acuerdoId: acuerdo.id,
    incidenteId: incidente.id,
  }
}
