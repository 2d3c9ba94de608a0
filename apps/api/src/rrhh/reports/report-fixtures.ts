// Test support for the reports' tests: an operator of their own with a user to sign in as (a
// trabajador, his operator record and a usuarios row tied to a sub the test verifier accepts), an
// asset of their own with a known hour meter and no reports, an assignment of the operator on it,
// and a signature as the phone's pad sends it.
import { crc32, deflateSync } from 'node:zlib'
import { type CreateReportInput, rutCheckDigit } from '@cordillera/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import {
  activos,
  asignacionesOperador,
  contratos,
  marcas,
  operadores,
  tiposActivo,
  trabajadores,
  usuarios,
} from '../../db/schema/index.ts'
import { AS, type CallResult, type TestApp } from '../../testing/test-app.ts'

export type FixtureOperador = {
  operadorId: string
  usuarioId: string
  nombre: string
  /** Calls the API signed in as this operator's user. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert what matters.
  call(method: string, path: string, body?: unknown): Promise<CallResult<any>>
}

let rutes = 0

/** The demo operator user (operador@): his record's id and his keys, the operator keys. */
export async function demoOperador(t: TestApp) {
  const [row] = await t.database.db
    .select({ operadorId: usuarios.operadorId, permisos: usuarios.permisos })
    .from(usuarios)
    .where(eq(usuarios.email, AS.operador))
  if (!row?.operadorId) throw new Error('fixture: operador@ has no operator record')
  return { operadorId: row.operadorId, permisos: row.permisos }
}

/** A new operator (worker, operator record, user with the operator keys) signed in by `sub`. */
export async function insertOperador(
  t: TestApp,
  nombres: string,
  apellidos: string,
): Promise<FixtureOperador> {
  const { db } = t.database
  rutes += 1
  const body = String(30_000_000 + rutes)
  const [trabajador] = await db
    .insert(trabajadores)
    .values({
      rut: `${body}-${rutCheckDigit(body)}`,
      nombres,
      apellidos,
      cargo: 'Operador de maquinaria',
      fechaIngreso: '2020-03-02',
    })
    .returning({ id: trabajadores.id })
  if (!trabajador) throw new Error('fixture: no trabajador')
  const [operador] = await db
    .insert(operadores)
    .values({ trabajadorId: trabajador.id, licenciaClase: 'D' })
    .returning({ id: operadores.id })
  if (!operador) throw new Error('fixture: no operador')
  const email = `operador.${body}@cordillera.cl`
  const sub = `sub-operador-${body}`
  const nombre = `${nombres} ${apellidos}`
  const { permisos } = await demoOperador(t)
  const [usuario] = await db
    .insert(usuarios)
    .values({
      email,
      nombre,
      tipo: 'cordillera',
      permisos,
      operadorId: operador.id,
      cognitoSub: sub,
    })
    .returning({ id: usuarios.id })
  if (!usuario) throw new Error('fixture: no usuario')
  const authorization = `Bearer test:${sub}:${email}`
  return {
    operadorId: operador.id,
    usuarioId: usuario.id,
    nombre,
    async call(method, path, body) {
      const headers: Record<string, string> = { Authorization: authorization }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await t.app.request(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      const isJson = res.headers.get('content-type')?.includes('application/json')
      const parsed = res.status === 204 ? null : isJson ? await res.json() : await res.text()
      return { status: res.status, body: parsed as never, headers: res.headers }
    },
  }
}

/** A new asset (a demo tipo and marca) reading `horometro`, without reports. */
export async function insertActivo(t: TestApp, codigo: string, horometro: number) {
  const { db } = t.database
  const [tipo] = await db.select({ id: tiposActivo.id }).from(tiposActivo).limit(1)
  const [marca] = await db.select({ id: marcas.id }).from(marcas).limit(1)
  if (!tipo || !marca) throw new Error('fixture: no demo tipo or marca')
  const [activo] = await db
    .insert(activos)
    .values({
      codigo,
      tipoActivoId: tipo.id,
      marcaId: marca.id,
      modelo: 'Prueba',
      anio: 2022,
      numeroSerie: `SERIE-${codigo}`,
      horometro: horometro.toFixed(1),
    })
    .returning({ id: activos.id })
  if (!activo) throw new Error('fixture: no activo')
  return activo.id
}

/** An assignment of the operator on the asset from `desde` (open unless `hasta`), on a vigente contract. */
export async function insertAsignacion(
  t: TestApp,
  operadorId: string,
  activoId: string,
  desde: string,
  hasta: string | null = null,
) {
  const { db } = t.database
  const [contrato] = await db
    .select({ id: contratos.id, obraId: contratos.obraId, numero: contratos.numero })
    .from(contratos)
    .where(and(eq(contratos.estado, 'vigente'), isNull(contratos.eliminadoEn)))
    .orderBy(contratos.numero)
    .limit(1)
  if (!contrato) throw new Error('fixture: no vigente contract')
  await db.insert(asignacionesOperador).values({
    operadorId,
    activoId,
    contratoId: contrato.id,
    desde,
    hasta,
    origen: 'asignacion',
    termino: hasta ? 'retiro' : null,
    // Written by someone: the demo seed counts only its own (no author).
    createdBy: operadorId,
  })
  return contrato
}

/** A report's fields, valid on their own: `horometroInicio` + 8 hours, no stops. */
export function reportBody(
  activoId: string,
  fecha: string,
  horometroInicio: number,
  extra: Partial<CreateReportInput> = {},
): CreateReportInput {
  return {
    activoId,
    fecha,
    jornada: 'dia',
    horometroInicio,
    horometroFin: Math.round((horometroInicio + 8) * 10) / 10,
    horasStandBy: 1,
    horasDetenidas: 0,
    actividades: 'Excavación de zanjas para matriz de agua potable.',
    ...extra,
  }
}

/** A PNG of `width`×`height` grey pixels with a diagonal stroke in black. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed) >>> 0)
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => (x === y ? 0 : 200))]),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A drawn signature as the phone's pad sends it: a PNG data URL. */
export const FIRMA = `data:image/png;base64,${png(64, 64).toString('base64')}`
