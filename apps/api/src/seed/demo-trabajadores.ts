// The demo workforce: 60 trabajadores (office, workshop, logistics and machine operators) and the
// 30 operators among them, the first being operador@'s record (DEMO_OPERADOR_ID, Juan Carlos
// Pizarro Soto). Seeded random, so the same on every start; added only when the RUT was never
// used (deleted rows included), and an operator only for a worker who never had one.
import { rutCheckDigit } from '@cordillera/contracts'
import { eq, inArray } from 'drizzle-orm'
import type { Tx } from '../db/database.ts'
import { operadores, trabajadores } from '../db/schema/index.ts'
import { DEMO_OPERADOR_ID } from './demo-users.ts'
import { APELLIDOS, NOMBRES } from './demo-vocabulary.ts'
import { seededRandom } from './seeded-random.ts'

const CARGOS_OFICINA = [
  'Administrativo de RR.HH.',
  'Asistente de logística',
  'Jefe de taller',
  'Mecánico',
  'Mecánico',
  'Eléctrico de maquinaria',
  'Bodeguero',
  'Prevencionista de riesgos',
  'Chofer de camión cama baja',
  'Supervisor de terreno',
] as const

const CERTIFICACIONES = [
  'Operador de excavadora',
  'Operador de grúa horquilla',
  'Rigger',
  'Trabajo en altura',
  'Primeros auxilios',
  'Manejo de extintores',
  'Operador de cargador frontal',
] as const

export type DemoTrabajador = {
  rut: string
  nombres: string
  apellidos: string
  cargo: string
  fechaIngreso: string
  telefono: string
  email: string
  activo: boolean
  /** The operator record, when the worker runs machines. */
  operador: {
    id: string | null
    licenciaClase: 'A2' | 'A4' | 'D' | 'B'
    certificaciones: string[]
  } | null
}

export const DEMO_TRABAJADORES_TOTAL = 60
export const DEMO_OPERADORES_TOTAL = 30

let generated: DemoTrabajador[] | undefined

/** The 60 demo workers, always the same (seeded random); the first 30 run machines. */
export function generateDemoTrabajadores(): DemoTrabajador[] {
  if (generated) return generated
  const random = seededRandom(20_261_126)
  const ruts = new Set<string>()
  const rows: DemoTrabajador[] = []
  for (let index = 0; index < DEMO_TRABAJADORES_TOTAL; index += 1) {
    let rut = ''
    do {
      const body = String(random.int(9_000_000, 21_999_999))
      rut = `${body}-${rutCheckDigit(body)}`
    } while (ruts.has(rut))
    ruts.add(rut)
    const esOperador = index < DEMO_OPERADORES_TOTAL
    // The demo operator user's record is the first operator, with that user's name.
    const nombres = index === 0 ? 'Juan Carlos' : random.pick(NOMBRES)
    const apellidos =
      index === 0 ? 'Pizarro Soto' : `${random.pick(APELLIDOS)} ${random.pick(APELLIDOS)}`
    const anio = random.int(2012, 2026)
    const mes = anio === 2026 ? random.int(1, 9) : random.int(1, 12)
    const usuario = `${nombres.split(' ')[0]}.${apellidos.split(' ')[0]}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
    const certificaciones = esOperador
      ? [...new Set([random.pick(CERTIFICACIONES), random.pick(CERTIFICACIONES)])]
      : []
    rows.push({
      rut,
      nombres,
      apellidos,
      cargo: esOperador ? 'Operador de maquinaria' : random.pick(CARGOS_OFICINA),
      fechaIngreso: `${anio}-${String(mes).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      telefono: `+569${random.int(40_000_000, 99_999_999)}`,
      email: `${usuario}${index}@cordillera.cl`,
      // A few workers left the company; never an operator with assignments.
      activo: esOperador || !random.chance(0.1),
      operador: esOperador
        ? {
            id: index === 0 ? DEMO_OPERADOR_ID : null,
            licenciaClase: random.pick(['D', 'D', 'D', 'A4', 'A2', 'B'] as const),
            certificaciones,
          }
        : null,
    })
  }
  generated = rows
  return rows
}

export async function seedDemoTrabajadores(tx: Tx): Promise<Record<string, number>> {
  const demo = generateDemoTrabajadores()
  const usados = new Set(
    (
      await tx
        .select({ rut: trabajadores.rut })
        .from(trabajadores)
        .where(
          inArray(
            trabajadores.rut,
            demo.map((row) => row.rut),
          ),
        )
    ).map((row) => row.rut),
  )
  const nuevos = demo.filter((row) => !usados.has(row.rut))
  const added =
    nuevos.length === 0
      ? []
      : await tx
          .insert(trabajadores)
          .values(nuevos.map(({ operador: _operador, ...row }) => row))
          .returning({ id: trabajadores.id, rut: trabajadores.rut })
  const idByRut = new Map(added.map((row) => [row.rut, row.id]))
  const operadoresNuevos = nuevos.flatMap((row) => {
    const trabajadorId = idByRut.get(row.rut)
    if (!row.operador || !trabajadorId) return []
    return [
      {
        ...(row.operador.id ? { id: row.operador.id } : {}),
        trabajadorId,
        licenciaClase: row.operador.licenciaClase,
        certificaciones: row.operador.certificaciones,
      },
    ]
  })
  // The demo operator's record may exist from an earlier seed under another worker: never twice.
  const [existente] = await tx
    .select({ id: operadores.id })
    .from(operadores)
    .where(eq(operadores.id, DEMO_OPERADOR_ID))
  const insertables = existente
    ? operadoresNuevos.filter((row) => !('id' in row) || row.id !== DEMO_OPERADOR_ID)
    : operadoresNuevos
  const operadoresAdded =
    insertables.length === 0
      ? []
      : await tx.insert(operadores).values(insertables).returning({ id: operadores.id })
  return { trabajadores: added.length, operadores: operadoresAdded.length }
}
