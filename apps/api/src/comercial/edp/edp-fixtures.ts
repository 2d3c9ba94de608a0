// Test support: a contract whose January EDP is the worked example of docs/domain.md ("Estados de
// pago"), written straight into the database: an excavadora at 1,20 UF/h with a minimum of 180 h a
// month and a 5 % discount, dispatched on the 8th with its guía, 24 days on rent of which 2 rain
// days (a report's clima stoppage), 130,5 h reported, UF 38.500,00 on the 31st. Its EDP: 132 h
// billed, $6.098.400 − $304.920 = $5.793.480, IVA $1.100.761, total $6.894.241. The assets are new
// (no seeded movement or report touches them) and the year is one the demo's valores UF never
// reach, so nothing else of the demo data enters the computation.
import { randomUUID } from 'node:crypto'
import { sumarDias } from '@cordillera/contracts'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  contratos,
  marcas,
  movimientos,
  obras,
  reports,
  tiposActivo,
  usuarios,
  valoresUf,
} from '../../db/schema/index.ts'

export const EJEMPLO = {
  anio: 2030,
  desde: '2030-01-01',
  hasta: '2030-01-31',
  despacho: '2030-01-08',
  diasDeLluvia: ['2030-01-15', '2030-01-22'],
  valorUf: 38_500,
  neto: 5_793_480,
  iva: 1_100_761,
  total: 6_894_241,
} as const

export type ContratoEjemplo = {
  contratoId: string
  obraId: string
  itemId: string
  activoId: string
}

const suffix = () => randomUUID().slice(0, 6).toUpperCase()

/** The valor UF of a day, unless the table has one. */
export async function valorUfDel(db: Db, fecha: string, valor: number) {
  const [found] = await db
    .select({ id: valoresUf.id })
    .from(valoresUf)
    .where(and(eq(valoresUf.fecha, fecha), vigente(valoresUf)))
  if (!found) await db.insert(valoresUf).values({ fecha, valor: valor.toFixed(2) })
}

/**
 * The worked example's contract at `obraCodigo` (OB-0001, the demo site client's, unless told):
 * a new asset on rent from the 8th of January with its despacho and 24 signed reports. `mes`
 * moves the whole example to another month of 31 days of 2030 (1 = January, 3, 5, 7, 8, 10, 12)
 * so one obra holds several contracts, each with its own EDP.
 */
export async function contratoEjemplo(
  db: Db,
  options: { obraCodigo?: string; obraId?: string; mes?: number } = {},
): Promise<ContratoEjemplo> {
  const mes = options.mes ?? 1
  if (![1, 3, 5, 7, 8, 10, 12].includes(mes)) throw new Error('fixture: a month of 31 days')
  const month = (dia: string) => `${EJEMPLO.anio}-${String(mes).padStart(2, '0')}${dia.slice(7)}`
  const [obra] = options.obraId
    ? await db
        .select({ id: obras.id, razonSocialId: obras.razonSocialId })
        .from(obras)
        .where(eq(obras.id, options.obraId))
    : await db
        .select({ id: obras.id, razonSocialId: obras.razonSocialId })
        .from(obras)
        .where(eq(obras.codigo, options.obraCodigo ?? 'OB-0001'))
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
  // The demo operator (operador@) signs the reports.
  const [operador] = await db
    .select({ id: usuarios.operadorId })
    .from(usuarios)
    .where(eq(usuarios.email, 'operador@cordillera.cl'))
  if (!obra || !tipo || !marca || !operador?.id) throw new Error('fixture: demo data missing')
  const operadorId = operador.id
  const name = suffix()
  const [activo] = await db
    .insert(activos)
    .values({
      codigo: `EDP-${name}`,
      tipoActivoId: tipo.id,
      marcaId: marca.id,
      modelo: '320',
      anio: 2022,
      numeroSerie: `EDP-${name}`,
      horometro: '1000.0',
    })
    .returning({ id: activos.id })
  if (!activo) throw new Error('fixture: no activo')
  const desde = month(EJEMPLO.desde)
  const [contrato] = await db
    .insert(contratos)
    .values({
      razonSocialId: obra.razonSocialId,
      obraId: obra.id,
      moneda: 'UF',
      fechaInicio: desde,
      estado: 'vigente',
      ordenCompra: `OC-${name}`,
    })
    .returning({ id: contratos.id })
  if (!contrato) throw new Error('fixture: no contrato')
  const despacho = month(EJEMPLO.despacho)
  const [item] = await db
    .insert(contratoItems)
    .values({
      contratoId: contrato.id,
      activoId: activo.id,
      tarifa: 1.2,
      unidadCobro: 'hora',
      minimoHoras: 180,
      minimoPor: 'mes',
      descuentoPct: 5,
      fechaEntrega: despacho,
    })
    .returning({ id: contratoItems.id })
  if (!item) throw new Error('fixture: no item')
  await db.insert(movimientos).values({
    activoId: activo.id,
    tipo: 'despacho',
    fecha: new Date(`${despacho}T12:00:00-03:00`),
    desdeLugar: 'bodega',
    hastaLugar: 'obra',
    hastaObraId: obra.id,
    estadoResultante: 'en-obra',
    guiaDespacho: 800_000 + Math.floor(Math.random() * 1_000_000),
    guiaEmisor: '76482150-5',
    responsable: 'Logística de prueba',
  })
  // 24 days on rent (8th to 31st): two of rain, 21 of 6 h and one of 4,5 h = 130,5 h.
  const lluvia = new Set<string>(EJEMPLO.diasDeLluvia.map(month))
  let horometro = 1000
  for (let dia = 0; dia < 24; dia++) {
    const fecha = sumarDias(despacho, dia)
    const llueve = lluvia.has(fecha)
    const horas = llueve ? 0 : dia === 23 ? 4.5 : 6
    await db.insert(reports).values({
      operadorId,
      activoId: activo.id,
      obraId: obra.id,
      contratoId: contrato.id,
      fecha,
      jornada: 'dia',
      horometroInicio: horometro,
      horometroFin: horometro + horas,
      horasStandBy: 0,
      horasDetenidas: llueve ? 8 : 0,
      motivoDetencion: llueve ? 'clima' : null,
      actividades: llueve ? 'Detenido por lluvia.' : 'Excavación de fundaciones.',
      estado: 'firmado',
      estadoDesde: new Date(),
    })
    horometro += horas
  }
  await valorUfDel(db, month(EJEMPLO.hasta), EJEMPLO.valorUf)
  return { contratoId: contrato.id, obraId: obra.id, itemId: item.id, activoId: activo.id }
}
