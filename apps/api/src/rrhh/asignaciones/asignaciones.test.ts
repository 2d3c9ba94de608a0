// Operators' assignments through the API: asignar, adición, cambio and retiro with their rules
// (one asset at a time per operator, several operators per asset, the asset on rent in a vigente
// contract on the first day, no retiro before the operator's later reports), each form's options,
// the history, and what a caller notices — status, Spanish message per field, nothing written on a
// 400 or 409, the audit entries, the rollback when the audit fails, and concurrent assignments of
// one operator or one asset decided one at a time. Every operator, asset and contract is the
// test's own (../testing/operadores.testing.ts), on days of 2025.
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asignacionesOperador, contratoItems } from '../../db/schema/index.ts'
import { areaRoutes, nonsenseProblems, undocumentedProblems } from '../../testing/area-walk.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  equipoEnArriendo,
  insertAsignacion,
  insertReport,
  nuevoOperador,
} from '../testing/operadores.testing.ts'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/asignaciones-operador'
const post = (path: string, body: unknown, as: string | null = AS.rrhh) =>
  t.call('POST', `${BASE}${path}`, { as, body })
const get = (path: string, as: string | null = AS.rrhh) => t.call('GET', `${BASE}${path}`, { as })

const asignacionesCount = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(asignacionesOperador)
  return row?.n ?? 0
}
const stored = async (id: string) => {
  const [row] = await t.database.db
    .select()
    .from(asignacionesOperador)
    .where(eq(asignacionesOperador.id, id))
  return row
}

/** An operator and an asset on rent since 1 March 2025, with the body that assigns one to the other. */
async function escenario(fechaEntrega = '2025-03-01') {
  const operador = await nuevoOperador(t.database.db)
  const equipo = await equipoEnArriendo(t.database.db, { fechaEntrega })
  const body = {
    operadorId: operador.id,
    activoId: equipo.activoId,
    contratoId: equipo.contratoId,
    desde: '2025-03-10',
  }
  return { operador, equipo, body }
}

/** The assignment of `operadorId` to the asset, open from `desde`, written as the API writes it. */
async function asignado(
  operadorId: string,
  equipo: { activoId: string; contratoId: string },
  desde = '2025-03-10',
) {
  const res = await post('', {
    operadorId,
    activoId: equipo.activoId,
    contratoId: equipo.contratoId,
    desde,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as { id: string; version: number }
}

describe('POST /v1/asignaciones-operador (asignar)', () => {
  it('puts a free operator on an asset on rent without operator, audited', async () => {
    const { operador, equipo, body } = await escenario()
    const res = await post('', { ...body, observaciones: '  Turno día  ' })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      operador: { id: operador.id, nombre: operador.nombre },
      activo: { id: equipo.activoId, codigo: equipo.codigo },
      contrato: { id: equipo.contratoId, folio: equipo.folio },
      obra: { id: equipo.obraId, codigo: 'OB-0001' },
      desde: '2025-03-10',
      hasta: null,
      origen: 'asignacion',
      termino: null,
      reemplaza: null,
      observaciones: 'Turno día',
      version: 1,
      creadoPor: { id: await t.userId(AS.rrhh), nombre: 'Francisca Rojas Valenzuela' },
    })
    const audit = await t.auditOf(res.body.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      entity: 'asignacion-operador',
      action: 'crear',
      usuarioId: await t.userId(AS.rrhh),
      before: null,
      after: { operadorId: operador.id, activoId: equipo.activoId, desde: '2025-03-10' },
    })
  })

  it('says in Spanish what each field lacks, and writes nothing', async () => {
    const before = await asignacionesCount()
    const res = await post('', { desde: '10-03-2025', observaciones: 'x'.repeat(501) })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('entrada_invalida')
    expect(res.body.error.fields).toEqual({
      operadorId: 'Elija el operador de la lista.',
      activoId: 'Elija el equipo de la lista.',
      contratoId: 'Elija el contrato de la lista.',
      desde: 'La fecha no es válida.',
      observaciones: 'Máximo 500 caracteres.',
    })
    const missing = '00000000-0000-4000-8000-000000000000'
    const nadie = await post('', {
      operadorId: missing,
      activoId: missing,
      contratoId: missing,
      desde: '2025-03-10',
    })
    expect(nadie.status).toBe(400)
    expect(nadie.body.error.fields).toEqual({
      operadorId: 'El operador elegido no existe.',
      activoId: 'El equipo elegido no existe.',
      contratoId: 'El contrato elegido no existe.',
    })
    const { equipo } = await escenario()
    const seFue = await nuevoOperador(t.database.db, { nombres: 'Ramón', activo: false })
    const inactivo = await post('', {
      operadorId: seFue.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-10',
    })
    expect(inactivo.status).toBe(400)
    expect(inactivo.body.error.fields).toEqual({
      operadorId: `${seFue.nombre} ya no trabaja en la empresa: no se le asignan equipos.`,
    })
    expect(await asignacionesCount()).toBe(before)
  })

  it('refuses an operator who already runs an asset, or whose period would overlap (409)', async () => {
    const { operador, equipo } = await escenario()
    await asignado(operador.id, equipo)
    const otro = await equipoEnArriendo(t.database.db, { fechaEntrega: '2025-03-01' })
    const before = await asignacionesCount()
    const ocupado = await post('', {
      operadorId: operador.id,
      activoId: otro.activoId,
      contratoId: otro.contratoId,
      desde: '2025-05-01',
    })
    expect(ocupado.status).toBe(409)
    expect(ocupado.body.error.message).toBe(
      `${operador.nombre} ya opera ${equipo.codigo} (${equipo.folio}) desde el 10-03-2025: un operador opera un equipo a la vez. Retírelo de ese equipo o haga un cambio primero.`,
    )
    expect(await asignacionesCount()).toBe(before)
    // A closed assignment still holds its days, both ends included.
    const cerrado = await nuevoOperador(t.database.db)
    await insertAsignacion(t.database.db, {
      operadorId: cerrado.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-01',
      hasta: '2025-04-10',
    })
    const antesDeSolapar = await asignacionesCount()
    const solapa = await post('', {
      operadorId: cerrado.id,
      activoId: otro.activoId,
      contratoId: otro.contratoId,
      desde: '2025-04-10',
    })
    expect(solapa.status).toBe(409)
    expect(solapa.body.error.message).toBe(
      `${cerrado.nombre} opera ${equipo.codigo} (${equipo.folio}) hasta el 10-04-2025: un operador opera un equipo a la vez, y esta asignación debe empezar después.`,
    )
    expect(await asignacionesCount()).toBe(antesDeSolapar)
    const despues = await post('', {
      operadorId: cerrado.id,
      activoId: otro.activoId,
      contratoId: otro.contratoId,
      desde: '2025-04-11',
    })
    expect(despues.status, JSON.stringify(despues.body)).toBe(201)
  })

  it('refuses an asset that already has an operator: that is an adición or a cambio (409)', async () => {
    const { operador, equipo } = await escenario()
    await asignado(operador.id, equipo)
    const segundo = await nuevoOperador(t.database.db)
    const res = await post('', {
      operadorId: segundo.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-06-01',
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      `${equipo.codigo} ya tiene operador (${operador.nombre}): para sumar otro use Adición de operador; para reemplazarlo, Cambio de operador.`,
    )
  })

  it('refuses an asset not on rent in that contract on the first day, or a terminado contract (409)', async () => {
    const db = t.database.db
    const operador = await nuevoOperador(db)
    const equipo = await equipoEnArriendo(db, {
      fechaEntrega: '2025-05-01',
      fechaRetiro: '2025-06-01',
    })
    const body = {
      operadorId: operador.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
    }
    const before = await asignacionesCount()
    for (const desde of ['2025-04-30', '2025-06-02']) {
      const res = await post('', { ...body, desde })
      expect(res.status).toBe(409)
      const [year, month, day] = desde.split('-')
      expect(res.body.error.message).toBe(
        `${equipo.codigo} no está en arriendo en ${equipo.folio} el ${day}-${month}-${year}: elija un equipo entregado al contrato para ese día.`,
      )
    }
    // Another contract's asset.
    const otro = await equipoEnArriendo(db, { fechaEntrega: '2025-01-01' })
    const ajeno = await post('', { ...body, contratoId: otro.contratoId, desde: '2025-05-10' })
    expect(ajeno.status).toBe(409)
    expect(ajeno.body.error.message).toContain(`no está en arriendo en ${otro.folio}`)
    // A deleted item does not rent the asset.
    await db
      .update(contratoItems)
      .set({ eliminadoEn: new Date() })
      .where(eq(contratoItems.id, otro.itemId))
    const borrado = await post('', {
      operadorId: operador.id,
      activoId: otro.activoId,
      contratoId: otro.contratoId,
      desde: '2025-05-10',
    })
    expect(borrado.status).toBe(409)
    const terminado = await equipoEnArriendo(db, {
      fechaEntrega: '2025-01-01',
      estado: 'terminado',
    })
    const cerrado = await post('', {
      operadorId: operador.id,
      activoId: terminado.activoId,
      contratoId: terminado.contratoId,
      desde: '2025-02-01',
    })
    expect(cerrado.status).toBe(409)
    expect(cerrado.body.error.message).toBe(
      `El contrato ${terminado.folio} está terminado: no se le asignan operadores.`,
    )
    expect(await asignacionesCount()).toBe(before)
    // On the withdrawal day it is still on rent.
    const ultimoDia = await post('', { ...body, desde: '2025-06-01' })
    expect(ultimoDia.status, JSON.stringify(ultimoDia.body)).toBe(201)
  })

  it('of two HR users assigning one operator at once, one assigns him and the other gets 409', async () => {
    const db = t.database.db
    const operador = await nuevoOperador(db)
    const [a, b] = await Promise.all([
      equipoEnArriendo(db, { fechaEntrega: '2025-03-01' }),
      equipoEnArriendo(db, { fechaEntrega: '2025-03-01' }),
    ])
    const results = await Promise.all(
      [a, b].flatMap((equipo) =>
        [AS.rrhh, AS.su].map((as) =>
          post(
            '',
            {
              operadorId: operador.id,
              activoId: equipo.activoId,
              contratoId: equipo.contratoId,
              desde: '2025-03-10',
            },
            as,
          ),
        ),
      ),
    )
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409])
    const rows = await db
      .select()
      .from(asignacionesOperador)
      .where(eq(asignacionesOperador.operadorId, operador.id))
    expect(rows).toHaveLength(1)
  })

  it('of two operators assigned at once to one asset without operator, one gets it', async () => {
    const db = t.database.db
    const equipo = await equipoEnArriendo(db, { fechaEntrega: '2025-03-01' })
    const [uno, dos] = await Promise.all([nuevoOperador(db), nuevoOperador(db)])
    const results = await Promise.all(
      [uno, dos].map((operador) =>
        post('', {
          operadorId: operador.id,
          activoId: equipo.activoId,
          contratoId: equipo.contratoId,
          desde: '2025-03-10',
        }),
      ),
    )
    expect(results.map((res) => res.status).sort()).toEqual([201, 409])
    expect(results.find((res) => res.status === 409)?.body.error.message).toContain(
      'ya tiene operador',
    )
  })

  it('writes nothing when its audit entry cannot be written', async () => {
    const { body } = await escenario()
    const before = await asignacionesCount()
    const restore = await failAuditsOf(t.database, 'asignacion-operador')
    try {
      const res = await post('', body)
      expect(res.status).toBe(500)
      expect(res.body.error.message).toMatch(/error inesperado/i)
    } finally {
      await restore()
    }
    expect(await asignacionesCount()).toBe(before)
  })
})

describe('POST /v1/asignaciones-operador/adicion', () => {
  it('adds another operator to an asset that has one in that contract (the night shift)', async () => {
    const { operador, equipo } = await escenario()
    await asignado(operador.id, equipo)
    const noche = await nuevoOperador(t.database.db, { nombres: 'Nocturno' })
    const res = await post('/adicion', {
      operadorId: noche.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-15',
      observaciones: 'Turno noche',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      operador: { id: noche.id },
      activo: { id: equipo.activoId },
      origen: 'adicion',
      hasta: null,
      observaciones: 'Turno noche',
    })
    expect((await t.auditOf(res.body.id))[0]).toMatchObject({ action: 'crear' })
  })

  it('refuses an asset without operator that day, and a busy operator (409)', async () => {
    const { operador, equipo } = await escenario()
    const otro = await nuevoOperador(t.database.db)
    const before = await asignacionesCount()
    const sinOperador = await post('/adicion', {
      operadorId: otro.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-15',
    })
    expect(sinOperador.status).toBe(409)
    expect(sinOperador.body.error.message).toBe(
      `${equipo.codigo} no tiene operador en ${equipo.folio} el 15-03-2025: para ponerle el primero use Asignar operador.`,
    )
    await asignado(operador.id, equipo, '2025-03-10')
    // Before the first operator starts, the asset has none.
    const antes = await post('/adicion', {
      operadorId: otro.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-09',
    })
    expect(antes.status).toBe(409)
    const mismo = await post('/adicion', {
      operadorId: operador.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-20',
    })
    expect(mismo.status).toBe(409)
    expect(mismo.body.error.message).toContain(`${operador.nombre} ya opera ${equipo.codigo}`)
    expect(await asignacionesCount()).toBe(before + 1)
  })

  it('answers 400 per field and 401 or 403 as any write', async () => {
    const res = await post('/adicion', {})
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'activoId',
      'contratoId',
      'desde',
      'operadorId',
    ])
    expect((await post('/adicion', {}, null)).status).toBe(401)
    expect((await post('/adicion', {}, AS.comercial)).status).toBe(403)
    expect((await post('/adicion', {}, AS.operador)).status).toBe(403)
  })
})

describe('POST /v1/asignaciones-operador/{id}/cambio', () => {
  it('ends X’s assignment on the day and starts Y there that same day, both audited', async () => {
    const { operador: x, equipo } = await escenario()
    const anterior = await asignado(x.id, equipo)
    const y = await nuevoOperador(t.database.db, { nombres: 'Entrante' })
    const res = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-01',
      observaciones: 'Relevo',
      version: anterior.version,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      operador: { id: y.id, nombre: y.nombre },
      activo: { id: equipo.activoId },
      contrato: { id: equipo.contratoId },
      desde: '2025-04-01',
      hasta: null,
      origen: 'cambio',
      reemplaza: { id: anterior.id, operador: { id: x.id, nombre: x.nombre } },
      observaciones: 'Relevo',
    })
    expect(await stored(anterior.id)).toMatchObject({
      hasta: '2025-04-01',
      termino: 'cambio',
      version: anterior.version + 1,
    })
    const [editado] = await t.auditOf(anterior.id).then((entries) => entries.slice(1))
    expect(editado).toMatchObject({
      action: 'editar',
      before: { hasta: null, termino: null },
      after: { hasta: '2025-04-01', termino: 'cambio' },
    })
    expect((await t.auditOf(res.body.id))[0]).toMatchObject({ action: 'crear' })
    // X is free again from the next day.
    const otro = await equipoEnArriendo(t.database.db, { fechaEntrega: '2025-03-01' })
    const libre = await post('', {
      operadorId: x.id,
      activoId: otro.activoId,
      contratoId: otro.contratoId,
      desde: '2025-04-02',
    })
    expect(libre.status, JSON.stringify(libre.body)).toBe(201)
  })

  it('refuses the same operator, a day before X started, and a busy Y, writing nothing', async () => {
    const { operador: x, equipo } = await escenario()
    const anterior = await asignado(x.id, equipo)
    const before = await asignacionesCount()
    const mismo = await post(`/${anterior.id}/cambio`, {
      operadorId: x.id,
      fecha: '2025-04-01',
      version: anterior.version,
    })
    expect(mismo.status).toBe(400)
    expect(mismo.body.error.fields).toEqual({
      operadorId: `Elija a otro operador: ${x.nombre} es quien sale del equipo.`,
    })
    const y = await nuevoOperador(t.database.db)
    const antes = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-03-09',
      version: anterior.version,
    })
    expect(antes.status).toBe(400)
    expect(antes.body.error.fields).toEqual({
      fecha: `El cambio no puede ser antes del inicio de la asignación de ${x.nombre} (10-03-2025).`,
    })
    const ocupadoEquipo = await equipoEnArriendo(t.database.db, { fechaEntrega: '2025-03-01' })
    await asignado(y.id, ocupadoEquipo, '2025-03-01')
    const ocupado = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-01',
      version: anterior.version,
    })
    expect(ocupado.status).toBe(409)
    expect(ocupado.body.error.message).toContain(`${y.nombre} ya opera ${ocupadoEquipo.codigo}`)
    const sinCampos = await post(`/${anterior.id}/cambio`, {})
    expect(sinCampos.body.error.fields).toEqual({
      operadorId: 'Elija el operador que entra de la lista.',
      fecha: 'Ingrese la fecha.',
      version: 'Falta la versión del registro: recargue la página e intente nuevamente.',
    })
    expect(await asignacionesCount()).toBe(before + 1)
    expect(await stored(anterior.id)).toMatchObject({ hasta: null, version: anterior.version })
  })

  it('refuses a stale version, an ended assignment (an asset without that operator) and X’s later reports (409)', async () => {
    const { operador: x, equipo } = await escenario()
    const anterior = await asignado(x.id, equipo)
    const y = await nuevoOperador(t.database.db)
    const stale = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-01',
      version: anterior.version + 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe(
      'Otro usuario modificó este registro. Recargue e intente nuevamente.',
    )
    await insertReport(t.database.db, {
      operadorId: x.id,
      activoId: equipo.activoId,
      obraId: equipo.obraId,
      fecha: '2025-04-03',
      horasTrabajadas: 8,
    })
    const conReports = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-01',
      version: anterior.version,
    })
    expect(conReports.status).toBe(409)
    expect(conReports.body.error.message).toBe(
      `${x.nombre} tiene un report de ${equipo.codigo} posteriores al 01-04-2025 (el último, del 03-04-2025): la asignación no puede terminar antes de esa fecha.`,
    )
    const hecho = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-03',
      version: anterior.version,
    })
    expect(hecho.status, JSON.stringify(hecho.body)).toBe(201)
    const otraVez = await post(`/${anterior.id}/cambio`, {
      operadorId: (await nuevoOperador(t.database.db)).id,
      fecha: '2025-04-05',
      version: anterior.version + 1,
    })
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.error.message).toBe(
      'Esa asignación ya terminó el 03-04-2025: recargue para ver los operadores actuales.',
    )
    const missing = await post('/00000000-0000-4000-8000-000000000000/cambio', {
      operadorId: y.id,
      fecha: '2025-04-01',
      version: 1,
    })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('La asignación de operador no existe.')
  })

  it('refuses a day the asset is no longer on rent in the contract (409)', async () => {
    const db = t.database.db
    const x = await nuevoOperador(db)
    const equipo = await equipoEnArriendo(db, {
      fechaEntrega: '2025-03-01',
      fechaRetiro: '2025-03-31',
    })
    const anterior = await asignado(x.id, equipo)
    const res = await post(`/${anterior.id}/cambio`, {
      operadorId: (await nuevoOperador(db)).id,
      fecha: '2025-04-01',
      version: anterior.version,
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toContain(`${equipo.codigo} no está en arriendo`)
  })

  it('rolls both writes back when an audit entry cannot be written', async () => {
    const { operador: x, equipo } = await escenario()
    const anterior = await asignado(x.id, equipo)
    const y = await nuevoOperador(t.database.db)
    const before = await asignacionesCount()
    const restore = await failAuditsOf(t.database, 'asignacion-operador')
    try {
      const res = await post(`/${anterior.id}/cambio`, {
        operadorId: y.id,
        fecha: '2025-04-01',
        version: anterior.version,
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect(await asignacionesCount()).toBe(before)
    expect(await stored(anterior.id)).toMatchObject({
      hasta: null,
      termino: null,
      version: anterior.version,
    })
    expect(await t.auditOf(anterior.id)).toHaveLength(1)
  })
})

describe('POST /v1/asignaciones-operador/{id}/retiro', () => {
  it('ends the open assignment on the day, adding the observaciones with it, audited', async () => {
    const { operador, equipo } = await escenario()
    const created = await post('', {
      operadorId: operador.id,
      activoId: equipo.activoId,
      contratoId: equipo.contratoId,
      desde: '2025-03-10',
      observaciones: 'Turno día',
    })
    const res = await post(`/${created.body.id}/retiro`, {
      hasta: '2025-05-20',
      observaciones: 'Fin de la faena',
      version: created.body.version,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      hasta: '2025-05-20',
      termino: 'retiro',
      observaciones: 'Turno día\nRetiro (20-05-2025): Fin de la faena',
      version: 2,
      actualizadoPor: { nombre: 'Francisca Rojas Valenzuela' },
    })
    const audit = await t.auditOf(created.body.id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar'])
    expect(audit[1]).toMatchObject({ before: { hasta: null }, after: { termino: 'retiro' } })
  })

  it('refuses a day before its start (400) and while the operator has later reports of the asset (409)', async () => {
    const { operador, equipo } = await escenario()
    const anterior = await asignado(operador.id, equipo)
    const antes = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-03-09',
      version: anterior.version,
    })
    expect(antes.status).toBe(400)
    expect(antes.body.error.fields).toEqual({
      hasta: 'El retiro no puede ser antes del inicio de la asignación (10-03-2025).',
    })
    const base = { operadorId: operador.id, activoId: equipo.activoId, obraId: equipo.obraId }
    await insertReport(t.database.db, { ...base, fecha: '2025-05-12', horasTrabajadas: 8 })
    await insertReport(t.database.db, { ...base, fecha: '2025-05-20', horasTrabajadas: 6 })
    // A deleted one, and another asset's, do not count.
    await insertReport(t.database.db, {
      ...base,
      fecha: '2025-06-30',
      horasTrabajadas: 5,
      eliminado: true,
    })
    const otro = await equipoEnArriendo(t.database.db, { fechaEntrega: '2025-01-01' })
    await insertReport(t.database.db, {
      ...base,
      activoId: otro.activoId,
      fecha: '2025-07-01',
      horasTrabajadas: 5,
    })
    const conReports = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-05-10',
      version: anterior.version,
    })
    expect(conReports.status).toBe(409)
    expect(conReports.body.error.message).toBe(
      `${operador.nombre} tiene 2 reports de ${equipo.codigo} posteriores al 10-05-2025 (el último, del 20-05-2025): la asignación no puede terminar antes de esa fecha.`,
    )
    expect(await stored(anterior.id)).toMatchObject({ hasta: null, version: anterior.version })
    const ok = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-05-20',
      version: anterior.version,
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.observaciones).toBeNull()
  })

  it('refuses a stale version or an ended assignment (409), answers 404 for none', async () => {
    const { operador, equipo } = await escenario()
    const anterior = await asignado(operador.id, equipo)
    const stale = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-04-01',
      version: anterior.version + 3,
    })
    expect(stale.status).toBe(409)
    const ok = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-04-01',
      version: anterior.version,
    })
    expect(ok.status).toBe(200)
    const otraVez = await post(`/${anterior.id}/retiro`, {
      hasta: '2025-04-02',
      version: ok.body.version,
    })
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.error.message).toBe(
      'Esa asignación ya terminó el 01-04-2025: recargue para ver los operadores actuales.',
    )
    const missing = await post('/00000000-0000-4000-8000-000000000000/retiro', {
      hasta: '2025-04-01',
      version: 1,
    })
    expect(missing.status).toBe(404)
    const invalid = await post('/no-es-uuid/retiro', { hasta: '2025-04-01', version: 1 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error.fields).toEqual({ id: 'El identificador no es válido.' })
    const sinFecha = await post(`/${anterior.id}/retiro`, { hasta: 'ayer' })
    expect(sinFecha.body.error.fields).toEqual({
      hasta: 'La fecha no es válida.',
      version: 'Falta la versión del registro: recargue la página e intente nuevamente.',
    })
  })

  it('writes nothing when its audit entry cannot be written', async () => {
    const { operador, equipo } = await escenario()
    const anterior = await asignado(operador.id, equipo)
    const restore = await failAuditsOf(t.database, 'asignacion-operador')
    try {
      const res = await post(`/${anterior.id}/retiro`, {
        hasta: '2025-04-01',
        version: anterior.version,
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect(await stored(anterior.id)).toMatchObject({ hasta: null, termino: null, version: 1 })
  })
})

describe('the forms’ options', () => {
  it('offer each form what it may choose, as of today', async () => {
    const db = t.database.db
    const { operador: conEquipo, equipo: ocupado } = await escenario('2025-01-01')
    const anterior = await asignado(conEquipo.id, ocupado, '2025-01-15')
    const libre = await nuevoOperador(db, { certificaciones: ['Rigger'] })
    const seFue = await nuevoOperador(db, { activo: false })
    const vacio = await equipoEnArriendo(db, { fechaEntrega: '2025-01-01', conOperador: false })
    const devuelto = await equipoEnArriendo(db, {
      fechaEntrega: '2025-01-01',
      fechaRetiro: '2025-02-01',
    })

    const asignar = await get('/asignar/opciones')
    expect(asignar.status).toBe(200)
    const ids = (list: { id: string }[]) => list.map((row) => row.id)
    expect(ids(asignar.body.operadores)).toContain(libre.id)
    expect(ids(asignar.body.operadores)).not.toContain(conEquipo.id)
    expect(ids(asignar.body.operadores)).not.toContain(seFue.id)
    expect(asignar.body.operadores.find((row: { id: string }) => row.id === libre.id)).toEqual({
      id: libre.id,
      nombre: libre.nombre,
      rut: libre.rut,
      licenciaClase: 'D',
      certificaciones: ['Rigger'],
      asignacion: null,
    })
    expect(ids(asignar.body.activos)).toContain(vacio.activoId)
    expect(ids(asignar.body.activos)).not.toContain(ocupado.activoId)
    expect(ids(asignar.body.activos)).not.toContain(devuelto.activoId)
    expect(asignar.body.activos.find((row: { id: string }) => row.id === vacio.activoId)).toEqual({
      id: vacio.activoId,
      codigo: vacio.codigo,
      tipo: expect.any(String),
      contrato: { id: vacio.contratoId, folio: vacio.folio },
      obra: { id: vacio.obraId, codigo: 'OB-0001', nombre: expect.any(String) },
      fechaEntrega: '2025-01-01',
      conOperador: false,
      operadores: [],
    })

    for (const accion of ['adicion', 'cambio']) {
      const res = await get(`/${accion}/opciones`)
      expect(res.status).toBe(200)
      expect(ids(res.body.operadores)).toContain(libre.id)
      expect(ids(res.body.activos)).not.toContain(vacio.activoId)
      const fila = res.body.activos.find((row: { id: string }) => row.id === ocupado.activoId)
      expect(fila.operadores).toEqual([
        {
          asignacionId: anterior.id,
          operador: { id: conEquipo.id, nombre: conEquipo.nombre },
          desde: '2025-01-15',
          hasta: null,
          origen: 'asignacion',
          version: 1,
        },
      ])
    }

    const retiro = await get('/retiro/opciones')
    expect(retiro.status).toBe(200)
    expect(ids(retiro.body.operadores)).toContain(conEquipo.id)
    expect(ids(retiro.body.operadores)).not.toContain(libre.id)
    expect(
      retiro.body.operadores.find((row: { id: string }) => row.id === conEquipo.id).asignacion,
    ).toEqual({
      id: anterior.id,
      activo: { id: ocupado.activoId, codigo: ocupado.codigo },
      obra: { id: ocupado.obraId, codigo: 'OB-0001', nombre: expect.any(String) },
      contrato: { id: ocupado.contratoId, folio: ocupado.folio },
      desde: '2025-01-15',
      hasta: null,
      version: 1,
    })
    expect(ids(retiro.body.activos)).toContain(ocupado.activoId)
  })

  it('offer a retiro the open assignment of an asset no longer on rent, or of who left', async () => {
    const db = t.database.db
    const seFue = await nuevoOperador(db, { activo: false })
    const devuelto = await equipoEnArriendo(db, {
      fechaEntrega: '2025-01-01',
      fechaRetiro: '2025-02-01',
    })
    await insertAsignacion(db, {
      operadorId: seFue.id,
      activoId: devuelto.activoId,
      contratoId: devuelto.contratoId,
      desde: '2025-01-05',
    })
    const retiro = await get('/retiro/opciones')
    expect(retiro.body.operadores.map((row: { id: string }) => row.id)).toContain(seFue.id)
    const fila = retiro.body.activos.find((row: { id: string }) => row.id === devuelto.activoId)
    expect(fila).toMatchObject({ fechaEntrega: null, contrato: { folio: devuelto.folio } })
    expect(fila.operadores).toHaveLength(1)
  })

  it('are read with each screen’s key', async () => {
    for (const accion of ['asignar', 'adicion', 'cambio', 'retiro']) {
      expect((await get(`/${accion}/opciones`, null)).status).toBe(401)
      expect((await get(`/${accion}/opciones`, AS.comercial)).status).toBe(403)
      expect((await get(`/${accion}/opciones`, AS.operador)).status).toBe(403)
    }
  })
})

describe('GET /v1/asignaciones-operador (history)', () => {
  it('lists an asset’s, an operator’s or a contract’s assignments, open ones when asked', async () => {
    const { operador: x, equipo } = await escenario()
    const anterior = await asignado(x.id, equipo)
    const y = await nuevoOperador(t.database.db)
    const nueva = await post(`/${anterior.id}/cambio`, {
      operadorId: y.id,
      fecha: '2025-04-01',
      version: anterior.version,
    })
    const delEquipo = await get(`?activoId=${equipo.activoId}&sort=desde&dir=desc`)
    expect(delEquipo.status).toBe(200)
    expect(delEquipo.body.total).toBe(2)
    expect(delEquipo.body.items.map((row: { id: string }) => row.id)).toEqual([
      nueva.body.id,
      anterior.id,
    ])
    expect(delEquipo.body.items[1]).toMatchObject({ hasta: '2025-04-01', termino: 'cambio' })
    const abiertas = await get(`?contratoId=${equipo.contratoId}&abierta=true`)
    expect(abiertas.body.items.map((row: { id: string }) => row.id)).toEqual([nueva.body.id])
    const cerradas = await get(`?contratoId=${equipo.contratoId}&abierta=false`)
    expect(cerradas.body.items.map((row: { id: string }) => row.id)).toEqual([anterior.id])
    const deX = await get(`?operadorId=${x.id}`)
    expect(deX.body.items.map((row: { id: string }) => row.id)).toEqual([anterior.id])
    const porCodigo = await get(`?q=${equipo.codigo.toLowerCase()}`)
    expect(porCodigo.body.total).toBe(2)
    const porNombre = await get(`?q=${encodeURIComponent(y.nombre.split(' ').at(-1) ?? '')}`)
    expect(porNombre.body.items.map((row: { id: string }) => row.id)).toEqual([nueva.body.id])
  })

  it('says in Spanish what is wrong with the query, and asks for the operators list’s key', async () => {
    const res = await get('?operadorId=x&abierta=quizas&sort=hasta')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      operadorId: 'El operador no es válido.',
      abierta: 'Use true o false.',
      sort: 'Solo se puede ordenar por: desde, creadoEn, actualizadoEn.',
    })
    expect((await get('', null)).status).toBe(401)
    expect((await get('', AS.comercial)).status).toBe(403)
  })
})

describe('the assignments’ routes', () => {
  const mine = () =>
    areaRoutes(t, [BASE, '/v1/operadores', '/v1/rrhh/operadores-dashboard']).filter(
      (route) => !route.path.includes('/reports') && !route.path.includes('report-opciones'),
    )

  it('are all mounted: the history, four options and four writes, the list and the dashboard', () => {
    expect(
      mine()
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual([
      'get /v1/asignaciones-operador',
      'get /v1/asignaciones-operador/adicion/opciones',
      'get /v1/asignaciones-operador/asignar/opciones',
      'get /v1/asignaciones-operador/cambio/opciones',
      'get /v1/asignaciones-operador/retiro/opciones',
      'get /v1/operadores',
      'get /v1/rrhh/operadores-dashboard',
      'post /v1/asignaciones-operador',
      'post /v1/asignaciones-operador/adicion',
      'post /v1/asignaciones-operador/{id}/cambio',
      'post /v1/asignaciones-operador/{id}/retiro',
    ])
  })

  it('never answer 500 to nonsense input, and always say what is wrong in Spanish', async () => {
    const problems = await nonsenseProblems(t, mine(), {
      bodies: [
        {},
        {
          operadorId: 7,
          activoId: ['x'],
          contratoId: 'CON-1',
          desde: '2025-02-30',
          version: 'uno',
        },
        { operadorId: '00000000-0000-4000-8000-000000000000', fecha: '31-12-2025', hasta: true },
      ],
      queries: [
        '',
        '?page=abc&pageSize=-1&sort=nada&dir=arriba&cursor=%%%',
        '?asignacion=quizas&licenciaClase=Z&abierta=tal-vez&operadorId=1&q=%25_%5C',
        '?desde=2026-12-31&hasta=2020-01-01',
      ],
    })
    expect(problems).toEqual([])
  }, 180_000)

  it('are documented in /openapi.json with their permission', async () => {
    expect(await undocumentedProblems(t, mine())).toEqual([])
  })
})
